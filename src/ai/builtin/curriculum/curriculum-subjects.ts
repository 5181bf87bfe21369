import type { CurriculumSubject } from 'src/ai/builtin/curriculum/curriculum-topic';

/** Where a reference-data subject name points in the curriculum: its subject and, if any, strand. */
export interface SubjectScope {
  subject: CurriculumSubject;
  /** A branch the name singles out ("Physics" → physics); null for the whole subject. */
  strand: string | null;
}

/** Words of a subject name, in order of precedence: the first rule that matches decides. */
const RULES: { pattern: RegExp; scope: SubjectScope }[] = [
  { pattern: /\bphysics\b/, scope: { subject: 'science', strand: 'physics' } },
  { pattern: /\bchemistry\b/, scope: { subject: 'science', strand: 'chemistry' } },
  { pattern: /\bbiology\b/, scope: { subject: 'science', strand: 'biology' } },
  { pattern: /\bhistory\b/, scope: { subject: 'social_science', strand: 'history' } },
  { pattern: /\bgeography\b/, scope: { subject: 'social_science', strand: 'geography' } },
  { pattern: /\beconomics\b/, scope: { subject: 'social_science', strand: 'economics' } },
  {
    pattern: /\b(political science|civics|politics)\b/,
    scope: { subject: 'social_science', strand: 'civics' },
  },
  {
    pattern: /\b(social (science|studies)|individuals and societies|global perspectives)\b/,
    scope: { subject: 'social_science', strand: null },
  },
  {
    pattern: /\b(sciences?|environmental studies|evs)\b/,
    scope: { subject: 'science', strand: null },
  },
  {
    pattern: /\b(math|maths|mathematics|arithmetic)\b/,
    scope: { subject: 'mathematics', strand: null },
  },
  {
    pattern: /\b(english|language and literature|studies in language|^language$)/,
    scope: { subject: 'english', strand: null },
  },
];

/**
 * The curriculum subject a reference-data subject is taught under ("Environmental Studies" →
 * science), or null.
 */
export function subjectScope(name: string): SubjectScope | null {
  const lower = name.trim().toLowerCase();
  if (/\bcomputer\b/.test(lower)) return null;
  return RULES.find((rule) => rule.pattern.test(lower))?.scope ?? null;
}

/** Stages named by number that are not school years: the class they correspond to. */
const STAGE_OFFSETS: { pattern: RegExp; offset: number }[] = [
  { pattern: /\bmyp\s*(\d+)/, offset: 5 },
  { pattern: /\bdp\s*(\d+)/, offset: 10 },
  { pattern: /\bpyp\s*(\d+)/, offset: 0 },
  { pattern: /\byear\s*(\d+)/, offset: -1 },
];

/** The class (1–12) a grade name stands for ("Class 7", "MYP 2" → 7, "A Level" → 12), or null. */
export function gradeNumber(name: string): number | null {
  const lower = name.trim().toLowerCase();
  if (/\bas level\b/.test(lower)) return 11;
  if (/\ba level\b/.test(lower)) return 12;
  for (const { pattern, offset } of STAGE_OFFSETS) {
    const match = pattern.exec(lower);
    if (match) return clampGrade(Number(match[1]) + offset);
  }
  const digits = /(\d{1,2})/.exec(lower);
  return digits ? clampGrade(Number(digits[1])) : null;
}

function clampGrade(grade: number): number | null {
  return grade >= 1 && grade <= 12 ? grade : null;
}
