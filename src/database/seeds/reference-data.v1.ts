/**
 * Reference data seeded by migration 1763770000002 (docs/api-contract.md §3). Frozen: a change is a
 * new migration with its own seed file, so every database holds the same rows for a version.
 */
export interface GradeSeed {
  name: string;
  subjects: readonly string[];
}

export interface BoardSeed {
  name: string;
  grades: readonly GradeSeed[];
}

const PRIMARY = [
  'English',
  'Hindi',
  'Mathematics',
  'Environmental Studies',
  'Computer Science',
  'Art Education',
];
const MIDDLE = [
  'English',
  'Hindi',
  'Mathematics',
  'Science',
  'Social Science',
  'Sanskrit',
  'Computer Science',
];
const SECONDARY = [
  'English',
  'Hindi',
  'Mathematics',
  'Science',
  'Social Science',
  'Computer Applications',
];
const SENIOR = [
  'English',
  'Physics',
  'Chemistry',
  'Mathematics',
  'Biology',
  'Computer Science',
  'Accountancy',
  'Business Studies',
  'Economics',
  'History',
  'Geography',
  'Political Science',
  'Psychology',
];

/** Indian boards: Class 1–12 with the usual subjects of each stage. */
function indianGrades(regionalLanguage: string): GradeSeed[] {
  const withRegional = (subjects: readonly string[]) =>
    subjects.map((subject) => (subject === 'Hindi' ? regionalLanguage : subject));
  return Array.from({ length: 12 }, (_, index) => {
    const grade = index + 1;
    const subjects = grade <= 5 ? PRIMARY : grade <= 8 ? MIDDLE : grade <= 10 ? SECONDARY : SENIOR;
    return { name: `Grade ${grade}`, subjects: withRegional(subjects) };
  });
}

const IB_PYP = [
  'Language',
  'Mathematics',
  'Science',
  'Social Studies',
  'Arts',
  'Personal, Social and Physical Education',
];
const IB_MYP = [
  'Language and Literature',
  'Language Acquisition',
  'Individuals and Societies',
  'Sciences',
  'Mathematics',
  'Arts',
  'Physical and Health Education',
  'Design',
];
const IB_DP = [
  'Studies in Language and Literature',
  'Language Acquisition',
  'Individuals and Societies',
  'Sciences',
  'Mathematics',
  'The Arts',
  'Theory of Knowledge',
  'Extended Essay',
];

const CAMBRIDGE_PRIMARY = [
  'English',
  'Mathematics',
  'Science',
  'Global Perspectives',
  'Computing',
  'Art and Design',
];
const CAMBRIDGE_LOWER_SECONDARY = [
  'English',
  'Mathematics',
  'Science',
  'Global Perspectives',
  'Computing',
  'History',
  'Geography',
];
const CAMBRIDGE_IGCSE = [
  'English as a Second Language',
  'First Language English',
  'Mathematics',
  'Physics',
  'Chemistry',
  'Biology',
  'Computer Science',
  'Economics',
  'Business Studies',
  'History',
  'Geography',
];
const CAMBRIDGE_A_LEVEL = [
  'English Language',
  'English Literature',
  'Mathematics',
  'Further Mathematics',
  'Physics',
  'Chemistry',
  'Biology',
  'Computer Science',
  'Economics',
  'Business',
  'Psychology',
  'History',
];

const stage = (names: string[], subjects: readonly string[]): GradeSeed[] =>
  names.map((name) => ({ name, subjects }));

export const REFERENCE_DATA_V1: readonly BoardSeed[] = [
  { name: 'CBSE', grades: indianGrades('Hindi') },
  { name: 'ICSE', grades: indianGrades('Hindi') },
  {
    name: 'IB',
    grades: [
      ...stage(['PYP 1', 'PYP 2', 'PYP 3', 'PYP 4', 'PYP 5'], IB_PYP),
      ...stage(['MYP 1', 'MYP 2', 'MYP 3', 'MYP 4', 'MYP 5'], IB_MYP),
      ...stage(['DP 1', 'DP 2'], IB_DP),
    ],
  },
  {
    name: 'Cambridge (IGCSE)',
    grades: [
      ...stage(
        ['Stage 1', 'Stage 2', 'Stage 3', 'Stage 4', 'Stage 5', 'Stage 6'],
        CAMBRIDGE_PRIMARY,
      ),
      ...stage(['Stage 7', 'Stage 8', 'Stage 9'], CAMBRIDGE_LOWER_SECONDARY),
      ...stage(['IGCSE Year 10', 'IGCSE Year 11'], CAMBRIDGE_IGCSE),
      ...stage(['AS Level', 'A Level'], CAMBRIDGE_A_LEVEL),
    ],
  },
  { name: 'Maharashtra State Board', grades: indianGrades('Marathi') },
  { name: 'Tamil Nadu State Board', grades: indianGrades('Tamil') },
];
