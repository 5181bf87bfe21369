import {
  MARKED_PAPERS,
  type MarkedPaper,
  type MarkedSheet,
} from 'src/ai/builtin/papers/__fixtures__/board-layouts';

/**
 * More of the teacher-marked set (issue #26): for each paper of `board-layouts.ts`, students
 * whose answers state misconceptions, carry a wrong early value correctly through a calculation,
 * meet the scheme's "accept" and "reject" lines, or were photographed (their lines as the OCR
 * read the handwriting, with its confidence); and a seventh paper in a state board's layout.
 * Every mark is the one an experienced, strict-but-fair marker gives the student's work as
 * written on paper (on photographed sheets: what the student wrote, not what the OCR read).
 */

/** What an answer tests, for the report. */
export type AnswerKind =
  /** States a misconception: the scheme point it gets wrong earns nothing. */
  | 'misconception'
  /** A wrong early value carried through correctly ("ft from their b"). */
  | 'follow-through'
  /** A wrong step in a calculation (a formula misused, a value not squared, inverted). */
  | 'calculation'
  /** Meets an "accept" / "allow" line or a wording the scheme accepts (OWTTE). */
  | 'accept'
  /** Meets a "reject" / "do not accept" line. */
  | 'reject';

export interface MarkedAnswerSheet extends MarkedSheet {
  kinds?: Record<string, AnswerKind>;
  /** For a misconception answer: which scheme point (0-based) it gets wrong; else the first. */
  misconceptionPoint?: Record<string, number>;
  /** A photographed sheet: the OCR's confidence (0–100) for each answer's lines. */
  confidence?: Record<string, number>;
}

export interface MarkedSetPaper extends Omit<MarkedPaper, 'sheets'> {
  /** The board whose layout the paper and its scheme follow (papers of one board count once). */
  layout: string;
  sheets: MarkedAnswerSheet[];
}

const MORE_SHEETS: Record<string, MarkedAnswerSheet[]> = {
  'CBSE Class VIII mathematics': [
    {
      student: 'Vihaan',
      lines: [
        '1. (a) 2x = 23 + 5',
        '2x = 28, x = 14',
        '(b) 3y - 2 = 12',
        '3y = 14, y = 14/3',
        '2. l + b = 40',
        'b = 40 - 12 = 28 cm',
        'Area = 12 x 28 = 336 cm²',
        '3. 25 - 9 + 16 = 32',
        '4. Profit = 920 - 800 = 120',
        'Profit % = 120/920 x 100 = 13%',
        '5. x + 2x + 3x + 4x = 180',
        '10x = 180, x = 18',
        'Largest angle = 4 x 18 = 72°',
      ],
      marks: { '1(a)': 0, '1(b)': 0, '2': 1, '3': 0, '4': 1, '5': 1 },
      kinds: {
        '1(a)': 'misconception',
        '1(b)': 'misconception',
        '2': 'follow-through',
        '3': 'misconception',
        '4': 'misconception',
        '5': 'follow-through',
      },
      misconceptionPoint: { '4': 1 },
    },
    {
      student: 'Ananya',
      lines: [
        '1 (a) 2x+5=23',
        '2x = 23-5 = l8 , x = 9',
        '(b) 3y-6=12',
        '3y = l8 , y = 6',
        '2. 2(l+b)=40 , l+b=20',
        'b = 8cm , Area = l2 x 8 = 96 cm2',
        '3. 52-33+24 = 25-27+l6 = l4',
        '4. Profit = 920-800 = l20',
        'Profit% = l20/800 x l00 = l5%',
        '5. x+2x+3x+4x = 360',
        'l0x = 360 , x = 36',
      ],
      marks: { '1(a)': 2, '1(b)': 2, '2': 3, '3': 2, '4': 3, '5': 2 },
      confidence: { '1(a)': 58, '1(b)': 61, '2': 47, '3': 39, '4': 52, '5': 55 },
    },
  ],
  'CBSE Class IX social science': [
    {
      student: 'Tanvi',
      lines: [
        'Ans 1. The Indus river',
        'Ans 2. Monsoon is the heavy rain that falls in the rainy season.',
        'Ans 3. The Himalayas are so high and snowy that they make north India cold. They also stop the monsoon winds, so the rain falls over India.',
        'Ans 4. In a democracy the army chooses the leader and the leader rules for life.',
        'Ans 5. The king made everybody pay the same taxes, the nobles too, and the people were angry.',
        'Ans 6. The Tropic of Capricorn',
      ],
      marks: { '1': 1, '2': 1, '3': 2, '4': 0, '5': 0, '6': 0 },
      kinds: {
        '1': 'accept',
        '2': 'misconception',
        '3': 'misconception',
        '4': 'misconception',
        '5': 'misconception',
        '6': 'misconception',
      },
    },
    {
      student: 'Arjun',
      lines: [
        'Ans 1. lndus',
        'Ans 2. Monsoon is the seasona1 reversa1 of winds, it brings heavy rain in sumer.',
        'Ans 3. They b1ock the co1d winds frorn Centra1 Asia.',
        'Ans 4. Free and fair e1ections, ru1e of 1aw.',
        'Ans 5. The c1ergy and nob1es paid no taxes but the Third Estate paid heavy taxes.',
        'Ans 6. Trapic of Cancar',
      ],
      marks: { '1': 1, '2': 2, '3': 2, '4': 2, '5': 2, '6': 2 },
      confidence: { '1': 44, '2': 57, '3': 49, '4': 53, '5': 60, '6': 38 },
    },
  ],
  'ICSE Class VIII biology': [
    {
      student: 'Priya',
      lines: [
        'Q1 (i) sugar',
        '(ii) Plants breathe in oxygen and give out carbon dioxide.',
        'Q2 (i) carbon dioxide',
        '(ii) Plants get their food from the soil, and in the dark the soil is cold so they become weak and pale.',
        'Q3 (i) Roots take in food from the soil and hold the plant firmly.',
        '(ii) chlorophyll',
      ],
      marks: { '1(i)': 1, '1(ii)': 0, '2(i)': 0, '2(ii)': 1, '3(i)': 1, '3(ii)': 0 },
      kinds: {
        '1(i)': 'accept',
        '1(ii)': 'misconception',
        '2(i)': 'reject',
        '2(ii)': 'misconception',
        '3(ii)': 'misconception',
      },
    },
    {
      student: 'Kavya',
      lines: [
        'Q1 (i) g1ucose',
        '(ii) carbon dioxlde + water -light-> gIucose + oxygen',
        'Q2 (i) oxygcn',
        '(ii) no 1ight so no ch1orophy11 is made, 1eaves go ye11ow',
        'Q3 (i) absorb watcr, store f00d',
        '(ii) ch1oroplast',
      ],
      marks: { '1(i)': 1, '1(ii)': 2, '2(i)': 1, '2(ii)': 2, '3(i)': 2, '3(ii)': 2 },
      confidence: { '1(i)': 46, '1(ii)': 41, '2(i)': 50, '2(ii)': 43, '3(i)': 48, '3(ii)': 52 },
    },
  ],
  'Cambridge IGCSE physics': [
    {
      student: 'Ethan',
      lines: [
        '1 (a) KE=12mv2',
        '(b) KE=12xmxvxv=05%x2x3x3=9]',
        '(c) it tums into heat',
        '2 (a) mass + volume',
        '(b) 60+20 = 3 g/cm3',
      ],
      marks: { '1(a)': 1, '1(b)': 3, '1(c)': 1, '2(a)': 2, '2(b)': 2 },
      kinds: { '2(a)': 'accept' },
      confidence: { '1(a)': 45, '1(b)': 41, '1(c)': 62, '2(a)': 55, '2(b)': 51 },
    },
    {
      student: 'Chloe',
      lines: [
        '1 (a) KE = ½mv²',
        '(b) ½ x 2 x 3 = 3 J',
        '(c) The kinetic energy is used up and disappears when the trolley stops.',
        '2 (a) Density is how heavy something is.',
        '(b) 20 ÷ 60 = 0.33 g/cm³',
      ],
      marks: { '1(a)': 1, '1(b)': 1, '1(c)': 0, '2(a)': 0, '2(b)': 0 },
      kinds: {
        '1(b)': 'calculation',
        '1(c)': 'misconception',
        '2(a)': 'misconception',
        '2(b)': 'calculation',
      },
    },
    {
      student: 'Hugo',
      lines: [
        '1 (a) KE = 1/2 x m x v²',
        '(b) ½ x 2 x 3² = ½ x 2 x 6 = 6 J',
        '(c) It becomes thermal energy because of friction in the brakes.',
        '2 (a) mass divided by volume',
        '(b) 60 ÷ 20 = 3',
      ],
      marks: { '1(a)': 1, '1(b)': 2, '1(c)': 2, '2(a)': 2, '2(b)': 1 },
      kinds: { '1(b)': 'calculation', '2(a)': 'accept', '2(b)': 'calculation' },
    },
  ],
  'GCSE (AQA layout) chemistry': [
    {
      student: 'Freya',
      lines: [
        '01.1 sodium chloride',
        '01.2 ionic',
        '01.3 The covalent bonds inside the molecules are very strong so a lot of energy is needed to break them.',
        '02.1 filter it',
        '02.2 Put the solution in the fridge so the salt freezes into crystals.',
      ],
      marks: { '1.1': 1, '1.2': 1, '1.3': 1, '2.1': 1, '2.2': 0 },
      kinds: { '1.3': 'misconception', '2.1': 'accept', '2.2': 'misconception' },
    },
    {
      student: 'Jack',
      lines: [
        '01.1 sodium chlorine',
        '01.2 ionic bonds between the ions',
        '01.3 It is a giant lattice with strong forces of attraction between positive and negative ions, which need lots of energy to break.',
        '02.1 filter',
        '02.2 Evaporate all the water by boiling it dry.',
      ],
      marks: { '1.1': 0, '1.2': 1, '1.3': 2, '2.1': 1, '2.2': 1 },
      kinds: { '1.2': 'accept', '1.3': 'accept', '2.1': 'accept' },
    },
  ],
  'IB Diploma biology': [
    {
      student: 'Lena',
      lines: [
        '1. (a) It keeps everything out of the cell.',
        '(b) Osmosis is when salt moves from a concentrated solution to a dilute solution through the membrane.',
        '(c) (i) mitochondria',
        '(ii) Muscle cells need a lot of energy, and mitochondria make energy.',
        '2. DNA is found only in the nucleus and RNA only in the cytoplasm.',
      ],
      marks: { '1(a)': 0, '1(b)': 0, '1(c)(i)': 1, '1(c)(ii)': 1, '2': 0 },
      kinds: {
        '1(a)': 'misconception',
        '1(b)': 'misconception',
        '1(c)(i)': 'accept',
        '1(c)(ii)': 'misconception',
        '2': 'misconception',
      },
      misconceptionPoint: { '1(c)(ii)': 1 },
    },
    {
      student: 'Mateo',
      lines: [
        '1. (a) It contro1s what enters and 1eaves the ce11.',
        '(b) water mo1ecu1es move across a partia11y permeab1e membrane',
        '(c) (i) mitochondrlon',
        '(ii) they need 1ots of energy for contraction',
        '2. DNA has deoxyrlbose, RNA has rlbose',
      ],
      marks: { '1(a)': 1, '1(b)': 2, '1(c)(i)': 1, '1(c)(ii)': 1, '2': 1 },
      confidence: { '1(a)': 52, '1(b)': 47, '1(c)(i)': 44, '1(c)(ii)': 56, '2': 40 },
    },
  ],
};

/**
 * A state board's Class 7 science paper (Karnataka's layout): no marks beside the questions,
 * "Each question carries 2 marks" under each section's heading; a scheme of evaluation with a
 * "— 1 mark" value point per line, "ft from their speed" and a "Do not accept" line.
 */
const STATE_SCIENCE: MarkedSetPaper = {
  name: 'State board Class 7 science',
  layout: 'Karnataka state board',
  subject: 'Science',
  paper: [
    'Government Higher Primary School, Mysuru',
    'Summative Assessment – 1, 2026–27',
    'Class: 7   Subject: Science   Max. Marks: 15   Time: 1 hour',
    'Section A',
    'Answer the following. Each question carries 2 marks.',
    '1. How do green plants get their food?',
    '2. Name the gas that plants take in and the gas they give out in photosynthesis.',
    '3. A metal spoon and a wooden spoon have lain on the same table all night. The metal spoon feels colder. Are the two spoons at the same temperature? Give a reason.',
    'Section B',
    'Answer the following. Each question carries 3 marks.',
    '4. Why is it hotter in summer than in winter?',
    '5. A cyclist covers 12 km in 40 minutes. Find her speed in km/h, and how far she will go in 2 hours at this speed.',
    '6. Name three conditions that seeds need to germinate.',
  ],
  scheme: [
    'SCHEME OF EVALUATION — SA 1, Science, Class 7',
    '1. Green plants make their own food by photosynthesis — 1 mark',
    'They make it in their leaves, using carbon dioxide, water and sunlight — 1 mark',
    '2. They take in carbon dioxide — 1 mark',
    'They give out oxygen — 1 mark',
    '3. Yes, both spoons are at the same (room) temperature — 1 mark',
    'Metal conducts heat away from the hand faster, so the metal spoon feels colder — 1 mark',
    '4. In summer our half of the Earth is tilted towards the Sun — 1 mark',
    "The Sun's rays fall more directly, so their heat is spread over a smaller area — 1 mark",
    'Days are longer, so the ground is heated for more hours — 1 mark',
    '5. Time = 40 min = 2/3 h — 1 mark',
    'Speed = 12 ÷ 2/3 = 18 km/h — 1 mark',
    'Distance = 18 × 2 = 36 km, ft from their speed — 1 mark',
    '6. Any three from: water; air (oxygen); a suitable temperature (warmth); a living seed that is not dormant (3 marks)',
    'Do not accept soil or sunlight.',
  ],
  expected: { '1': 2, '2': 2, '3': 2, '4': 3, '5': 3, '6': 3 },
  total: 15,
  sheets: [
    {
      student: 'Ravi',
      lines: [
        '1. Plants get their food from the soil through their roots.',
        '2. Plants take in oxygen and give out carbon dioxide.',
        '3. No. The metal spoon is at a lower temperature because metal is cold.',
        '4. In summer the Earth is closer to the Sun, so it gets more heat.',
        '5. Speed = 12 ÷ 40 = 0.3 km/h',
        'Distance = 0.3 x 2 = 0.6 km',
        '6. soil, water and sunlight',
      ],
      marks: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 1, '6': 1 },
      kinds: {
        '1': 'misconception',
        '2': 'misconception',
        '3': 'misconception',
        '4': 'misconception',
        '5': 'follow-through',
        '6': 'reject',
      },
    },
    {
      student: 'Sneha',
      lines: [
        '1. They make their own food in the leaves by photosynthesis, using sunlight, water and carbon dioxide.',
        '2. They take in CO2 and give out O2.',
        '3. Yes, both are at room temperature. Metal is a good conductor, so it takes heat from my hand quickly and feels cold.',
        '4. The Earth is tilted, so in summer our part leans towards the Sun and the sunlight falls more directly.',
        '5. 40 min = 2/3 h',
        'Speed = 12 ÷ 2/3 = 18 km/h',
        'In 2 hours she goes 18 x 2 = 36 km.',
        '6. water, air and warmth',
      ],
      marks: { '1': 2, '2': 2, '3': 2, '4': 2, '5': 3, '6': 3 },
      kinds: { '2': 'accept', '6': 'accept' },
    },
    {
      student: 'Manoj',
      lines: [
        '1. P1ants make their own f00d by photosynthesis',
        '2. take in carbon dioxlde , give out oxygen',
        '3. Yes sarne ternperature, meta1 conducts heat away frorn hand faster',
        '4. ln surnmer our ha1f is ti1ted towards the Sun, the days are 1onger',
        '5. speed = l2/40 x 60 = l8 km/h , l8 x 2 = 36 km',
        '6. watcr, air, warrn ternperature',
      ],
      marks: { '1': 1, '2': 2, '3': 2, '4': 2, '5': 3, '6': 3 },
      confidence: { '1': 44, '2': 51, '3': 39, '4': 42, '5': 47, '6': 45 },
    },
    {
      student: 'Deepa',
      lines: [
        '1. Plants absorb food and water from the soil with their roots and store it in the leaves.',
        '2. They take in carbon dioxide and give out oxygen.',
        '3. The metal spoon is colder because metal lets the cold in.',
        '4. The Sun burns hotter in summer.',
        '5. 40 min = 0.4 h',
        'Speed = 12 ÷ 0.4 = 30 km/h',
        'Distance = 30 x 2 = 60 km',
        '6. water, air and light',
      ],
      marks: { '1': 0, '2': 2, '3': 0, '4': 0, '5': 1, '6': 2 },
      kinds: {
        '1': 'misconception',
        '3': 'misconception',
        '4': 'misconception',
        '5': 'follow-through',
        '6': 'reject',
      },
    },
  ],
};

const LAYOUTS: Record<string, string> = {
  'CBSE Class VIII mathematics': 'CBSE',
  'CBSE Class IX social science': 'CBSE',
  'ICSE Class VIII biology': 'ICSE',
  'Cambridge IGCSE physics': 'Cambridge IGCSE',
  'GCSE (AQA layout) chemistry': 'AQA GCSE',
  'IB Diploma biology': 'IB Diploma',
};

/** What the answers of `board-layouts.ts`'s sheets test (their marks stay as the marker gave them). */
const FIRST_SHEETS_KINDS: Record<string, Record<string, AnswerKind>> = {
  Diya: { '1(a)': 'misconception' },
  Kabir: { '6': 'misconception' },
  Meera: { '1(i)': 'accept', '2(i)': 'reject' },
  Amara: {
    '1(b)': 'calculation',
    '1(c)': 'misconception',
    '2(a)': 'misconception',
    '2(b)': 'calculation',
  },
  Oliver: { '2.1': 'accept' },
  Grace: { '1.2': 'reject' },
  Sofia: { '1(c)(i)': 'accept' },
  Noah: { '1(a)': 'accept', '1(c)(i)': 'reject' },
};

/** The whole teacher-marked set: the six papers with all their sheets, and the state paper. */
export const MARKED_SET: readonly MarkedSetPaper[] = [
  ...MARKED_PAPERS.map((paper) => ({
    ...paper,
    layout: LAYOUTS[paper.name],
    sheets: [
      ...paper.sheets.map((sheet) => ({ ...sheet, kinds: FIRST_SHEETS_KINDS[sheet.student] })),
      ...(MORE_SHEETS[paper.name] ?? []),
    ],
  })),
  STATE_SCIENCE,
];
