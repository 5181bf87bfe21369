import { shuffle } from 'src/ai/builtin/seeded-random';
import { editStatement, termsIn } from 'src/ai/builtin/teaching/worksheet/statement-edits';
import type { KeyTerm } from 'src/ai/builtin/teaching/source/source-model';
import type { SourceSentence } from 'src/ai/builtin/language/text/page-sentences';
import { findForm, labelOptions } from 'src/ai/builtin/teaching/worksheet/text-kit';
import {
  fromText,
  pickStatement,
  type Draft,
  type Template,
  type WriterContext,
} from 'src/ai/builtin/teaching/worksheet/writer-context';

const MAX_OPTIONS = 6;

/** Whether the sentence names the term in so many words, not by a pronoun. */
function names(sentence: SourceSentence, term: KeyTerm): boolean {
  return term.forms.some((form) => findForm(sentence.text, form));
}

/**
 * " about the plant" when every option is about the term, else nothing: a subject that only the
 * key names gives the key away, and "statements about plant" is not English. A name or a plural
 * stands alone ("about Tobin", "about root hairs"); any other noun takes "the".
 */
export function aboutAll(term: KeyTerm | undefined, options: readonly string[]): string {
  if (!term || !options.every((o) => term.forms.some((form) => !!findForm(o, form)))) return '';
  const bare = term.kind === 'name' || /^\p{Lu}/u.test(term.label) || /[^s]s$/.test(term.label);
  return ` about ${bare ? term.label : `the ${term.label}`}`;
}

/** A sentence the key can list: the key's answers are separated by "; ". */
const listable = (sentence: SourceSentence) => !sentence.text.includes('; ');

/** Two or three right answers among up to six options; the answer lists every right one. */
function multipleChoice(
  ctx: WriterContext,
  question: string,
  right: string[],
  wrong: string[],
  grounding: string,
  terms: string[],
  sentences: number[] = [],
): Draft {
  const options = shuffle([...right, ...wrong].slice(0, MAX_OPTIONS), ctx.random);
  const labelled = labelOptions(options);
  const answer = labelled.filter((_, i) => right.includes(options[i])).join('; ');
  return { question, options: labelled, answer, grounding, terms, sentences };
}

/**
 * The stem in a few wordings, one per attempt: a sheet with three such items (the web app's
 * default asks for three) does not print the same question twice.
 */
const STEMS: ((subject: string) => string)[] = [
  (subject) => `Which of the following statements${subject} are accurate`,
  (subject) => `Which of these statements${subject} are true`,
  (subject) => `Which of these statements${subject} are correct`,
];

/**
 * The text's statements, those no earlier item of the sheet used first (then in the text's
 * order): a wrong option edited from the sentence a true-or-false item or a blank already asks
 * puts one sentence on the sheet twice.
 */
export function leastUsed(ctx: WriterContext): SourceSentence[] {
  const use = (s: SourceSentence) => ctx.sentenceUse.get(s.id) ?? 0;
  return [...ctx.analysis.statements].sort((a, b) => use(a) - use(b) || a.id - b.id);
}

const trueStatements: Template = {
  name: 'true-statements',
  blooms: ['analyze', 'evaluate', 'create', 'understand'],
  async write(ctx, slot, attempt) {
    const first = pickStatement(ctx, attempt, listable);
    if (!first) return null;
    // "Statements about X" keys only sentences that name X: a "he" may be someone else.
    const about = termsIn(ctx.analysis, first).find((term) => names(first, term));
    const namesAbout =
      about &&
      pickStatement(ctx, attempt, (s) => s.id !== first.id && listable(s) && names(s, about));
    const second =
      namesAbout || pickStatement(ctx, attempt + 1, (s) => s.id !== first.id && listable(s));
    if (!second) return null;
    const right = [first, second];
    const wrong: string[] = [];
    const edited: number[] = [];
    for (const other of leastUsed(ctx)) {
      if (wrong.length >= 3) break;
      if (right.some((s) => s.id === other.id) || !listable(other)) continue;
      const edit = await editStatement(
        ctx.wordnet,
        ctx.analysis,
        other,
        slot.difficulty,
        attempt + wrong.length,
      );
      if (edit && !wrong.includes(edit.text)) {
        wrong.push(edit.text);
        edited.push(other.id);
      }
    }
    if (wrong.length < 2) return null;
    const subject = aboutAll(about, [...right.map((s) => s.text), ...wrong]);
    const question = `${STEMS[(slot.index + attempt) % STEMS.length](subject)}${fromText(ctx)}? Choose all that apply.`;
    return multipleChoice(
      ctx,
      question,
      right.map((s) => s.text),
      wrong,
      right.map((s) => s.text).join(' '),
      [],
      // The edited sentences are on the sheet too: later items take others first.
      [...right.map((s) => s.id), ...edited],
    );
  },
};

/**
 * Multiple-answer MCQs: which statements the text supports. "Which of these are mentioned in the
 * text?" is not asked: it tests word spotting, against WordNet neighbours no reader would confuse.
 */
export const MCQ_MULTIPLE_TEMPLATES: Template[] = [trueStatements];
