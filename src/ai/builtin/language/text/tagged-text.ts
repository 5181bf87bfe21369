import type { ItsFunction, PartOfSpeech } from 'wink-nlp';
import { its, nlp, nlpReadable } from 'src/ai/builtin/nlp';

/** One wink-nlp token with its place in the original text. */
export interface Token {
  /** Position in `TaggedText.tokens`. */
  index: number;
  /** The token exactly as written. */
  text: string;
  lower: string;
  pos: PartOfSpeech;
  lemma: string;
  /** wink-nlp's token type: `word`, `punctuation`, `number`, `url`, `email`, … */
  type: string;
  start: number;
  end: number;
  sentence: number;
}

/** The text tokenised and tagged once per check, shared by the spell checker and every rule. */
export interface TaggedText {
  text: string;
  tokens: Token[];
  /** Token index ranges `[first, last]` of each sentence. */
  sentences: [number, number][];
}

/**
 * Unhyphenated two-word modifiers read as one adjective: wink-nlp tags "part" as verb or noun
 * ("part time job").
 */
const OPEN_COMPOUND_MODIFIERS = new Set(['part time', 'full time', 'long term', 'short term']);

function joinOpenCompoundModifiers(tokens: Token[]): void {
  for (const [i, first] of tokens.entries()) {
    const second = tokens[i + 1];
    if (second && OPEN_COMPOUND_MODIFIERS.has(`${first.lower} ${second.lower}`)) {
      first.pos = 'ADJ';
      second.pos = 'ADJ';
    }
  }
}

/** A capital opening a sentence, followed by a lower-case letter ("Students", not "I" or "USA"). */
const SENTENCE_CAPITAL = /(^|[.!?]\s+|\n\s*)(\p{Lu})(?=\p{Ll})/gu;

export function tagText(text: string): TaggedText {
  // wink-nlp tags a capitalised first word as a name ("Students/PROPN") and skips its lemma, so
  // it reads a copy with those capitals lowered (and long unbroken runs broken, `nlpReadable`);
  // both keep every offset.
  const lowered = nlpReadable(
    text.replace(SENTENCE_CAPITAL, (match, before: string, capital: string) =>
      capital.toLowerCase().length === 1 ? before + capital.toLowerCase() : match,
    ),
  );
  const doc = nlp.readDoc(lowered);
  const values = doc.tokens().out();
  const normals = doc.tokens().out<string>(its.normal);
  const tags = doc.tokens().out<PartOfSpeech>(its.pos) as PartOfSpeech[];
  // wink-nlp's typings declare `its.lemma` with an extra `addons` parameter that `out` accepts.
  const lemmas = doc.tokens().out(its.lemma as unknown as ItsFunction<string>) as (
    string | undefined
  )[];
  const types = doc.tokens().out<string>(its.type);
  const sentenceOf: number[] = [];
  const sentences: [number, number][] = [];
  doc.sentences().each((sentence, k) => {
    const words = sentence.tokens();
    const range: [number, number] = [
      words.itemAt(0).index(),
      words.itemAt(words.length() - 1).index(),
    ];
    for (let i = range[0]; i <= range[1]; i++) sentenceOf[i] = k;
    sentences.push(range);
  });
  let cursor = 0;
  const tokens = values.map((value, index): Token => {
    // wink-nlp drops some characters (zero-width, control), so locate each value instead of summing lengths.
    const found = lowered.indexOf(value, cursor);
    const start = found < 0 ? cursor : found;
    cursor = start + value.length;
    return {
      index,
      text: text.slice(start, cursor),
      lower: normals[index],
      pos: tags[index],
      lemma: (lemmas[index] ?? normals[index]).toLowerCase(),
      type: types[index],
      start,
      end: cursor,
      sentence: sentenceOf[index] ?? 0,
    };
  });
  joinOpenCompoundModifiers(tokens);
  return { text, tokens, sentences };
}
