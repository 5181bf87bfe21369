import type { ItsFunction } from 'wink-nlp';
import { its, nlp, nlpReadable } from 'src/ai/builtin/nlp';

/** One token of an answer or a key point, with what matching needs. */
export interface AnswerToken {
  /** As written. */
  text: string;
  lower: string;
  /** wink-nlp's lemma, lower case: it already spells British forms the US way ("colours" → "color"). */
  lemma: string;
  /** The lemma with the remaining British/US spelling differences folded ("centre" → "center"). */
  key: string;
  /** Porter stem of `key`: "evaporation" and "evaporate" share "evapor". */
  stem: string;
  pos: string;
  /** Within reach of a negator of its clause ("not", "n't", "never", "no", "without"). */
  negated: boolean;
  /** Carries meaning (noun, verb, adjective, adverb, number, or a word of direction or degree). */
  content: boolean;
  start: number;
  end: number;
  /** Index of the sentence the token is in. */
  sentence: number;
  /** Index of the clause the token is in (a new one at punctuation and at "but", "and", "if"…). */
  clause: number;
}

export interface AnswerText {
  text: string;
  tokens: AnswerToken[];
  content: AnswerToken[];
}

const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV', 'NUM', 'X', 'SYM']);

/** Tags of the words that name a thing ("wood", "the Moon", "Harold"). */
export const NAMING_POS: ReadonlySet<string> = new Set(['NOUN', 'PROPN']);

/** Function words wink tags otherwise but whose meaning a science answer often turns on. */
const MEANINGFUL = new Set([
  'more',
  'less',
  'most',
  'least',
  'fewer',
  'same',
  'different',
  'up',
  'down',
  'out',
  'off',
  'on',
  'in',
  'into',
  'before',
  'after',
  'above',
  'below',
  'through',
  'against',
  'between',
  'without',
  'all',
  'none',
  'both',
  'each',
  'yes',
  'no',
  'true',
  'false',
]);

/** Content-tagged words that say nothing about the subject ("very", "also", "really"). */
const EMPTY = new Set([
  'very',
  'also',
  'just',
  'then',
  'so',
  'too',
  'really',
  'actually',
  'maybe',
  'probably',
  'thing',
  'things',
  'something',
  'get',
  'got',
  'do',
  'does',
  'did',
  'make',
  'because',
  'like',
  'etc',
  'answer',
  'explain',
  'would',
  'will',
  'can',
  'could',
]);

/** Words that negate what follows them in their clause. */
const NEGATORS = new Set([
  'not',
  "n't",
  'no',
  'never',
  'none',
  'neither',
  'nor',
  'nothing',
  'cannot',
  'without',
  'nobody',
  'nowhere',
]);

/**
 * A negator reaches this many words on within its clause: "not" in "is not a good conductor"
 * reaches "conductor", "no" in "no gas" reaches "gas", but not the next clause's words.
 */
const NEGATION_REACH = 4;

/** Words that open a new clause, where a negation's reach ends. */
const CLAUSE_WORDS = new Set([
  'but',
  'because',
  'so',
  'and',
  'if',
  'when',
  'than',
  'while',
  'although',
  'though',
  'since',
  'then',
  'which',
  'that',
  'or',
]);

/** British spellings the lemmatiser leaves alone, folded onto the US form on both sides. */
const SPELLING_FOLDS: [RegExp, string][] = [
  [/([^aeiou])tre$/, '$1ter'], // centre, litre, fibre (not "entre")
  [/our$/, 'or'], // colour, vapour (lemma already folds most)
  [/ise$/, 'ize'],
  [/yse$/, 'yze'],
  [/isation$/, 'ization'],
  [/ogue$/, 'og'],
  [/aemia$/, 'emia'],
  [/^oe/, 'e'], // oestrogen
  [/ae([a-z]{3,})$/, 'e$1'], // haemoglobin, aeon stays
  [/ll(ed|ing|er)$/, 'l$1'], // travelled, labelled
  [/^sulph/, 'sulf'],
  [/^aluminium$/, 'aluminum'],
  [/^grey$/, 'gray'],
  [/^tyre$/, 'tire'],
  [/^mould$/, 'mold'],
  [/^plough$/, 'plow'],
];

/** The spelling-neutral form of a lower-case word. */
export function foldSpelling(word: string): string {
  let folded = word;
  for (const [pattern, replacement] of SPELLING_FOLDS)
    folded = folded.replace(pattern, replacement);
  return folded;
}

/** A capital opening a sentence, followed by a lower-case letter ("The", not "I" or "DNA"). */
const SENTENCE_CAPITAL = /(^|[.!?]\s+|\n\s*)(\p{Lu})(?=\p{Ll})/gu;

/** ₀–₉, as chemical formulas are written ("H₂O"). */
const SUBSCRIPT_DIGIT = /[\u2080-\u2089]/g;

/**
 * Where a token stands (its sentence and clause) and whether a negator reaches it, read word by
 * word: a negator reaches `NEGATION_REACH` words on within its clause; "none" the clause's rest.
 */
class NegationScope {
  sentence = -1;
  clause = 0;
  private negateRest = false;
  /** Words since the last negator in this clause (Infinity when there is none). */
  private sinceNegator = Infinity;
  /** Tokens of this clause a negator other than "without" reached (for "cannot … without"). */
  private negatedInClause: AnswerToken[] = [];
  /** "Without" after a negator in this clause: the two cancel ("cannot grow without light"). */
  private doubled = false;

  /** A new sentence (`sentence` undefined: a token outside the tagger's sentences). */
  startSentence(sentence: number | undefined, afterTokens: boolean): void {
    this.sentence = sentence ?? this.sentence;
    if (afterTokens) this.clause += 1;
    this.negateRest = false;
    this.endNegation();
  }

  /** A clause boundary ends a negation that started it ("None lit, so …"). */
  endClause(): void {
    this.clause += 1;
    this.negateRest = false;
    this.endNegation();
  }

  /** A word that opens a clause ("but", "if"): a negator's reach ends there, "none" does not. */
  openClause(): void {
    this.clause += 1;
    this.endNegation();
  }

  /** Reads a word's part in negation, before its token is made. */
  step(lower: string): void {
    if (lower === 'without' && this.negatedInClause.length > 0) {
      // "Plants cannot grow without light" says they need it: neither part is negated.
      for (const token of this.negatedInClause) token.negated = this.negateRest;
      this.negatedInClause = [];
      this.sinceNegator = Infinity;
      this.doubled = true;
    } else if (NEGATORS.has(lower) && !this.doubled) this.sinceNegator = 0;
    else this.sinceNegator += 1;
    if (lower === 'none' || lower === 'neither' || lower === 'nothing') this.negateRest = true;
  }

  /** Whether the word just read is negated. */
  get negated(): boolean {
    return this.sinceNegator <= NEGATION_REACH || this.negateRest;
  }

  /** Keeps a token a later "without" may turn back. */
  track(token: AnswerToken): void {
    if (token.negated && this.sinceNegator <= NEGATION_REACH && token.lower !== 'without')
      this.negatedInClause.push(token);
  }

  private endNegation(): void {
    this.sinceNegator = Infinity;
    this.negatedInClause = [];
    this.doubled = false;
  }
}

/**
 * The text as the tagger should read it, every offset kept: wink-nlp tags a capitalised first
 * word as a name and skips its lemma (see tagged-text.ts), so that one letter is lowered;
 * subscript digits are read as digits ("CO₂" is "CO2"), and long unbroken runs are broken.
 */
function taggable(text: string): string {
  return nlpReadable(
    text
      .replace(SENTENCE_CAPITAL, (match, before: string, capital: string) =>
        capital.toLowerCase().length === 1 ? before + capital.toLowerCase() : match,
      )
      .replace(SUBSCRIPT_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x2080)),
  );
}

type Doc = ReturnType<typeof nlp.readDoc>;

/** The index of the sentence each token of the document is in. */
function sentenceIndexes(doc: Doc): number[] {
  const sentenceOf: number[] = [];
  doc.sentences().each((sentence, k) => {
    const words = sentence.tokens();
    // An empty or blank text reads as one sentence without tokens.
    if (words.length() === 0) return;
    for (let i = words.itemAt(0).index(); i <= words.itemAt(words.length() - 1).index(); i++) {
      sentenceOf[i] = k;
    }
  });
  return sentenceOf;
}

/** What the tagger says of each token of the document. */
function tagsOf(doc: Doc) {
  const all = doc.tokens();
  return {
    values: all.out(),
    lemmas: all.out(its.lemma as unknown as ItsFunction<string>) as (string | undefined)[],
    stems: all.out(its.stem as unknown as ItsFunction<string>) as (string | undefined)[],
    tags: all.out<string>(its.pos),
    types: all.out<string>(its.type),
  };
}

/** Whether a word carries meaning for matching (see `AnswerToken.content`). */
function isContent(raw: string, lower: string, lemma: string, pos: string): boolean {
  return (
    !NEGATORS.has(lower) &&
    !EMPTY.has(lower) &&
    !EMPTY.has(lemma) &&
    (MEANINGFUL.has(lower) || (CONTENT_POS.has(pos) && /[\p{L}\p{N}]/u.test(raw)))
  );
}

/** Tokens of a text with lemmas, folded spellings, stems, negation and verbatim offsets. */
export function readAnswerText(text: string): AnswerText {
  const lowered = taggable(text);
  const doc = nlp.readDoc(lowered);
  const { values, lemmas, stems, tags, types } = tagsOf(doc);
  const sentenceOf = sentenceIndexes(doc);
  const tokens: AnswerToken[] = [];
  const scope = new NegationScope();
  let cursor = 0;
  values.forEach((raw, index) => {
    const found = lowered.indexOf(raw, cursor);
    const start = found >= 0 ? found : cursor;
    const end = found >= 0 ? start + raw.length : cursor;
    cursor = end;
    if (sentenceOf[index] !== scope.sentence)
      scope.startSentence(sentenceOf[index], tokens.length > 0);
    const type = types[index];
    if (type === 'punctuation' || type === 'tabCRLF') {
      if (/[,;:.!?]/.test(raw)) scope.endClause();
      return;
    }
    const lower = raw.toLowerCase();
    if (CLAUSE_WORDS.has(lower)) scope.openClause();
    scope.step(lower);
    const lemma = (lemmas[index] || lower).toLowerCase();
    const pos = tags[index];
    const key = foldSpelling(lemma);
    const token: AnswerToken = {
      text: text.slice(start, end),
      lower,
      lemma,
      key,
      stem: key === lemma ? (stems[index] ?? key).toLowerCase() : key,
      pos,
      negated: scope.negated,
      content: isContent(raw, lower, lemma, pos),
      start,
      end,
      sentence: Math.max(0, scope.sentence),
      clause: scope.clause,
    };
    scope.track(token);
    tokens.push(token);
  });
  return { text, tokens, content: tokens.filter((token) => token.content) };
}

/** The verbatim words of `text` from token `first` to token `last`. */
export function quote(answer: AnswerText, first: AnswerToken, last: AnswerToken): string {
  return answer.text.slice(first.start, last.end);
}
