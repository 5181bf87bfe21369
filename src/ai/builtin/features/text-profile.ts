import type { ItemSentence, ItsFunction } from 'wink-nlp';
import { its, nlp, nlpReadable } from 'src/ai/builtin/nlp';
import { writtenLemma } from 'src/ai/builtin/language/text/written-lemma';

export interface WordToken {
  /** As written. */
  text: string;
  lower: string;
  lemma: string;
  /** Universal POS tag from wink-nlp, e.g. `NOUN`, `SCONJ`. */
  pos: string;
  stop: boolean;
}

export interface Sentence {
  text: string;
  /** Offsets of `text` in the answer (end exclusive), to place findings in their sentence. */
  start: number;
  end: number;
  words: WordToken[];
  /** Punctuation tokens in the sentence, as written. */
  punctuation: string[];
}

/** One parse of an answer: everything the features and the evidence quotes read. */
export interface TextProfile {
  text: string;
  /** Words as an examiner counts them: whitespace-separated chunks holding a letter or digit. */
  wordCount: number;
  words: WordToken[];
  sentences: Sentence[];
  paragraphs: string[];
}

const COUNTED_WORD = /[\p{L}\p{N}]/u;

export function countWords(text: string): number {
  return text.split(/\s+/).filter((chunk) => COUNTED_WORD.test(chunk)).length;
}

// wink-nlp's typings declare `its.lemma` with an extra `addons` parameter that `out` accepts.
const LEMMA = its.lemma as unknown as ItsFunction<string>;

function readSentence(sentence: ItemSentence): Omit<Sentence, 'start' | 'end'> {
  const tokens = sentence.tokens();
  const texts = tokens.out();
  const types = tokens.out<string>(its.type);
  const tags = tokens.out<string>(its.pos);
  const lemmas = tokens.out(LEMMA) as (string | undefined)[];
  const normals = tokens.out<string>(its.normal);
  const stops = tokens.out<boolean>(its.stopWordFlag);
  const words: WordToken[] = [];
  texts.forEach((text, i) => {
    if (types[i] !== 'word') return;
    words.push({
      text,
      lower: text.toLowerCase(),
      // wink-nlp has no lemma for some rare tokens; the word itself stands in.
      // In the student's spelling: wink-nlp lemmatises "centres" as "center".
      lemma: writtenLemma(text, normals[i], (lemmas[i] ?? text).toLowerCase()),
      pos: tags[i],
      stop: stops[i] === true,
    });
  });
  return {
    text: sentence.out().trim(),
    words,
    punctuation: texts.filter((_, i) => types[i] === 'punctuation'),
  };
}

export function profileText(text: string): TextProfile {
  const sentences: Sentence[] = [];
  // wink-nlp keeps the text as written, so each sentence is found after the one before it (in
  // the copy it reads, of the same length: `nlpReadable`).
  const readable = nlpReadable(text);
  let cursor = 0;
  nlp
    .readDoc(readable)
    .sentences()
    .each((sentence: ItemSentence) => {
      const read = readSentence(sentence);
      const found = readable.indexOf(read.text, cursor);
      const start = found === -1 ? cursor : found;
      const end = found === -1 ? cursor : found + read.text.length;
      cursor = end;
      if (read.words.length > 0) sentences.push({ ...read, start, end });
    });
  return {
    text,
    wordCount: countWords(text),
    words: sentences.flatMap((sentence) => sentence.words),
    sentences,
    paragraphs: text
      .split(/\n\s*/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => countWords(paragraph) > 0),
  };
}
