import { AiProviderError } from 'src/ai/ports/ai-provider.error';
import type { SourcePage } from 'src/ai/ports/teaching-content.port';
import { mostFamiliar } from 'src/ai/builtin/teaching/wordnet/familiarity';
import { chooseSense } from 'src/ai/builtin/teaching/wordnet/senses';
import { nounBaseForms, type Synset, type WordNet } from 'src/ai/builtin/teaching/wordnet/word-net';

/** The document name WordNet-written text cites. */
export const WORDNET_DOCUMENT = 'WordNet 3.1';
export const SUBJECT_MATTER_DOCUMENT = 'Subject matter';

const MAX_CONCEPTS = 10;
const MAX_LIST = 5;
/** How many related senses to read before keeping the most familiar few. */
const READ_LIMIT = 60;
const STOP = new Set(
  'the a an of and or in on to for with by from its their how why what'.split(' '),
);

export interface WrittenSource {
  pages: SourcePage[];
  /** The sense each written term was taken from, so the analysis need not guess it again. */
  senses: Map<string, Synset>;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function list(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The phrase itself when WordNet knows it, else its content words ("water cycle" → water, cycle). */
async function resolve(
  wordnet: WordNet,
  phrase: string,
  context: ReadonlySet<string>,
  kinds: ReadonlySet<string>,
): Promise<Synset[]> {
  const whole = chooseSense(await wordnet.nouns(phrase), context, kinds);
  if (whole) return [whole];
  const words = phrase
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 2 && !STOP.has(word));
  const found: Synset[] = [];
  for (const word of words) {
    const sense = chooseSense(await wordnet.nouns(word), context, kinds);
    if (sense) found.push(sense);
  }
  return found;
}

function head(synset: Synset): string {
  return synset.words[0];
}

/** What has been written so far, so no sense is defined twice and no kind listed twice. */
interface Written {
  senses: Map<string, Synset>;
  /** The word the teacher used for a sense ("volcano", not WordNet's headword "vent"). */
  names: Map<string, string>;
  defined: Set<string>;
  listedKinds: Set<string>;
}

/**
 * Sentences about one sense, each stating one WordNet relation in plain words. The topic's own
 * senses are written in full (sibling kinds too, the distractors of its questions); the other
 * concepts briefly, so the text stays about the topic rather than drifting up the hierarchy.
 */
async function describe(wordnet: WordNet, sense: Synset, written: Written, full: boolean) {
  const lines: string[] = [];
  const nameOf = (synset: Synset) => written.names.get(synset.id) ?? head(synset);
  const remember = (synset: Synset) => written.senses.set(nameOf(synset).toLowerCase(), synset);
  const define = (synset: Synset) => {
    remember(synset);
    if (written.defined.has(synset.id)) return;
    written.defined.add(synset.id);
    lines.push(`${capitalise(nameOf(synset))} means ${synset.definition}.`);
  };
  const listKinds = (of: Synset, kinds: Synset[], other: boolean) => {
    kinds.forEach(remember);
    if (kinds.length === 0 || written.listedKinds.has(of.id)) return;
    written.listedKinds.add(of.id);
    lines.push(
      `${other ? 'Other kinds' : 'Kinds'} of ${nameOf(of)} include ${list(kinds.map(head))}.`,
    );
  };
  const name = nameOf(sense);
  define(sense);
  const [parent] = await wordnet.related(sense, 'hypernym', 1);
  if (parent) {
    lines.push(`${capitalise(name)} is a kind of ${nameOf(parent)}.`);
    define(parent);
  }
  const limit = full ? MAX_LIST : 3;
  const kinds = await mostFamiliar(
    wordnet,
    await wordnet.related(sense, 'hyponym', READ_LIMIT),
    limit,
  );
  listKinds(sense, kinds, false);
  if (full) kinds.slice(0, 3).forEach(define);
  const parts = await mostFamiliar(
    wordnet,
    await wordnet.related(sense, 'meronym', READ_LIMIT),
    limit,
  );
  parts.forEach(remember);
  if (parts.length > 0) lines.push(`Parts of ${name} include ${list(parts.map(head))}.`);
  if (full) parts.slice(0, 2).forEach(define);
  const wholes = await wordnet.related(sense, 'holonym', 2);
  wholes.forEach(remember);
  if (wholes.length > 0) lines.push(`${capitalise(name)} is part of ${list(wholes.map(head))}.`);
  if (!full || !parent) return lines;
  const siblings = await mostFamiliar(wordnet, await wordnet.siblings(sense, READ_LIMIT), MAX_LIST);
  listKinds(parent, siblings, true);
  siblings.slice(0, 3).forEach(define);
  return lines;
}

/**
 * Without documents, a short source written from the topic, the teacher's concepts and WordNet
 * (definitions, kinds, parts, wholes and sibling kinds), so every question and answer can still
 * quote a real sentence. Concepts WordNet does not know are listed as the subject matter gives them.
 */
export async function writeWordNetSource(
  wordnet: WordNet,
  concepts: readonly string[],
  context: ReadonlySet<string>,
  kinds: ReadonlySet<string>,
): Promise<WrittenSource> {
  const written: Written = {
    senses: new Map(),
    names: new Map(),
    defined: new Set(),
    listedKinds: new Set(),
  };
  const lines: string[] = [];
  const described = new Set<string>();
  const unknown: string[] = [];
  for (const [index, concept] of concepts.slice(0, MAX_CONCEPTS).entries()) {
    const found = await resolve(wordnet, concept, context, kinds);
    if (found.length === 0) unknown.push(concept);
    for (const sense of found) {
      if (described.has(sense.id)) continue;
      described.add(sense.id);
      const asked = [concept, ...concept.split(/\s+/)].flatMap(nounBaseForms);
      const own = sense.words.find((word) => asked.includes(word.toLowerCase()));
      if (own) written.names.set(sense.id, own);
      lines.push(...(await describe(wordnet, sense, written, index === 0)));
    }
  }
  const pages: SourcePage[] = [];
  if (lines.length > 0)
    pages.push({ document: WORDNET_DOCUMENT, page: 1, text: lines.join('\n\n') });
  if (concepts.length > 1) {
    const [topic, ...rest] = concepts;
    // "Leaf", "Chlorophyll" as the subject matter lists them read as common nouns mid-sentence.
    const lower = (concept: string) =>
      concept.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
    const text = `The topic ${topic} covers ${list(rest.slice(0, 8).map(lower))}.`;
    pages.push({ document: SUBJECT_MATTER_DOCUMENT, page: 1, text });
  }
  if (pages.length === 0 && unknown.length > 0)
    throw new AiProviderError(
      `Nothing to build questions from: no documents, and WordNet knows none of "${unknown.join('", "')}"`,
    );
  return { pages, senses: written.senses };
}
