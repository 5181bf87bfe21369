import type { AnswerToken } from 'src/ai/builtin/grading/answer-text';
import type { Comparison } from 'src/ai/builtin/grading/comparisons';
import type { KeyPoint, PointWord } from 'src/ai/builtin/grading/key-point';
import type { Quantity } from 'src/ai/builtin/grading/quantities';
import type { Claim } from 'src/ai/builtin/grading/roles';
import type { SoftWordSet } from 'src/ai/builtin/grading/soft-cardinality';

export interface PointFeatures {
  /** Weighted share of the point's words the answer has, leaving out the question's own words. */
  coverage: number;
  /** The same over all of the point's words. */
  coverageAll: number;
  /** Share of the point's consecutive word pairs the answer has in the same order, near together. */
  pairs: number;
  /** The answer negates what the point affirms, on a matched word ("do not stay lit"). */
  negation: number;
  /** The answer affirms what the point negates ("is complete" against "is not complete"). */
  affirmation: number;
  /** The answer uses an opposite of one of the point's words (an antonym), not negated. */
  opposite: number;
  /** +1 the answer's yes/no agrees with the point's, -1 it disagrees, 0 neither says. */
  verdict: number;
  /** +1 the point's quantity is in the answer, -1 the answer gives a different one, 0 none. */
  quantity: number;
  /** log(1 + the answer's distinct content words, at most MAX_LENGTH_WORDS). */
  length: number;
  /** Share of the answer's content words found neither in the model answer nor the question. */
  unrelated: number;
  /** Share of the answer's content words that only repeat the question. */
  echo: number;
  /** Share of the answer's own words (not the question's) that a word of the model answer matches. */
  precision: number;
  /** log(1 + the point's own words): long points are rarely covered word for word. */
  pointSize: number;
  /** Dice overlap of character trigrams between the answer's and the point's own words. */
  trigrams: number;
  /** Soft-cardinality share of the point's words the answer has (look-alike words count partly). */
  softRecall: number;
  /** Soft-cardinality share of the answer's words that are the point's. */
  softPrecision: number;
  /** `softRecall` over the words the question does not give away. */
  ownSoftRecall: number;
  /** `softPrecision` over the words the question does not give away. */
  ownSoftPrecision: number;
  /**
   * 1 when the answer states one of the point's comparisons the other way round ("sound travels
   * faster than light" against "light travels faster than sound"). A rule, not a model input:
   * such a point is contradicted however many of its words the answer has.
   */
  reversed: number;
  /**
   * 1 when the answer has (nearly) all of the point's words but negates, affirms or opposes one
   * of them: "the circuit is complete" against "the circuit is not complete". A rule, not a
   * model input, as `reversed`.
   */
  turnedRound: number;
  /**
   * +1 the answer gives the short answer the point opens with ("A, because …" for "A. The water
   * …"), -1 it gives another choice or amount, 0 neither. A rule, not a model input: another
   * choice is a contradicted point, whatever the explanation.
   */
  lead: number;
}

export const FEATURE_NAMES: (keyof PointFeatures)[] = [
  'coverage',
  'coverageAll',
  'pairs',
  'negation',
  'affirmation',
  'opposite',
  'verdict',
  'quantity',
  'length',
  'unrelated',
  'echo',
  'precision',
  'pointSize',
  'trigrams',
  'softRecall',
  'softPrecision',
  'ownSoftRecall',
  'ownSoftPrecision',
];

export interface PointJudgement {
  features: PointFeatures;
  /** Student tokens that matched the point's words. */
  matched: AnswerToken[];
  /** Student tokens that contradict it (an opposite, a flipped negation, a wrong yes/no or number). */
  clashes: AnswerToken[];
}

export interface JudgingContext {
  questionKeys: ReadonlySet<string>;
  /** The answer's words as soft overlap compares them (read once for all its points). */
  answerWords: SoftWordSet;
  /** The answer's comparisons (read once for all its points). */
  answerComparisons: Comparison[];
  /** The answer's numbers with their units (read once for all its points). */
  answerQuantities: Quantity[];
  /** Who does what to whom in the answer (read once for all its points). */
  answerClaims: Claim[];
  modelKeys: ReadonlySet<string>;
  /** The whole model answer read as one point, when the scheme has several. */
  modelAnswer: KeyPoint | null;
  /** What each of the question's key points is about (`KeyPoint.subject`), when it has several. */
  pointSubjects: readonly PointWord[];
  /**
   * The point is one of several (key points, or answers listed to choose from): a clause about
   * another thing the question names is not about this point.
   */
  severalPoints: boolean;
  /** The question wants a fraction in its simplest form ("Simplify 6/8"). */
  simplestForm: boolean;
  lowConfidence: boolean;
}
