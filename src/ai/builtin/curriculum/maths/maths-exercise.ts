/**
 * One practice exercise: computed answer, working, and distractors from real student errors.
 * Display uses "−", "×", "÷", rupees (₹) and British spelling.
 */
export type MathsDifficulty = 'easy' | 'medium' | 'hard';
export type MathsBloom = 'remember' | 'understand' | 'apply' | 'analyze';

export interface MathsDistractor {
  answer: string;
  /** The error that gives this answer, as a teacher would name it ("added the numerators and the denominators"). */
  error: string;
}

/**
 * How `verifyMathsExercise` recomputes the answer with mathjs, independently of the generator:
 * the generator computes in integers, the check evaluates an expression string.
 */
export type MathsCheck =
  /** The answer is one number (an integer, decimal, fraction, mixed number or power), with an optional prefix (₹) and unit. */
  | {
      kind: 'value';
      expression: string;
      prefix?: string;
      unit?: string;
      /** The answer must be a fraction in its simplest form. */
      simplest?: boolean;
      /** Evaluate in floating point and round to this many decimal places (square roots, statistics). */
      places?: number;
    }
  /** Several numbers joined by `separator` ("₹20 and ₹30"), one expression each, in order. */
  | { kind: 'values'; expressions: string[]; separator: string; prefix?: string; unit?: string }
  /** The given numbers put in order, joined by " < " (ascending) or " > " (descending). */
  | { kind: 'ordered'; numbers: string[]; separator: ' < ' | ' > ' }
  /** A ratio "a : b" (or more parts) in simplest whole-number form, proportional to `parts`. */
  | { kind: 'ratio'; parts: string[] }
  /** "x = 4": the value makes both sides of the equation equal. */
  | { kind: 'equation'; equation: string; variable: string }
  /**
   * An algebraic expression equal to `expression` for every value of its variables; with `form:
   * 'factorised'` it must also be written as a product whose bracketed factors have no common
   * factor left ("3(2x + 3)", not "6x + 9" nor "2(3x² + 6x)").
   */
  | { kind: 'equivalent'; expression: string; variables: string[]; form?: 'factorised' }
  /**
   * The roots of `expression` = 0 joined by `separator` ("x = 2 or x = 5", "2 and 3"), each after
   * `prefix`: every one makes the expression 0, none twice, and there are `count` of them.
   */
  | {
      kind: 'roots';
      expression: string;
      variable: string;
      count: number;
      separator: string;
      prefix?: string;
    }
  /** "x = 7, y = 3": the values of every variable, in order, make all the equations true. */
  | { kind: 'solution'; equations: string[]; variables: string[] }
  /** The degree of the polynomial `expression` in `variable` (mathjs expands it), as a whole number. */
  | { kind: 'degree'; expression: string; variable: string }
  /** The nature of the roots of ax² + bx + c = 0 from the sign of b² − 4ac, in the words of `ROOT_NATURES`. */
  | { kind: 'nature'; a: string; b: string; c: string }
  /** A time of day ("4:20 pm"); `minutes` evaluates to minutes after midnight. */
  | { kind: 'clock'; minutes: string }
  /** A list of whole numbers in increasing order, joined by ", " ("1, 2, 3, 6"): exactly those numbers that pass `test` for n = 1..`upTo`. */
  | { kind: 'list'; test: string; upTo: number }
  /** A point "(−3, 4)": its x- and y-coordinates equal the two expressions. */
  | { kind: 'point'; x: string; y: string }
  /** Where the point (x, y) lies: "Quadrant II", "on the x-axis", "on the y-axis" or "at the origin". */
  | { kind: 'quadrant'; x: string; y: string };

/** How a quadratic equation's roots are named, by the sign of its discriminant (+, 0, −). */
export const ROOT_NATURES = {
  positive: 'two different real roots',
  zero: 'two equal real roots',
  negative: 'no real roots',
} as const;

export interface MathsExercise {
  /** The generator's id ("fractions.add_unlike"). */
  skill: string;
  question: string;
  answer: string;
  working: string[];
  distractors: MathsDistractor[];
  bloom: MathsBloom;
  difficulty: MathsDifficulty;
  /** What `verifyMathsExercise` recomputes (always set by the generators). */
  check?: MathsCheck;
}

export interface MathsSkill {
  id: string;
  title: string;
  /** The first and last class at which the skill is usually practised. */
  grades: readonly [number, number];
}

export interface MathsExerciseOptions {
  grade: number;
  difficulty: MathsDifficulty;
  count: number;
  seed: string;
}
