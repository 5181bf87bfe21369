import type { SourceSentence } from 'src/ai/builtin/language/text/page-sentences';
import type { KeyTerm, SourceAnalysis } from 'src/ai/builtin/teaching/source/source-model';
import { sortedKinds } from 'src/ai/builtin/teaching/worksheet/document/classify.templates';
import { quoted, stop } from 'src/ai/builtin/teaching/worksheet/document/narration';
import { contentTokens, pluralise } from 'src/ai/builtin/teaching/worksheet/text-kit';
import type { Template } from 'src/ai/builtin/teaching/worksheet/writer-context';

/**
 * Two things the text sets apart, compared: "According to the text, how does a compound differ
 * from a mixture?", keyed by what the text says each is ("A compound is …, whereas a mixture is
 * …"). The text sets two terms apart when it names their difference ("The difference between a
 * mixture and a compound …"), sorts matter into them ("two groups: pure substances and
 * mixtures") or makes both kinds of one thing ("An element is a pure substance …", "A compound
 * is a pure substance …"). The long answer asks for two differences and is set only when the
 * text gives a second: a line on each that shares a word the terms' own lines do not ("fixed
 * proportion" / "any proportion", "properties quite different" / "keeps its own properties").
 */

const said = (term: KeyTerm) => term.forms.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The line that says what a term is: "A mixture is made of …", "An element is a …". */
function definingLine(analysis: SourceAnalysis, term: KeyTerm): string | null {
  const opens = (s: SourceSentence) =>
    said(term).some((form) =>
      new RegExp(`^(?:(?:a|an|the) )?${form} (?:is|are) `, 'i').test(s.text),
    );
  const found = analysis.sentences.find((s) => !quoted(s.text) && opens(s));
  // A line the splitter ran into the next one is cut at its own full stop.
  return found ? stop(found.text.split(/(?<=\.)\s+(?=[A-Z])/)[0]) : null;
}

/** Whether the text itself sets the two apart, by naming their difference or their grouping. */
function setApart(analysis: SourceAnalysis, a: KeyTerm, b: KeyTerm): boolean {
  const either = (x: KeyTerm, y: KeyTerm) =>
    new RegExp(
      `\\b(?:difference between|groups?:|kinds?:|types?:) (?:(?:a|an|the) )?(?:${said(x).join('|')}) and (?:(?:a|an|the) )?(?:${said(y).join('|')})\\b`,
      'i',
    );
  if (analysis.sentences.some((s) => either(a, b).test(s.text) || either(b, a).test(s.text)))
    return true;
  const parents = sortedKinds(analysis).parents;
  const mine = parents.get(a.key) ?? new Set<string>();
  return [...(parents.get(b.key) ?? [])].some((p) => mine.has(p));
}

/** A line naming the term and not the other, for a second difference. */
function linesOn(analysis: SourceAnalysis, term: KeyTerm, other: KeyTerm, skip: string) {
  const names = (s: SourceSentence, t: KeyTerm) =>
    said(t).some((f) => new RegExp(`\\b${f}\\b`, 'i').test(s.text));
  return analysis.sentences.filter(
    (s) =>
      !quoted(s.text) &&
      names(s, term) &&
      !names(s, other) &&
      !s.text.startsWith(skip) &&
      !/^(this|it|such|these|they)\b/i.test(s.text) &&
      // "Sea water, air and soil are …" lists examples: no difference of the two kinds.
      !/^[^,]+, [^,]+(, [^,]+)* and /.test(s.text) &&
      s.words.length <= 30,
  );
}

/** Two lines, one on each term, sharing a word that neither term nor their definitions hold. */
function secondDifference(
  analysis: SourceAnalysis,
  a: KeyTerm,
  b: KeyTerm,
  lines: [string, string],
): [string, string] | null {
  const own = contentTokens(`${a.label} ${b.label} ${a.forms.join(' ')} ${b.forms.join(' ')}`);
  const mine = linesOn(analysis, a, b, lines[0]);
  const theirs = linesOn(analysis, b, a, lines[1]);
  for (const x of mine)
    for (const y of theirs) {
      const shared = [...contentTokens(x.text)].filter(
        (w) => !own.has(w) && contentTokens(y.text).has(w) && w.length > 4,
      );
      if (shared.length > 0) return [stop(x.text), stop(y.text)];
    }
  return null;
}

const withArticle = (label: string) => (/^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`);
const lowerFirst = (text: string) =>
  /^\p{Lu}(\p{Ll}|\s)/u.test(text) && !/^I\b/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;

const compareDefined: Template = {
  name: 'compare-defined',
  blooms: ['analyze', 'evaluate', 'understand'],
  write(ctx, slot, attempt) {
    const { analysis } = ctx;
    if (analysis.origin !== 'documents') return Promise.resolve(null);
    const defined = analysis.terms
      .filter((t) => t.kind !== 'name')
      .map((term) => ({ term, line: definingLine(analysis, term) }))
      .filter((d): d is { term: KeyTerm; line: string } => d.line !== null);
    const long = slot.type === 'long_answer';
    const pairs = [];
    for (const [i, a] of defined.entries())
      for (const b of defined.slice(i + 1)) {
        if (!setApart(analysis, a.term, b.term)) continue;
        // A term's line compared once a sheet: a second comparison takes two fresh lines or
        // one fresh line beside one asked (never the same two lines again).
        const used = [a.line, b.line].filter((line) =>
          analysis.sentences.some(
            (s) => s.text.startsWith(line) && (ctx.sentenceUse.get(s.id) ?? 0) > 0,
          ),
        ).length;
        if (used === 2 || (!long && used > 0)) continue;
        const second = secondDifference(analysis, a.term, b.term, [a.line, b.line]);
        if (long && !second) continue;
        pairs.push({ a, b, second });
      }
    const pair = pairs[attempt];
    if (!pair) return Promise.resolve(null);
    const { a, b, second } = pair;
    const [x, y] = [a.term.label.toLowerCase(), b.term.label.toLowerCase()];
    const first = `${a.line}, whereas ${lowerFirst(b.line)}.`;
    const question = long
      ? `Compare ${pluralise(x)} and ${pluralise(y)}, using the text: give two ways in which they differ.`
      : `According to the text, how does ${withArticle(x)} differ from ${withArticle(y)}?`;
    const answer =
      long && second ? `1. ${first} 2. ${second[0]}, whereas ${lowerFirst(second[1])}.` : first;
    const lines = [a.line, b.line, ...(long && second ? second : [])];
    return Promise.resolve({
      question,
      options: [],
      answer,
      grounding: lines.map((l) => `${l}.`).join(' '),
      terms: [a.term.key, b.term.key],
      sentences: analysis.sentences
        .filter((s) => lines.some((l) => s.text.startsWith(l)))
        .map((s) => s.id),
    });
  },
};

export const COMPARE_DEFINED_TEMPLATES: Template[] = [compareDefined];
