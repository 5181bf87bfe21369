import {
  frac,
  fracKey,
  gcd,
  int,
  mixedText,
  wrong,
  type Candidate,
  type Frac,
} from '../../generator-kit';
import type { Random } from 'src/ai/builtin/seeded-random';

/** A proper fraction in simplest form with a denominator fit for the class. */
export function proper(random: Random, maxDenominator: number, minDenominator = 2): Frac {
  for (;;) {
    const d = int(random, minDenominator, maxDenominator);
    const n = int(random, 1, d - 1);
    if (gcd(n, d) === 1) return { n, d };
  }
}

/** Raw "a/b" as a student would write it, without simplifying. */
export const raw = (n: number, d: number) => `${n}/${d}`;

/** A distractor with the value n/d, shown as the student would write it. */
export function rawWrong(n: number, d: number, error: string): Candidate {
  return wrong(d === 0 ? `x${n}` : fracKey({ n, d }), raw(n, d), error);
}

export function valueWrong(value: Frac, error: string): Candidate {
  return wrong(fracKey(value), mixedText(frac(value.n, value.d)), error);
}

export function answerOf(value: Frac) {
  const simple = frac(value.n, value.d);
  return { answer: mixedText(simple), key: fracKey(simple), simple };
}
