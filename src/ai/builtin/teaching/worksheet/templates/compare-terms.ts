import type { KeyTerm } from 'src/ai/builtin/teaching/source/source-model';
import type { SourceSentence } from 'src/ai/builtin/language/text/page-sentences';
import { standsAlone } from 'src/ai/builtin/teaching/source/analyse-source';
import { findForm } from 'src/ai/builtin/teaching/worksheet/text-kit';
import type { Template, WriterContext } from 'src/ai/builtin/teaching/worksheet/writer-context';

/**
 * "Compare X and Y. How are they alike, and how do they differ?" only when the text states both:
 * a likeness in a sentence naming the two with no contrast in it ("Together, the xylem and the
 * phloem make up the vascular tissue"), and a difference in a sentence naming both with a
 * contrast ("…, whereas …", "unlike …") or in two parallel sentences, each opening on one of
 * them with the same verb ("The xylem carries …" / "The phloem carries …"). The model answer
 * says which is which; four pasted sentences compare nothing and a marker cannot award them.
 */

const CONTRAST = /\b(whereas|while|but|unlike|however|instead|only|not|no|cannot|than)\b/i;
const PAIRS_TRIED = 12;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const stop = (text: string) => text.trim().replace(/[.!?;:,]+$/, '');
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const names = (s: SourceSentence, term: KeyTerm) =>
  term.forms.some((form) => !!findForm(s.text, form));

/** The sentence opens on the term: "The xylem …", "Phloem …". */
function opensOn(s: SourceSentence, term: KeyTerm): boolean {
  const lower = s.text.toLowerCase();
  return term.forms.some((form) => new RegExp(`^(the |a |an )?${escape(form)}\\b`).test(lower));
}

/** The lemma of the first verb after the sentence's opening words. */
function mainVerb(s: SourceSentence): string | null {
  const verb = s.words.find((w, i) => i > 0 && w.pos === 'VERB');
  return verb ? verb.lemma || verb.lower : null;
}

export interface Comparison {
  likeness: string;
  difference: string;
  sentences: number[];
}

const anyForm = (term: KeyTerm) => `(?:${term.forms.map(escape).join('|')})`;

/** "the xylem and the phloem", "both X and Y": the two said as one subject of one claim. */
function joined(s: SourceSentence, a: KeyTerm, b: KeyTerm): boolean {
  const pair = (x: KeyTerm, y: KeyTerm) =>
    new RegExp(`\\b${anyForm(x)},? (?:and|as well as) (?:the |a |an )?${anyForm(y)}\\b`, 'i');
  return (pair(a, b).test(s.text) || pair(b, a).test(s.text)) && !CONTRAST.test(s.text);
}

/** "X …, whereas Y …": one on each side of the contrast. */
function contrasts(s: SourceSentence, a: KeyTerm, b: KeyTerm): boolean {
  const at = s.text.search(/\b(whereas|while|but|unlike)\b/i);
  if (at < 0) return false;
  const [before, after] = [s.text.slice(0, at), s.text.slice(at)];
  const side = (text: string, t: KeyTerm) => t.forms.some((form) => !!findForm(text, form));
  return (side(before, a) && side(after, b)) || (side(before, b) && side(after, a));
}

/** The likeness and the difference the text states of two terms, or null when it lacks either. */
export function comparison(
  sentences: readonly SourceSentence[],
  a: KeyTerm,
  b: KeyTerm,
): Comparison | null {
  // "Prince Hyacinth" is one man: two terms the text writes side by side are one thing.
  const side = new RegExp(`\\b(${anyForm(a)} ${anyForm(b)}|${anyForm(b)} ${anyForm(a)})\\b`, 'i');
  if (sentences.some((s) => side.test(s.text))) return null;
  // One that says what it is about first: "Together, the xylem and the phloem make up …".
  const alike =
    sentences.find((s) => joined(s, a, b) && standsAlone(s.text)) ??
    sentences.find((s) => joined(s, a, b));
  if (!alike) return null;
  const contrasted = sentences.find((s) => s !== alike && contrasts(s, a, b));
  if (contrasted)
    return {
      likeness: `${stop(alike.text)}.`,
      difference: `${stop(contrasted.text)}.`,
      sentences: [alike.id, contrasted.id],
    };
  for (const x of sentences.filter((s) => opensOn(s, a) && !names(s, b))) {
    const verb = mainVerb(x);
    const y =
      verb &&
      sentences.find(
        (s) => s.document === x.document && opensOn(s, b) && !names(s, a) && mainVerb(s) === verb,
      );
    if (y)
      return {
        likeness: `${stop(alike.text)}.`,
        difference: `${stop(x.text)}, whereas ${lowerFirst(stop(y.text))}.`,
        sentences: [alike.id, x.id, y.id],
      };
  }
  return null;
}

/** Pairs of the text's terms of one kind, the least asked first, neither part of the other. */
function pairs(ctx: WriterContext): [KeyTerm, KeyTerm][] {
  const use = (t: KeyTerm) => ctx.termUse.get(t.key) ?? 0;
  const terms = ctx.analysis.terms
    .filter((t) => t.kind !== 'term')
    .slice(0, PAIRS_TRIED)
    .map((term, rank) => ({ term, rank }))
    .sort((x, y) => use(x.term) - use(y.term) || x.rank - y.rank)
    .map(({ term }) => term);
  const found: [KeyTerm, KeyTerm][] = [];
  for (const [i, a] of terms.entries())
    for (const b of terms.slice(i + 1))
      if (a.kind === b.kind && !a.key.includes(b.key) && !b.key.includes(a.key)) found.push([a, b]);
  return found;
}

export const compareTerms: Template = {
  name: 'compare-terms',
  blooms: ['analyze', 'evaluate'],
  write(ctx, _slot, attempt) {
    let left = attempt;
    for (const [a, b] of pairs(ctx)) {
      const found = comparison(ctx.analysis.sentences, a, b);
      if (!found || left-- > 0) continue;
      const sentences = ctx.analysis.sentences.filter((s) => found.sentences.includes(s.id));
      return Promise.resolve({
        question: `Compare ${a.label} and ${b.label}. How are they alike, and how do they differ?`,
        options: [],
        answer: `Alike: ${found.likeness} Different: ${found.difference}`,
        grounding: sentences.map((s) => s.text).join(' '),
        terms: [a.key, b.key],
        sentences: found.sentences,
      });
    }
    return Promise.resolve(null);
  },
};
