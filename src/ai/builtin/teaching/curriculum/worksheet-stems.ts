import type { CauseEffect } from 'src/ai/builtin/curriculum/curriculum-topic';
import { hashText, shuffle, type Random } from 'src/ai/builtin/seeded-random';
import {
  capitalise,
  causeQuestion,
  causeWhy,
  inSentence,
  namesTopic,
  sentence,
  stop,
} from 'src/ai/builtin/teaching/curriculum/draft';
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

/**
 * What a stem calls the topic: the concept, not the chapter title. "Climate of India: The
 * Monsoon" is "the monsoon"; "Money and Credit" is "money and credit"; "the Mauryan Empire and
 * Ashoka" keeps its names. A word keeps its capital only when the topic's own sentences never
 * write it in lower case (a name, not a title word).
 */
export function conceptName(k: TopicKnowledge): string {
  const title = k.main.title.trim();
  const colon = title.indexOf(':');
  const phrase = colon > 0 ? title.slice(colon + 1).trim() : title;
  const prose = [
    ...k.facts.map((f) => f.text),
    ...k.terms.map((t) => `${t.term} ${t.definition}`),
  ].join(' ');
  const inProse = (word: string) =>
    new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(prose);
  // A name is written with its capital in the topic's sentences and never without it.
  const name = (word: string) => inProse(word) && !inProse(word.toLowerCase());
  return phrase
    .split(/\s+/)
    .map((word) => {
      const bare = word.replace(/[,;:.]+$/, '');
      return /^[A-Z][a-z]+$/.test(bare) && !name(bare) ? word.toLowerCase() : word;
    })
    .join(' ');
}

/** "True or false: …", with the concept named first when the statement names no term of it. */
export function trueOrFalseStem(statement: string, k: TopicKnowledge): string {
  const concept = conceptName(k);
  return namesTopic(statement, k) || statement.toLowerCase().includes(concept.toLowerCase())
    ? `True or false: ${sentence(statement)}`
    : `${capitalise(concept)} – true or false: ${sentence(statement)}`;
}

/**
 * Whether a pair is written as an observation and its explanation ("The handle becomes hot" →
 * "heat travels by conduction"): the cause already states the outcome (a change the thing
 * undergoes) and the effect says how it comes about. Asked "what happens as a result", its key
 * would be the cause.
 */
export function explainsCause(item: CauseEffect): boolean {
  const outcome =
    /\b(becomes?|gets?|turns?|feels?|grows?)\s+(hot|cold|warm|cool|wet|dry|bigger|smaller|red|blue)\b/i;
  const how =
    /\bby (conduction|convection|radiation|evaporation|condensation|diffusion|osmosis|friction)\b/i;
  return outcome.test(item.cause) && how.test(item.effect) && !outcome.test(item.effect);
}

/**
 * The question a cause–effect item asks, the right way round: the cause given, its result asked;
 * an observation with its explanation asks why it happens. The concept places it, never the
 * chapter title.
 */
export function causeStem(k: TopicKnowledge, item: CauseEffect): string {
  if (explainsCause(item)) return `${sentence(item.cause)} Explain why this happens.`;
  const stem = causeQuestion(k, item);
  const prefix = `${k.main.title}: `;
  // A cause that names no term of the topic is placed by the concept ("The monsoon: …").
  return stem.startsWith(prefix)
    ? `${capitalise(conceptName(k))}: ${stem.slice(prefix.length)}`
    : stem;
}

/** Why a cause–effect key is right, in the direction the question asked it. */
export function causeReason(item: CauseEffect): string {
  return explainsCause(item)
    ? `${sentence(item.cause)} This happens because ${inSentence(item.effect)}.`
    : causeWhy(item);
}

/** What a true/false item's key is, the order varying from sheet to sheet but fixed by its seed. */
export function truthFor(seed: string, index: number): boolean {
  // Pairs of items: one true and one false in each, which comes first chosen by the seed.
  const pair = Math.floor(index / 2);
  const falseFirst = hashText(`${seed}|true-false|${pair}`) % 2 === 0;
  return index % 2 === 0 ? !falseFirst : falseFirst;
}

/**
 * Items of a pool in a seeded order, the ones the sheet has used least first: a distractor or
 * statement another item showed is the last choice, never the first.
 */
export function leastUsed<T>(
  k: TopicKnowledge,
  items: readonly T[],
  key: (item: T) => string,
  random: Random,
): T[] {
  return shuffle(items, random)
    .map((item, order) => ({ item, order, use: k.use.get(key(item)) ?? 0 }))
    .sort((a, b) => a.use - b.use || a.order - b.order)
    .map(({ item }) => item);
}

/** The text of an option or row without its label ("B. Conduction" → "conduction"). */
export function unit(text: string): string {
  return stop(text.replace(/^([A-F]|\d+)\.\s+/, ''))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
