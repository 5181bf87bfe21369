import type { WordPosSynset } from 'wordpos';
import { foldSpelling, readAnswerText } from 'src/ai/builtin/grading/answer-text';
import { listedAlike, listedOpposites, listedSisters } from 'src/ai/builtin/grading/opposites';
import { WordNet } from 'src/ai/builtin/language/wordnet/word-net';

/** What a key-point word may be matched by, and what contradicts it. */
export interface WordRelations {
  /** Synonyms of its commonest senses and derivationally related forms (WordNet `+`), folded. */
  related: ReadonlySet<string>;
  /** Two-word synonyms ("take in" for "absorb"), matched against the answer's word pairs. */
  phrases: ReadonlySet<string>;
  /** Broader and narrower words of the commonest noun and verb sense (WordNet `@`, `~`). */
  kin: ReadonlySet<string>;
  /** WordNet antonyms (`!`, also through an adjective's head) and the listed opposites. */
  opposites: ReadonlySet<string>;
  /**
   * Keys and stems of the content words of its commonest senses' definitions ("temperature":
   * "the degree of hotness or coldness of a body …"), for an answer that describes the word.
   */
  gloss: ReadonlySet<string>;
  /**
   * Sister terms: the other members of a small family its noun senses belong to (WordNet
   * co-hyponyms, `@`/`@i` then `~`/`~i`: "Capricorn" for "Cancer", "meiosis" for "mitosis",
   * "south" for "north") and the listed ones (`listedSisters`). Another answer, not a near one.
   */
  sisters: ReadonlySet<string>;
}

/** Words looked up in WordNet: letters, hyphens, and digits after a letter ("co2", "h2o"). */
const LOOKED_UP = /^[a-z][a-z0-9-]{1,40}$/;
const SENSES_USED = 3;
const KIN_UP = 2;
const KIN_DOWN = 8;
const DERIVATIONS_USED = 6;
/** Antonym pointers (and adjective heads) followed per word. */
const OPPOSITES_USED = 6;
/** Noun senses whose families give sister terms ("Cancer" the sign is its fourth sense). */
const SISTER_SENSES = 6;
/**
 * A family of at most this many kinds is a closed set of alternatives (the twelve signs, the
 * four compass points, the kinds of cell division); "gas" or "person" is not.
 */
const SMALL_FAMILY = 16;

/** A pointer to follow from one of a word's senses, and what the words it reaches are to it. */
interface Target {
  offset: string;
  pos: string;
  /** The target word's index in its synset (1-based; 0 means the whole synset). */
  target: number;
  kind: 'related' | 'opposite' | 'head' | 'kin';
}

/** The sets a word's relations are gathered into while they are read. */
interface Gathered {
  related: Set<string>;
  phrases: Set<string>;
  kin: Set<string>;
  opposites: Set<string>;
}

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

const noRelations = (): WordRelations => ({
  related: new Set<string>(),
  phrases: new Set<string>(),
  kin: new Set<string>(),
  opposites: new Set<string>(),
  gloss: new Set<string>(),
  sisters: new Set<string>(),
});

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
 * The synonyms and phrases of a word's commonest senses (into `gathered`), and the pointers to
 * follow from them: broader and narrower senses, related forms, antonyms, adjective heads.
 */
function sensePointers(lemma: string, bySpeech: WordPosSynset[][], gathered: Gathered): Target[] {
  const targets: Target[] = [];
  for (const senses of bySpeech) {
    for (const sense of senses.slice(0, SENSES_USED)) {
      for (const synonym of sense.synonyms) {
        const word = readable(synonym);
        if (!word.includes(' ')) gathered.related.add(foldSpelling(word));
        else if (word.split(' ').length === 2) gathered.phrases.add(word);
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
  return targets;
}

/** A word's relations kept apart: nothing both related and opposite, nor kin and related. */
function separated(lemma: string, gathered: Gathered): Gathered {
  const { related, kin, opposites } = gathered;
  related.delete(lemma);
  kin.delete(lemma);
  for (const word of opposites) {
    related.delete(word);
    kin.delete(word);
  }
  for (const word of related) kin.delete(word);
  return gathered;
}

/**
 * Meaning relations of key-point words, read from the one WordNet reader and kept in its cache,
 * since a paper's model answers are graded against many sheets.
 */
export class MeaningLexicon {
  constructor(private readonly wordnet: WordNet = WordNet.shared()) {}

  relations(lemma: string): Promise<WordRelations> {
    return this.wordnet.remember(`relations:${lemma}`, () => this.read(lemma).catch(noRelations));
  }

  /**
   * One-word synonyms of two words that WordNet knows as one noun ("carbon dioxide" → "co2"),
   * empty when it does not.
   */
  compoundSynonyms(first: string, second: string): Promise<ReadonlySet<string>> {
    return this.wordnet.remember(`compound:${first} ${second}`, () =>
      this.readCompound(first, second).catch(() => new Set<string>()),
    );
  }

  private async readCompound(first: string, second: string): Promise<ReadonlySet<string>> {
    const synonyms = new Set<string>();
    if (!LOOKED_UP.test(first) || !LOOKED_UP.test(second)) return synonyms;
    const compound = `${first}_${second}`;
    const senses = await this.wordnet.rawSenses(compound, 'n');
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
    const gathered: Gathered = {
      related: new Set<string>(listedAlike(lemma)),
      phrases: new Set<string>(),
      kin: new Set<string>(),
      opposites: new Set<string>(listedOpposites(lemma)),
    };
    const listed = new Set<string>(listedSisters(lemma));
    if (!LOOKED_UP.test(lemma)) return { ...gathered, gloss: new Set(), sisters: listed };
    const bySpeech = await Promise.all([
      this.wordnet.rawSenses(lemma, 'n'),
      this.wordnet.rawSenses(lemma, 'v'),
      this.wordnet.rawSenses(lemma, 'a'),
    ]);
    const targets = sensePointers(lemma, bySpeech, gathered);
    const [, sisters] = await Promise.all([
      this.follow(targets, gathered),
      this.sisters(lemma, bySpeech[0]),
    ]);
    const kept = separated(lemma, gathered);
    for (const word of listed) sisters.add(word);
    for (const word of [lemma, ...kept.related, ...kept.kin, ...kept.opposites])
      sisters.delete(word);
    return { ...kept, gloss: glossKeys(lemma, bySpeech), sisters };
  }

  /** The one-word members of the small families the noun's senses belong to (`SMALL_FAMILY`). */
  private async sisters(lemma: string, nouns: WordPosSynset[]): Promise<Set<string>> {
    const parents = nouns
      .slice(0, SISTER_SENSES)
      .flatMap((sense) => sense.ptrs.filter((ptr) => ptr.pointerSymbol.startsWith('@')));
    const families = await Promise.all(
      parents.map((ptr) => this.family(ptr.synsetOffset, ptr.pos)),
    );
    const sisters = new Set<string>();
    for (const member of families.flat()) {
      const word = foldSpelling(readable(member));
      if (!word.includes(' ') && word !== lemma) sisters.add(word);
    }
    return sisters;
  }

  /** The headwords of a synset's kinds and instances, when they are a small family; else none. */
  private family(offset: string, pos: string): Promise<string[]> {
    return this.wordnet.remember(`family:${pos}${offset}`, async () => {
      const parent = await this.wordnet.rawSynset(offset, pos).catch(() => null);
      const kinds = parent?.ptrs.filter((ptr) => ptr.pointerSymbol.startsWith('~')) ?? [];
      if (kinds.length === 0 || kinds.length > SMALL_FAMILY) return [];
      const members = await Promise.all(
        kinds.map((ptr) => this.wordnet.rawSynset(ptr.synsetOffset, ptr.pos).catch(() => null)),
      );
      return members.flatMap((member) => (member ? member.synonyms.slice(0, 2) : []));
    });
  }

  /** The words the pointers reach, each into the set its kind says. */
  private async follow(targets: Target[], gathered: Gathered): Promise<void> {
    const derivations = targets.filter((t) => t.kind === 'related').slice(0, DERIVATIONS_USED);
    const others = [
      ...targets.filter((t) => t.kind === 'opposite' || t.kind === 'head').slice(0, OPPOSITES_USED),
      ...targets.filter((t) => t.kind === 'kin'),
    ];
    const read = await Promise.all(
      [...derivations, ...others].map((t) =>
        this.wordnet.rawSynset(t.offset, t.pos === 's' ? 'a' : t.pos).then(
          (synset) => ({ t, synset }),
          () => null,
        ),
      ),
    );
    for (const item of read) {
      if (!item) continue;
      const { t, synset } = item;
      if (t.kind === 'head') {
        await this.headOpposites(synset, gathered.opposites);
        continue;
      }
      const words = t.target > 0 ? [synset.synonyms[t.target - 1]] : synset.synonyms;
      for (const word of words) {
        if (!word) continue;
        const folded = foldSpelling(readable(word));
        if (folded.includes(' ')) continue;
        const { related, kin, opposites } = gathered;
        (t.kind === 'related' ? related : t.kind === 'kin' ? kin : opposites).add(folded);
      }
    }
  }

  /** The antonyms of an adjective's head ("light" ↔ "dark" for the satellite "lit"). */
  private async headOpposites(head: WordPosSynset, opposites: Set<string>): Promise<void> {
    for (const ptr of head.ptrs) {
      if (ptr.pointerSymbol !== '!') continue;
      const target = await this.wordnet.rawSynset(ptr.synsetOffset, 'a').catch(() => null);
      const word = target?.synonyms[parseInt(ptr.sourceTarget.slice(2), 16) - 1];
      if (word) opposites.add(foldSpelling(readable(word)));
    }
  }
}
