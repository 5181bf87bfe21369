import type { Difficulty } from 'src/ai/ports/teaching-content.port';
import type { SourceAnalysis, TermKind } from 'src/ai/builtin/teaching/source/source-model';
import { mostFamiliar } from 'src/ai/builtin/language/wordnet/familiarity';
import type { Synset, WordNet } from 'src/ai/builtin/language/wordnet/word-net';

/** What a distractor must resemble: a key term, or a WordNet sense such as a hypernym. */
export interface TermLike {
  label: string;
  sense: Synset | null;
  kind: TermKind;
}

const READ_LIMIT = 40;
const USABLE = /^[\p{L}][\p{L}' -]{1,38}[\p{L}]$/u;

export function termOf(sense: Synset): TermLike {
  return { label: sense.words[0], sense, kind: sense.lexName };
}

/** Options that would be confused with each other whatever the question: the same or nested. */
export function clashes(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const stem = (word: string) => word.replace(/(es|s)$/, '');
  return x === y || stem(x) === stem(y) || x.includes(y) || y.includes(x);
}

/**
 * Wrong answers of the answer's kind: its WordNet co-hyponyms (other kinds of the same thing),
 * other key terms of the source with the same kind, then the kinds of its hypernym's siblings.
 * Hard questions take the closest (co-hyponyms) first, easier ones the source's own terms; on
 * documents only the documents' own terms, of the answer's kind first.
 * Never the answer, a synonym of it, a phrase nested in it, or one another.
 */
export async function sameKindTerms(
  wordnet: WordNet,
  analysis: SourceAnalysis,
  answer: TermLike,
  count: number,
  difficulty: Difficulty,
  avoid: readonly string[] = [],
): Promise<TermLike[]> {
  const documents = analysis.origin === 'documents';
  // A document's sheet offers only the document's own words: "mule" or "ribbon development"
  // beside "horse" and "plants" is a word the student never read, ruled out without reading.
  const siblings =
    answer.sense && !documents
      ? (
          await mostFamiliar(wordnet, await wordnet.siblings(answer.sense, READ_LIMIT), READ_LIMIT)
        ).map(termOf)
      : [];
  const fromSource: TermLike[] = analysis.terms.filter(
    (term) => term.kind === answer.kind && term.kind !== 'term',
  );
  const ordered =
    difficulty === 'hard' && !documents
      ? [...siblings, ...fromSource]
      : [...fromSource, ...siblings];
  const synonyms = answer.sense?.words ?? [];
  const chosen: TermLike[] = [];
  let sameFile = true;
  const consider = (candidate: TermLike) => {
    if (chosen.length >= count || !USABLE.test(candidate.label)) return;
    if (sameFile && candidate.kind !== answer.kind) return;
    const taken = [answer.label, ...synonyms, ...avoid, ...chosen.map((item) => item.label)];
    if (taken.some((label) => clashes(label, candidate.label))) return;
    if (answer.sense && candidate.sense?.id === answer.sense.id) return;
    chosen.push(candidate);
  };
  ordered.forEach(consider);
  if (chosen.length < count && answer.sense && !documents) {
    // WordNet's upper levels cross lexicographer files: cousins of the same file first.
    const [parent] = await wordnet.related(answer.sense, 'hypernym', 1);
    const uncles = parent ? await wordnet.siblings(parent, 8) : [];
    for (const uncle of uncles) {
      if (chosen.length >= count) break;
      const cousins = await wordnet.related(uncle, 'hyponym', READ_LIMIT);
      (await mostFamiliar(wordnet, cousins, 6)).map(termOf).forEach(consider);
    }
  }
  sameFile = false;
  if (chosen.length < count) ordered.forEach(consider);
  return chosen;
}
