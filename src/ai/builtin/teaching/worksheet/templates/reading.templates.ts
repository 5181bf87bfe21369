import { mixedFeelings } from 'src/ai/builtin/teaching/worksheet/document/mixed-feelings';
import { shuffle } from 'src/ai/builtin/seeded-random';
import {
  isCharacter,
  isNarrative,
  passage,
  storyCast,
} from 'src/ai/builtin/teaching/worksheet/document/narration';
import { eventsToOrder } from 'src/ai/builtin/teaching/worksheet/document/story-sequence.templates';
import {
  BLANK,
  capitalise,
  labelOptions,
  letter,
} from 'src/ai/builtin/teaching/worksheet/text-kit';
import { pickStatement, type Template } from 'src/ai/builtin/teaching/worksheet/writer-context';
import type { SourceSentence } from 'src/ai/builtin/language/text/page-sentences';

/**
 * Reading comprehension from the teacher's document: why things happen (the text's own
 * "because"), who did what, how a character felt, the order of events, what happens next. Every
 * key is the text's own words, so it answers the question.
 */

const stop = (text: string) => text.trim().replace(/[.!?]+$/, '');
const quoted = (text: string) => /["“”]/.test(text);

/** "…, because …" with a clause after it ("because of the cloth" is not a reason clause). */
const BECAUSE = /^(?:and |but |so |then )?(.{12,}?),? because (?!of\b)(.{10,}?)[.!]?$/i;

/** "Read this from the text: "…". Why did this happen?" → "Because …". */
const whyItHappened: Template = {
  name: 'why-it-happened',
  blooms: ['understand', 'analyze', 'apply'],
  write(ctx, _slot, attempt) {
    const sentence = pickStatement(
      ctx,
      attempt,
      (s) => BECAUSE.test(s.text) && !quoted(s.text) && !/, (who|which)\b/.test(s.text),
    );
    const match = sentence && BECAUSE.exec(sentence.text);
    if (!sentence || !match) return Promise.resolve(null);
    return Promise.resolve({
      question: `Read this from the text: "${capitalise(stop(match[1]))}." Why did this happen?`,
      options: [],
      answer: `Because ${stop(match[2])}.`,
      grounding: sentence.text,
      terms: [],
      sentences: [sentence.id],
    });
  },
};

/** "Who went up the hill?" from "Peerifool went up the hill." (a name, then its verb). */
const whoDidIt: Template = {
  name: 'who-did-it',
  blooms: ['remember', 'understand'],
  write(ctx, _slot, attempt) {
    const names = ctx.analysis.terms.filter((term) => term.kind === 'name');
    const opening = (s: SourceSentence) =>
      names.find((name) => s.text.startsWith(name.label) && s.text.length > name.label.length + 8);
    const sentence = pickStatement(ctx, attempt, (s) => {
      const name = opening(s);
      const next = name && s.words[name.label.split(' ').length];
      return !!next && (next.pos === 'VERB' || next.pos === 'AUX') && !quoted(s.text);
    });
    const name = sentence && opening(sentence);
    if (!sentence || !name) return Promise.resolve(null);
    return Promise.resolve({
      question: `Who ${stop(sentence.text.slice(name.label.length).trim())}?`,
      options: [],
      answer: name.label,
      grounding: sentence.text,
      terms: [name.key],
      sentences: [sentence.id],
    });
  },
};

const GOOD = [
  'happy',
  'glad',
  'delighted',
  'pleased',
  'proud',
  'joyful',
  'grateful',
  'cheerful',
  'calm',
];
const BAD = [
  'afraid',
  'frightened',
  'angry',
  'sad',
  'sorrowful',
  'ashamed',
  'worried',
  'jealous',
  'lonely',
  'furious',
  'miserable',
  'terrified',
  'anxious',
];

const LINKS = new Set([
  'was',
  'were',
  'felt',
  'feel',
  'became',
  'grew',
  'looked',
  'seemed',
  'is',
  'am',
]);

/** How a character felt: the feeling word blanked, the wrong options of the opposite kind. */
const howTheyFelt: Template = {
  name: 'how-they-felt',
  blooms: ['understand', 'remember', 'analyze'],
  async write(ctx, _slot, attempt) {
    // A feeling of a person: "was afraid", "felt very proud" (not "a lonely moor").
    const cast = await storyCast(ctx);
    // The one who feels: the nearest noun or pronoun before the link ("the herders were
    // terribly frightened"); a noun must be of the story's cast.
    const feels = (s: SourceSentence, at: number) => {
      const who = [...s.words.slice(0, at)]
        .reverse()
        .find((w) => /^(NOUN|PROPN|PRON)$/.test(w.pos));
      if (!who) return true;
      if (who.pos === 'PRON') return !/^(it|this|that)$/.test(who.lower);
      return isCharacter(cast, who.pos === 'PROPN' ? who.text : who.lower);
    };
    const feeling = (s: SourceSentence) =>
      s.words.find(
        (w, i) =>
          (GOOD.includes(w.lower) || BAD.includes(w.lower)) &&
          s.words.slice(Math.max(0, i - 2), i).some((before) => LINKS.has(before.lower)) &&
          feels(s, i),
      )?.lower;
    const sentence = pickStatement(ctx, attempt, (s) => !!feeling(s) && !quoted(s.text));
    const word = sentence && feeling(sentence);
    if (!sentence || !word) return Promise.resolve(null);
    const opposite = GOOD.includes(word) ? BAD : GOOD;
    const wrong = shuffle(opposite, ctx.random).slice(0, 3);
    const all = shuffle([word, ...wrong], ctx.random);
    const blanked = sentence.text.replace(new RegExp(`\\b${word}\\b`, 'i'), BLANK);
    return Promise.resolve({
      question: `Read: "${blanked}" Which word tells how the character felt?`,
      options: labelOptions(all),
      answer: `${letter(all.indexOf(word))}. ${capitalise(word)}`,
      grounding: sentence.text,
      terms: [],
      sentences: [sentence.id],
    });
  },
};

const eventOrder: Template = {
  name: 'event-order',
  blooms: ['analyze', 'understand', 'remember'],
  write(ctx, _slot, attempt) {
    const chosen = eventsToOrder(ctx, attempt);
    if (!chosen || new Set(chosen.map((s) => s.id)).size < 4) return Promise.resolve(null);
    const shuffled = shuffle(chosen, ctx.random);
    // A list already in the story's order is answered by copying it: the first moves to the end.
    const shown = shuffled.every((s, i) => s === chosen[i])
      ? [...chosen.slice(1), chosen[0]]
      : shuffled;
    const lines = shown.map((s, i) => `${letter(i)}. ${stop(s.text)}`);
    const order = chosen.map((s) => letter(shown.indexOf(s)));
    return Promise.resolve({
      question: `Put these events in the order they happen in the text: ${lines.join(' ')}`,
      options: [],
      answer: order.join(', '),
      grounding: passage(...chosen),
      terms: [],
      sentences: chosen.map((s) => s.id),
    });
  },
};

/**
 * What a sentence leads to, when the text marks the next sentence as its result ("So …",
 * "As a result …") or as what came straight after ("Then …", "At once …"). A plain next sentence
 * is no consequence ("it can destroy towns" is not followed by what the destruction causes), and
 * "what do you think happens next" of a text already read is no prediction.
 */
const LEADS_ON =
  /^(so|therefore|as a result|because of this|thus|then|at once|soon|after that|next|at last)\b,?\s*/i;
const RESULT = /^(so|therefore|as a result|because of this|thus)\b/i;

const whatNext: Template = {
  name: 'what-next',
  blooms: ['understand', 'analyze', 'apply'],
  write(ctx, _slot, attempt) {
    const next = (s: SourceSentence) =>
      ctx.analysis.sentences.find(
        (o) =>
          o.id === s.id + 1 &&
          o.document === s.document &&
          !quoted(o.text) &&
          LEADS_ON.test(o.text) &&
          o.text.replace(LEADS_ON, '').length > 12,
      );
    const sentence = pickStatement(ctx, attempt, (s) => !quoted(s.text) && !!next(s));
    const after = sentence && next(sentence);
    if (!sentence || !after) return Promise.resolve(null);
    const ask = RESULT.test(after.text)
      ? 'What happened as a result?'
      : 'What happened straight after this?';
    return Promise.resolve({
      question: `Read this from the text: "${stop(sentence.text)}." ${ask}`,
      options: [],
      answer: `${capitalise(stop(after.text.replace(LEADS_ON, '')))}.`,
      grounding: `${sentence.text} ${after.text}`,
      terms: [],
      sentences: [sentence.id, after.id],
    });
  },
};

/** A sentence's beginning and its ending: split at a comma in the middle third. */
function halves(s: SourceSentence): { start: string; end: string } | null {
  const text = stop(s.text);
  const third = text.length / 3;
  const at = [...text.matchAll(/, /g)].map((m) => m.index).find((i) => i > third && i < 2 * third);
  if (at === undefined) return null;
  return { start: text.slice(0, at), end: text.slice(at + 2) };
}

/** Match the beginnings of four sentences of the text with their endings. */
const matchHalves: Template = {
  name: 'match-halves',
  blooms: ['remember', 'understand', 'analyze', 'apply'],
  write(ctx, _slot, attempt) {
    // Sentences no earlier question quoted first: halves of those match by memory of wording.
    const split = [...ctx.analysis.statements]
      .sort((a, b) => (ctx.sentenceUse.get(a.id) ?? 0) - (ctx.sentenceUse.get(b.id) ?? 0))
      .filter((s) => !quoted(s.text))
      .map((s) => ({ s, parts: halves(s) }))
      .filter(
        (item): item is { s: SourceSentence; parts: { start: string; end: string } } =>
          !!item.parts,
      );
    const chosen = split.slice(attempt * 4, attempt * 4 + 4);
    if (chosen.length < 3) return Promise.resolve(null);
    const order = shuffle(
      chosen.map((_, i) => i),
      ctx.random,
    );
    return Promise.resolve({
      question: `Match the beginning of each sentence from the text (Column A) with its ending (Column B).`,
      options: [],
      answer: chosen.map((_, i) => `${i + 1}-${letter(order.indexOf(i))}`).join(', '),
      column_a: chosen.map((c, i) => `${i + 1}. ${c.parts.start} …`),
      column_b: order.map((i, at) => `${letter(at)}. … ${chosen[i].parts.end}`),
      grounding: chosen.map((c) => c.s.text).join(' '),
      terms: [],
      sentences: chosen.map((c) => c.s.id),
    });
  },
};

/** Actions that show a feeling: what a reader infers from "she wept" or "he trembled". */
const SHOWS: [RegExp, string][] = [
  [/\b(wept|cried|sobbed|burst into tears)\b/i, 'sad or upset'],
  [/\b(laughed|smiled|danced for joy|clapped)\b/i, 'happy or pleased'],
  [/\b(trembled|shivered with fear|shook with fear|ran away|fled|hid)\b/i, 'afraid'],
  [/\b(grew red|blushed|turned red)\b/i, 'embarrassed or shy'],
  [/\b(stamped|shouted angrily|scolded|raged)\b/i, 'angry'],
  [/\b(sighed|hung (his|her) head)\b/i, 'sad or disappointed'],
];

/** Who does the action: the words before its verb, when they are short enough to be a character. */
function doer(text: string, at: number): string | null {
  const before = text
    .slice(0, at)
    .replace(/^(and|but|so|then|when|at last|at once)[, ]+/i, '')
    .trim()
    .replace(/,$/, '');
  const words = before.split(/\s+/);
  if (words.length === 0 || words.length > 5 || /[,;:]/.test(before)) return null;
  return /^(he|she|they|i|we|the|a|an|his|her|[A-Z])/i.test(before) ? before : null;
}

/** "Read: "… wept …". What does this tell us about how the king's daughter felt?" */
const whatItShows: Template = {
  name: 'what-it-shows',
  blooms: ['analyze', 'understand', 'evaluate'],
  async write(ctx, _slot, attempt) {
    const cast = await storyCast(ctx);
    const shown = (s: SourceSentence) => {
      if (quoted(s.text) || mixedFeelings(s.text, SHOWS)) return null;
      for (const [pattern, feeling] of SHOWS) {
        const match = pattern.exec(s.text);
        const who = match && doer(s.text, match.index);
        // Only a character feels: "the earth trembled" is no fear of the earth's.
        if (who && isCharacter(cast, who)) return { who, feeling, action: match[0] };
      }
      return null;
    };
    const sentence = pickStatement(ctx, attempt, (s) => shown(s) !== null);
    const found = sentence && shown(sentence);
    if (!sentence || !found) return Promise.resolve(null);
    const who =
      /^[A-Z][a-z]+ [a-z]/.test(found.who) && !/^(He|She|They|I|We)\b/.test(found.who)
        ? found.who.charAt(0).toLowerCase() + found.who.slice(1)
        : found.who;
    return Promise.resolve({
      question: `Read: "${stop(sentence.text)}." What does this tell us about how ${who} felt? Use a word from the text as your evidence.`,
      options: [],
      answer: `That ${who} was ${found.feeling}: the text says "${found.action}".`,
      grounding: sentence.text,
      terms: [],
      sentences: [sentence.id],
    });
  },
};

/** "…, so that …" / "… in order to …": why a character did something, in the text's words. */
const PURPOSE = /^(?:and |but |then )?(.{12,}?),? (so that|in order to) (.{6,}?)[.!]?$/i;

const whyTheyDidIt: Template = {
  name: 'why-they-did-it',
  blooms: ['understand', 'analyze', 'apply'],
  async write(ctx, _slot, attempt) {
    // In a story only a character does a thing for a purpose: "Suddenly there came a
    // thundering …, so that the earth trembled" is what happened, not why anyone did it.
    const cast = isNarrative(ctx.analysis) ? await storyCast(ctx) : null;
    const meant = (s: SourceSentence) => {
      const match = PURPOSE.exec(s.text);
      if (!match || quoted(s.text)) return false;
      if (!cast) return true;
      const words = match[1].replace(/^(and|but|then|so|now|yet)\b,?\s*/i, '').split(/\s+/);
      const who = [3, 2, 1]
        .map((n) => words.slice(0, n).join(' '))
        .find((phrase) => isCharacter(cast, phrase));
      return !!who;
    };
    const sentence = pickStatement(ctx, attempt, meant);
    const match = sentence && PURPOSE.exec(sentence.text);
    if (!sentence || !match) return Promise.resolve(null);
    const purpose = match[2].toLowerCase() === 'so that' ? `So that ${match[3]}` : `To ${match[3]}`;
    return Promise.resolve({
      question: `Read this from the text: "${capitalise(stop(match[1]))}." Why was this done?`,
      options: [],
      answer: `${stop(purpose)}.`,
      grounding: sentence.text,
      terms: [],
      sentences: [sentence.id],
    });
  },
};

export const READING_MATCH_TEMPLATES: Template[] = [matchHalves];
export const READING_MCQ_TEMPLATES: Template[] = [howTheyFelt];
export const READING_VERY_SHORT_TEMPLATES: Template[] = [
  whoDidIt,
  whyItHappened,
  whyTheyDidIt,
  whatItShows,
];
export const READING_SHORT_TEMPLATES: Template[] = [
  whatItShows,
  whyItHappened,
  whyTheyDidIt,
  whatNext,
];
export const READING_LONG_TEMPLATES: Template[] = [eventOrder];
