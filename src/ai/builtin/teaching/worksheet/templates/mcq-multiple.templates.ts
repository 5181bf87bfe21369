import { shuffle } from 'src/ai/builtin/teaching/seeded-random';
import { mostFamiliar } from 'src/ai/builtin/teaching/wordnet/familiarity';
import type { Synset } from 'src/ai/builtin/teaching/wordnet/word-net';
import { clashes, sameKindTerms } from 'src/ai/builtin/teaching/worksheet/distractors';
import { editStatement, termsIn } from 'src/ai/builtin/teaching/worksheet/statement-edits';
import { findForm, labelOptions, listWords } from 'src/ai/builtin/teaching/worksheet/text-kit';
import {
  fromText,
  pickStatement,
  pickTerm,
  type Draft,
  type Template,
  type WriterContext,
} from 'src/ai/builtin/teaching/worksheet/writer-context';

const MAX_OPTIONS = 6;

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

function rightCount(attempt: number): number {
  return 2 + (attempt % 2);
}

/**
 * Wrong answers for "which are kinds of X": kinds of X's siblings (same level, same kind of
 * thing, but not kinds of X), the most familiar first; X's siblings themselves if none.
 */
async function cousins(ctx: WriterContext, sense: Synset, right: Synset[], count: number) {
  const { wordnet } = ctx;
  const taken = right.map((k) => k.words[0]);
  const kinds = new Set(right.map((k) => k.lexName));
  const found: string[] = [];
  const consider = async (candidate: Synset) => {
    const label = candidate.words[0];
    if (found.length >= count || [...taken, ...found].some((t) => clashes(t, label))) return;
    // WordNet's upper levels cross lexicographer files; a distractor stays in the answers' file.
    if (!kinds.has(candidate.lexName)) return;
    if (candidate.id === sense.id || (await wordnet.isKindOf(candidate, sense))) return;
    found.push(label);
  };
  const siblings = await mostFamiliar(wordnet, await wordnet.siblings(sense, 40), 6, true);
  for (const sibling of siblings) {
    const kinds = await mostFamiliar(
      wordnet,
      await wordnet.related(sibling, 'hyponym', 40),
      2,
      true,
    );
    for (const kind of kinds) await consider(kind);
  }
  for (const sibling of siblings) await consider(sibling);
  return found;
}

const kindsOf: Template = {
  name: 'kinds-of',
  blooms: ['understand', 'apply', 'remember'],
  async write(ctx, slot, attempt) {
    const term = pickTerm(ctx, attempt, (t) => t.sense !== null);
    if (!term?.sense) return null;
    const kinds = await mostFamiliar(
      ctx.wordnet,
      await ctx.wordnet.related(term.sense, 'hyponym', 40),
      3,
      true,
    );
    const count = Math.min(kinds.length, rightCount(attempt));
    if (count < 2) return null;
    const right = kinds.slice(0, count);
    const wrong = await cousins(ctx, term.sense, right, 3);
    if (wrong.length < 2) return null;
    const labels = right.map((k) => k.words[0]);
    const question = `Which of the following are kinds of ${term.label}? Choose all that apply.`;
    const grounding = `Kinds of ${term.sense.words[0]} include ${listWords(kinds.map((k) => k.words[0]))} (WordNet)`;
    return multipleChoice(ctx, question, labels, wrong, grounding, [term.key]);
  },
};

const kindsOfParent: Template = {
  name: 'kinds-of-parent',
  blooms: ['understand', 'analyze', 'apply'],
  async write(ctx, _slot, attempt) {
    const term = pickTerm(ctx, attempt, (t) => t.sense !== null);
    if (!term?.sense) return null;
    const [parent] = await ctx.wordnet.related(term.sense, 'hypernym', 1);
    if (!parent) return null;
    const siblings = await mostFamiliar(
      ctx.wordnet,
      await ctx.wordnet.siblings(term.sense, 40),
      2,
      true,
    );
    const right = [term.sense, ...siblings.slice(0, rightCount(attempt) - 1)];
    if (right.length < 2) return null;
    const wrong = await cousins(ctx, parent, right, 3);
    if (wrong.length < 2) return null;
    const labels = [term.label, ...right.slice(1).map((k) => k.words[0])];
    const question = `Which of the following are kinds of ${parent.words[0]}? Choose all that apply.`;
    const grounding = `${term.label} and ${listWords(right.slice(1).map((k) => k.words[0]))} are kinds of ${parent.words[0]}: ${parent.definition} (WordNet)`;
    return multipleChoice(ctx, question, labels, wrong, grounding, [term.key]);
  },
};

const namedInText: Template = {
  name: 'named-in-text',
  blooms: ['remember', 'understand'],
  async write(ctx, slot, attempt) {
    if (ctx.analysis.origin !== 'documents') return null;
    const lead = pickTerm(ctx, attempt, (t) => t.kind !== 'term');
    if (!lead) return null;
    const peers = ctx.analysis.terms.filter(
      (t) => t.kind === lead.kind && t.key !== lead.key && !clashes(t.label, lead.label),
    );
    const right = [
      lead,
      ...peers.slice(
        attempt % Math.max(1, peers.length),
        (attempt % Math.max(1, peers.length)) + 1,
      ),
    ];
    if (right.length < 2) return null;
    const wrong = (
      await sameKindTerms(
        ctx.wordnet,
        ctx.analysis,
        lead,
        12,
        'hard',
        right.map((t) => t.label),
      )
    )
      .filter((candidate) => !findForm(ctx.analysis.text, candidate.label))
      .slice(0, 3);
    if (wrong.length < 2) return null;
    const question = 'Which of the following are mentioned in the text? Choose all that apply.';
    const grounding = right
      .map((t) => ctx.analysis.sentences[t.sentenceIds[0]]?.text ?? t.label)
      .join(' ');
    return multipleChoice(
      ctx,
      question,
      right.map((t) => t.label),
      wrong.map((w) => w.label),
      grounding,
      right.map((t) => t.key),
    );
  },
};

const trueStatements: Template = {
  name: 'true-statements',
  blooms: ['analyze', 'evaluate', 'create', 'understand'],
  async write(ctx, slot, attempt) {
    const first = pickStatement(ctx, attempt);
    if (!first) return null;
    const second = pickStatement(ctx, attempt + 1, (s) => s.id !== first.id);
    if (!second) return null;
    const right = [first, second];
    const wrong: string[] = [];
    for (const other of ctx.analysis.statements) {
      if (wrong.length >= 3) break;
      if (right.some((s) => s.id === other.id)) continue;
      const edit = await editStatement(
        ctx.wordnet,
        ctx.analysis,
        other,
        slot.difficulty,
        attempt + wrong.length,
      );
      if (edit && !wrong.includes(edit.text)) wrong.push(edit.text);
    }
    if (wrong.length < 2) return null;
    const [about] = termsIn(ctx.analysis, first);
    const subject = about ? ` about ${about.label}` : '';
    const question = `Which of the following statements${subject} are accurate${fromText(ctx)}? Choose all that apply.`;
    return multipleChoice(
      ctx,
      question,
      right.map((s) => s.text),
      wrong,
      right.map((s) => s.text).join(' '),
      [],
      right.map((s) => s.id),
    );
  },
};

/** Multiple-answer MCQs: at least two right options, at most six in all. */
export const MCQ_MULTIPLE_TEMPLATES: Template[] = [
  kindsOf,
  kindsOfParent,
  namedInText,
  trueStatements,
];
