import type { KeyTerm, SourceAnalysis } from 'src/ai/builtin/teaching/source/source-model';
import { mostFamiliar } from 'src/ai/builtin/language/wordnet/familiarity';
import type { WordNet } from 'src/ai/builtin/language/wordnet/word-net';
import { capitalise, listWords, quote } from 'src/ai/builtin/teaching/worksheet/text-kit';

/** Phrases by which a sentence tells of use or everyday experience rather than of meaning. */
const USE_WORDS =
  /\b(used (?:for|to|in|by|as)|uses? of|useful|for example|for instance|such as|in everyday|in daily|every day|at home|in industry|in farming|in cooking)\b/i;

/**
 * Where a concept is met outside the lesson: a sentence of the source that speaks of use or
 * everyday life and names the concept; else WordNet's usage examples for its sense; else the
 * more familiar things of the same kind (its hypernym's other kinds) to compare it with.
 */
export async function realWorldApplication(
  wordnet: WordNet,
  analysis: SourceAnalysis,
  concepts: readonly KeyTerm[],
): Promise<string> {
  for (const concept of concepts) {
    const sentence = concept.sentenceIds
      .map((id) => analysis.sentences[id])
      .find((s) => s && USE_WORDS.test(s.text) && !/^(Kinds|Other kinds|Parts) of/.test(s.text));
    if (sentence)
      return `${sentence.text} Look for this around you and describe where you have seen it.`;
  }
  for (const concept of concepts) {
    const example = concept.sense?.examples.find((text) => text.split(' ').length >= 3);
    if (example)
      return `In everyday language: ${quote(example)}. Notice where ${concept.label} comes up outside the lesson.`;
  }
  for (const concept of concepts) {
    if (!concept.sense) continue;
    const [parent] = await wordnet.related(concept.sense, 'hypernym', 1);
    if (!parent) continue;
    const others = (await mostFamiliar(wordnet, await wordnet.siblings(concept.sense, 40), 2)).map(
      (s) => s.words[0],
    );
    const compare = others.length > 0 ? `, such as ${listWords(others)},` : '';
    const name = concept.sense.words[0];
    return `${capitalise(name)} is one kind of ${parent.words[0]}. Find other kinds of ${parent.words[0]}${compare} in daily life and say how ${name} differs from them.`;
  }
  const named = concepts[0]?.label ?? 'this idea';
  return `Find one place outside school where ${named} matters and explain it to someone at home using the words from this worksheet.`;
}
