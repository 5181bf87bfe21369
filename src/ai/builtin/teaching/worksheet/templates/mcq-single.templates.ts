import { fitsDocument } from 'src/ai/builtin/teaching/worksheet/document/document-rules';
import {
  namesAPerson,
  notFitting,
  notMeaning,
} from 'src/ai/builtin/teaching/worksheet/document/fitting-options';
import { shuffle } from 'src/ai/builtin/seeded-random';
import { sameKindTerms, type TermLike } from 'src/ai/builtin/teaching/worksheet/distractors';
import { standaloneTerms } from 'src/ai/builtin/teaching/worksheet/term-matches';
import { editStatement, termsIn } from 'src/ai/builtin/teaching/worksheet/statement-edits';
import {
  aboutAll,
  leastUsed,
} from 'src/ai/builtin/teaching/worksheet/templates/mcq-multiple.templates';
import {
  blankOut,
  givenAway,
  labelOptions,
  quote,
} from 'src/ai/builtin/teaching/worksheet/text-kit';
import {
  definitionOf,
  fromText,
  hasDefinition,
  pickStatement,
  pickTerm,
  type Draft,
  type Template,
  type WriterContext,
} from 'src/ai/builtin/teaching/worksheet/writer-context';

const OPTIONS = 4;
/** Wrong options read for a term, before those that are also right go. */
const CANDIDATES = 8;

/** Shuffles the answer among the wrong options and labels them "A. …". */
export function singleChoice(
  ctx: WriterContext,
  question: string,
  answer: string,
  wrong: string[],
  grounding: string,
  terms: string[],
  sentences: number[] = [],
): Draft {
  const options = shuffle([answer, ...wrong.slice(0, OPTIONS - 1)], ctx.random);
  const labelled = labelOptions(options);
  return {
    question,
    options: labelled,
    answer: labelled[options.indexOf(answer)],
    grounding,
    terms,
    sentences,
  };
}

/**
 * Three wrong options of the key's kind that no student could defend: the candidates read for
 * the term, less those `fair` finds would also be right.
 */
async function wrongOptions(
  ctx: WriterContext,
  term: TermLike,
  difficulty: Parameters<typeof sameKindTerms>[4],
  fair: (candidates: TermLike[]) => Promise<TermLike[]>,
): Promise<TermLike[]> {
  const candidates = await sameKindTerms(ctx.wordnet, ctx.analysis, term, CANDIDATES, difficulty);
  return (await fair(candidates)).slice(0, OPTIONS - 1);
}

/**
 * What a term means, for a wrong option. From a document only the document's own definition: a
 * WordNet gloss ("The fluid (red in vertebrates) …", "… vocalizations emerge") is a sentence the
 * student never read, ruled out by its wording alone.
 */
function definitionText(ctx: WriterContext, term: TermLike): string | null {
  const known = ctx.analysis.terms.find((item) => item.label === term.label);
  const own = known && definitionOf(ctx, known);
  if (ctx.analysis.origin === 'documents') return own && own.origin === 'source' ? own.text : null;
  return own?.text ?? term.sense?.definition ?? null;
}

const termForMeaning: Template = {
  name: 'term-for-meaning',
  blooms: ['remember', 'understand'],
  async write(ctx, slot, attempt) {
    const term = pickTerm(ctx, attempt, hasDefinition(ctx));
    const definition = term && definitionOf(ctx, term);
    if (!term || !definition) return null;
    const wrong = await wrongOptions(ctx, term, slot.difficulty, (candidates) =>
      notMeaning(ctx.wordnet, ctx.analysis, term, definition.text, candidates),
    );
    if (wrong.length < 3) return null;
    const question = `Which term means ${quote(definition.text)}?`;
    return singleChoice(
      ctx,
      question,
      term.label,
      wrong.map((w) => w.label),
      definition.grounding,
      [term.key],
    );
  },
};

const meaningOfTerm: Template = {
  name: 'meaning-of-term',
  blooms: ['understand', 'remember'],
  async write(ctx, slot, attempt) {
    const term = pickTerm(ctx, attempt, hasDefinition(ctx));
    const definition = term && definitionOf(ctx, term);
    if (!term || !definition) return null;
    const others = await sameKindTerms(ctx.wordnet, ctx.analysis, term, 6, slot.difficulty);
    const wrong = [
      ...new Set(others.map((other) => definitionText(ctx, other)).filter((text) => text !== null)),
    ].filter((text) => text !== definition.text);
    if (wrong.length < 3) return null;
    const question = `Which of the following best describes ${term.label}${fromText(ctx)}?`;
    return singleChoice(ctx, question, definition.text, wrong, definition.grounding, [term.key]);
  },
};

const completeSentence: Template = {
  name: 'complete-sentence',
  blooms: ['apply', 'create', 'understand'],
  async write(ctx, slot, attempt) {
    const sentence = pickStatement(ctx, attempt);
    if (!sentence) return null;
    for (const { term, text } of standaloneTerms(ctx.analysis, sentence)) {
      const blanked = blankOut(sentence.text, [text]);
      if (!blanked || givenAway(blanked.text, blanked.answer) || namesAPerson(term)) continue;
      const wrong = await wrongOptions(ctx, term, slot.difficulty, (candidates) =>
        notFitting(ctx.wordnet, ctx.analysis, sentence, blanked.text, term, candidates),
      );
      if (wrong.length < 3) continue;
      const question = `Which term correctly completes the sentence: ${quote(blanked.text)}?`;
      const answer =
        blanked.answer.toLowerCase() === term.label.toLowerCase() ? term.label : blanked.answer;
      const draft = singleChoice(
        ctx,
        question,
        answer,
        wrong.map((w) => w.label),
        sentence.text,
        [term.key],
        [sentence.id],
      );
      if (fitsDocument(ctx, draft)) return draft;
    }
    return null;
  },
};

/** One wording a slot: two such items without a subject do not print the same stem. */
const STEMS: ((subject: string) => string)[] = [
  (subject) => `Which of the following statements${subject} is accurate`,
  (subject) => `Which of these statements${subject} is true`,
  (subject) => `Which one of these statements${subject} is correct`,
];

const accurateStatement: Template = {
  name: 'accurate-statement',
  blooms: ['evaluate', 'analyze', 'create'],
  async write(ctx, slot, attempt) {
    const sentence = pickStatement(ctx, attempt);
    if (!sentence) return null;
    const wrong: string[] = [];
    const edited: number[] = [];
    for (const other of leastUsed(ctx)) {
      if (wrong.length >= 3) break;
      if (other.id === sentence.id) continue;
      const edit = await editStatement(
        ctx.wordnet,
        ctx.analysis,
        other,
        slot.difficulty,
        wrong.length,
      );
      if (edit && !wrong.includes(edit.text)) {
        wrong.push(edit.text);
        edited.push(other.id);
      }
    }
    if (wrong.length < 3) return null;
    const [about] = termsIn(ctx.analysis, sentence);
    const subject = aboutAll(about, [sentence.text, ...wrong]);
    const stem = STEMS[(slot.index + attempt) % STEMS.length];
    const question = `${stem(subject)}${fromText(ctx)}?`;
    return singleChoice(
      ctx,
      question,
      sentence.text,
      wrong,
      sentence.text,
      [],
      [sentence.id, ...edited],
    );
  },
};

/** Single-answer MCQs: four options, one right, three of the answer's kind. */
export const MCQ_SINGLE_TEMPLATES: Template[] = [
  completeSentence,
  accurateStatement,
  termForMeaning,
  meaningOfTerm,
];
