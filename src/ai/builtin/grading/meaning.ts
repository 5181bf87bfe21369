import WordPOS, { type WordPosSynset } from 'wordpos';
import { foldSpelling, readAnswerText } from 'src/ai/builtin/grading/answer-text';
import { wordFrequency } from 'src/ai/builtin/language/spelling/word-frequency';
import { BoundedCache } from 'src/common/cache/bounded-cache';

/** What a key-point word may be matched by, and what contradicts it. */
export interface WordRelations {
  /** Synonyms of its commonest senses and derivationally related forms (WordNet `+`), folded. */
  related: ReadonlySet<string>;
  /** Two-word synonyms ("take in" for "absorb"), matched against the answer's word pairs. */
  phrases: ReadonlySet<string>;
  /** Broader and narrower words of the commonest noun and verb sense (WordNet `@`, `~`). */
  kin: ReadonlySet<string>;
  /** WordNet antonyms (`!`, also through an adjective's head) and the opposites listed below. */
  opposites: ReadonlySet<string>;
  /**
   * Keys and stems of the content words of its commonest senses' definitions ("temperature":
   * "the degree of hotness or coldness of a body …"), for an answer that describes the word.
   */
  gloss: ReadonlySet<string>;
}

/**
 * Opposites science and maths answers turn on that WordNet lacks as antonyms of these lemmas
 * ("the bulbs go out" against "the bulbs stay lit"). Each group's words oppose the other group's.
 */
const OPPOSITE_GROUPS: [string[], string[]][] = [
  [
    ['lit', 'light', 'glow', 'bright', 'brighter', 'on'],
    ['out', 'off', 'dark', 'unlit', 'dim', 'dimmer'],
  ],
  [
    ['more', 'most', 'increase', 'rise', 'gain', 'grow', 'up'],
    ['less', 'least', 'fewer', 'decrease', 'fall', 'drop', 'lose', 'shrink', 'down'],
  ],
  // Not "short" against "tall" here: a short string gives a high pitch, and "short" would say
  // "low" (WordNet has short/tall and short/long).
  [
    ['high', 'higher', 'tall', 'up', 'above'],
    ['low', 'lower', 'down', 'below'],
  ],
  [
    ['big', 'large', 'long', 'wide', 'thick'],
    ['small', 'little', 'short', 'narrow', 'thin'],
  ],
  [
    ['fast', 'quick', 'faster'],
    ['slow', 'slower'],
  ],
  [
    ['hot', 'warm', 'heat'],
    ['cold', 'cool'],
  ],
  [
    ['same', 'equal', 'identical'],
    ['different', 'unequal'],
  ],
  [
    ['complete', 'closed', 'close'],
    ['incomplete', 'open', 'broken', 'break'],
  ],
  [
    ['conductor', 'conduct'],
    ['insulator', 'insulate'],
  ],
  [['attract'], ['repel']],
  [['agree'], ['disagree']],
  [['sink'], ['float']],
  [['soluble', 'dissolve'], ['insoluble']],
  [['magnetic'], ['nonmagnetic']],
  [['before'], ['after']],
  [
    ['positive', 'positively'],
    ['negative', 'negatively'],
  ],
  [['expand'], ['contract']],
  [['absorb'], ['reflect']],
  [
    ['heavy', 'heavier'],
    ['light', 'lighter'],
  ],
  [
    ['strong', 'stronger'],
    ['weak', 'weaker'],
  ],
  [
    ['hard', 'harder'],
    ['soft', 'softer'],
  ],
  [
    ['rough', 'rougher', 'coarse'],
    ['smooth', 'smoother', 'fine'],
  ],
  [
    ['true', 'yes', 'correct'],
    ['false', 'no', 'incorrect', 'wrong'],
  ],
  [
    ['all', 'every', 'always'],
    ['none', 'never'],
  ],
  [
    ['stay', 'remain', 'keep'],
    ['go', 'change'],
  ],
];

const LISTED = new Map<string, Set<string>>();
/** Words on the same side of a group say nearly the same ("stay lit" / "keep glowing"). */
const ALIKE = new Map<string, Set<string>>();
for (const [left, right] of OPPOSITE_GROUPS) {
  for (const side of [left, right]) {
    for (const word of side) {
      const alike = ALIKE.get(word) ?? new Set<string>();
      for (const other of side) if (other !== word) alike.add(other);
      ALIKE.set(word, alike);
    }
  }
  for (const [these, those] of [
    [left, right],
    [right, left],
  ]) {
    for (const word of these) {
      const known = LISTED.get(word) ?? new Set<string>();
      for (const other of those) if (other !== word) known.add(other);
      LISTED.set(word, known);
    }
  }
}

const IRREGULAR_DEGREES: Record<string, string> = {
  better: 'good',
  best: 'good',
  worse: 'bad',
  worst: 'bad',
  further: 'far',
  farther: 'far',
  furthest: 'far',
  farthest: 'far',
};

/** Words whose "-er" is not a comparative ending. */
const NOT_DEGREES = new Set([
  'water',
  'paper',
  'never',
  'other',
  'under',
  'after',
  'over',
  'number',
  'power',
  'layer',
  'center',
  'meter',
  'liter',
  'rubber',
  'copper',
  'silver',
  'river',
  'winter',
  'summer',
  'weather',
  'matter',
  'together',
  'either',
  'neither',
  'whether',
  'rather',
  'however',
  'interest',
  'forest',
  'honest',
  'test',
  'rest',
  'west',
  'nest',
  'best',
  'chest',
  'harvest',
]);

/**
 * The plain form of a comparative or superlative the lemmatiser left ("shorter" → "short",
 * "biggest" → "big", "heavier" → "heavy"), so opposites are found whatever the degree.
 */
export function degreeBase(word: string): string {
  if (IRREGULAR_DEGREES[word]) return IRREGULAR_DEGREES[word];
  if (NOT_DEGREES.has(word) || word.length < 5) return word;
  const match = /^(.*?)(er|est)$/.exec(word);
  if (!match) return word;
  const stem = match[1];
  if (/ier$|iest$/.test(word)) return `${stem.slice(0, -1)}y`;
  if (/([bdgmnpt])\1$/.test(stem)) return stem.slice(0, -1);
  // "larger" → "large", "finer" → "fine": the commoner of the two spellings is the word.
  return wordFrequency(`${stem}e`) > wordFrequency(stem) ? `${stem}e` : stem;
}

/** Words looked up in WordNet: letters, hyphens, and digits after a letter ("co2", "h2o"). */
const LOOKED_UP = /^[a-z][a-z0-9-]{1,40}$/;
const SENSES_USED = 3;
const KIN_UP = 2;
const KIN_DOWN = 8;
const DERIVATIONS_USED = 6;
const MAX_ENTRIES = 20_000;

/** WordNet's index of a word in a synset's list (1-based; 0 means the whole synset). */
function wordIndex(synset: WordPosSynset, word: string): number {
  const index = synset.synonyms.findIndex((lemma) => lemma.toLowerCase() === word);
  return index + 1;
}

const readable = (lemma: string) =>
  lemma
    .replace(/\(\w+\)$/, '')
    .replace(/_/g, ' ')
    .toLowerCase();

/** The words of the first sense's definition of each part of speech, as keys and stems. */
function glossKeys(lemma: string, senses: WordPosSynset[][]): Set<string> {
  const definitions = senses.flatMap((list) => list.slice(0, 1).map((sense) => sense.def));
  const keys = new Set<string>();
  for (const token of readAnswerText(definitions.join('. ')).content) {
    if (token.key === lemma || token.negated) continue;
    keys.add(token.key);
    keys.add(token.stem);
  }
  return keys;
}

/**
 * Meaning relations of key-point words from WordNet 3.1 (through `wordpos`): read once per word
 * and kept in a bounded cache, since a paper's model answers are graded against many sheets.
 */
export class MeaningLexicon {
  private readonly wordpos = new WordPOS({ stopwords: false });
  private readonly cache = new BoundedCache<string, Promise<WordRelations>>(MAX_ENTRIES);
  private readonly compounds = new BoundedCache<string, Promise<ReadonlySet<string>>>(MAX_ENTRIES);

  relations(lemma: string): Promise<WordRelations> {
    return this.cache.getOrSet(lemma, () =>
      this.read(lemma).catch(() => ({
        related: new Set<string>(),
        phrases: new Set<string>(),
        kin: new Set<string>(),
        opposites: new Set<string>(),
        gloss: new Set<string>(),
      })),
    );
  }

  /**
   * One-word synonyms of two words that WordNet knows as one noun ("carbon dioxide" → "co2"),
   * empty when it does not.
   */
  compoundSynonyms(first: string, second: string): Promise<ReadonlySet<string>> {
    return this.compounds.getOrSet(`${first} ${second}`, () =>
      this.readCompound(first, second).catch(() => new Set<string>()),
    );
  }

  private async readCompound(first: string, second: string): Promise<ReadonlySet<string>> {
    const synonyms = new Set<string>();
    if (!LOOKED_UP.test(first) || !LOOKED_UP.test(second)) return synonyms;
    const compound = `${first}_${second}`;
    const senses = await this.wordpos.lookupNoun(compound);
    for (const sense of senses.slice(0, SENSES_USED)) {
      if (wordIndex(sense, compound) === 0) continue;
      for (const synonym of sense.synonyms) {
        const word = readable(synonym);
        if (!word.includes(' ')) synonyms.add(foldSpelling(word));
      }
    }
    return synonyms;
  }

  private async read(lemma: string): Promise<WordRelations> {
    const related = new Set<string>(ALIKE.get(lemma) ?? []);
    const opposites = new Set<string>(LISTED.get(lemma) ?? []);
    const phrases = new Set<string>();
    const kin = new Set<string>();
    if (!LOOKED_UP.test(lemma)) return { related, phrases, kin, opposites, gloss: new Set() };
    const [nouns, verbs, adjectives] = await Promise.all([
      this.wordpos.lookupNoun(lemma),
      this.wordpos.lookupVerb(lemma),
      this.wordpos.lookupAdjective(lemma),
    ]);
    const targets: {
      offset: string;
      pos: string;
      target: number;
      kind: 'related' | 'opposite' | 'head' | 'kin';
    }[] = [];
    for (const senses of [nouns, verbs, adjectives]) {
      for (const sense of senses.slice(0, SENSES_USED)) {
        for (const synonym of sense.synonyms) {
          const word = readable(synonym);
          if (!word.includes(' ')) related.add(foldSpelling(word));
          else if (word.split(' ').length === 2) phrases.add(word);
        }
        const own = wordIndex(sense, lemma);
        if (sense === senses[0] && (sense.pos === 'n' || sense.pos === 'v')) {
          const up = sense.ptrs.filter((ptr) => ptr.pointerSymbol === '@').slice(0, KIN_UP);
          const down = sense.ptrs.filter((ptr) => ptr.pointerSymbol === '~').slice(0, KIN_DOWN);
          for (const ptr of [...up, ...down]) {
            targets.push({ offset: ptr.synsetOffset, pos: ptr.pos, target: 0, kind: 'kin' });
          }
        }
        for (const ptr of sense.ptrs) {
          const source = parseInt(ptr.sourceTarget.slice(0, 2), 16);
          const target = parseInt(ptr.sourceTarget.slice(2), 16);
          if (ptr.pointerSymbol === '+' && source === own) {
            targets.push({ offset: ptr.synsetOffset, pos: ptr.pos, target, kind: 'related' });
          } else if (ptr.pointerSymbol === '!' && (source === own || source === 0)) {
            targets.push({ offset: ptr.synsetOffset, pos: ptr.pos, target, kind: 'opposite' });
          } else if (ptr.pointerSymbol === '&' && sense.pos === 's') {
            // A satellite adjective ("lit") takes its head's antonyms ("light" ↔ "dark").
            targets.push({ offset: ptr.synsetOffset, pos: ptr.pos, target: 0, kind: 'head' });
          }
        }
      }
    }
    const derivations = targets.filter((t) => t.kind === 'related').slice(0, DERIVATIONS_USED);
    const others = [
      ...targets.filter((t) => t.kind === 'opposite' || t.kind === 'head').slice(0, 6),
      ...targets.filter((t) => t.kind === 'kin'),
    ];
    const read = await Promise.all(
      [...derivations, ...others].map((t) =>
        this.wordpos.seek(t.offset, t.pos === 's' ? 'a' : t.pos).then(
          (synset) => ({ t, synset }),
          () => null,
        ),
      ),
    );
    for (const item of read) {
      if (!item) continue;
      const { t, synset } = item;
      if (t.kind === 'head') {
        for (const ptr of synset.ptrs) {
          if (ptr.pointerSymbol !== '!') continue;
          const target = await this.wordpos.seek(ptr.synsetOffset, 'a').catch(() => null);
          const word = target?.synonyms[parseInt(ptr.sourceTarget.slice(2), 16) - 1];
          if (word) opposites.add(foldSpelling(readable(word)));
        }
        continue;
      }
      const words = t.target > 0 ? [synset.synonyms[t.target - 1]] : synset.synonyms;
      for (const word of words) {
        if (!word) continue;
        const folded = foldSpelling(readable(word));
        if (folded.includes(' ')) continue;
        (t.kind === 'related' ? related : t.kind === 'kin' ? kin : opposites).add(folded);
      }
    }
    related.delete(lemma);
    kin.delete(lemma);
    for (const word of opposites) {
      related.delete(word);
      kin.delete(word);
    }
    for (const word of related) kin.delete(word);
    return {
      related,
      phrases,
      kin,
      opposites,
      gloss: glossKeys(lemma, [nouns, verbs, adjectives]),
    };
  }
}
