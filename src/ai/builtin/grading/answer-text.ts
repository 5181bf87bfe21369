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

/** Tokens of a text with lemmas, folded spellings, stems, negation and verbatim offsets. */
export function readAnswerText(text: string): AnswerText {
  // wink-nlp tags a capitalised first word as a name and skips its lemma (see tagged-text.ts);
  // lowering that one letter keeps every offset.
  // Subscript digits are read as digits ("CO₂" is "CO2"), and long unbroken runs are broken
  // (`nlpReadable`), again keeping every offset.
  const lowered = nlpReadable(
    text
      .replace(SENTENCE_CAPITAL, (match, before: string, capital: string) =>
        capital.toLowerCase().length === 1 ? before + capital.toLowerCase() : match,
      )
      .replace(SUBSCRIPT_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x2080)),
  );
  const doc = nlp.readDoc(lowered);
  const all = doc.tokens();
  const values = all.out();
  const lemmas = all.out(its.lemma as unknown as ItsFunction<string>) as (string | undefined)[];
  const stems = all.out(its.stem as unknown as ItsFunction<string>) as (string | undefined)[];
  const tags = all.out<string>(its.pos);
  const types = all.out<string>(its.type);
  const sentenceOf: number[] = [];
  doc.sentences().each((sentence, k) => {
    const words = sentence.tokens();
    // An empty or blank text reads as one sentence without tokens.
    if (words.length() === 0) return;
    for (let i = words.itemAt(0).index(); i <= words.itemAt(words.length() - 1).index(); i++) {
      sentenceOf[i] = k;
    }
  });
  const tokens: AnswerToken[] = [];
  let cursor = 0;
  let negateRest = false;
  /** Words since the last negator in this clause (Infinity when there is none). */
  let sinceNegator = Infinity;
  let sentence = -1;
  let clause = 0;
  /** Tokens of this clause a negator other than "without" reached (for "cannot … without"). */
  let negatedInClause: AnswerToken[] = [];
  /** "Without" after a negator in this clause: the two cancel ("cannot grow without light"). */
  let doubled = false;
  values.forEach((raw, index) => {
    const found = lowered.indexOf(raw, cursor);
    const start = found >= 0 ? found : cursor;
    const end = found >= 0 ? start + raw.length : cursor;
    cursor = end;
    if (sentenceOf[index] !== sentence) {
      sentence = sentenceOf[index] ?? sentence;
      if (tokens.length > 0) clause += 1;
      negateRest = false;
      sinceNegator = Infinity;
      negatedInClause = [];
      doubled = false;
    }
    const type = types[index];
    if (type === 'punctuation' || type === 'tabCRLF') {
      // A clause boundary ends a negation that started it ("None lit, so …").
      if (/[,;:.!?]/.test(raw)) {
        clause += 1;
        negateRest = false;
        sinceNegator = Infinity;
        negatedInClause = [];
        doubled = false;
      }
      return;
    }
    const lower = raw.toLowerCase();
    if (CLAUSE_WORDS.has(lower)) {
      sinceNegator = Infinity;
      clause += 1;
      negatedInClause = [];
      doubled = false;
    }
    if (lower === 'without' && negatedInClause.length > 0) {
      // "Plants cannot grow without light" says they need it: neither part is negated.
      for (const token of negatedInClause) token.negated = negateRest;
      negatedInClause = [];
      sinceNegator = Infinity;
      doubled = true;
    } else if (NEGATORS.has(lower) && !doubled) sinceNegator = 0;
    else sinceNegator += 1;
    const lemma = (lemmas[index] || lower).toLowerCase();
    const pos = tags[index];
    const key = foldSpelling(lemma);
    if (lower === 'none' || lower === 'neither' || lower === 'nothing') negateRest = true;
    const content =
      !NEGATORS.has(lower) &&
      !EMPTY.has(lower) &&
      !EMPTY.has(lemma) &&
      (MEANINGFUL.has(lower) || (CONTENT_POS.has(pos) && /[\p{L}\p{N}]/u.test(raw)));
    const token: AnswerToken = {
      text: text.slice(start, end),
      lower,
      lemma,
      key,
      stem: key === lemma ? (stems[index] ?? key).toLowerCase() : key,
      pos,
      negated: sinceNegator <= NEGATION_REACH || negateRest,
      content,
      start,
      end,
      sentence: Math.max(0, sentence),
      clause,
    };
    if (token.negated && sinceNegator <= NEGATION_REACH && lower !== 'without')
      negatedInClause.push(token);
    tokens.push(token);
  });
  return { text, tokens, content: tokens.filter((token) => token.content) };
}

/** The verbatim words of `text` from token `first` to token `last`. */
export function quote(answer: AnswerText, first: AnswerToken, last: AnswerToken): string {
  return answer.text.slice(first.start, last.end);
}
