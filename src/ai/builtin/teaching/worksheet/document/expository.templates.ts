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
  /^([A-Z][a-z]|(A|An) )/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

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
      // "Materials such as wood, …, so they are called …" names no single thing.
      if (!named || /^(it|they|this|these|that)\b/i.test(named[1]) || /[,;]/.test(named[1]))
        return null;
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
    const cause = match?.[1].replace(/^(however|but|and|also|then),?\s+/i, '');
    // "…, so they are called non-magnetic materials" names a thing; it is no result.
    const names = !!match && /\bcalled\b/.test(match[2]);
    if (!sentence || !match || !cause || names || /^(it|they|this|these)\b/i.test(cause))
      return Promise.resolve(null);
    return Promise.resolve({
      question: `According to the text, what is the result of this: ${lowerFirst(cause)}?`,
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

/** What a sentence is about: its opening noun phrase ("A dormant volcano", "Sandy soil"). */
interface Opening {
  s: SourceSentence;
  /** As the sentence says it, article and all, lower-cased: "a dormant volcano". */
  phrase: string;
  /** Without the article: "dormant volcano". */
  key: string;
  term: KeyTerm | null;
}

const NOMINAL = new Set(['NOUN', 'PROPN', 'ADJ']);

function openingOf(terms: readonly KeyTerm[], s: SourceSentence): Opening | null {
  const words = s.words;
  const article = /^(a|an|the)$/.test(words[0]?.lower ?? '') ? 1 : 0;
  // Where the verb starts: the tagger reads "A young river flows fast" as four nouns, so a
  // noun in -s before an adverb, preposition or article counts as a verb too.
  const verbal = (i: number) =>
    words[i]?.pos === 'VERB' ||
    words[i]?.pos === 'AUX' ||
    (words[i]?.pos === 'NOUN' &&
      /[^s]s$/.test(words[i].lower) &&
      /^(ADV|ADP|DET|ADJ)$/.test(words[i + 1]?.pos ?? ''));
  const verb = words.findIndex((_, i) => i > article && verbal(i));
  const phrase = words.slice(article, verb);
  if (verb < 1 || phrase.length === 0 || phrase.length > 4) return null;
  if (!phrase.every((w) => NOMINAL.has(w.pos))) return null;
  const key = phrase.map((w) => w.lower).join(' ');
  const said = words
    .slice(0, verb)
    .map((w, i) => (i === 0 ? w.lower : `${w.before}${w.lower}`))
    .join('');
  const term = terms.find((t) => t.forms.includes(key)) ?? null;
  return { s, phrase: said.replace(/^\s+/, ''), key, term };
}

/** Two sentences of the text about two things of one set: "Sandy soil has …" / "Clayey soil has …". */
const compare: Template = {
  name: 'compare-two',
  blooms: ['analyze', 'evaluate', 'understand', 'create'],
  async write(ctx, slot, attempt) {
    const { terms, sentences } = ctx.analysis;
    const about = sentences
      .filter((s) => !quoted(s.text) && s.words.length <= 30)
      .map((s) => openingOf(terms, s))
      .filter((x): x is Opening => x !== null)
      .sort((a, b) => a.s.id - b.s.id);
    const pairs: [Opening, Opening][] = [];
    for (const [i, a] of about.entries())
      for (const b of about.slice(i + 1)) {
        if (a.key === b.key || a.s.document !== b.s.document || Math.abs(a.s.id - b.s.id) > 4)
          continue;
        const one = { key: a.key, sense: a.term?.sense ?? null };
        if (await coordinate(ctx.wordnet, one, { label: b.key, sense: b.term?.sense ?? null }))
          pairs.push([a, b]);
      }
    const pair = pairs[attempt];
    if (!pair) return null;
    const [a, b] = pair;
    // A long answer compares the whole set the text describes: active, dormant and extinct.
    const group =
      slot.type === 'long_answer'
        ? [a, ...pairs.filter(([x]) => x === a).map(([, y]) => y)]
        : [a, b];
    const names = group.map((g) => g.phrase);
    const listed = `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
    const ask =
      slot.type === 'long_answer'
        ? `Compare ${listed}: write what the text says about each, and one way they differ.`
        : `What is the difference between ${listed}, according to the text?`;
    const answer =
      group.length === 2
        ? `${stop(a.s.text)}, whereas ${lowerFirst(stop(b.s.text))}.`
        : group.map((g) => `${stop(g.s.text)}.`).join(' ');
    return {
      question: ask,
      options: [],
      answer,
      grounding: group.map((g) => g.s.text).join(' '),
      terms: group.map((g) => g.term?.key).filter((k): k is string => !!k),
      sentences: group.map((g) => g.s.id),
    };
  },
};

export const EXPOSITORY_VERY_SHORT_TEMPLATES: Template[] = [whatIsItCalled, whyIsItSo];
export const EXPOSITORY_SHORT_TEMPLATES: Template[] = [compare, whatItLeadsTo, whyIsItSo];
export const EXPOSITORY_LONG_TEMPLATES: Template[] = [compare];
