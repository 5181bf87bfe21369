import type { SourceSentence } from 'src/ai/builtin/language/text/page-sentences';
import type { WriterContext } from 'src/ai/builtin/teaching/worksheet/writer-context';

/** Helpers for reading a story's sentences as events, speech and feelings. */

export const stop = (text: string) => text.trim().replace(/[.!?;:,]+$/, '');
export const quoted = (text: string) => /["“”]/.test(text);

/** What someone was told or meant to do, not what they did: "Then he was to mount the horse". */
const NOT_DONE =
  /\b(was to|were to|would|should|must|shall|could|might|ought to|if|advised|told (him|her|them) to|promised)\b/i;

/** A past-tense verb of narration: its form differs from its lemma and is no participle in -ing. */
function pastVerb(sentence: SourceSentence): boolean {
  // "… are not to be trusted" has a participle, not a past event.
  const passive = (i: number) =>
    /^(be|been|being|is|are|am)$/.test(sentence.words[i - 1]?.lower ?? '');
  return sentence.words.some(
    (w, i) =>
      w.pos === 'VERB' &&
      !passive(i) &&
      w.lower !== w.lemma &&
      !/ing$/.test(w.lower) &&
      !/^(be|have)$/.test(w.lemma),
  );
}

/** A scene set, not an event: "Once upon a time there was a lad …", "It was a land …". */
const SETTING =
  /^((once )?(upon a time )?there (once )?(was|were|lived)|once upon a time|in the old days|it was|this was|for|because)\b/i;

/**
 * A narrated event: a sentence of narration (no quotation) in which something is done in the
 * past tense, not what was advised, promised or would happen.
 */
export function isEvent(sentence: SourceSentence): boolean {
  const text = sentence.text;
  return (
    !quoted(text) &&
    // "came the answer from deep within the Harsberg" is the tail of a quotation.
    /^\p{Lu}/u.test(text) &&
    !SETTING.test(text.replace(/^(and|but|so|then|now)\b,?\s*/i, '')) &&
    // "He wanted to say good-by, so he said." leads into a quotation.
    !/\b(said|asked|cried|answered|replied)( \w+)?[.:,]?\s*$/i.test(text) &&
    !/^(if|when|whenever)\b[^,]*$/i.test(text) &&
    !NOT_DONE.test(text.split(/[,;]/)[0]) &&
    sentence.words.length >= 5 &&
    sentence.words.length <= 40 &&
    pastVerb(sentence)
  );
}

/** The next narrated event after a sentence, within a few sentences of the same document. */
export function nextEvent(
  sentences: readonly SourceSentence[],
  after: SourceSentence,
  within = 3,
): SourceSentence | null {
  const later = sentences
    .filter((s) => s.document === after.document && s.id > after.id && s.id <= after.id + within)
    .sort((a, b) => a.id - b.id);
  return later.find(isEvent) ?? null;
}

/** Pronouns and short noun phrases that can be the character an action belongs to. */
export const CHARACTER =
  /^(he|she|they|i|we|the [a-z-]+(?: [a-z-]+)?|[A-Z][\w-]+(?: [A-Z][\w-]+){0,2})$/;

/** "he" stays "he"; "The old man" becomes "the old man" inside a question. */
export function inQuestion(who: string): string {
  return /^(The|A|An) /.test(who) ? who.charAt(0).toLowerCase() + who.slice(1) : who;
}

/**
 * A story's sentences for a question, least asked first, then in the story's order: every
 * sentence, not only the "statements" a fact sheet would pick (a story's feelings and motives
 * are often in its plainer lines).
 */
export function pickSentence(
  ctx: WriterContext,
  attempt: number,
  keep: (sentence: SourceSentence) => boolean,
): SourceSentence | null {
  const ranked = ctx.analysis.sentences
    .filter(keep)
    .map((sentence) => ({ sentence, use: ctx.sentenceUse.get(sentence.id) ?? 0 }))
    .sort((a, b) => a.use - b.use || a.sentence.id - b.sentence.id);
  return ranked[attempt]?.sentence ?? null;
}
