import { BLANK, findForm } from 'src/ai/builtin/teaching/worksheet/text-kit';
import type { KeyTerm } from 'src/ai/builtin/teaching/source/source-model';
import type { Draft, WriterContext } from 'src/ai/builtin/teaching/worksheet/writer-context';

/** Words that carry grammar, not content: a blank on one tests English, not the document. */
export const FUNCTION_WORDS = new Set(
  (
    'a an the this that these those some any each every no ' +
    'i me my we us our you your he him his she her it its they them their who whom whose which what ' +
    'is are was were be been being am do does did has have had will would shall should can could may might must ' +
    'of in on at by for with from to into onto upon over under about as than and or but nor so yet if then ' +
    'not there here very too also just only all both either neither such'
  ).split(' '),
);

const LABEL = /^[A-F]\.\s*/;

/** Plural by its ending, as a student reading "_____ are" would judge an option. */
const plural = (word: string) => /[^su]s$/i.test(word.trim().split(/\s+/).pop() ?? '');

/** A term in this share of the text's sentences is what every sentence is about: no test. */
const EVERYWHERE = 0.3;

/** Whether the term is in so much of the text that naming it says nothing in particular. */
export function everywhere(ctx: WriterContext, term: KeyTerm): boolean {
  return term.sentenceIds.length >= EVERYWHERE * ctx.analysis.sentences.length;
}

/**
 * Whether a blank asks for something the sentence does not give away: one blank, its word not
 * said again in the sentence ("As the Moon moves around the _____" with "Moon" as the key, or
 * "new _____" beside "The _____"), and not the text's subject itself, which fits any blank.
 */
function testsAnIdea(ctx: WriterContext, question: string, key: string, term: KeyTerm): boolean {
  if (question.split(BLANK).length !== 2) return false;
  const words = (text: string) => text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
  const stem = new Set(words(question));
  if (words(key).some((word) => stem.has(word))) return false;
  return !everywhere(ctx, term);
}

/**
 * Whether a draft written from a teacher's document is one a teacher would keep: a blank is a
 * key term of the document (never a function word, never half of a name such as "Charcoal
 * _____"), a word the sentence does not give away, and the options of a completed sentence are
 * the document's own words, all of the number the key has (so grammar alone answers nothing).
 */
export function fitsDocument(ctx: WriterContext, draft: Draft): boolean {
  const { analysis } = ctx;
  if (analysis.origin !== 'documents' || !draft.question.includes(BLANK)) return true;
  const key = draft.answer.replace(LABEL, '').trim();
  if (key.split(/\s+/).every((word) => FUNCTION_WORDS.has(word.toLowerCase()))) return false;
  const term = analysis.terms.find((t) => t.forms.some((form) => form === key.toLowerCase()));
  if (!term || !testsAnIdea(ctx, draft.question, key, term)) return false;
  // A capital beside the blank, mid-sentence, makes the blank part of a name.
  const around = new RegExp(`(\\S+)\\s+${BLANK}|${BLANK}\\s+(\\S+)`, 'g');
  for (const match of draft.question.matchAll(around)) {
    const word = (match[1] ?? match[2] ?? '').replace(/^["“(]+/, '');
    const start = match.index === 0 || /[:"“]$/.test(word);
    if (/^\p{Lu}/u.test(word) && !start && !/^(I|The|A|An)$/.test(word)) return false;
  }
  if (draft.options.length === 0) return true;
  const options = draft.options.map((o) => o.replace(LABEL, ''));
  // Off the key's number an option is ruled out by ear ("Shines" for "phases"), in any slot.
  const agree = (option: string) => plural(option) === plural(key);
  return options.every((option) => !!findForm(analysis.text, option) && agree(option));
}
