/**
 * A question that gives away its own answer: 'What does "Thanks" involve?' keyed "Thank the
 * audience" tests nothing, as the name asked about is the key's action. An exit slip refuses it.
 */
import { keyWords } from 'src/ai/builtin/teaching/curriculum/objective-sentences';

/** Words a question asks with, not about. */
const FRAMING = new Set([
  'involve',
  'happen',
  'mean',
  'describe',
  'explain',
  'state',
  'name',
  'give',
  'stage',
  'step',
  'during',
]);

/** A question that offers its answers to choose from: its key is bound to repeat them. */
const CHOICE = /\b(or|sort|which|match|true|false|order)\b/i;

/**
 * Whether the key says what the question does: it opens with the name the question asks about
 * in quotes ('What does "Thanks" involve?' → "Thank the audience for listening"), or every
 * content word of the key is the question's. A term's "X:" before its meaning does not count;
 * nor does a question with numbers (a sum restates its quantities), one quoting a text to edit
 * or one offering choices (its key names one of them).
 */
export function givesAway(question: string, answer: string): boolean {
  if (CHOICE.test(question) || /\d/.test(question)) return false;
  const said = keyWords(answer.replace(/^[^:]{1,40}:\s*/, ''));
  if (said.size < 2) return false;
  const thing = /\b(?:does|during) ["“]([^"”]+)["”]/.exec(question)?.[1];
  const own = thing ? keyWords(thing) : new Set<string>();
  const [head] = said;
  if (own.size > 0 && own.has(head) && [...own].every((word) => said.has(word))) return true;
  if (/['"‘“]/.test(question)) return false;
  const asked = new Set([...keyWords(question)].filter((word) => !FRAMING.has(word)));
  return [...said].every((word) => asked.has(word));
}

/**
 * One item of a sheet as a student reads it: what it prints (stem, options, rows, key, the
 * explanation and common-mistakes lines) and the key it asks for.
 */
export interface SheetItem {
  question: string;
  options: readonly string[];
  answer: string;
  column_a?: readonly string[];
  column_b?: readonly string[];
  /** The explanation and common-mistakes lines printed with the key. */
  notes?: readonly string[];
}

/** A text as words only: lower case, labels and punctuation gone, one space between words. */
export function plainWords(text: string): string {
  return text
    .replace(/^([A-F]|\d+)\.\s+/, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words that say how a question asks, not what: "name", "word", "meant", "term". */
export const ASKING = new Set([
  'name',
  'word',
  'give',
  'meant',
  'mean',
  'term',
  'called',
  'define',
  'state',
]);

/** Those and the words of the stems that frame an item ("Fill in the blank", "best describes"). */
const ASK_WORDS = new Set([
  ...ASKING,
  'fill',
  'blank',
  'describes',
  'best',
  'true',
  'false',
  'result',
  'happens',
]);

/**
 * What an item asks: a statement the student must give or choose (more than three words: a
 * meaning, a result, a fact), or a term (a name, a blank's word, a match row's term) with the
 * words that cue it (its stem, its row's meaning).
 */
export type Asked =
  { kind: 'statement'; key: string } | { kind: 'term'; key: string; clue: Set<string> };

const clueOf = (text: string, key: string) => {
  const own = contentWords(key);
  return new Set([...contentWords(text)].filter((w) => !own.has(w) && !ASK_WORDS.has(w)));
};

function contentWords(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
      (word) => word.length > 2 && !STOP_WORDS.has(word),
    ),
  );
}

const STOP_WORDS = new Set([
  'the',
  'and',
  'for',
  'are',
  'was',
  'were',
  'with',
  'that',
  'this',
  'which',
  'what',
  'from',
  'into',
  'its',
  'his',
  'her',
  'their',
  'has',
  'have',
  'had',
  'not',
  'but',
  'one',
  'all',
  'these',
  'those',
  'each',
  'than',
  'then',
  'there',
  'they',
  'them',
  'can',
  'may',
  'how',
  'why',
  'who',
  'when',
  'where',
  'does',
  'did',
  'been',
  'being',
  'also',
  'such',
  'some',
  'more',
  'most',
  'other',
  'any',
]);

/** The rows of a match as "term meaning" pairs, by its key ("1-C, 2-A"). */
function matchPairs(item: SheetItem): { term: string; meaning: string }[] {
  const a = item.column_a ?? [];
  const b = item.column_b ?? [];
  return [...item.answer.matchAll(/(\d+)-([A-F])/g)]
    .map(([, row, letter]) => ({
      term: a[Number(row) - 1] ?? '',
      meaning: b['ABCDEF'.indexOf(letter)] ?? '',
    }))
    .filter((pair) => pair.term && pair.meaning);
}

/** A long task's model answer in its parts ("(a) … (b) …"), without the marking scheme. */
function modelParts(answer: string): string[] {
  const model = answer
    .replace(/^Model answer:\s*/, '')
    .split(/\s*(?:Marking scheme|Success criteria)\b/)[0];
  const parts = model.split(/\s*\([a-h]\)\s+/).filter((part) => part.trim().length > 0);
  return parts.length > 1 ? parts : [];
}

/** Each item's keys and print, worked out once. */
const askedMemo = new WeakMap<SheetItem, Asked[]>();
const printedMemo = new WeakMap<SheetItem, string[]>();

/** The keys an item asks for (a true/false asks no key of its own: its statement is shown). */
export function askedOf(item: SheetItem): Asked[] {
  const known = askedMemo.get(item);
  if (known) return known;
  const keys = askingKeys(item);
  askedMemo.set(item, keys);
  return keys;
}

function askingKeys(item: SheetItem): Asked[] {
  if (/true or false:/i.test(item.question)) return [];
  if (item.column_a && item.column_b)
    return matchPairs(item).map(({ term, meaning }) =>
      asked(plainWords(term), contentWords(meaning)),
    );
  const keys = /^(Model answer|Success criteria)/.test(item.answer)
    ? modelParts(item.answer)
    : item.options.length > 0
      ? item.answer.split('; ')
      : [item.answer.replace(/^(No|Yes)\.\s+/, '')];
  return keys
    .map((key) => plainWords(key))
    .filter((key) => key.length > 0 && !/^[\p{N}\s]+$/u.test(key))
    .map((key) => asked(key, clueOf(item.question, key)));
}

function asked(key: string, clue: Set<string>): Asked {
  return key.split(' ').length > 3 ? { kind: 'statement', key } : { kind: 'term', key, clue };
}

/**
 * The pieces an item prints, each words only: its stem with its key (a question and its answer
 * read as one statement), each option, each match row with its pair, and each sentence of the
 * key and the notes.
 */
export function printedUnits(item: SheetItem): string[] {
  const known = printedMemo.get(item);
  if (known) return known;
  const units = printing(item);
  printedMemo.set(item, units);
  return units;
}

function printing(item: SheetItem): string[] {
  const sentences = (text: string) => text.split(/(?<=[.!?;])\s+/);
  return [
    `${item.question} ${item.answer}`,
    item.question,
    ...item.options,
    ...matchPairs(item).map(({ term, meaning }) => `${term} ${meaning}`),
    ...(item.column_b ?? []),
    ...sentences(item.answer),
    ...(item.notes ?? []).flatMap(sentences),
  ]
    .map(plainWords)
    .filter((text) => text.length > 0);
}

const within = (text: string, words: string) => ` ${text} `.includes(` ${words} `);

/**
 * Whether one piece of print answers an asked key: a statement printed in it, or a term printed
 * with the words that cue it (at least three of them and a third: "the land-revenue system …
 * based on careful surveys" beside "zabt" answers the blank on Todar Mal's survey).
 */
function answers(units: readonly string[], key: Asked): boolean {
  // A statement in any of the print, however it was split into sentences.
  if (key.kind === 'statement') return within(units.join(' '), key.key);
  if (key.clue.size === 0) return false;
  const share = (text: string) => {
    const words = contentWords(text);
    return [...key.clue].filter((word) => words.has(word)).length;
  };
  const cued = (shared: number) =>
    shared >= Math.min(3, key.clue.size) && shared / key.clue.size >= 0.34;
  if (units.some((text) => within(text, key.key) && cued(share(text)))) return true;
  // Or the term named anywhere and its cue (a meaning) printed whole elsewhere: "the history of
  // Akbar's reign written by Abul Fazl" as an option, with "Akbar Nama" among the other options'
  // names, answers "Give the word for …".
  if (key.clue.size < 4 || !units.some((text) => within(text, key.key))) return false;
  return units.some((text) => share(text) / key.clue.size >= 0.8);
}

/** The first key of `asker` that `printer` prints (stem, options, rows, key or notes), if any. */
export function revealedBy(printer: SheetItem, asker: SheetItem): string | null {
  const units = printedUnits(printer);
  return askedOf(asker).find((key) => answers(units, key))?.key ?? null;
}

/** Whether two items ask one key (the same meaning, term or result, however it is asked). */
export function sameAsk(a: SheetItem, b: SheetItem): boolean {
  const theirs = new Set(askedOf(b).map((key) => key.key));
  return askedOf(a).some((key) => theirs.has(key.key));
}
