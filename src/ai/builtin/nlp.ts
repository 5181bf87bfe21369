import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** One wink-nlp instance per process: loading the model costs ~100 ms and ~30 MB. */
export const nlp = winkNLP(model);
export const its = nlp.its;
export const as = nlp.as;

/**
 * Longest run without white space that wink-nlp is given. Its tokenizer takes time quadratic in
 * such a run: 12,000 characters of "ab-ab-…" cost 0.8 s, 120,000 over a minute.
 */
const MAX_RUN = 100;
const LONG_RUN = new RegExp(`\\S{${MAX_RUN + 1},}`, 'gu');
const FULL_PART = new RegExp(`\\S{${MAX_RUN}}(?=\\S)`, 'gu');

/** Spaces in place of a piece of text, as many as its UTF-16 units. */
const blank = (piece: string) => ' '.repeat(piece.length);

/**
 * `text` with long unbroken runs (> MAX_RUN, "a-b-c-…", pasted hashes) broken by spaces, same
 * length so offsets stay true; ordinary text untouched.
 */
export function nlpReadable(text: string): string {
  return text.replace(LONG_RUN, (run) =>
    run.replace(/[^\p{L}\p{N}]/gu, blank).replace(FULL_PART, (part) => {
      const characters = [...part];
      const last = characters.pop() ?? '';
      return characters.join('') + blank(last);
    }),
  );
}

/** wink-nlp's reading of a text, safe from the slow case above (see `nlpReadable`). */
export const readDoc = (text: string) => nlp.readDoc(nlpReadable(text));
