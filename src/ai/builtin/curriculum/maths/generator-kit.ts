import type { Random } from 'src/ai/builtin/seeded-random';
import type {
  MathsBloom,
  MathsCheck,
  MathsDifficulty,
  MathsDistractor,
  MathsExercise,
} from './maths-exercise';

export interface Level {
  /** The class, already within the skill's grades. */
  grade: number;
  difficulty: MathsDifficulty;
}

export interface SkillGenerator {
  id: string;
  title: string;
  grades: readonly [number, number];
  /** One exercise, or null when the drawn numbers do not make a good one (the caller draws again). */
  make(random: Random, level: Level): MathsExercise | null;
}

export const MINUS = '−';

export function int(random: Random, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

/** Three values by difficulty. */
export function byDifficulty<T>(level: Level, easy: T, medium: T, hard: T): T {
  return level.difficulty === 'easy' ? easy : level.difficulty === 'medium' ? medium : hard;
}

/**
 * A list to put in order, never already in the asked order (nor reversed): a stem that lists the
 * answer in order gives it away. The first item moves to the end until the list is out of order.
 */
export function unordered<T>(list: readonly T[], compare: (a: T, b: T) => number): T[] {
  const sorted = (items: readonly T[], sign: number) =>
    items.every((item, i) => i === 0 || sign * compare(items[i - 1], item) <= 0);
  let shown = [...list];
  for (let turn = 0; turn < list.length && (sorted(shown, 1) || sorted(shown, -1)); turn += 1)
    shown = [...shown.slice(1), shown[0]];
  return shown;
}

export function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y) [x, y] = [y, x % y];
  return x;
}

export function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

/** A whole number as printed: "−1,250" (thousands separators from 10,000, as textbooks do; "4250" below). */
export function num(value: number): string {
  const size = Math.abs(value);
  const digits = size >= 10000 ? size.toLocaleString('en-GB') : String(size);
  return value < 0 ? `${MINUS}${digits}` : digits;
}

/** A signed number in an expression: "(−3)" for negatives so "5 − (−3)" reads right. */
export function signed(value: number): string {
  return value < 0 ? `(${num(value)})` : num(value);
}

/** An integer count of `scale`ths as a decimal: decimal(275, 2) = "2.75", decimal(30, 1) = "3" with trim. */
export function decimal(scaled: number, places: number, trim = true): string {
  const negative = scaled < 0;
  const size = Math.abs(scaled);
  const whole = Math.floor(size / 10 ** places);
  let fraction = places > 0 ? String(size % 10 ** places).padStart(places, '0') : '';
  if (trim) fraction = fraction.replace(/0+$/, '');
  const text = fraction ? `${num(whole)}.${fraction}` : num(whole);
  return negative ? `${MINUS}${text}` : text;
}

/** Money in rupees: "₹45", "₹12.50". */
export function rupees(paise: number): string {
  return `₹${paise % 100 === 0 ? num(paise / 100) : decimal(paise, 2, false)}`;
}

export interface Frac {
  n: number;
  d: number;
}

export function frac(n: number, d: number): Frac {
  const sign = d < 0 ? -1 : 1;
  const divisor = gcd(n, d) || 1;
  return { n: (sign * n) / divisor, d: (sign * d) / divisor };
}

export function fracText(value: Frac): string {
  const sign = value.n < 0 ? MINUS : '';
  return value.d === 1 ? `${sign}${Math.abs(value.n)}` : `${sign}${Math.abs(value.n)}/${value.d}`;
}

/** A fraction as a mixed number when it is more than one ("1 5/12"), else as a fraction. */
export function mixedText(value: Frac): string {
  const size = Math.abs(value.n);
  if (value.d === 1 || size < value.d) return fracText(value);
  const sign = value.n < 0 ? MINUS : '';
  const rest = size % value.d;
  return rest === 0
    ? `${sign}${size / value.d}`
    : `${sign}${Math.floor(size / value.d)} ${rest}/${value.d}`;
}

/** A key that is equal for equal values, for telling distractors apart. */
export function fracKey(value: Frac): string {
  const simple = frac(value.n, value.d);
  return `${simple.n}/${simple.d}`;
}

export interface Candidate {
  /** Equal for answers of equal value ("1/2" and "2/4"); usually the value's simplest text. */
  key: string;
  answer: string;
  error: string;
}

export function wrong(key: string | number, answer: string, error: string): Candidate {
  return { key: String(key), answer, error };
}

export interface ExerciseParts {
  question: string;
  answer: string;
  /** Equal to a candidate's key when the candidate has the answer's value. */
  key: string | number;
  working: string[];
  candidates: Candidate[];
  bloom: MathsBloom;
  check: MathsCheck;
}

/**
 * Keeps the distractors whose value differs from the answer and from each other (at most three),
 * or gives null when fewer than two remain, so the caller draws other numbers.
 */
export function exercise(skill: string, level: Level, parts: ExerciseParts): MathsExercise | null {
  const seen = new Set([String(parts.key)]);
  const texts = new Set([parts.answer]);
  const distractors: MathsDistractor[] = [];
  for (const candidate of parts.candidates) {
    if (distractors.length === 3) break;
    if (seen.has(candidate.key) || texts.has(candidate.answer)) continue;
    seen.add(candidate.key);
    texts.add(candidate.answer);
    distractors.push({ answer: candidate.answer, error: candidate.error });
  }
  if (distractors.length < 2) return null;
  return {
    skill,
    question: parts.question,
    answer: parts.answer,
    working: parts.working,
    distractors,
    bloom: parts.bloom,
    difficulty: level.difficulty,
    check: parts.check,
  };
}
