import { fitsDocument } from 'src/ai/builtin/teaching/worksheet/document/document-rules';
import { hashText, shuffle } from 'src/ai/builtin/seeded-random';
import { standaloneTerms } from 'src/ai/builtin/teaching/worksheet/term-matches';
import { editStatement, termsIn } from 'src/ai/builtin/teaching/worksheet/statement-edits';
import {
  blankOut,
  givenAway,
  capitalise,
  letter,
} from 'src/ai/builtin/teaching/worksheet/text-kit';
import {
  hasDefinition,
  pickStatement,
  type Template,
  type WriterContext,
} from 'src/ai/builtin/teaching/worksheet/writer-context';

const FALSE_ATTEMPTS = 6;

/**
 * About half the true/false items false, at least one on every sheet, and which ones set by the
 * sheet's seed so regenerating gives the same answer key.
 */
export function isFalseSlot(ctx: WriterContext, index: number, attempt: number): boolean {
  if (!ctx.sheet) return (index + attempt + Math.floor(ctx.random() * 2)) % 2 === 0;
  const count = ctx.sheet.slots.true_false ?? 1;
  if (count <= 1) return true;
  return (index + hashText(`${ctx.sheet.seed}|true_false`)) % 2 === 0;
}

const trueOrFalse: Template = {
  name: 'true-or-false',
  blooms: ['remember', 'understand', 'analyze', 'evaluate'],
  async write(ctx, slot, attempt) {
    let sentence = pickStatement(ctx, attempt);
    if (!sentence) return null;
    const wantFalse = isFalseSlot(ctx, slot.index, attempt);
    // A swap with another term of the document's first: it tests the idea, not the grammar.
    // A false slot's attempt-th try is the attempt-th sentence that can be made false, least
    // used first: on a short text the few such sentences are not all passed over.
    let edit = null;
    for (let next = attempt; wantFalse && !edit; next += 1) {
      const candidate = pickStatement(ctx, next);
      if (!candidate) break;
      edit = await editStatement(ctx.wordnet, ctx.analysis, candidate, slot.difficulty, 0);
      if (edit) sentence = candidate;
    }
    // A false slot tries other sentences before it settles for a true statement.
    if (wantFalse && !edit && attempt < FALSE_ATTEMPTS) return null;
    const terms = termsIn(ctx.analysis, sentence).map((t) => t.key);
    return {
      question: `True or false: ${edit ? edit.text : sentence.text}`,
      options: [],
      answer: edit ? 'False' : 'True',
      grounding: sentence.text,
      terms,
      sentences: [sentence.id],
    };
  },
};

const fillBlank: Template = {
  name: 'fill-blank',
  blooms: ['remember', 'understand', 'apply'],
  write(ctx, _slot, attempt) {
    const sentence = pickStatement(ctx, attempt);
    if (!sentence) return Promise.resolve(null);
    for (const { term, text } of standaloneTerms(ctx.analysis, sentence)) {
      const blanked = blankOut(sentence.text, [text]);
      if (!blanked || givenAway(blanked.text, blanked.answer)) continue;
      const draft = {
        question: `Fill in the blank: ${blanked.text}`,
        options: [],
        answer: blanked.answer,
        grounding: sentence.text,
        terms: [term.key],
        sentences: [sentence.id],
      };
      if (fitsDocument(ctx, draft)) return Promise.resolve(draft);
    }
    return Promise.resolve(null);
  },
};

const PAIRS = 4;

/** Term–meaning pairs, a different window of the defined terms on each attempt. */
function matchPairs(ctx: WriterContext, attempt: number) {
  const defined = ctx.analysis.terms
    // Only meanings the text states: a dictionary gloss may be another sense of the word.
    .filter(
      (term) =>
        hasDefinition(ctx)(term) && ctx.analysis.definitions.get(term.key)?.origin === 'source',
    )
    .map((term, rank) => ({ term, rank, use: ctx.termUse.get(term.key) ?? 0 }))
    .sort((a, b) => a.use - b.use || a.rank - b.rank)
    .map(({ term }) => term);
  if (defined.length < 3) return null;
  const start = attempt % defined.length;
  const window = [...defined.slice(start), ...defined.slice(0, start)].slice(0, PAIRS);
  const seen = new Set<string>();
  const pairs = window
    .map((term) => ({ term, definition: ctx.analysis.definitions.get(term.key) }))
    .filter(
      (pair) =>
        pair.definition && !seen.has(pair.definition.text) && seen.add(pair.definition.text),
    );
  return pairs.length >= 3 ? pairs : null;
}

const matchMeanings: Template = {
  name: 'match-meanings',
  blooms: ['remember', 'understand', 'apply', 'analyze', 'evaluate', 'create'],
  write(ctx, _slot, attempt) {
    const pairs = matchPairs(ctx, attempt);
    if (!pairs) return Promise.resolve(null);
    const order = shuffle(
      pairs.map((_, i) => i),
      ctx.random,
    );
    const columnB = order.map(
      (i, at) => `${letter(at)}. ${capitalise(pairs[i].definition?.text ?? '')}`,
    );
    const answer = pairs.map((_, i) => `${i + 1}-${letter(order.indexOf(i))}`).join(', ');
    return Promise.resolve({
      // The terms in the question keep two matching exercises of one worksheet apart.
      question: `Match each term in Column A (${pairs.map((pair) => pair.term.label).join(', ')}) with its meaning in Column B.`,
      options: [],
      answer,
      column_a: pairs.map((pair, i) => `${i + 1}. ${capitalise(pair.term.label)}`),
      column_b: columnB,
      grounding: pairs.map((pair) => pair.definition?.grounding ?? '').join(' '),
      terms: pairs.map((pair) => pair.term.key),
      sentences: [],
    });
  },
};

export const TRUE_FALSE_TEMPLATES: Template[] = [trueOrFalse];
export const FILL_TEMPLATES: Template[] = [fillBlank];
export const MATCH_TEMPLATES: Template[] = [matchMeanings];
