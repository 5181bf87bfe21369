import type { SourceSentence, SourceWord } from 'src/ai/builtin/language/text/page-sentences';
import type { WriterContext } from 'src/ai/builtin/teaching/worksheet/writer-context';
import type { WordNet } from 'src/ai/builtin/language/wordnet/word-net';
import type { SourceAnalysis } from 'src/ai/builtin/teaching/source/source-model';

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
      !presentForm(w) &&
      !/^(be|have)$/.test(w.lemma),
  );
}

/** A verb in the present: "stands", "carries", "goes" (its lemma with -s), "is", "has". */
function presentForm(w: SourceWord): boolean {
  if (/^(is|are|am|has|have|does|do)$/.test(w.lower)) return true;
  const lemma = w.lemma.toLowerCase();
  return (
    w.lower === `${lemma}s` ||
    w.lower === `${lemma}es` ||
    (lemma.endsWith('y') && w.lower === `${lemma.slice(0, -1)}ies`)
  );
}

/**
 * A story's frame, told in the present, not an event of the story: "There stands in the town of
 * Lund a stately minster …", "The opinion is universal that the minster will never be
 * finished …", "Since then something has always been missing from the church." Its first verb
 * is in the present; the tale itself is told in the past.
 */
export function isFrame(sentence: SourceSentence): boolean {
  const first = sentence.words.find(
    (w, i) =>
      (w.pos === 'VERB' || w.pos === 'AUX') &&
      !/ing$/.test(w.lower) &&
      sentence.words[i - 1]?.lower !== 'to',
  );
  return !!first && presentForm(first);
}

/** A scene set, not an event: "Once upon a time there was a lad …", "It was a land …". */
const SETTING =
  /^((once )?(upon a time )?there (once )?(was|were|lived)|once upon a time|in the old days|it was|this was|for|because)\b/i;

const NO_SPEECH: ReadonlySet<number> = new Set();

/**
 * A narrated event: a sentence of narration (no quotation, no line of a speech: `speech` is the
 * analysis's) in which something is done in the past tense, not what was advised, promised or
 * would happen. "The Fairy said to him:" introduces a speech and is no event.
 */
export function isEvent(sentence: SourceSentence, speech = NO_SPEECH): boolean {
  const text = sentence.text;
  return (
    !quoted(text) &&
    !speech.has(sentence.id) &&
    !/:\s*$/.test(text) &&
    // "came the answer from deep within the Harsberg" is the tail of a quotation.
    /^\p{Lu}/u.test(text) &&
    !SETTING.test(text.replace(/^(and|but|so|then|now)\b,?\s*/i, '')) &&
    // "He wanted to say good-by, so he said." leads into a quotation.
    !/\b(said|asked|cried|answered|replied)( \w+)?[.:,]?\s*$/i.test(text) &&
    !/^(if|when|whenever)\b[^,]*$/i.test(text) &&
    !NOT_DONE.test(text.split(/[,;]/)[0]) &&
    !isFrame(sentence) &&
    sentence.words.length >= 5 &&
    sentence.words.length <= 40 &&
    pastVerb(sentence)
  );
}

/**
 * Sentences of a text as one quotation, in the text's order: side by side where one follows the
 * other, with "…" where the text has other lines between them (a quotation is verbatim).
 */
export function passage(...sentences: SourceSentence[]): string {
  const ordered = [...sentences].sort((a, b) => a.id - b.id);
  return ordered
    .map((s, i) => {
      const before = ordered[i - 1];
      if (!before) return s.text;
      const next = s.document === before.document && s.id === before.id + 1;
      return `${next ? ' ' : ' … '}${s.text}`;
    })
    .join('');
}

/** The next narrated event after a sentence, within a few sentences of the same document. */
export function nextEvent(
  sentences: readonly SourceSentence[],
  after: SourceSentence,
  within = 3,
  speech = NO_SPEECH,
): SourceSentence | null {
  const later = sentences
    .filter((s) => s.document === after.document && s.id > after.id && s.id <= after.id + within)
    .sort((a, b) => a.id - b.id);
  return later.find((s) => isEvent(s, speech)) ?? null;
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

/** Verbs only a character does: speaking, asking, promising, deciding, wanting. */
const CHARACTER_VERBS = new Set([
  'say',
  'ask',
  'answer',
  'reply',
  'cry',
  'shout',
  'call',
  'tell',
  'whisper',
  'exclaim',
  'speak',
  'promise',
  'decide',
  'resolve',
  'want',
  'wish',
  'think',
  'wonder',
  'hope',
  'plan',
  'mean',
  'beg',
  'thank',
  'order',
  'agree',
  'refuse',
]);
/** Past forms the tagger may leave unlemmatised. */
const CHARACTER_FORMS =
  /^(said|asked|answered|replied|cried|shouted|called|told|whispered|exclaimed|spoke|promised|decided|resolved|wanted|wished|thought|wondered|hoped|planned|meant|begged|thanked|ordered|agreed|refused)$/;
const PERSONS = /^(he|she|they|i|we|you)$/i;
const DETERMINERS = /^(the|a|an|this|that|his|her|their|its|my|our|your|old|young|little|poor)$/i;

/** Who a story's feelings and motives may be asked of: its people, animals and creatures. */
export interface Cast {
  /** Nouns of the story that speak or act with intent ("cat", "troll", "shepherds"). */
  nouns: Set<string>;
  /** Proper names, lower-cased ("ebe", "helge-hal"). */
  names: Set<string>;
}

const casts = new WeakMap<object, Cast>();

const singular = (word: string) => word.replace(/(?<=[^s])s$/, '');

/**
 * The story's characters, read from its own sentences: a proper name met mid-sentence, or a noun
 * that is the subject of a speech or intent verb ("the cat said", "said the old troll", "the
 * shepherds promised"). The earth, a door or the wind never speaks, so it is never in the cast.
 */
export function castOf(sentences: readonly SourceSentence[]): Cast {
  const known = casts.get(sentences);
  if (known) return known;
  const cast: Cast = { nouns: new Set(), names: new Set() };
  const speaks = (w: SourceWord | undefined) =>
    !!w && (CHARACTER_VERBS.has(w.lemma) || CHARACTER_FORMS.test(w.lower));
  const noun = (w: SourceWord | undefined) => !!w && (w.pos === 'NOUN' || w.pos === 'PROPN');
  for (const sentence of sentences) {
    const words = sentence.words;
    words.forEach((w, i) => {
      if (i > 0 && w.pos === 'PROPN' && /^\p{Lu}/u.test(w.text) && !/^["“]/.test(w.before))
        cast.names.add(w.lower);
      if (!speaks(w) || (w.pos !== 'VERB' && !CHARACTER_FORMS.test(w.lower))) return;
      // "the cat said", "the shepherds at once promised": the noun before, past any adverbs.
      let j = i - 1;
      while (j >= 0 && (words[j].pos === 'ADV' || words[j].pos === 'AUX')) j -= 1;
      // "In a moment decided" has no subject: a noun after a preposition is no doer.
      let d = j - 1;
      while (d >= 0 && (DETERMINERS.test(words[d].lower) || words[d].pos === 'ADJ')) d -= 1;
      const subject = noun(words[j]) && words[d]?.pos !== 'ADP' && !/[,;]/.test(w.before);
      if (subject) cast.nouns.add(singular(words[j].lower));
      // '"…," said the old troll': the noun after, past its article and adjectives, only when
      // nothing before the verb is its subject.
      const before = words[i - 1];
      if (before && (noun(before) || before.pos === 'PRON')) return;
      let k = i + 1;
      while (k < words.length && (DETERMINERS.test(words[k].lower) || words[k].pos === 'ADJ'))
        k += 1;
      if (noun(words[k])) cast.nouns.add(singular(words[k].lower));
    });
  }
  casts.set(sentences, cast);
  return cast;
}

/**
 * Whether a feeling or motive question may name `who`: a personal pronoun, a proper name of the
 * story, or a noun of its cast ("the old troll" by "troll"); never "the earth" or "the door".
 */
export function isCharacter(cast: Cast, who: string): boolean {
  const words = who.trim().split(/\s+/);
  if (words.length === 1 && PERSONS.test(words[0])) return true;
  if (/^it$/i.test(who.trim())) return false;
  const head = words[words.length - 1].toLowerCase().replace(/['’]s$/, '');
  if (cast.nouns.has(singular(head))) return true;
  // "Brother Peter", "Helge-Hal in the Blue Hill": a name of the story among the words.
  return words.some(
    (w) => /^\p{Lu}/u.test(w) && w.split('-').some((part) => cast.names.has(part.toLowerCase())),
  );
}

/** WordNet's kinds of a character: a noun whose commonest sense is one is in the cast. */
const LIVING = /^noun\.(person|animal)$/;
const withKinds = new WeakMap<object, Promise<Cast>>();

async function livingCast(wordnet: WordNet, sentences: readonly SourceSentence[]): Promise<Cast> {
  const read = castOf(sentences);
  const cast: Cast = { nouns: new Set(read.nouns), names: read.names };
  const nouns = new Map<string, string>();
  for (const sentence of sentences)
    for (const w of sentence.words) if (w.pos === 'NOUN') nouns.set(singular(w.lower), w.lower);
  for (const [key, word] of nouns) {
    if (cast.nouns.has(key)) continue;
    const [commonest] = await wordnet.nouns(word);
    if (commonest && LIVING.test(commonest.lexName)) cast.nouns.add(key);
  }
  return cast;
}

/**
 * The story's cast as the templates ask it: those who speak or act with intent (`castOf`), and
 * every person or animal the story names by a common noun ("the prince laughed", "the bear
 * fled"), as WordNet knows them. The earth, a door or the wind is neither.
 */
export function storyCast(ctx: WriterContext): Promise<Cast> {
  const { sentences } = ctx.analysis;
  let cast = withKinds.get(sentences);
  if (!cast) {
    cast = livingCast(ctx.wordnet, sentences);
    withKinds.set(sentences, cast);
  }
  return cast;
}

/** A story rather than expository text: people speak in it. */
export function isNarrative(analysis: SourceAnalysis): boolean {
  const said = analysis.text.match(/\b(said|cried|asked|answered|replied)\b/gi)?.length ?? 0;
  // A tale told with little speech still follows "he" and "she" through it.
  const persons = analysis.text.match(/\b(he|she|him|her)\b/gi)?.length ?? 0;
  return said >= 3 || persons >= 0.5 * Math.max(1, analysis.sentences.length);
}

/** An event as a clause to report: "So the King set his foot …" → "the King set his foot …". */
function reported(sentence: SourceSentence): string {
  const clause = stop(sentence.text.replace(/^(then|and|so|but|now)\b,?\s*/i, ''));
  // "The King" and "He" follow "that" in lower case; "Pip" and "I" keep their capital.
  const first = sentence.words.find((w) => clause.startsWith(w.text));
  const lower = !!first && ['DET', 'PRON'].includes(first.pos) && first.text !== 'I';
  return lower ? clause.charAt(0).toLowerCase() + clause.slice(1) : clause;
}

/**
 * A story's "How far do you agree?" answered in a sentence of its own: the position and the
 * story's evidence for it ("I agree, because the story tells that …; later, it tells that …"),
 * never the text pasted as the answer. Null when the claim or every other sentence is no
 * narrated event (a speech, a remark), so there is no evidence to state and the item is not set.
 */
export function agreeWithEvidence(
  claim: SourceSentence,
  support: readonly SourceSentence[],
  speech: ReadonlySet<number>,
): string | null {
  // The nearest event of those about the same person or thing: the part of the story it is in.
  const evidence = [...support]
    .sort((a, b) => Math.abs(a.id - claim.id) - Math.abs(b.id - claim.id))
    .find((s) => s.id !== claim.id && isEvent(s, speech));
  if (!isEvent(claim, speech) || !evidence) return null;
  const when = evidence.id > claim.id ? 'later' : 'earlier';
  return `I agree, because the story tells that ${reported(claim)}; ${when}, it tells that ${reported(evidence)}.`;
}
