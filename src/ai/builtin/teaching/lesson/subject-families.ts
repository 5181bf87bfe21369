/**
 * Subjects grouped by how they are taught: materials, strategies (a lab suits a science, a
 * close reading a language), real-world links and cross-curricular links depend on the family,
 * not on the board's exact subject name, which varies ("EVS", "Maths", "Social Science").
 */
export const SUBJECT_FAMILIES = [
  'mathematics',
  'science',
  'language',
  'social_studies',
  'computing',
  'arts',
  'physical_education',
  'general',
] as const;
export type SubjectFamily = (typeof SUBJECT_FAMILIES)[number];

/** Checked in this order: "Computer Science" is computing and "Social Science" social studies. */
const PATTERNS: [SubjectFamily, RegExp][] = [
  ['computing', /\b(computer|computing|ict|coding|programming|informatics|information tech)/i],
  ['social_studies', /\b(social|history|geograph|civic|economic|politic|sociolog|humanities)/i],
  ['physical_education', /\b(physical education|p\.?e\.?$|sport|health|yoga|games)/i],
  ['mathematics', /\b(math|algebra|geometr|statistic|arithmetic|calculus|numera)/i],
  [
    'science',
    /\b(scien|physics|chemi|biolog|evs|environment|botany|zoology|astronom|geolog|ecolog)/i,
  ],
  [
    'language',
    /\b(english|hindi|french|german|spanish|sanskrit|urdu|tamil|bengali|arabic|literat|language|grammar|reading|writing|phonics|marathi|telugu|kannada|malayalam|gujarati|punjabi)/i,
  ],
  ['arts', /\b(art|music|drama|dance|theatre|theater|craft|design|film)/i],
];

export function subjectFamily(subject: string): SubjectFamily {
  for (const [family, pattern] of PATTERNS) if (pattern.test(subject)) return family;
  return 'general';
}

/** How a teacher names the family when linking to it from another subject. */
export const FAMILY_NAMES: Record<SubjectFamily, string> = {
  mathematics: 'Mathematics',
  science: 'Science',
  language: 'Language and literacy',
  social_studies: 'Social studies',
  computing: 'Computing',
  arts: 'Art and design',
  physical_education: 'Physical education',
  general: 'General studies',
};
