/**
 * Papers and schemes as schools type them (issue #26), for the reader alone: marks as a bare
 * figure in the right margin, alone on the line under the question, wrapped by the page ("(2" /
 * "marks)"), and Cambridge's "[Total: n]" under questions without parts. Written for these
 * tests; no school's or board's own papers are copied. Each lists what the paper should read as
 * and what the teacher should be told.
 */
export interface TypedPaper {
  name: string;
  paper: string[];
  scheme: string[];
  /** Every leaf question the paper should read as, with its marks (null: none could be read). */
  expected: Record<string, number | null>;
  total: number;
  /** What the paper's reading tells the teacher. */
  paperWarnings: string[];
  /** What the scheme's reading tells the teacher. */
  schemeWarnings: string[];
  /** The marks each question's scheme gives (the paper's, or the scheme's where it had none). */
  schemeMarks: Record<string, number>;
}

/**
 * A Class VII science unit test typed in a word processor: the marks at the right margin as bare
 * figures, which the PDF text layer puts at the end of the question's line or, where the
 * question wraps, on a line of their own; one "(2 marks)" wrapped onto the next line. Years,
 * quantities and answer dots in the questions must not read as marks. Its scheme prints "(1)"
 * after most points, and a bare or ticked figure in the margin after some.
 */
const TYPED_SCIENCE: TypedPaper = {
  name: 'typed school science test, margin figures',
  paper: [
    'Sunrise Public School, Nagpur',
    'Unit Test 2 — Science — Class VII',
    'Time: 45 minutes Maximum Marks: 15',
    'Answer all the questions. The marks for each question are shown on the right.',
    '1. Name the gas that green plants take in from the air for photosynthesis. 1',
    '2. Explain why the sky appears blue on a clear day. Use the idea of scattering of light in your (2',
    'marks)',
    '3. In 1665 Robert Hooke looked at a thin slice of cork under a microscope. Name the tiny',
    'boxes he saw.',
    '1',
    '4. A trolley of mass 2 kg moves at 3 m/s.',
    '(a) Calculate its kinetic energy. Show your working. 2',
    '(b) State the unit of kinetic energy. ............................ 1',
    '5. Describe how a vacuum flask reduces heat loss by conduction, convection and radiation.',
    '3',
    '6. Which of these is the mass of a 2 litre bottle of water? 1',
    '(a) 2 g (b) 20 g (c) 2 kg (d) 20 kg',
    '7. Give two reasons why a metal spoon feels colder than a wooden spoon in the same room.',
    '............................................................................................',
    '............................................................................................ 2',
    '8. Write the word equation for photosynthesis. (2 marks)',
  ],
  scheme: [
    'Sunrise Public School — Unit Test 2 — Science — Marking scheme',
    '1. carbon dioxide (1)',
    '2. light is scattered by the particles of the air 1',
    'blue light is scattered most / more than red light 1',
    '3. cells (1)',
    '4. (a) KE = ½ × 2 × 3² (1)',
    '= 9 J (1)',
    '(b) joule / J (1)',
    '5. the vacuum stops conduction and convection (1)',
    'the silvered walls reflect radiation (1)',
    'the stopper stops convection / evaporation (1)',
    '6. (c) 2 kg (1)',
    '7. metal is a good conductor of heat ✓ 1',
    'it carries heat away from the hand faster ✓ 1',
    '8. carbon dioxide + water → glucose + oxygen (1)',
    'light and chlorophyll written over the arrow (1)',
  ],
  expected: { '1': 1, '2': 2, '3': 1, '4(a)': 2, '4(b)': 1, '5': 3, '6': 1, '7': 2, '8': 2 },
  total: 15,
  paperWarnings: [],
  schemeWarnings: [],
  schemeMarks: { '1': 1, '2': 2, '3': 1, '4(a)': 2, '4(b)': 1, '5': 3, '6': 1, '7': 2, '8': 2 },
};

/**
 * A Cambridge-style chemistry paper: "[Total: n]" under each question, the only marks of the
 * questions without parts and a check of those with parts. Question 2's parts add up to 3, its
 * total says 4; question 4 shows no marks at all, and its scheme gives it "(2 marks)".
 */
const CAMBRIDGE_TOTALS: TypedPaper = {
  name: 'Cambridge-style chemistry, [Total: n]',
  paper: [
    'Chemistry — Paper 4 Theory (Extended) — school mock',
    '1 Describe the arrangement and movement of the particles in a solid.',
    '[Total: 2]',
    '2 (a) State what is meant by an isotope. [1]',
    '(b) Chlorine has two isotopes, chlorine-35 and chlorine-37. Explain why both have the same',
    'chemical properties. [2]',
    '[Total: 4]',
    '3 Magnesium reacts with dilute hydrochloric acid. Write the balanced equation for the',
    'reaction, with state symbols. [Total: 3]',
    '4 Suggest why aluminium is used for overhead power cables.',
  ],
  scheme: [
    'Question | Answer | Marks',
    '1 | particles close together in a regular arrangement | B1',
    '1 | vibrate about fixed positions | B1',
    '2(a) | atoms of the same element with different numbers of neutrons | B1',
    '2(b) | same number of electrons in the outer shell | B1',
    '2(b) | chemical properties depend on the electrons | B1',
    '3 | Mg + 2HCl → MgCl₂ + H₂ | B2',
    '3 | state symbols (s), (aq), (aq), (g) | B1',
    'Q4 (2 marks)',
    'low density; good conductor of electricity',
  ],
  expected: { '1': 2, '2(a)': 1, '2(b)': 2, '3': 3, '4': null },
  total: 8,
  paperWarnings: [
    'Question 2 reads as 3 marks, but its total is printed as 4',
    'No marks found for question 4',
  ],
  schemeWarnings: [],
  schemeMarks: { '1': 2, '2(a)': 1, '2(b)': 2, '3': 3, '4': 2 },
};

export const TYPED_PAPERS: readonly TypedPaper[] = [TYPED_SCIENCE, CAMBRIDGE_TOTALS];
