import type { SourceSentence } from 'src/ai/builtin/language/text/page-sentences';
import type { KeyTerm } from 'src/ai/builtin/teaching/source/source-model';
import { coordinate } from 'src/ai/builtin/teaching/worksheet/statement-edits';
import { capitalise, findForm } from 'src/ai/builtin/teaching/worksheet/text-kit';
import { pickStatement, type Template } from 'src/ai/builtin/teaching/worksheet/writer-context';
import { quoted, stop } from 'src/ai/builtin/teaching/worksheet/document/narration';

/**
 * Expository questions that ask what the text teaches: what a thing is called (its own "X is
 * called Y"), what a cause leads to (its own "…, so …"), why something is so (its own
 * "because"), and how two things of one kind differ (two sentences about co-ordinate terms).
 */

const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** "The point … where the rocks first break is called the focus." */
const CALLED = /^(.{10,}?) (is|are) (?:called|known as) ((?:the |an? )?[\p{L}][\p{L} -]{1,40})$/u;
/** "This is called soil erosion." after the sentence that says what "this" is. */
const THIS_CALLED =
  /^(this|these|it|that)( process)? (is|are) (?:called|known as) ([\p{L}][\p{L} -]{1,40})$/iu;

const whatIsItCalled: Template = {
  name: 'what-is-it-called',
  blooms: ['remember', 'understand'],
  write(ctx, _slot, attempt) {
    const { sentences } = ctx.analysis;
    const previous = (s: SourceSentence) =>
      sentences.find((o) => o.id === s.id - 1 && o.document === s.document && !quoted(o.text));
    const item = (s: SourceSentence) => {
      const text = stop(s.text);
      const self = THIS_CALLED.exec(text);
      const before = self && previous(s);
      if (self && before)
        return {
          ask: `Read this from the text: "${stop(before.text)}." What is this called?`,
          name: self[4],
          grounding: `${before.text} ${s.text}`,
        };
      const named = !self ? CALLED.exec(text) : null;
      if (!named || /^(it|they|this|these|that)\b/i.test(named[1])) return null;
      const what = lowerFirst(named[1].replace(/^(This|These|That)\b/, 'The'));
      return { ask: `What ${named[2]} ${what} called?`, name: named[3], grounding: s.text };
    };
    const sentence = pickStatement(ctx, attempt, (s) => !quoted(s.text) && item(s) !== null);
    const found = sentence && item(sentence);
    if (!sentence || !found) return Promise.resolve(null);
    return Promise.resolve({
      question: found.ask,
      options: [],
      answer: `${capitalise(found.name.replace(/^(the|an?) /i, ''))}.`,
      grounding: found.grounding,
      terms: ctx.analysis.terms.filter((t) => !!findForm(found.name, t.label)).map((t) => t.key),
      sentences: [sentence.id],
    });
  },
};

/** "Sandy soil has large particles …, so water drains through it quickly." */
const SO = /^(.{15,}?), so (?!that\b)(.{10,})$/;

const whatItLeadsTo: Template = {
  name: 'cause-and-effect',
  blooms: ['understand', 'apply', 'analyze'],
  write(ctx, _slot, attempt) {
    const sentence = pickStatement(ctx, attempt, (s) => !quoted(s.text) && SO.test(stop(s.text)));
    const match = sentence && SO.exec(stop(sentence.text));
    if (!sentence || !match || /^(it|they|this|these)\b/i.test(match[1]))
      return Promise.resolve(null);
    return Promise.resolve({
      question: `According to the text, what is the result of this: ${lowerFirst(match[1])}?`,
      options: [],
      answer: `${capitalise(match[2])}.`,
      grounding: sentence.text,
      terms: [],
      sentences: [sentence.id],
    });
  },
};

/** "Arteries have thick, elastic walls because the blood in them is under high pressure." */
const BECAUSE = /^(.{12,}?),? because (?!of\b)(.{10,})$/i;

const whyIsItSo: Template = {
  name: 'why-is-it-so',
  blooms: ['understand', 'analyze', 'apply'],
  write(ctx, _slot, attempt) {
    const sentence = pickStatement(
      ctx,
      attempt,
      (s) => !quoted(s.text) && BECAUSE.test(stop(s.text)),
    );
    const match = sentence && BECAUSE.exec(stop(sentence.text));
    if (!sentence || !match || /^(it|they|this|these|so|and|but)\b/i.test(match[1]))
      return Promise.resolve(null);
    return Promise.resolve({
      question: `The text says: "${capitalise(match[1])}." Why is this so, according to the text?`,
      options: [],
      answer: `Because ${match[2]}.`,
      grounding: sentence.text,
      terms: [],
      sentences: [sentence.id],
    });
  },
};

/** The key term a sentence opens with: what the sentence is about. */
function subjectOf(terms: readonly KeyTerm[], sentence: SourceSentence): KeyTerm | null {
  return (
    terms.find((t) => t.forms.some((form) => findForm(sentence.text, form)?.index === 0)) ?? null
  );
}

/** Two sentences of the text about two terms of one set: "Sandy soil has …" / "Clayey soil has …". */
const compare: Template = {
  name: 'compare-two',
  blooms: ['analyze', 'evaluate', 'understand', 'create'],
  async write(ctx, slot, attempt) {
    const { terms, statements } = ctx.analysis;
    const about = statements
      .filter((s) => !quoted(s.text) && s.words.length <= 30)
      .map((s) => ({ s, term: subjectOf(terms, s) }))
      .filter((x): x is { s: SourceSentence; term: KeyTerm } => x.term !== null)
      .sort((a, b) => a.s.id - b.s.id);
    const pairs: [(typeof about)[number], (typeof about)[number]][] = [];
    for (const [i, a] of about.entries())
      for (const b of about.slice(i + 1))
        if (
          a.term.key !== b.term.key &&
          a.s.document === b.s.document &&
          Math.abs(a.s.id - b.s.id) <= 4 &&
          (await coordinate(ctx.wordnet, a.term, b.term))
        )
          pairs.push([a, b]);
    const pair = pairs[attempt];
    if (!pair) return null;
    const [a, b] = pair;
    const ask =
      slot.type === 'long_answer'
        ? `Compare ${a.term.label} and ${b.term.label}: write what the text says about each, and one way they differ.`
        : `How is ${a.term.label} different from ${b.term.label}, according to the text?`;
    return {
      question: ask,
      options: [],
      answer: `${stop(a.s.text)}, whereas ${lowerFirst(stop(b.s.text))}.`,
      grounding: `${a.s.text} ${b.s.text}`,
      terms: [a.term.key, b.term.key],
      sentences: [a.s.id, b.s.id],
    };
  },
};

export const EXPOSITORY_VERY_SHORT_TEMPLATES: Template[] = [whatIsItCalled, whyIsItSo];
export const EXPOSITORY_SHORT_TEMPLATES: Template[] = [compare, whatItLeadsTo, whyIsItSo];
export const EXPOSITORY_LONG_TEMPLATES: Template[] = [compare];
