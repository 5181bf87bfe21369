import type { ItemSentence, ItsFunction } from 'wink-nlp';
import type { SourcePage } from 'src/ai/ports/teaching-content.port';
import { its, readDoc } from 'src/ai/builtin/nlp';

// wink-nlp's typings declare `its.lemma` with an extra `addons` parameter that `out` accepts.
const LEMMA = its.lemma as unknown as ItsFunction<string>;
const MAX_SENTENCES = 4_000;

/** A word of a source sentence, tagged by wink-nlp. */
export interface SourceWord {
  text: string;
  lower: string;
  lemma: string;
  /** Universal POS tag (`NOUN`, `PROPN`, `VERB`, …). */
  pos: string;
  /** The exact text between the previous word and this one (spaces, a hyphen, a comma). */
  before: string;
}

/** A sentence of the source, with where it came from so answers can cite it. */
export interface SourceSentence {
  id: number;
  text: string;
  document: string;
  page: number;
  words: SourceWord[];
}

export interface SplitPages {
  headings: string[];
  sentences: SourceSentence[];
}

/** A short line without a final stop that starts with a capital: a heading, not a sentence. */
function isHeading(line: string): boolean {
  const words = line.split(/\s+/).filter(Boolean);
  return (
    words.length > 0 &&
    words.length <= 8 &&
    /^[\p{Lu}\d]/u.test(line) &&
    !/[.!?:;,"'”’)]$/.test(line)
  );
}

function readWords(sentence: ItemSentence): SourceWord[] {
  const tokens = sentence.tokens();
  const texts = tokens.out();
  const types = tokens.out<string>(its.type);
  const tags = tokens.out<string>(its.pos);
  const lemmas = tokens.out(LEMMA) as (string | undefined)[];
  const spaces = tokens.out(its.precedingSpaces);
  const words: SourceWord[] = [];
  let between = '';
  texts.forEach((word, i) => {
    between += spaces[i] ?? '';
    if (types[i] !== 'word') {
      between += word;
      return;
    }
    words.push({
      text: word,
      lower: word.toLowerCase(),
      lemma: (lemmas[i] ?? word).toLowerCase(),
      pos: tags[i],
      before: between,
    });
    between = '';
  });
  return words;
}

/**
 * Pages to sentences (wink-nlp), each with its document and page; short unpunctuated lines are
 * kept apart as headings. Hard line breaks inside paragraphs (PDFs, scanned stories) are joined.
 */
export function splitPages(pages: readonly SourcePage[]): SplitPages {
  const headings: string[] = [];
  const sentences: SourceSentence[] = [];
  for (const page of pages) {
    const paragraphs = page.text.split(/\n\s*\n/);
    for (const paragraph of paragraphs) {
      const lines = paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      const body: string[] = [];
      for (const line of lines) {
        if (body.length === 0 && isHeading(line)) headings.push(line);
        else body.push(line);
      }
      const text = body.join(' ').replace(/\s+/g, ' ').trim();
      if (text.length === 0) continue;
      readDoc(text)
        .sentences()
        .each((sentence: ItemSentence) => {
          if (sentences.length >= MAX_SENTENCES) return;
          const sentenceText = sentence.out().trim();
          const words = readWords(sentence);
          if (words.length === 0) return;
          sentences.push({
            id: sentences.length,
            text: sentenceText,
            document: page.document,
            page: page.page,
            words,
          });
        });
    }
  }
  return { headings: [...new Set(headings)], sentences };
}
