/**
 * The grader's thresholds and weights, each named once. Word strengths say how far a student's
 * word says a key point's word; the rest are cut-offs the features and rules read. The fitted
 * model's weights and probability thresholds are in `grading-model.weights.json`.
 */

/** The same word: key, spelling or lemma. */
export const SAME_WORD = 1;

/** The same stem or comparative's plain form ("evaporation" for "evaporate"): nearly the word. */
export const SAME_STEM = 0.9;

/**
 * The word in other words: a WordNet synonym or related form, a two-word synonym, a spelling
 * slip, or an opposite said the other way round ("not the same" for "different"). Where a rule
 * asks whether the answer "says" a point word, it means this strength or more.
 */
export const WORD_MATCHED = 0.75;

/** A broader or narrower word ("liquid" for "water") says less than a synonym. */
export const KIN_STRENGTH = 0.5;

/**
 * Coverage at which a one- or two-word answer is the word asked for: every word matched at
 * least as a synonym, allowing for rounding in the weighted share.
 */
export const WORD_COVERED = WORD_MATCHED - 1e-9;

/** A point said whichever way round this far is the point said the wrong way round. */
export const TURNED_ROUND_COVERAGE = 0.8;

/** Negated or opposed words contradict a point only while less than this much of it is said. */
export const CONTRADICTION_COVERAGE = 0.5;

/** Half a point's marks: the level of a number without its unit, a word described not named. */
export const HALF_MARKS = 0.5;

/** Quantity agreement of the point's number given without its unit. */
export const NUMBER_ONLY = 0.5;

/** Distinct answer words `length` counts at most: padding an answer does not make it better. */
export const MAX_LENGTH_WORDS = 30;

/** Two point words in the answer at most this many tokens apart still make a pair. */
export const PAIR_GAP = 4;

/** Two opposing words at most this many tokens apart are one phrase ("go out" for "stay lit"). */
export const PHRASE_GAP = 2;

/** OCR confidence (0–100) below which spelling is matched more loosely. */
export const LOW_CONFIDENCE = 70;
