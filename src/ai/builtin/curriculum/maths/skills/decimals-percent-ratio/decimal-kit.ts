import { decimal, fracKey, rupees, wrong, type Candidate } from '../../generator-kit';

/** Key for a decimal given as an integer count of 10^-places: equal values give equal keys. */
export const dKey = (scaled: number, places: number) => fracKey({ n: scaled, d: 10 ** places });

export const dWrong = (scaled: number, places: number, error: string): Candidate =>
  wrong(dKey(scaled, places), decimal(scaled, places), error);

/** A decimal distractor shown as money ("₹844.80"), or with its extra places ("₹2.952"). */
export function asMoney(candidate: Candidate): Candidate {
  const [n, d] = candidate.key.split('/').map(Number);
  const paise = (n * 100) / d;
  return { ...candidate, answer: Number.isInteger(paise) ? rupees(paise) : `₹${candidate.answer}` };
}
