import type { AnswerText, AnswerToken } from 'src/ai/builtin/grading/answer-text';
import { NAMING_POS, readAnswerText } from 'src/ai/builtin/grading/answer-text';
import { type Comparison, readComparisons } from 'src/ai/builtin/grading/comparisons';
import { type Claim, readClaims, swappedClaims } from 'src/ai/builtin/grading/roles';
import {
  type LeadAnswer,
  leadAgreement,
  NO,
  openingVerdict,
  readLead,
  YES,
} from 'src/ai/builtin/grading/openings';
import { degreeBase } from 'src/ai/builtin/grading/degrees';
import type { MeaningLexicon, WordRelations } from 'src/ai/builtin/grading/meaning';
import {
  compareQuantities,
  readQuantities,
  type Quantity,
} from 'src/ai/builtin/grading/quantities';
import {
  overlapWords,
  softOverlap,
  type SoftReference,
  softReference,
  type SoftWordSet,
  trigrams,
} from 'src/ai/builtin/grading/soft-cardinality';
import { editDistance } from 'src/ai/builtin/language/spelling/edit-distance';
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

/** How well a word of the point is matched, 0–1, and by which of the student's words. */
interface WordMatch {
  word: PointWord;
  strength: number;
  by: AnswerToken | null;
  /** One of the pair is negated and the other not ("stay lit" / "do not stay lit"). */
  polarityClash: boolean;
  /** Matched by an opposite said the other way round ("not the same" for "different"). */
  turned?: boolean;
}

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

const MAX_LENGTH_WORDS = 30;

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
    // WordNet lookups of the point's words run together.
    words.push(
      lexicon.relations(degreeBase(token.key)).then((relations) => ({
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

/** Longer words may carry a slip; OCR of handwriting may carry more. */
function spellingSlack(length: number, lowConfidence: boolean): number {
  if (length < 5) return 0;
  if (length < 8) return lowConfidence ? 2 : 1;
  return lowConfidence ? 3 : 2;
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

/** The matches of the point's own words, or all of them when the question says every one. */
function ownWords(matches: WordMatch[]): WordMatch[] {
  const own = matches.filter((m) => !m.word.inQuestion);
  return own.length > 0 ? own : matches;
}

/** Weighted share of the words matched; a word whose negation is flipped does not count. */
function share(list: WordMatch[]): number {
  const total = list.reduce((sum, m) => sum + m.word.weight, 0);
  const got = list.reduce((sum, m) => sum + (m.polarityClash ? 0 : m.strength * m.word.weight), 0);
  return total > 0 ? got / total : 0;
}

/**
 * The weighted share of the point's words the answer has if its negated, affirmed and opposing
 * words agreed with the point: how much of the point it says, whichever way round.
 */
function saidCoverage(list: WordMatch[], opposed: readonly { word: PointWord }[]): number {
  const opposing = new Set(opposed.map((o) => o.word));
  const total = list.reduce((sum, m) => sum + m.word.weight, 0);
  const got = list.reduce(
    (sum, m) => sum + (opposing.has(m.word) ? 0.75 : m.strength) * m.word.weight,
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
 * them ("the circuit is complete"; "the bulb lights because the circuit is complete"). Not an
 * answer that also says something else ("… a complete circuit, but the motor is not
 * connected").
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
 * was higher"): two comparatives or more. A student may state it from the other end ("more
 * string is a lower pitch"), with one opposite the grader can see and one it cannot, so a single
 * opposite does not turn such a point round.
 */
function correlates(analysed: AnswerText): boolean {
  // The lemmatiser reads a comparative as its plain form ("shorter" → "short").
  const degrees = analysed.content.filter(
    (t) => DEGREE_WORDS.has(t.lower) || (t.key !== t.lower && /(?:er|est)$/.test(t.lower)),
  );
  return degrees.length >= 2;
}

/** A point said whichever way round this far is the point said the wrong way round. */
const TURNED_ROUND_COVERAGE = 0.8;

/** 1 same word, 0.9 same stem, 0.75 a WordNet relative or a spelling slip, else 0. */
function wordMatchStrength(word: PointWord, token: AnswerToken, lowConfidence: boolean): number {
  const point = word.token;
  if (token.key === point.key || token.lower === point.lower || token.lemma === point.lemma)
    return 1;
  if (token.stem.length >= 3 && token.stem === point.stem) return 0.9;
  if (degreeBase(token.key) === degreeBase(point.key)) return 0.9;
  if (word.relations.related.has(token.key)) return 0.75;
  if (word.relations.kin.has(token.key)) return KIN_STRENGTH;
  const slack = spellingSlack(point.lower.length, lowConfidence);
  if (
    slack > 0 &&
    Math.abs(token.lower.length - point.lower.length) <= slack &&
    (token.lower[0] === point.lower[0] || point.lower.length >= 8) &&
    editDistance(token.lower, point.lower) <= slack
  ) {
    return 0.75;
  }
  return 0;
}

function trigramDice(a: readonly string[], b: readonly string[]): number {
  const ga = trigrams(...a);
  const gb = trigrams(...b);
  if (ga.size === 0 || gb.size === 0) return 0;
  let shared = 0;
  for (const gram of ga) if (gb.has(gram)) shared += 1;
  return (2 * shared) / (ga.size + gb.size);
}

/** A broader or narrower word ("liquid" for "water") says less than a synonym. */
const KIN_STRENGTH = 0.5;

function matchWord(word: PointWord, answer: AnswerText, lowConfidence: boolean): WordMatch {
  let best: WordMatch = { word, strength: 0, by: null, polarityClash: false };
  if (word.relations.phrases.size > 0) {
    // A two-word synonym ("take in" for "absorb"), quoted by its first word.
    for (let i = 0; i + 1 < answer.tokens.length; i += 1) {
      const pair = `${answer.tokens[i].key} ${answer.tokens[i + 1].lower}`;
      if (word.relations.phrases.has(pair)) {
        const by = answer.tokens[i];
        best = { word, strength: 0.75, by, polarityClash: by.negated !== word.token.negated };
        break;
      }
    }
  }
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
  // An opposite said the other way round says the same: "not moving" for "stays", "incomplete"
  // for "not complete", "not the same size" for "different sizes".
  if (best.strength < NEGATED_OPPOSITE_STRENGTH || best.polarityClash) {
    const turned = answer.content.find(
      (token) =>
        token.negated !== word.token.negated &&
        (word.relations.opposites.has(token.key) ||
          word.relations.opposites.has(degreeBase(token.key))),
    );
    if (turned) {
      best = {
        word,
        strength: NEGATED_OPPOSITE_STRENGTH,
        by: turned,
        polarityClash: false,
        turned: true,
      };
    }
  }
  return best;
}

/** How far an opposite said the other way round matches a point word: as a WordNet synonym. */
const NEGATED_OPPOSITE_STRENGTH = 0.75;

/** Whether some of the point's words and some of the answer's name the same thing. */
function sameThing(
  pointTokens: readonly AnswerToken[],
  answerTokens: readonly AnswerToken[],
  point: KeyPoint,
  lowConfidence: boolean,
): boolean {
  return pointTokens.some((p) => {
    const word = point.words.find((w) => w.token === p || w.token.key === p.key);
    return answerTokens.some((a) =>
      word ? wordMatchStrength(word, a, lowConfidence) >= 0.75 : a.key === p.key,
    );
  });
}

/**
 * Whether the answer says a point word of what another key point is about: the student's
 * clause opens with another point's subject and names none of the things this point says the
 * word of. Against "Metal is a good conductor" and "Wood is an insulator" (two points), "metal
 * is an insulator" has the word "insulator" but says it of metal.
 */
function saidOfAnother(
  word: PointWord,
  by: AnswerToken,
  point: KeyPoint,
  answer: AnswerText,
  context: JudgingContext,
): boolean {
  const others = context.pointSubjects.filter(
    (subject) => !point.words.some((w) => w.token.key === subject.token.key),
  );
  const subject = answer.content.find(
    (t) => t.clause === by.clause && t.start < by.start && NAMING_POS.has(t.pos),
  );
  if (!subject) return false;
  const same = (w: PointWord, t: AnswerToken) =>
    wordMatchStrength(w, t, context.lowConfidence) >= 0.75;
  // Or, among several points, another thing the question names beside this point's ("plant
  // and animal cells"): "animal cells have a cell wall" against "plant cells have a cell wall".
  // (With one point, a clause may well be about something else the question names.)
  const ownSubject = point.subject;
  const otherInQuestion =
    context.severalPoints &&
    subject.pos === 'NOUN' &&
    ownSubject !== null &&
    ownSubject.inQuestion &&
    context.questionKeys.has(subject.key) &&
    !point.words.some((w) => same(w, subject));
  const clause = answer.content.filter((t) => t.clause === by.clause && t !== by);
  // The two things share their other words ("cells"): only the point's own thing tells them apart.
  if (otherInQuestion) return !clause.some((t) => same(ownSubject, t));
  if (!others.some((w) => same(w, subject))) return false;
  const own = point.words.filter(
    (w) => w !== word && NAMING_POS.has(w.token.pos) && w.token.clause === word.token.clause,
  );
  return !clause.some((t) => own.some((w) => same(w, t)));
}

/**
 * The thing a word is said of: the noun right after an adjective ("a high pitch"), else the
 * nearest noun before it in its clause ("the temperature rises", "the string is shorter").
 */
function thingOf(tokens: readonly AnswerToken[], word: AnswerToken): AnswerToken | null {
  let thing: AnswerToken | null = null;
  for (const [at, token] of tokens.entries()) {
    if (token === word) {
      const next = tokens[at + 1];
      return word.pos === 'ADJ' && next?.clause === word.clause && NAMING_POS.has(next.pos)
        ? next
        : thing;
    }
    if (token.clause === word.clause && NAMING_POS.has(token.pos)) thing = token;
  }
  return thing;
}

const DEGREE_TAGS = new Set(['ADJ', 'ADV']);

/** Whether the answer's verb and the point's word are said of the same thing. */
function saidOfSameThing(
  token: AnswerToken,
  answer: AnswerText,
  word: PointWord,
  point: KeyPoint,
  context: JudgingContext,
): boolean {
  // Comparatives ("lower", "longer") are read as sides of a correlation, which a student may
  // state from either end; only what things do ("the temperature increases") is checked here.
  if (DEGREE_TAGS.has(token.pos) || DEGREE_TAGS.has(word.token.pos)) return false;
  const theirs = thingOf(answer.content, token);
  const ours = thingOf(point.analysed.content, word.token);
  if (!theirs || !ours) return false;
  const ourWord = point.words.find((w) => w.token.key === ours.key);
  return ourWord
    ? wordMatchStrength(ourWord, theirs, context.lowConfidence) >= 0.75
    : theirs.key === ours.key;
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

/** The thing a key point is about: its first noun ("Wood is an insulator" → "wood"). */
function subjectOf(analysed: AnswerText, words: readonly PointWord[]): PointWord | null {
  const first = analysed.content.find((t) => NAMING_POS.has(t.pos));
  return first ? (words.find((w) => w.token.key === first.key) ?? null) : null;
}

/** Whether some of `first` is followed by some of `second` within two words. */
function adjacent(
  answer: AnswerText,
  first: readonly AnswerToken[],
  second: readonly AnswerToken[],
): boolean {
  return first.some((a) =>
    second.some((b) => {
      const gap = answer.tokens.indexOf(b) - answer.tokens.indexOf(a);
      return gap > 0 && gap <= 2;
    }),
  );
}

/** Whether "more"/"less" turns the degree round ("less heat" against "more heat"). */
const saysLess = (modifier: AnswerToken | null) => modifier !== null && modifier.lower !== 'more';

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
  const { key } = theirs.degree;
  const sense =
    wordMatchStrength(word, theirs.degree, lowConfidence) >= 0.75
      ? 1
      : word.relations.opposites.has(key) || word.relations.opposites.has(degreeBase(key))
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

interface ComparedClaims {
  /** The answer's comparatives that state a point's comparison the other way round. */
  reversed: AnswerToken[];
  /** Point words (comparative, "more"/"less") said by the answer's comparative in other words. */
  agreeing: Map<PointWord, AnswerToken>;
  /** The answer's comparatives (and "more"/"less") that say a point's comparison. */
  saying: Set<AnswerToken>;
}

/** The answer's comparisons against the point's: the same claim, or the reverse of it. */
function compareWithPoint(point: KeyPoint, context: JudgingContext): ComparedClaims {
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

/**
 * Compares one key point with the student's answer: how much of it the answer says (by meaning,
 * as far as WordNet and spelling tolerance reach) and whether the answer says the opposite.
 */
export function judgePoint(
  point: KeyPoint,
  answer: AnswerText,
  context: JudgingContext,
): PointJudgement {
  const matches = point.words.map((word) => matchWord(word, answer, context.lowConfidence));
  const clashes: AnswerToken[] = [];
  const matched: AnswerToken[] = [];

  // A comparison said the other way round with the opposite comparative, or negated, says the
  // same ("sound is slower than light", "sound does not travel faster than light"): its
  // comparative matches the point's instead of opposing it.
  const compared = compareWithPoint(point, context);
  matches.forEach((m, i) => {
    const by = compared.agreeing.get(m.word);
    if (by && (m.strength < 0.75 || m.polarityClash))
      matches[i] = { word: m.word, strength: Math.max(0.75, m.strength), by, polarityClash: false };
  });
  clashes.push(...compared.reversed);
  // Who did what to whom said the other way round: "Harold defeated William".
  const swapped = swappedClaims(point.claims, context.answerClaims, (ours, theirs) => {
    const word = point.words.find((w) => w.token.key === ours.key);
    return word
      ? wordMatchStrength(word, theirs, context.lowConfidence) >= 0.75
      : ours.key === theirs.key;
  });
  clashes.push(...swapped);

  // The negation that turns an opposite round is spent on it: in "not the same size" against
  // "different sizes", "size" is not negated.
  const turnedBy = matches.filter((m) => m.turned && m.by?.negated).map((m) => m.by!);
  matches.forEach((m, i) => {
    if (!m.polarityClash || !m.by?.negated || m.word.token.negated) return;
    const by = m.by;
    if (turnedBy.some((t) => t.clause === by.clause && t.start < by.start))
      matches[i] = { ...m, polarityClash: false };
  });

  // A point's words said of another of the model answer's things do not say the point: "metal
  // is an insulator" has "insulator" but not "wood is an insulator".
  matches.forEach((m, i) => {
    if (m.by && saidOfAnother(m.word, m.by, point, answer, context)) {
      matches[i] = { word: m.word, strength: 0, by: null, polarityClash: false };
    }
  });

  const basis = ownWords(matches);
  for (const m of matches) if (m.by && m.strength > 0 && !m.polarityClash) matched.push(m.by);

  // Consecutive point words found in the same order within a few words of each other.
  let pairs = 0;
  let pairTotal = 0;
  for (let i = 1; i < matches.length; i++) {
    pairTotal += 1;
    const a = matches[i - 1].by;
    const b = matches[i].by;
    if (a && b && a !== b && a.sentence === b.sentence && b.start > a.start) {
      const gap = answer.tokens.indexOf(b) - answer.tokens.indexOf(a);
      if (gap <= 4) pairs += 1;
    }
  }

  // The answer negates what the point affirms ("do not stay lit"), or affirms what it negates.
  let negation = 0;
  let affirmation = 0;
  for (const m of basis) {
    if (m.by && m.strength >= 0.75 && m.polarityClash) {
      if (m.by.negated) negation = 1;
      else affirmation = 1;
      clashes.push(m.by);
    }
  }
  // The question's own words say nothing by being there, but turned round they do: "Will the
  // bulb light?" answered "the bulb lights" against "the bulb does not light".
  const questionClashes = matches
    .filter((m) => m.word.inQuestion && m.by && m.strength >= 0.75 && m.polarityClash)
    .map((m) => m.by!);

  // An opposite of a point word the answer does not also affirm. Two opposites cancel out:
  // "the longer the string, the fewer the swings" says "the shorter, the more"; but a phrase
  // opposing a phrase is one opposite: "go out" against "stay lit".
  //
  // A word that says one of the point's words is not against another: "stay on" has "on" for
  // "lit", not against "burns out". Nor is one of the point's own words ("burns out … stay lit"
  // has both words of the pair), unless it is said of the thing the point says its opposite of:
  // "the temperature increases" against "the temperature decreases as altitude increases".
  const pointKeys = new Set(point.words.map((w) => w.token.key));
  const saying = new Set(
    matches.filter((m) => m.by && m.strength >= 0.75 && !m.polarityClash).map((m) => m.by),
  );
  const opposed: { at: number; word: PointWord; tokens: AnswerToken[] }[] = [];
  /** Point words said against the point of the thing it says them of ("temperature increases"). */
  const ofSameThing = new Set<AnswerToken>();
  matches.forEach((m, at) => {
    if (m.word.token.negated || (m.strength >= 0.9 && !m.polarityClash)) return;
    const against: AnswerToken[] = [];
    for (const token of answer.content) {
      const opposes =
        !token.negated &&
        (m.word.relations.opposites.has(token.key) ||
          m.word.relations.opposites.has(degreeBase(token.key))) &&
        !compared.saying.has(token);
      if (!opposes) continue;
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
  // An answer word opposing several of the point's words ("out" against "lit" and "on") is one.
  const counted = new Set<AnswerToken>();
  const oppositions = opposed.filter((o, k) => {
    const before = opposed[k - 1];
    const phrase = before && o.at === before.at + 1 && adjacent(answer, before.tokens, o.tokens);
    const again = o.tokens.every((t) => counted.has(t));
    for (const t of o.tokens) counted.add(t);
    return !phrase && !again;
  }).length;
  const opposite = oppositions % 2 === 1 ? 1 : 0;
  if (opposite) clashes.push(...counted);

  let verdict = 0;
  const said = openingVerdict(answer.text);
  if (point.verdict !== null && said) {
    verdict = said.value === point.verdict ? 1 : -1;
    if (verdict < 0) {
      const token = answer.tokens.find((t) => t.start >= said.at.index);
      if (token) clashes.push(token);
    }
  }

  // Another choice or amount than the one the point opens with ("B." for "A. …"), quoted.
  const lead = leadAgreement(point.lead, answer.text, context.answerQuantities);
  if (lead < 0 && answer.tokens.length > 0) clashes.push(answer.tokens[0]);

  let quantity = 0;
  if (point.quantities.length > 0) {
    const given = context.answerQuantities;
    const results = point.quantities.map((q) => given.map((g) => compareQuantities(q, g)));
    if (results.some((r) => r.includes('same'))) quantity = 1;
    else if (results.some((r) => r.includes('number-only'))) quantity = 0.5;
    else if (given.length > 0) quantity = -1;
  }

  const studentWords = answer.content;
  const unrelatedCount = studentWords.filter(
    (t) =>
      !context.modelKeys.has(t.key) &&
      !context.modelKeys.has(t.stem) &&
      !context.questionKeys.has(t.key) &&
      !context.questionKeys.has(t.stem),
  ).length;
  const echoCount = studentWords.filter(
    (t) =>
      (context.questionKeys.has(t.key) || context.questionKeys.has(t.stem)) &&
      !context.modelKeys.has(t.key) &&
      !context.modelKeys.has(t.stem),
  ).length;
  const n = studentWords.length;
  const reference = context.modelAnswer ?? point;
  const ownStudent = studentWords.filter(
    (t) => !context.questionKeys.has(t.key) && !context.questionKeys.has(t.stem),
  );
  const precise = ownStudent.filter((t) =>
    reference.words.some((w) => wordMatchStrength(w, t, context.lowConfidence) > 0),
  ).length;
  const ownPoint = point.words.filter((w) => !w.inQuestion);
  const soft = softOverlap(point.soft, context.answerWords);

  return {
    features: {
      coverage: share(basis),
      coverageAll: share(matches),
      pairs: pairTotal > 0 ? pairs / pairTotal : 0,
      negation,
      affirmation,
      opposite,
      verdict,
      quantity,
      lead,
      // Distinct words, capped: repeating or padding an answer does not make it better.
      length: Math.log(
        1 + Math.min(MAX_LENGTH_WORDS, new Set(studentWords.map((t) => t.key)).size),
      ),
      unrelated: n > 0 ? unrelatedCount / n : 0,
      echo: n > 0 ? echoCount / n : 0,
      precision: ownStudent.length > 0 ? precise / ownStudent.length : 0,
      pointSize: Math.log(1 + basis.length),
      trigrams: trigramDice(
        ownStudent.map((t) => t.key),
        (ownPoint.length > 0 ? ownPoint : point.words).map((w) => w.token.key),
      ),
      softRecall: soft.recall,
      softPrecision: soft.precision,
      ownSoftRecall: soft.ownRecall,
      ownSoftPrecision: soft.ownPrecision,
      reversed: compared.reversed.length > 0 || swapped.length > 0 ? 1 : 0,
      turnedRound:
        (negation > 0 ||
          affirmation > 0 ||
          questionClashes.length > 0 ||
          ofSameThing.size > 0 ||
          (opposite > 0 && !point.correlation)) &&
        // A comparison the answer states (negated or with the opposite comparative) is judged
        // as one; a contrast ("shorter … higher; longer … lower") has both sides in the point,
        // and is turned round only where a side is said of the other's thing.
        compared.saying.size === 0 &&
        (ofSameThing.size > 0 || !point.contrast) &&
        saidCoverage(basis, opposed) >= TURNED_ROUND_COVERAGE &&
        (turnedInOneClause(matched, clashes) ||
          (questionClashes.length > 0 &&
            turnedInItsClauses(point, matched, [...clashes, ...questionClashes])))
          ? 1
          : 0,
    },
    matched,
    clashes,
  };
}
