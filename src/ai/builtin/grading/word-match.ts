import type { AnswerText, AnswerToken } from 'src/ai/builtin/grading/answer-text';
import { degreeBase } from 'src/ai/builtin/grading/degrees';
import {
  KIN_STRENGTH,
  SAME_STEM,
  SAME_WORD,
  WORD_MATCHED,
} from 'src/ai/builtin/grading/grading-thresholds';
import type { PointWord } from 'src/ai/builtin/grading/key-point';
import { editDistance } from 'src/ai/builtin/language/spelling/edit-distance';
import { otherSubstance } from 'src/ai/builtin/grading/sister-terms';

/** How well a word of the point is matched, 0–1, and by which of the student's words. */
export interface WordMatch {
  word: PointWord;
  strength: number;
  by: AnswerToken | null;
  /** One of the pair is negated and the other not ("stay lit" / "do not stay lit"). */
  polarityClash: boolean;
  /** Matched by an opposite said the other way round ("not the same" for "different"). */
  turned?: boolean;
}

/** Longer words may carry a slip; OCR of handwriting may carry more. */
function spellingSlack(length: number, lowConfidence: boolean): number {
  if (length < 5) return 0;
  if (length < 8) return lowConfidence ? 2 : 1;
  return lowConfidence ? 3 : 2;
}

/**
 * Whether `token` is the point's word with a spelling slip ("evaperate"); another substance's
 * name ("chlorine" for "chloride") is not one.
 */
function misspells(point: AnswerToken, token: AnswerToken, lowConfidence: boolean): boolean {
  const slack = spellingSlack(point.lower.length, lowConfidence);
  return (
    slack > 0 &&
    !otherSubstance(point.lower, token.lower) &&
    Math.abs(token.lower.length - point.lower.length) <= slack &&
    (token.lower[0] === point.lower[0] || point.lower.length >= 8) &&
    editDistance(token.lower, point.lower) <= slack
  );
}

/** How far `token` says the point's word: one of the word strengths of `grading-thresholds`, or 0. */
export function wordMatchStrength(
  word: PointWord,
  token: AnswerToken,
  lowConfidence: boolean,
): number {
  const point = word.token;
  if (token.key === point.key || token.lower === point.lower || token.lemma === point.lemma)
    return SAME_WORD;
  if (token.stem.length >= 3 && token.stem === point.stem) return SAME_STEM;
  if (degreeBase(token.key) === degreeBase(point.key)) return SAME_STEM;
  if (word.relations.related.has(token.key)) return WORD_MATCHED;
  if (word.relations.kin.has(token.key)) return KIN_STRENGTH;
  return misspells(point, token, lowConfidence) ? WORD_MATCHED : 0;
}

/** Whether `token` says the point's word, in other words at most (`WORD_MATCHED`). */
export function saysWord(word: PointWord, token: AnswerToken, lowConfidence: boolean): boolean {
  return wordMatchStrength(word, token, lowConfidence) >= WORD_MATCHED;
}

/** Whether `token` is an opposite of the point's word, whatever its degree ("shorter"). */
export function opposes(word: PointWord, token: AnswerToken): boolean {
  return (
    word.relations.opposites.has(token.key) || word.relations.opposites.has(degreeBase(token.key))
  );
}

/** A two-word synonym of the word in the answer ("take in" for "absorb"), quoted by its first word. */
function phraseMatch(word: PointWord, answer: AnswerText): WordMatch | null {
  if (word.relations.phrases.size === 0) return null;
  for (let i = 0; i + 1 < answer.tokens.length; i += 1) {
    const pair = `${answer.tokens[i].key} ${answer.tokens[i + 1].lower}`;
    if (word.relations.phrases.has(pair)) {
      const by = answer.tokens[i];
      return { word, strength: WORD_MATCHED, by, polarityClash: by.negated !== word.token.negated };
    }
  }
  return null;
}

/** The answer's word that says the point's word best, or the match it has by a phrase. */
function bestWord(word: PointWord, answer: AnswerText, lowConfidence: boolean): WordMatch {
  let best = phraseMatch(word, answer) ?? { word, strength: 0, by: null, polarityClash: false };
  for (const token of answer.content) {
    const strength = wordMatchStrength(word, token, lowConfidence);
    const polarityClash = token.negated !== word.token.negated;
    // At the same strength, the word said as the point says it wins: "if the key sticks …, if it
    // does not stick …" has both of the point's "sticks" and "does not stick".
    if (
      strength > best.strength ||
      (strength > 0 && strength === best.strength && best.polarityClash && !polarityClash)
    ) {
      best = { word, strength, by: token, polarityClash };
    }
  }
  return best;
}

/** How the answer says a point word: by the word itself, in other words, or by a turned opposite. */
export function matchWord(word: PointWord, answer: AnswerText, lowConfidence: boolean): WordMatch {
  const best = bestWord(word, answer, lowConfidence);
  if (best.strength >= WORD_MATCHED && !best.polarityClash) return best;
  // An opposite said the other way round says the same, as a synonym does: "not moving" for
  // "stays", "incomplete" for "not complete", "not the same size" for "different sizes".
  const turned = answer.content.find(
    (token) => token.negated !== word.token.negated && opposes(word, token),
  );
  return turned
    ? { word, strength: WORD_MATCHED, by: turned, polarityClash: false, turned: true }
    : best;
}

/** The matches of the point's own words, or all of them when the question says every one. */
export function ownWords(matches: WordMatch[]): WordMatch[] {
  const own = matches.filter((m) => !m.word.inQuestion);
  return own.length > 0 ? own : matches;
}

/** Weighted share of the words matched; a word whose negation is flipped does not count. */
export function share(list: WordMatch[]): number {
  const total = list.reduce((sum, m) => sum + m.word.weight, 0);
  const got = list.reduce((sum, m) => sum + (m.polarityClash ? 0 : m.strength * m.word.weight), 0);
  return total > 0 ? got / total : 0;
}
