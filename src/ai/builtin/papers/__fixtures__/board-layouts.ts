/**
 * A teacher-marked set in the layouts boards and schools print (issue #26): for each paper, the
 * question paper, its mark scheme as the board or school writes it, what the paper should read
 * as (every question, part and mark), and students' sheets with the marks an experienced marker
 * gave each question. Written for these tests; no board's own papers are copied.
 */
export interface MarkedSheet {
  student: string;
  lines: string[];
  /** The marker's mark for each question (leaf number as read from the paper). */
  marks: Record<string, number>;
}

export interface MarkedPaper {
  name: string;
  subject: string;
  paper: string[];
  scheme: string[];
  /** Every leaf question the paper should read as, with its marks. */
  expected: Record<string, number>;
  total: number;
  sheets: MarkedSheet[];
}

/** CBSE, Class 8 maths: marks in brackets "[2]", parts (a)/(b), an M1/A1/B1 scheme. */
const CBSE_MATHS: MarkedPaper = {
  name: 'CBSE Class VIII mathematics',
  subject: 'Mathematics',
  paper: [
    'Kendriya Vidyalaya No. 2, Jaipur',
    'Periodic Test II — Mathematics',
    'Class VIII   Time: 40 minutes   Maximum Marks: 15',
    'General Instructions: All questions are compulsory.',
    '1. Solve the following equations.',
    '(a) 2x + 5 = 23 [2]',
    '(b) 3(y − 2) = 12 [2]',
    '2. The perimeter of a rectangle is 40 cm and its length is 12 cm. Find its breadth and area. [3]',
    '3. Find the value of 5² − 3³ + 2⁴. [2]',
    '4. A shopkeeper buys a radio for ₹800 and sells it for ₹920. Find his profit per cent. [3]',
    '5. The angles of a quadrilateral are x, 2x, 3x and 4x. Find x and the largest angle. [3]',
  ],
  scheme: [
    'Marking Scheme — Periodic Test II, Mathematics, Class VIII',
    '1. (a) 2x = 18 M1',
    'x = 9 A1 cao',
    '(b) 3y − 6 = 12 or y − 2 = 4 M1',
    'y = 6 A1 cao',
    '2. 2(l + b) = 40 so l + b = 20 M1',
    'b = 8 cm A1',
    'Area = 12 × 8 = 96 cm² A1 ft from their b',
    '3. 25 − 27 + 16 M1',
    '= 14 A1 cao',
    '4. Profit = 920 − 800 = ₹120 B1',
    'Profit % = 120/800 × 100 M1',
    '= 15% A1 cao',
    '5. x + 2x + 3x + 4x = 360 M1',
    'x = 36 A1',
    'Largest angle = 4x = 144° A1 ft from their x',
  ],
  expected: { '1(a)': 2, '1(b)': 2, '2': 3, '3': 2, '4': 3, '5': 3 },
  total: 15,
  sheets: [
    {
      student: 'Aarav',
      lines: [
        '1 (a) 2x = 23 - 5',
        '2x = 18',
        'x = 9',
        '(b) 3y - 6 = 12',
        '3y = 18, y = 6',
        '2. l + b = 20, b = 8 cm',
        'Area = 12 x 8 = 96 cm²',
        '3. 25 - 27 + 16 = 14',
        '4. Profit = 920 - 800 = 120',
        'Profit % = 120/800 x 100 = 15%',
        '5. x + 2x + 3x + 4x = 360',
        '10x = 360, x = 36',
        'largest angle = 144°',
      ],
      marks: { '1(a)': 2, '1(b)': 2, '2': 3, '3': 2, '4': 3, '5': 3 },
    },
    {
      student: 'Diya',
      lines: [
        '1. (a) 2x = 28',
        'x = 14',
        '(b) y - 2 = 4',
        'y = 6',
        '2. 2(l + b) = 40',
        'b = 8 cm',
        '3. 25 - 27 + 16 = 14',
        '5. x + 2x + 3x + 4x = 360',
        'x = 36',
      ],
      marks: { '1(a)': 0, '1(b)': 2, '2': 2, '3': 2, '4': 0, '5': 2 },
    },
  ],
};

/**
 * CBSE, Class 9 social science: marks as "(2)" after the question; the school's scheme numbers
 * its answers "Q1 … (4 marks)" under a "Notes for examiners" preamble.
 */
const CBSE_SOCIAL: MarkedPaper = {
  name: 'CBSE Class IX social science',
  subject: 'Social Science',
  paper: [
    'Delhi Public School — Half Yearly Examination',
    'Social Science, Class IX   M.M. 15',
    'Q1. Name the river on whose banks the Harappan city of Mohenjo-daro stood. (1)',
    'Q2. What is meant by the term "monsoon"? (2)',
    'Q3. Give two reasons why the Himalayas act as a climatic barrier for India. (4)',
    'Q4. State any two features of a democratic government. (2)',
    'Q5. Explain two causes of the French Revolution. (4)',
    'Q6. Which line of latitude passes through the middle of India? (2)',
  ],
  scheme: [
    'MARKING SCHEME',
    'Notes for examiners:',
    '1. Award marks for the points below; accept answers in the student’s own words.',
    '2. Do not deduct marks for spelling if the meaning is clear.',
    '3. Where a question asks for two points, mark the first two only.',
    'Q1 The Indus (1 mark)',
    'Q2 The seasonal reversal of winds (1 mark) bringing heavy rain in summer (1 mark)',
    'Q3 (4 marks)',
    'They block the cold winds from Central Asia (2 marks)',
    'They trap the monsoon winds so that they shed their rain over India (2 marks)',
    'Q4 Any two from: elected representatives take decisions; free and fair elections; rule of law; rights of citizens are protected (2 marks)',
    'Q5 (4 marks)',
    'Heavy taxes on the Third Estate while the clergy and nobility paid none (2 marks)',
    'Spread of ideas of liberty and equality by philosophers such as Rousseau (2 marks)',
    'Q6 The Tropic of Cancer (2 marks)',
  ],
  expected: { '1': 1, '2': 2, '3': 4, '4': 2, '5': 4, '6': 2 },
  total: 15,
  sheets: [
    {
      student: 'Ishita',
      lines: [
        'Ans 1. Indus',
        'Ans 2. Monsoon means the seasonal reversal of winds which brings heavy rain in summer.',
        'Ans 3. The Himalayas block the cold winds from Central Asia. They also trap the monsoon winds so they shed their rain over India.',
        'Ans 4. Free and fair elections; rights of citizens are protected.',
        'Ans 5. The Third Estate paid heavy taxes while the clergy and nobility paid none. Philosophers like Rousseau spread ideas of liberty and equality.',
        'Ans 6. Tropic of Cancer',
      ],
      marks: { '1': 1, '2': 2, '3': 4, '4': 2, '5': 4, '6': 2 },
    },
    {
      student: 'Kabir',
      lines: [
        'Ans 1. Ganga',
        'Ans 2. Winds that change direction with the seasons.',
        'Ans 3. They stop cold winds from Central Asia.',
        'Ans 4. Elections are free and fair.',
        'Ans 6. The Equator',
      ],
      marks: { '1': 0, '2': 1, '3': 2, '4': 1, '5': 0, '6': 0 },
    },
  ],
};

/** ICSE, Class 8 biology: "[2]" in the margin, parts (i)/(ii), "accept" and "reject" lines. */
const ICSE_BIOLOGY: MarkedPaper = {
  name: 'ICSE Class VIII biology',
  subject: 'Biology',
  paper: [
    'St. Mary’s Convent School',
    'BIOLOGY — Second Term Examination',
    'Class VIII   Maximum Marks: 10   Time: 30 minutes',
    'Question 1',
    '(i) Name the sugar that plants make in photosynthesis. [1]',
    '(ii) Write the word equation for photosynthesis. [2]',
    'Question 2',
    '(i) Name the gas given out by plants in photosynthesis. [1]',
    '(ii) Why do plants kept in the dark lose their green colour? [2]',
    'Question 3',
    '(i) State two functions of the roots of a plant. [2]',
    '(ii) Which part of the plant cell contains chlorophyll? [2]',
  ],
  scheme: [
    'Question 1',
    '(i) glucose (accept sugar or starch) [1]',
    '(ii) carbon dioxide + water → glucose + oxygen',
    '1 mark for the word equation',
    '1 mark for light or chlorophyll written over the arrow',
    'Question 2',
    '(i) oxygen [1]',
    'Reject: carbon dioxide',
    '(ii) without light they cannot make chlorophyll [1] so the leaves turn yellow / pale [1]',
    'Question 3',
    '(i) Any two from: absorb water; absorb minerals; anchor the plant; store food [2]',
    '(ii) Chloroplast [2]',
  ],
  expected: { '1(i)': 1, '1(ii)': 2, '2(i)': 1, '2(ii)': 2, '3(i)': 2, '3(ii)': 2 },
  total: 10,
  sheets: [
    {
      student: 'Rohan',
      lines: [
        'Q1 (i) glucose',
        '(ii) carbon dioxide + water → glucose + oxygen',
        'Q2 (i) oxygen',
        '(ii) In the dark they cannot make chlorophyll so the leaves turn yellow.',
        'Q3 (i) Roots absorb water and anchor the plant.',
        '(ii) Chloroplast',
      ],
      marks: { '1(i)': 1, '1(ii)': 1, '2(i)': 1, '2(ii)': 2, '3(i)': 2, '3(ii)': 2 },
    },
    {
      student: 'Meera',
      lines: [
        'Q1 (i) starch',
        '(ii) water + carbon dioxide gives sugar',
        'Q2 (i) carbon dioxide',
        '(ii) They have no sunlight.',
        'Q3 (i) Roots hold the plant in the soil.',
        '(ii) nucleus',
      ],
      marks: { '1(i)': 1, '1(ii)': 0, '2(i)': 0, '2(ii)': 0, '3(i)': 1, '3(ii)': 0 },
    },
  ],
};

/** Cambridge IGCSE physics: "[Total: 6]" under the parts, marks after dots, a B1/C1 scheme. */
const IGCSE_PHYSICS: MarkedPaper = {
  name: 'Cambridge IGCSE physics',
  subject: 'Physics',
  paper: [
    'Cambridge IGCSE Physics — practice paper (school copy)',
    '1 A trolley of mass 2.0 kg moves at 3.0 m/s.',
    '(a) State the equation that links kinetic energy, mass and speed.',
    '.......................................................... [1]',
    '(b) Calculate the kinetic energy of the trolley.',
    'kinetic energy = ............................. [3]',
    '(c) The trolley stops. State what happens to its kinetic energy. ....................... [2]',
    '[Total: 6]',
    '2 (a) Define the term density. ............................................ [2]',
    '(b) A stone has a mass of 60 g and a volume of 20 cm³. Calculate its density. [2]',
    '[Total: 4]',
  ],
  scheme: [
    'Question | Answer | Marks',
    '1(a) | KE = ½mv² | B1',
    '1(b) | ½ × 2.0 × 3.0² | C1',
    '1(b) | = 9.0 J | A1',
    '1(b) | a correct unit | B1',
    '1(c) | it is changed into heat / thermal energy | B1',
    '1(c) | (mainly) by friction; ignore sound | B1',
    '2(a) | mass per unit volume (accept mass ÷ volume) | B2',
    '2(b) | 60 ÷ 20 | C1',
    '2(b) | = 3.0 g/cm³ | A1',
  ],
  expected: { '1(a)': 1, '1(b)': 3, '1(c)': 2, '2(a)': 2, '2(b)': 2 },
  total: 10,
  sheets: [
    {
      student: 'Lucas',
      lines: [
        '1 (a) KE = ½mv²',
        '(b) ½ x 2 x 3² = 9 J',
        '(c) It changes into heat by friction.',
        '2 (a) mass per unit volume',
        '(b) 60/20 = 3 g/cm³',
      ],
      marks: { '1(a)': 1, '1(b)': 3, '1(c)': 2, '2(a)': 2, '2(b)': 2 },
    },
    {
      student: 'Amara',
      lines: [
        '1 (a) KE = mv',
        '(b) 2 x 3 = 6',
        '(c) It is destroyed.',
        '2 (a) how heavy it is',
        '(b) 60 x 20 = 1200',
      ],
      marks: { '1(a)': 0, '1(b)': 0, '1(c)': 0, '2(a)': 0, '2(b)': 0 },
    },
  ],
};

/** An AQA-style GCSE chemistry paper: "0 1 . 1" numbering, "(2 marks)", an "allow" scheme. */
const GCSE_CHEMISTRY: MarkedPaper = {
  name: 'GCSE (AQA layout) chemistry',
  subject: 'Chemistry',
  paper: [
    'GCSE Combined Science: Chemistry — mock examination',
    '0 1 Sodium reacts with chlorine.',
    '0 1 . 1 Name the compound formed. (1 mark)',
    '0 1 . 2 What type of bonding is found in this compound? (1 mark)',
    '0 1 . 3 Explain why the compound has a high melting point. (2 marks)',
    '0 2 . 1 Give the name of the process used to separate sand from water. (1 mark)',
    '0 2 . 2 Describe how you would get salt crystals from salt solution. (2 marks)',
  ],
  scheme: [
    '01.1 sodium chloride (1)',
    '01.2 ionic (1)',
    'do not accept covalent',
    '01.3 strong electrostatic forces between oppositely charged ions (1)',
    'a lot of energy is needed to overcome the forces (1)',
    '02.1 filtration (1)',
    'allow filtering',
    '02.2 heat the solution to evaporate some of the water (1)',
    'leave to cool / crystallise (1)',
  ],
  expected: { '1.1': 1, '1.2': 1, '1.3': 2, '2.1': 1, '2.2': 2 },
  total: 7,
  sheets: [
    {
      student: 'Oliver',
      lines: [
        '01.1 sodium chloride',
        '01.2 ionic',
        '01.3 There are strong electrostatic forces between the oppositely charged ions so a lot of energy is needed to overcome them.',
        '02.1 filtering',
        '02.2 Heat the solution to evaporate the water and leave it to crystallise.',
      ],
      marks: { '1.1': 1, '1.2': 1, '1.3': 2, '2.1': 1, '2.2': 2 },
    },
    {
      student: 'Grace',
      lines: [
        '01.1 salt',
        '01.2 covalent',
        '01.3 The forces between the ions are strong.',
        '02.1 evaporation',
        '02.2 heat it',
      ],
      marks: { '1.1': 0, '1.2': 0, '1.3': 1, '2.1': 0, '2.2': 0 },
    },
  ],
};

/**
 * IB Diploma biology: "[2]" at the margin, parts (a)/(b)/(c)(i); a markscheme of ";"-separated
 * points with "[2 max]", points ticked "✔", "Accept …", "Do not accept …" and OWTTE.
 */
const IB_BIOLOGY: MarkedPaper = {
  name: 'IB Diploma biology',
  subject: 'Biology',
  paper: [
    'Biology — Standard level — Paper 2 (school mock examination)',
    '1. (a) State the function of the cell membrane. [1]',
    '(b) Outline the process of osmosis. [2]',
    '(c) (i) Identify the organelle where aerobic respiration mainly takes place. [1]',
    '(ii) Explain why muscle cells contain many of these organelles. [2]',
    '2. Outline two differences between the structure of DNA and RNA. [2]',
  ],
  scheme: [
    'Markscheme',
    'General marking instructions: award marks only for the points below.',
    '1. (a) controls what enters and leaves the cell OWTTE',
    'Accept: selectively permeable / partially permeable.',
    '(b) movement of water molecules; across a partially permeable membrane; from a dilute solution to a concentrated solution / from low to high solute concentration; [2 max]',
    '(c) (i) mitochondrion (accept mitochondria) [1]',
    'Do not accept chloroplast.',
    '(ii) muscle cells need a lot of energy ✔',
    'mitochondria release energy in aerobic respiration / produce ATP ✔',
    '2. DNA is double-stranded, RNA is single-stranded ✔',
    'DNA contains deoxyribose, RNA contains ribose ✔',
    'DNA has thymine, RNA has uracil ✔',
    'Award [2 max].',
  ],
  expected: { '1(a)': 1, '1(b)': 2, '1(c)(i)': 1, '1(c)(ii)': 2, '2': 2 },
  total: 8,
  sheets: [
    {
      student: 'Sofia',
      lines: [
        '1. (a) It controls what enters and leaves the cell.',
        '(b) Water molecules move across a partially permeable membrane from a dilute solution to a concentrated one.',
        '(c) (i) mitochondria',
        '(ii) Muscle cells need a lot of energy, which mitochondria release by aerobic respiration.',
        '2. DNA is double-stranded but RNA is single-stranded. DNA has thymine while RNA has uracil.',
      ],
      marks: { '1(a)': 1, '1(b)': 2, '1(c)(i)': 1, '1(c)(ii)': 2, '2': 2 },
    },
    {
      student: 'Noah',
      lines: [
        '1. (a) It is partially permeable.',
        '(b) Water moves.',
        '(c) (i) chloroplast',
        '(ii) They need energy.',
        '2. DNA is double-stranded.',
      ],
      marks: { '1(a)': 1, '1(b)': 0, '1(c)(i)': 0, '1(c)(ii)': 1, '2': 1 },
    },
  ],
};

export const MARKED_PAPERS: readonly MarkedPaper[] = [
  CBSE_MATHS,
  CBSE_SOCIAL,
  ICSE_BIOLOGY,
  IGCSE_PHYSICS,
  GCSE_CHEMISTRY,
  IB_BIOLOGY,
];
