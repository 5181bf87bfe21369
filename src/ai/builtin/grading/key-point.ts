import type { AnswerText, AnswerToken } from 'src/ai/builtin/grading/answer-text';
import { NAMING_POS, readAnswerText } from 'src/ai/builtin/grading/answer-text';
import { type Comparison, readComparisons } from 'src/ai/builtin/grading/comparisons';
import { degreeBase } from 'src/ai/builtin/grading/degrees';
import type { MeaningLexicon, WordRelations } from 'src/ai/builtin/grading/meaning';
import {
  type LeadAnswer,
  NO,
  openingVerdict,
  readLead,
  YES,
} from 'src/ai/builtin/grading/openings';
import { readQuantities, type Quantity } from 'src/ai/builtin/grading/quantities';
import { type Claim, readClaims } from 'src/ai/builtin/grading/roles';
import {
  overlapWords,
  type SoftReference,
  softReference,
  type SoftWordSet,
} from 'src/ai/builtin/grading/soft-cardinality';
import { wordFrequency } from 'src/ai/builtin/language/spelling/word-frequency';

/** A key point read once per paper: its words, what each may be matched by, and its numbers. */
export interface KeyPoint {
  text: string;
  analysed: AnswerText;
  words: PointWord[];
  quantities: Quantity[];
  /** "Yes"/"No" (or "True"/"False") the point opens with: the claim the explanation defends. */
  verdict: boolean | null;
  /** Its words as soft overlap compares them, beside the question's. */
  soft: SoftReference;
  /** The comparisons it makes ("light travels faster than sound"). */
  comparisons: Comparison[];
  /** The short answer it opens with before explaining it ("A. …", "40 meters. …"). */
  lead: LeadAnswer | null;
  /** Who does what to whom in it ("the Moon orbits the Earth"). */
  claims: Claim[];
  /** What it is about: its first noun ("Wood is an insulator" → "wood"). */
  subject: PointWord | null;
  /** It says both sides of something (see `hasContrast`). */
  contrast: boolean;
  /** It says how two things vary together (see `correlates`). */
  correlation: boolean;
}

export interface PointWord {
  token: AnswerToken;
  /** Rarer words weigh more: "evaporate" says more than "water". */
  weight: number;
  /** The question says it too, so repeating it shows nothing. */
  inQuestion: boolean;
  relations: WordRelations;
}

function weightOf(word: string): number {
  return 1 / (1 + Math.log10(1 + wordFrequency(word)) / 3);
}

/** Reads a key point and looks up the meaning relations of its words. */
export async function readKeyPoint(
  text: string,
  questionKeys: ReadonlySet<string>,
  lexicon: MeaningLexicon,
  questionWords: SoftWordSet,
): Promise<KeyPoint> {
  const analysed = readAnswerText(text);
  const quantities = readQuantities(text);
  const seen = new Set<string>();
  const words: Promise<PointWord>[] = [];
  for (const token of analysed.content) {
    // Numbers and their units are compared as quantities, not as words.
    const inQuantity = quantities.some((q) => token.start >= q.start && token.start < q.end);
    // A yes/no is the point's verdict, compared as such, not a word to find.
    const verdictWord = YES.has(token.lower) || NO.has(token.lower);
    if (seen.has(token.key) || token.pos === 'NUM' || inQuantity || verdictWord) continue;
    seen.add(token.key);
    // WordNet lookups of the point's words run together. A noun is no comparative: "cancer"
    // is looked up as itself, "shorter" as "short".
    const lemma = NAMING_POS.has(token.pos) ? token.key : degreeBase(token.key);
    words.push(
      lexicon.relations(lemma).then((relations) => ({
        token,
        weight: weightOf(token.lower),
        inQuestion: questionKeys.has(token.key) || questionKeys.has(token.stem),
        relations,
      })),
    );
  }
  const read = await withCompounds(await Promise.all(words), analysed, lexicon);
  return {
    text,
    analysed,
    words: read,
    quantities,
    verdict: openingVerdict(text)?.value ?? null,
    lead: readLead(text),
    claims: readClaims(analysed),
    soft: softReference(questionWords, overlapWords(analysed)),
    comparisons: readComparisons(analysed),
    subject: subjectOf(analysed, read),
    contrast: hasContrast(analysed, read),
    correlation: correlates(analysed),
  };
}

/**
 * Two neighbouring point words that WordNet knows as one noun ("carbon dioxide") are each also
 * matched by its one-word synonyms ("CO2").
 */
async function withCompounds(
  words: PointWord[],
  analysed: AnswerText,
  lexicon: MeaningLexicon,
): Promise<PointWord[]> {
  const neighbours = words.slice(1).map((word, i) => [words[i], word] as const);
  // WordNet's compounds are nouns ("carbon dioxide", "food chain"): only such pairs are looked up.
  const adjacent = neighbours.filter(
    ([first, second]) =>
      NAMING_POS.has(second.token.pos) &&
      (NAMING_POS.has(first.token.pos) || first.token.pos === 'ADJ') &&
      analysed.tokens.indexOf(second.token) === analysed.tokens.indexOf(first.token) + 1,
  );
  const synonyms = await Promise.all(
    adjacent.map(([first, second]) => lexicon.compoundSynonyms(first.token.key, second.token.key)),
  );
  const extra = new Map<PointWord, Set<string>>();
  adjacent.forEach((pair, i) => {
    if (synonyms[i].size === 0) return;
    for (const word of pair) extra.set(word, new Set([...(extra.get(word) ?? []), ...synonyms[i]]));
  });
  return words.map((word) => {
    const more = extra.get(word);
    if (!more) return word;
    const related = new Set([...word.relations.related, ...more]);
    return { ...word, relations: { ...word.relations, related } };
  });
}

/** Keys and stems of a text's content words (the question's, to discount repeating it). */
export function contentKeys(text: string): Set<string> {
  const keys = new Set<string>();
  for (const token of readAnswerText(text).content) {
    keys.add(token.key);
    keys.add(token.stem);
  }
  return keys;
}

/** The thing a key point is about: its first noun ("Wood is an insulator" → "wood"). */
function subjectOf(analysed: AnswerText, words: readonly PointWord[]): PointWord | null {
  const first = analysed.content.find((t) => NAMING_POS.has(t.pos));
  return first ? (words.find((w) => w.token.key === first.key) ?? null) : null;
}

/**
 * Whether the point says both sides of something: two of its words are opposites ("shorter …
 * higher; longer … lower"), or it says a word and its negation ("if the key sticks …; if the key
 * does not stick …").
 */
function hasContrast(analysed: AnswerText, words: readonly PointWord[]): boolean {
  const keys = new Set(words.map((w) => w.token.key));
  if (words.some((w) => [...w.relations.opposites].some((o) => o !== w.token.key && keys.has(o))))
    return true;
  const said = new Map<string, boolean>();
  for (const token of analysed.content) {
    const before = said.get(token.key);
    if (before !== undefined && before !== token.negated) return true;
    said.set(token.key, token.negated);
  }
  return false;
}

/** Words that say more or less of something ("the more blocks …, the less distance …"). */
const DEGREE_WORDS = new Set(['more', 'less', 'fewer', 'most', 'least']);

/**
 * Whether the point says how two things vary together ("When the string was shorter, the pitch
 * was higher"): said from the other end, one opposite alone does not turn it round.
 */
function correlates(analysed: AnswerText): boolean {
  // The lemmatiser reads a comparative as its plain form ("shorter" → "short").
  const degrees = analysed.content.filter(
    (t) => DEGREE_WORDS.has(t.lower) || (t.key !== t.lower && /(?:er|est)$/.test(t.lower)),
  );
  return degrees.length >= 2;
}

/**
 * The answer's words that a short point's definitions use: "how hot or cold something is" has
 * "hot" and "cold" from "temperature: the degree of hotness or coldness of a body". The
 * question's words and negated words do not count.
 */
export function describingWords(
  point: KeyPoint,
  answer: AnswerText,
  questionKeys: ReadonlySet<string>,
): AnswerToken[] {
  const gloss = new Set(point.words.flatMap((w) => [...w.relations.gloss]));
  const found = new Map<string, AnswerToken>();
  for (const token of answer.content) {
    if (token.negated || questionKeys.has(token.key) || questionKeys.has(token.stem)) continue;
    if (gloss.has(token.key) || gloss.has(token.stem)) found.set(token.stem, token);
  }
  return [...found.values()];
}
