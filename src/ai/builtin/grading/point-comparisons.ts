import type { AnswerToken } from 'src/ai/builtin/grading/answer-text';
import type { Comparison } from 'src/ai/builtin/grading/comparisons';
import type { KeyPoint, PointWord } from 'src/ai/builtin/grading/key-point';
import type { JudgingContext } from 'src/ai/builtin/grading/point-judgement';
import { swappedClaims } from 'src/ai/builtin/grading/roles';
import { opposes, saysWord } from 'src/ai/builtin/grading/word-match';

export interface ComparedClaims {
  /** The answer's comparatives that state a point's comparison the other way round. */
  reversed: AnswerToken[];
  /** Point words (comparative, "more"/"less") said by the answer's comparative in other words. */
  agreeing: Map<PointWord, AnswerToken>;
  /** The answer's comparatives (and "more"/"less") that say a point's comparison. */
  saying: Set<AnswerToken>;
}

/** Whether "more"/"less" turns the degree round ("less heat" against "more heat"). */
const saysLess = (modifier: AnswerToken | null) => modifier !== null && modifier.lower !== 'more';

/** Whether some of the point's words and some of the answer's name the same thing. */
function sameThing(
  pointTokens: readonly AnswerToken[],
  answerTokens: readonly AnswerToken[],
  point: KeyPoint,
  lowConfidence: boolean,
): boolean {
  return pointTokens.some((p) => {
    const word = point.words.find((w) => w.token === p || w.token.key === p.key);
    return answerTokens.some((a) => (word ? saysWord(word, a, lowConfidence) : a.key === p.key));
  });
}

/**
 * How the answer's comparative stands to the point's: 1 the same ("faster", "quicker"), -1 the
 * opposite ("slower", "less … than" against "more … than"), 0 unrelated.
 */
function degreeSense(
  ours: Comparison,
  theirs: Comparison,
  point: KeyPoint,
  lowConfidence: boolean,
): number {
  const word = point.words.find((w) => w.token === ours.degree);
  if (!word) return 0;
  const sense = saysWord(word, theirs.degree, lowConfidence)
    ? 1
    : opposes(word, theirs.degree)
      ? -1
      : 0;
  // "Less", or a negation ("sound does not travel faster than light"), turns a comparison round.
  const turns = [
    saysLess(ours.modifier),
    saysLess(theirs.modifier),
    ours.degree.negated,
    theirs.degree.negated,
  ].filter(Boolean).length;
  return turns % 2 === 1 ? -sense : sense;
}

/** The answer's comparisons against the point's: the same claim, or the reverse of it. */
export function compareWithPoint(point: KeyPoint, context: JudgingContext): ComparedClaims {
  const compared: ComparedClaims = { reversed: [], agreeing: new Map(), saying: new Set() };
  const same = (ours: AnswerToken[], theirs: AnswerToken[]) =>
    sameThing(ours, theirs, point, context.lowConfidence);
  for (const ours of point.comparisons) {
    for (const theirs of context.answerComparisons) {
      const inOrder = same(ours.first, theirs.first) && same(ours.second, theirs.second);
      const swapped = same(ours.first, theirs.second) && same(ours.second, theirs.first);
      // Both or neither: the two things compared are not told apart.
      if (inOrder === swapped) continue;
      const sense = degreeSense(ours, theirs, point, context.lowConfidence);
      if (sense === 0) continue;
      const theirWords = [theirs.degree, ...(theirs.modifier ? [theirs.modifier] : [])];
      if ((inOrder ? sense : -sense) < 0) {
        compared.reversed.push(...theirWords);
        continue;
      }
      for (const token of theirWords) compared.saying.add(token);
      for (const word of point.words) {
        if (word.token === ours.degree) compared.agreeing.set(word, theirs.degree);
        if (word.token === ours.modifier)
          compared.agreeing.set(word, theirs.modifier ?? theirs.degree);
      }
    }
  }
  return compared;
}

/** Who did what to whom said the other way round: "Harold defeated William". */
export function swappedRoles(point: KeyPoint, context: JudgingContext): AnswerToken[] {
  return swappedClaims(point.claims, context.answerClaims, (ours, theirs) => {
    const word = point.words.find((w) => w.token.key === ours.key);
    return word ? saysWord(word, theirs, context.lowConfidence) : ours.key === theirs.key;
  });
}
