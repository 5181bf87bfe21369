import type { AnswerText, AnswerToken } from 'src/ai/builtin/grading/answer-text';
import { degreeBase } from 'src/ai/builtin/grading/degrees';
import {
  PHRASE_GAP,
  SAME_STEM,
  TURNED_ROUND_COVERAGE,
  WORD_MATCHED,
} from 'src/ai/builtin/grading/grading-thresholds';
import type { KeyPoint, PointWord } from 'src/ai/builtin/grading/key-point';
import { openingVerdict } from 'src/ai/builtin/grading/openings';
import type { ComparedClaims } from 'src/ai/builtin/grading/point-comparisons';
import type { JudgingContext } from 'src/ai/builtin/grading/point-judgement';
import { saidOfSameThing } from 'src/ai/builtin/grading/said-of';
import { opposes, type WordMatch } from 'src/ai/builtin/grading/word-match';

/** Point words the answer says with their negation flipped. */
export interface Polarity {
  /** 1 the answer negates what the point affirms ("do not stay lit"). */
  negation: number;
  /** 1 the answer affirms what the point negates ("is complete" against "is not complete"). */
  affirmation: number;
  clashes: AnswerToken[];
  /** The question's words flipped: they say nothing by being there, but turned round they do. */
  questionClashes: AnswerToken[];
}

/** A point word that answer words oppose, and where it is among the point's words. */
interface Opposed {
  at: number;
  word: PointWord;
  tokens: AnswerToken[];
}

export interface Opposition {
  /** 1 the answer uses an opposite of the point's words (an odd number of them), else 0. */
  opposite: number;
  opposed: Opposed[];
  /** Point words said against the point of the thing it says them of ("temperature increases"). */
  ofSameThing: Set<AnswerToken>;
  clashes: AnswerToken[];
}

const saysFlipped = (m: WordMatch) =>
  m.by !== null && m.strength >= WORD_MATCHED && m.polarityClash;

/**
 * The answer negates what the point affirms, or affirms what it negates, on a word it says.
 * "Will the bulb light?" answered "the bulb lights" against "the bulb does not light" turns the
 * question's own word round.
 */
export function flippedPolarity(basis: WordMatch[], matches: WordMatch[]): Polarity {
  const polarity: Polarity = { negation: 0, affirmation: 0, clashes: [], questionClashes: [] };
  for (const m of basis.filter(saysFlipped)) {
    if (m.by!.negated) polarity.negation = 1;
    else polarity.affirmation = 1;
    polarity.clashes.push(m.by!);
  }
  polarity.questionClashes = matches
    .filter((m) => m.word.inQuestion && saysFlipped(m))
    .map((m) => m.by!);
  return polarity;
}

/**
 * The answer's words that oppose each point word it does not already say; a word saying another
 * point word, or a point word itself, opposes only when said of the same thing (docs).
 */
function opposedWords(
  matches: WordMatch[],
  point: KeyPoint,
  answer: AnswerText,
  context: JudgingContext,
  compared: ComparedClaims,
): { opposed: Opposed[]; ofSameThing: Set<AnswerToken> } {
  const pointKeys = new Set(point.words.map((w) => w.token.key));
  const saying = new Set(
    matches.filter((m) => m.by && m.strength >= WORD_MATCHED && !m.polarityClash).map((m) => m.by),
  );
  const opposed: Opposed[] = [];
  const ofSameThing = new Set<AnswerToken>();
  matches.forEach((m, at) => {
    if (m.word.token.negated || (m.strength >= SAME_STEM && !m.polarityClash)) return;
    const against: AnswerToken[] = [];
    for (const token of answer.content) {
      if (token.negated || !opposes(m.word, token) || compared.saying.has(token)) continue;
      const free =
        !saying.has(token) && !pointKeys.has(token.key) && !pointKeys.has(degreeBase(token.key));
      if (free) against.push(token);
      else if (saidOfSameThing(token, answer, m.word, point, context)) {
        against.push(token);
        ofSameThing.add(token);
      }
    }
    if (against.length > 0) opposed.push({ at, word: m.word, tokens: against });
  });
  return { opposed, ofSameThing };
}

/** Whether some of `first` is followed by some of `second` within a phrase. */
function adjacent(
  answer: AnswerText,
  first: readonly AnswerToken[],
  second: readonly AnswerToken[],
): boolean {
  return first.some((a) =>
    second.some((b) => {
      const gap = answer.tokens.indexOf(b) - answer.tokens.indexOf(a);
      return gap > 0 && gap <= PHRASE_GAP;
    }),
  );
}

/**
 * An opposite of a point word the answer does not also affirm. Two cancel out ("the longer the
 * string, the fewer the swings"); a phrase against a phrase, or one word against several, is one.
 */
export function opposingWords(
  matches: WordMatch[],
  point: KeyPoint,
  answer: AnswerText,
  context: JudgingContext,
  compared: ComparedClaims,
): Opposition {
  const { opposed, ofSameThing } = opposedWords(matches, point, answer, context, compared);
  const counted = new Set<AnswerToken>();
  const oppositions = opposed.filter((o, k) => {
    const before = opposed[k - 1];
    const phrase = before && o.at === before.at + 1 && adjacent(answer, before.tokens, o.tokens);
    const again = o.tokens.every((t) => counted.has(t));
    for (const t of o.tokens) counted.add(t);
    return !phrase && !again;
  }).length;
  const opposite = oppositions % 2 === 1 ? 1 : 0;
  return { opposite, opposed, ofSameThing, clashes: opposite ? [...counted] : [] };
}

/** +1 the answer's yes/no agrees with the point's, -1 it disagrees (quoting it), 0 neither says. */
export function verdictAgreement(
  point: KeyPoint,
  answer: AnswerText,
): { verdict: number; clash: AnswerToken | null } {
  const said = openingVerdict(answer.text);
  if (point.verdict === null || !said) return { verdict: 0, clash: null };
  if (said.value === point.verdict) return { verdict: 1, clash: null };
  return { verdict: -1, clash: answer.tokens.find((t) => t.start >= said.at.index) ?? null };
}

/**
 * The weighted share of the point's words the answer has if its negated, affirmed and opposing
 * words agreed with the point: how much of the point it says, whichever way round.
 */
function saidCoverage(list: WordMatch[], opposed: readonly { word: PointWord }[]): number {
  const opposing = new Set(opposed.map((o) => o.word));
  const total = list.reduce((sum, m) => sum + m.word.weight, 0);
  const got = list.reduce(
    (sum, m) => sum + (opposing.has(m.word) ? WORD_MATCHED : m.strength) * m.word.weight,
    0,
  );
  return total > 0 ? got / total : 0;
}

/**
 * Whether the answer says the point in one clause and turns it round there: its matched words
 * all in one clause, with a clashing word in it ("the circuit is complete"), not an answer that
 * also says something else ("… but the motor is not connected").
 */
function turnedInOneClause(
  matched: readonly AnswerToken[],
  clashes: readonly AnswerToken[],
): boolean {
  const clause = matched[0]?.clause ?? clashes[0]?.clause;
  return matched.every((t) => t.clause === clause) && clashes.some((t) => t.clause === clause);
}

/**
 * Whether the answer says the point in as many clauses as the point has, and turns it round
 * there: its matched words in no more clauses than the point's, every clashing word in one of
 * them ("the bulb lights because the circuit is complete"), not in another clause.
 */
function turnedInItsClauses(
  point: KeyPoint,
  matched: readonly AnswerToken[],
  clashes: readonly AnswerToken[],
): boolean {
  const clauses = new Set(matched.map((t) => t.clause));
  const pointClauses = new Set(point.analysed.content.map((t) => t.clause));
  return (
    clashes.length > 0 &&
    clauses.size <= pointClauses.size &&
    clashes.every((t) => clauses.has(t.clause))
  );
}

/** What `isTurnedRound` weighs: the point, what the answer matched of it and what clashes. */
export interface TurnedRoundEvidence {
  point: KeyPoint;
  basis: WordMatch[];
  matched: AnswerToken[];
  clashes: AnswerToken[];
  polarity: Polarity;
  opposition: Opposition;
  compared: ComparedClaims;
}

/**
 * Whether the answer says (nearly) all of the point, in the clauses that say it, with a word of
 * it negated, affirmed or opposed ("the circuit is complete" against "… is not complete").
 */
export function isTurnedRound(evidence: TurnedRoundEvidence): boolean {
  const { point, basis, matched, clashes, polarity, opposition, compared } = evidence;
  const { questionClashes } = polarity;
  const { ofSameThing } = opposition;
  const turned =
    polarity.negation > 0 ||
    polarity.affirmation > 0 ||
    questionClashes.length > 0 ||
    ofSameThing.size > 0 ||
    (opposition.opposite > 0 && !point.correlation);
  return (
    turned &&
    // A stated comparison is judged as one; a contrast only where a side is said of the other's thing.
    compared.saying.size === 0 &&
    (ofSameThing.size > 0 || !point.contrast) &&
    saidCoverage(basis, opposition.opposed) >= TURNED_ROUND_COVERAGE &&
    (turnedInOneClause(matched, clashes) ||
      (questionClashes.length > 0 &&
        turnedInItsClauses(point, matched, [...clashes, ...questionClashes])))
  );
}
