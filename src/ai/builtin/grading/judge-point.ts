import type { AnswerText, AnswerToken } from 'src/ai/builtin/grading/answer-text';
import {
  flippedPolarity,
  isTurnedRound,
  type Opposition,
  opposingWords,
  type Polarity,
  verdictAgreement,
} from 'src/ai/builtin/grading/contradictions';
import {
  MAX_LENGTH_WORDS,
  NUMBER_ONLY,
  PAIR_GAP,
  WORD_MATCHED,
} from 'src/ai/builtin/grading/grading-thresholds';
import type { KeyPoint } from 'src/ai/builtin/grading/key-point';
import { leadAgreement } from 'src/ai/builtin/grading/openings';
import {
  type ComparedClaims,
  compareWithPoint,
  swappedRoles,
} from 'src/ai/builtin/grading/point-comparisons';
import type {
  JudgingContext,
  PointFeatures,
  PointJudgement,
} from 'src/ai/builtin/grading/point-judgement';
import { compareQuantities } from 'src/ai/builtin/grading/quantities';
import { saidOfAnother } from 'src/ai/builtin/grading/said-of';
import { swappedSisters } from 'src/ai/builtin/grading/sister-terms';
import { softOverlap, trigrams } from 'src/ai/builtin/grading/soft-cardinality';
import {
  matchWord,
  ownWords,
  share,
  type WordMatch,
  wordMatchStrength,
} from 'src/ai/builtin/grading/word-match';

/**
 * Compares one key point with the student's answer: how much of it the answer says (by meaning,
 * as far as WordNet and spelling tolerance reach) and whether the answer says the opposite. The
 * passes run in this order; docs/answer-grading.md says what each decides.
 */
export function judgePoint(
  point: KeyPoint,
  answer: AnswerText,
  context: JudgingContext,
): PointJudgement {
  const compared = compareWithPoint(point, context);
  const swapped = swappedRoles(point, context);
  const matches = settledMatches(point, answer, context, compared);
  const basis = ownWords(matches);
  const matched = matches.filter((m) => m.by && m.strength > 0 && !m.polarityClash).map(byToken);
  const polarity = flippedPolarity(basis, matches);
  const opposition = opposingWords(matches, point, answer, context, compared);
  const { verdict, clash: verdictClash } = verdictAgreement(point, answer);
  // Another choice or amount than the one the point opens with ("B." for "A. …"), quoted.
  const lead = leadAgreement(point.lead, answer.text, context.answerQuantities);
  // "The Tropic of Capricorn" for "the Tropic of Cancer": another term, said in its place.
  const sisters = swappedSisters(matches, point, answer, context.modelKeys);
  const clashes = [
    ...compared.reversed,
    ...swapped,
    ...sisters,
    ...polarity.clashes,
    ...opposition.clashes,
    ...(verdictClash ? [verdictClash] : []),
    ...(lead < 0 && answer.tokens.length > 0 ? [answer.tokens[0]] : []),
  ];
  const turnedRound = isTurnedRound({
    point,
    basis,
    matched,
    clashes,
    polarity,
    opposition,
    compared,
  });
  const reversed = compared.reversed.length > 0 || swapped.length > 0;
  const passes = {
    matches,
    basis,
    polarity,
    opposition,
    verdict,
    lead,
    reversed,
    turnedRound: turnedRound || sisters.length > 0,
  };
  return { features: pointFeatures(point, answer, context, passes), matched, clashes };
}

/** What the passes found, as `pointFeatures` reads it. */
interface Passes {
  matches: WordMatch[];
  basis: WordMatch[];
  polarity: Polarity;
  opposition: Opposition;
  verdict: number;
  lead: number;
  reversed: boolean;
  turnedRound: boolean;
}

/** The point's features (`PointFeatures`) from what the passes found. */
function pointFeatures(
  point: KeyPoint,
  answer: AnswerText,
  context: JudgingContext,
  passes: Passes,
): PointFeatures {
  const { matches, basis, polarity, opposition } = passes;
  const shares = answerShares(point, answer, context);
  const soft = softOverlap(point.soft, context.answerWords);
  return {
    coverage: share(basis),
    coverageAll: share(matches),
    pairs: pairsInOrder(matches, answer),
    negation: polarity.negation,
    affirmation: polarity.affirmation,
    opposite: opposition.opposite,
    verdict: passes.verdict,
    quantity: quantityAgreement(point, context),
    lead: passes.lead,
    length: shares.length,
    unrelated: shares.unrelated,
    echo: shares.echo,
    precision: shares.precision,
    pointSize: Math.log(1 + basis.length),
    trigrams: shares.trigrams,
    softRecall: soft.recall,
    softPrecision: soft.precision,
    ownSoftRecall: soft.ownRecall,
    ownSoftPrecision: soft.ownPrecision,
    reversed: passes.reversed ? 1 : 0,
    turnedRound: passes.turnedRound ? 1 : 0,
  };
}

const byToken = (m: WordMatch) => m.by!;

/** Each point word's best match in the answer, corrected by the passes that read context. */
function settledMatches(
  point: KeyPoint,
  answer: AnswerText,
  context: JudgingContext,
  compared: ComparedClaims,
): WordMatch[] {
  const matches = point.words.map((word) => matchWord(word, answer, context.lowConfidence));
  const credited = creditComparisonsSaidOtherWay(matches, compared);
  return dropWordsSaidOfAnother(spendNegationOnOpposites(credited), point, answer, context);
}

/**
 * A comparison said the other way round with the opposite comparative, or negated, says the
 * same ("sound is slower than light", "sound does not travel faster than light"): its
 * comparative matches the point's instead of opposing it.
 */
function creditComparisonsSaidOtherWay(
  matches: WordMatch[],
  compared: ComparedClaims,
): WordMatch[] {
  return matches.map((m) => {
    const by = compared.agreeing.get(m.word);
    if (!by || (m.strength >= WORD_MATCHED && !m.polarityClash)) return m;
    return { word: m.word, strength: Math.max(WORD_MATCHED, m.strength), by, polarityClash: false };
  });
}

/**
 * The negation that turns an opposite round is spent on it: in "not the same size" against
 * "different sizes", "size" is not negated.
 */
function spendNegationOnOpposites(matches: WordMatch[]): WordMatch[] {
  const turnedBy = matches.filter((m) => m.turned && m.by?.negated).map(byToken);
  return matches.map((m) => {
    if (!m.polarityClash || !m.by?.negated || m.word.token.negated) return m;
    const by = m.by;
    const spent = turnedBy.some((t) => t.clause === by.clause && t.start < by.start);
    return spent ? { ...m, polarityClash: false } : m;
  });
}

/**
 * A point's words said of another of the model answer's things do not say the point: "metal is
 * an insulator" has "insulator" but not "wood is an insulator".
 */
function dropWordsSaidOfAnother(
  matches: WordMatch[],
  point: KeyPoint,
  answer: AnswerText,
  context: JudgingContext,
): WordMatch[] {
  return matches.map((m) =>
    m.by && saidOfAnother(m.word, m.by, point, answer, context)
      ? { word: m.word, strength: 0, by: null, polarityClash: false }
      : m,
  );
}

/** Share of consecutive point words found in the same order within a few words of each other. */
function pairsInOrder(matches: WordMatch[], answer: AnswerText): number {
  let pairs = 0;
  for (let i = 1; i < matches.length; i++) {
    const a = matches[i - 1].by;
    const b = matches[i].by;
    if (a && b && a !== b && a.sentence === b.sentence && b.start > a.start) {
      const gap = answer.tokens.indexOf(b) - answer.tokens.indexOf(a);
      if (gap <= PAIR_GAP) pairs += 1;
    }
  }
  const pairTotal = Math.max(0, matches.length - 1);
  return pairTotal > 0 ? pairs / pairTotal : 0;
}

/** +1 the point's quantity is in the answer, `NUMBER_ONLY` its number alone, -1 another, 0 none. */
function quantityAgreement(point: KeyPoint, context: JudgingContext): number {
  if (point.quantities.length === 0) return 0;
  const given = context.answerQuantities;
  const results = point.quantities.map((q) => given.map((g) => compareQuantities(q, g)));
  if (results.some((r) => r.includes('same'))) return 1;
  if (results.some((r) => r.includes('number-only'))) return NUMBER_ONLY;
  return given.length > 0 ? -1 : 0;
}

/** How the answer's own words stand to the model answer and the question (`PointFeatures`). */
function answerShares(point: KeyPoint, answer: AnswerText, context: JudgingContext) {
  const { modelKeys, questionKeys } = context;
  const inModel = (t: AnswerToken) => modelKeys.has(t.key) || modelKeys.has(t.stem);
  const inQuestion = (t: AnswerToken) => questionKeys.has(t.key) || questionKeys.has(t.stem);
  const studentWords = answer.content;
  const n = studentWords.length;
  const unrelatedCount = studentWords.filter((t) => !inModel(t) && !inQuestion(t)).length;
  const echoCount = studentWords.filter((t) => inQuestion(t) && !inModel(t)).length;
  const reference = context.modelAnswer ?? point;
  const ownStudent = studentWords.filter((t) => !inQuestion(t));
  const precise = ownStudent.filter((t) =>
    reference.words.some((w) => wordMatchStrength(w, t, context.lowConfidence) > 0),
  ).length;
  const ownPoint = point.words.filter((w) => !w.inQuestion);
  return {
    // Distinct words, capped: repeating or padding an answer does not make it better.
    length: Math.log(1 + Math.min(MAX_LENGTH_WORDS, new Set(studentWords.map((t) => t.key)).size)),
    unrelated: n > 0 ? unrelatedCount / n : 0,
    echo: n > 0 ? echoCount / n : 0,
    precision: ownStudent.length > 0 ? precise / ownStudent.length : 0,
    trigrams: trigramDice(
      ownStudent.map((t) => t.key),
      (ownPoint.length > 0 ? ownPoint : point.words).map((w) => w.token.key),
    ),
  };
}

function trigramDice(a: readonly string[], b: readonly string[]): number {
  const ga = trigrams(...a);
  const gb = trigrams(...b);
  if (ga.size === 0 || gb.size === 0) return 0;
  let shared = 0;
  for (const gram of ga) if (gb.has(gram)) shared += 1;
  return (2 * shared) / (ga.size + gb.size);
}
