/**
 * Soft cardinality (Jimenez, Becerra and Gelbukh 2010): distinct words counted with look-alikes
 * (character-trigram Jaccard) as partly one word, so "evaporate" and "evaporated" count about
 * 1.2; intersections follow from unions (|A ∩ B| = |A| + |B| − |A ∪ B|).
 */

import type { AnswerText } from 'src/ai/builtin/grading/answer-text';

/**
 * Closed-class words (articles, pronouns, auxiliaries and modals, the commonest prepositions,
 * conjunctions and quantifiers) left out of soft overlap. Negators, "because", comparatives and
 * every open-class word stay: an answer's claim turns on them.
 */
const FUNCTION_WORDS = new Set(
  (
    'a an the of to and in is are was were be been being it its this that these those for on ' +
    'with as by at from or but do does did have has had i you he she they we them his her their ' +
    'our my your will would can could should may might if then than so which who what when where ' +
    'how why there here also just very some any all each other into out up down about over again ' +
    'much many such only own same too s t'
  ).split(' '),
);

const WORD = /^[\p{L}\p{N}]+$/u;

/** The words of a text that soft overlap compares: lower case, function words left out. */
export function overlapWords(text: AnswerText): SoftWordSet {
  return softWordSet(
    text.tokens.map((token) => token.lower).filter((w) => WORD.test(w) && !FUNCTION_WORDS.has(w)),
  );
}

/** A word set with its trigrams and soft cardinality worked out once. */
export interface SoftWordSet {
  words: readonly string[];
  grams: readonly ReadonlySet<string>[];
  /** Its soft cardinality. */
  size: number;
}

/**
 * A key point's words beside the question's, with what they share worked out once per point:
 * every answer to the question is compared with it.
 */
export interface SoftReference {
  question: SoftWordSet;
  reference: SoftWordSet;
  /** Soft cardinality of the words the point and the question share. */
  shared: number;
}

export interface SoftOverlap {
  /** Share of the model answer the answer says. */
  recall: number;
  /** Share of the answer that is the model answer's. */
  precision: number;
  /** The same share, leaving out what the question itself says. */
  ownRecall: number;
  ownPrecision: number;
}

/** The character trigrams of words, each padded with a space at both ends (" ev", "eva", …). */
export function trigrams(...words: readonly string[]): Set<string> {
  const grams = new Set<string>();
  for (const word of words) {
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

/**
 * Distinct words a set keeps, the first ones: soft cardinality compares every word with every
 * other, so an answer of thousands of distinct words (pasted or OCR noise) would take seconds per
 * point. Real answers and model answers are far shorter.
 */
const MAX_WORDS = 400;

export function softWordSet(words: Iterable<string>): SoftWordSet {
  const distinct = [...new Set(words)].slice(0, MAX_WORDS);
  const grams = distinct.map((word) => trigrams(word));
  return { words: distinct, grams, size: cardinality(grams) };
}

export function softReference(question: SoftWordSet, reference: SoftWordSet): SoftReference {
  return {
    question,
    reference,
    shared: question.size + reference.size - softCardinality(question, reference),
  };
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** The soft cardinality of the union of some word sets (a word in several counts once). */
export function softCardinality(...sets: SoftWordSet[]): number {
  if (sets.length === 1) return sets[0].size;
  const seen = new Set<string>();
  const grams: ReadonlySet<string>[] = [];
  for (const set of sets) {
    set.words.forEach((word, index) => {
      if (seen.has(word)) return;
      seen.add(word);
      grams.push(set.grams[index]);
    });
  }
  return cardinality(grams);
}

/** Each word counts 1 / (1 + its trigram similarity to every other word). */
function cardinality(grams: readonly ReadonlySet<string>[]): number {
  let total = 0;
  for (let i = 0; i < grams.length; i += 1) {
    let similarity = 1;
    for (let j = 0; j < grams.length; j += 1)
      if (j !== i) similarity += jaccard(grams[i], grams[j]);
    total += 1 / similarity;
  }
  return total;
}

const MIN_WORDS = 0.5;

/** How an answer's words overlap the model answer's, softly, with and without the question's. */
export function softOverlap(point: SoftReference, answer: SoftWordSet): SoftOverlap {
  const { question, reference, shared: qr } = point;
  const [q, r, a] = [question.size, reference.size, answer.size];
  const qa = q + a - softCardinality(question, answer);
  const ra = r + a - softCardinality(reference, answer);
  // Inclusion-exclusion: |Q ∩ R ∩ A| = |Q ∪ R ∪ A| − |Q| − |R| − |A| + |Q∩R| + |Q∩A| + |R∩A|.
  const qra = softCardinality(question, reference, answer) - q - r - a + qr + qa + ra;
  // Less than half a word left (an answer that only repeats the question) shares nothing.
  const ratio = (part: number, whole: number) =>
    whole >= MIN_WORDS ? Math.min(1, Math.max(0, part / whole)) : 0;
  return {
    recall: ratio(ra, r),
    precision: ratio(ra, a),
    ownRecall: ratio(ra - qra, r - qr),
    ownPrecision: ratio(ra - qra, a - qa),
  };
}
