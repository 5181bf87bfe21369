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
import {
  factKey,
  type FactItem,
  type TermItem,
  type TopicKnowledge,
} from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import type { Misconception } from 'src/ai/builtin/curriculum/curriculum-topic';
import { contentTokens } from 'src/ai/builtin/teaching/worksheet/text-kit';
import { contentWords } from 'src/ai/builtin/teaching/curriculum/focus';
import { subjectOf } from 'src/ai/builtin/teaching/curriculum/fact-questions';

/**
 * What a stem calls the topic: the concept, not the chapter title. "Climate of India: The
 * Monsoon" is "the monsoon" and "Microorganisms: friend and foe" is "microorganisms" (of a title's
 * two parts, the one the topic's sentences use most); "Money and Credit" is "money and credit";
 * "the Mauryan Empire and Ashoka" keeps its names. A word keeps its capital only when the topic's
 * own sentences (its summary and outcomes too) write it so and never in lower case: "Buddhism".
 */
export function conceptName(k: TopicKnowledge): string {
  const title = k.main.title.trim();
  const prose = [
    k.main.summary,
    ...k.main.outcomes,
    ...k.facts.map((f) => f.text),
    ...k.terms.map((t) => `${t.term} ${t.definition}`),
  ].join(' ');
  const inProse = (word: string) =>
    new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(prose);
  // A name is written with its capital in the topic's sentences and never without it.
  const name = (word: string) => inProse(word) && !inProse(word.toLowerCase());
  const phrase = usedPart(title, prose.toLowerCase());
  const named = namedRuns(phrase, prose);
  return phrase
    .split(/\s+/)
    .map((word, at) => {
      const bare = word.replace(/[,;:.]+$/, '');
      return /^[A-Z][a-z]+$/.test(bare) && !name(bare) && !named.has(at)
        ? word.toLowerCase()
        : word;
    })
    .join(' ');
}

/**
 * The places of a title's words that belong to a name of two or more capitalised words the
 * prose writes just so ("First World War"): each keeps its capital, though "war" alone is
 * written in lower case ("The First World war" is a misspelt name).
 */
function namedRuns(phrase: string, prose: string): Set<number> {
  const words = phrase.split(/\s+/);
  const capital = (word: string) => /^[A-Z][a-z]*$/.test(word.replace(/[,;:.]+$/, ''));
  const kept = new Set<number>();
  for (let start = 0; start < words.length; start += 1) {
    let end = start;
    while (end < words.length && capital(words[end])) end += 1;
    // A leading article is not part of the name ("The First World War" → "First World War").
    const from = /^the$/i.test(words[start]) ? start + 1 : start;
    const run = words.slice(from, end).map((word) => word.replace(/[,;:.]+$/, ''));
    if (run.length >= 2 && new RegExp(`\\b${run.join('\\s+')}\\b`).test(prose))
      for (let at = from; at < end; at += 1) kept.add(at);
    start = Math.max(start, end);
  }
  return kept;
}

/** Of a "Main: sub" title, the part whose words the prose uses most often (the second if even). */
function usedPart(title: string, prose: string): string {
  const colon = title.indexOf(':');
  if (colon <= 0) return title;
  const parts = [title.slice(0, colon).trim(), title.slice(colon + 1).trim()];
  const uses = (part: string) => {
    const words = [...contentTokens(part)];
    const count = words.reduce(
      (n, w) => n + (prose.match(new RegExp(`\\b${w}`, 'g'))?.length ?? 0),
      0,
    );
    return words.length > 0 ? count / words.length : 0;
  };
  return uses(parts[0]) > uses(parts[1]) ? parts[0] : parts[1];
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

/**
 * The term a student most likely gives in place of this one: another term of the topic whose
 * meaning shares the most words with this one's (or whose name shares a word), null when none
 * is close. It names the mistake an item invites instead of a stock line.
 */
export function confusable(
  k: TopicKnowledge,
  item: { term: string; definition: string },
): TermItem | null {
  const name = item.term.toLowerCase();
  const words = contentTokens(`${item.term} ${item.definition}`);
  const scored = k.terms
    .filter((t) => t.term.toLowerCase() !== name && !name.includes(t.term.toLowerCase()))
    .filter((t) => !t.term.toLowerCase().includes(name))
    .map((t, order) => ({
      t,
      order,
      shared: [...contentTokens(`${t.term} ${t.definition}`)].filter((w) => words.has(w)).length,
    }))
    .sort((a, b) => b.shared - a.shared || a.order - b.order);
  return scored[0] && scored[0].shared >= 2 ? scored[0].t : null;
}

/**
 * What kind of thing a meaning says a term is, as its genus ("a large protected area that …" →
 * protected area): the words after the article up to the first word that narrows it. Null when
 * the meaning opens otherwise (a verb, "when …").
 */
export function kindOf(definition: string): string | null {
  const m =
    /^(?:an?|the|any|one)?\s*((?:[a-z-]+\s+){0,3}?[a-z-]+)\s+(?:that|which|where|who|whose|when|in|of|on|with|for|to|by|from|used|made|found|between|,)\b/i.exec(
      definition.trim(),
    );
  if (!m) return null;
  const words = m[1].toLowerCase().split(/\s+/);
  // "a large protected area" and "a protected area" are the same kind: drop a size or an age.
  const kept = words.filter((w) => !/^(large|small|big|great|little|long|short|new|old)$/.test(w));
  return kept.length > 0 ? kept.join(' ') : null;
}

/** Whether two terms are things of one kind (a national park and a wildlife sanctuary). */
export function sameKind(a: { definition: string }, b: { definition: string }): boolean {
  const head = (kind: string | null) => kind?.split(' ').pop()?.replace(/s$/, '') ?? null;
  const [x, y] = [head(kindOf(a.definition)), head(kindOf(b.definition))];
  return x !== null && x === y;
}

/**
 * Facts on a misconception's very point: naming the claim's subject, and two content words shared
 * with the correction or the claim that are not the topic's everyday words (those in a fifth of
 * its facts or in its name), not already said by the correction, least used first and the most
 * on-point first among those.
 */
function onPoint(k: TopicKnowledge, item: Misconception): FactItem[] {
  const common = everyday(k);
  const said = new Set(
    [...contentTokens(`${item.wrong} ${item.correct}`)].filter((w) => !common.has(w)),
  );
  const shared = (f: FactItem) => [...contentTokens(f.text)].filter((w) => said.has(w)).length;
  // The claim's own subject ("antibiotics", "territories") must be in the fact: a fact sharing
  // only the correction's words is about something else.
  const subject = [...contentTokens(item.wrong)].find((w) => !common.has(w));
  const correct = item.correct.toLowerCase();
  return k.facts
    .filter((f) => !subject || contentTokens(f.text).has(subject))
    .filter((f) => shared(f) >= 2 && !correct.includes(stop(f.text).toLowerCase()))
    .map((f, order) => ({ f, order, use: k.use.get(factKey(f)) ?? 0 }))
    .sort((a, b) => a.use - b.use || shared(b.f) - shared(a.f) || a.order - b.order)
    .map(({ f }) => f);
}

/** The words a claim is about: its subject's ("There is air between …" → air, particles, gas). */
function claimSubject(claim: string): Set<string> {
  const existential = /^there (?:is|are|was|were) (.+)$/i.exec(stop(claim).trim());
  return contentTokens(existential ? existential[1] : subjectOf(claim));
}

/** Share of a text's content words another text already says. */
function saidBy(text: string, other: ReadonlySet<string>): number {
  const words = [...contentWords(text)];
  return words.filter((w) => other.has(w)).length / Math.max(1, words.length);
}

/**
 * Facts that back a misconception's correction, each a mark of its own: on its very point
 * (`onPoint`), with the claim's subject as their own subject, so each says something about it
 * ("the rate of evaporation" backs nothing about the space between gas particles; "the western
 * coastal plains" nothing about the Eastern Ghats), and each a new idea: not the correction said
 * again ("The Western Ghats are higher and more continuous …" beside "the Western Ghats are
 * continuous …"), and no two saying nearly the same. At most `n`.
 */
export function evidenceFor(k: TopicKnowledge, item: Misconception, n: number): FactItem[] {
  const about = claimSubject(item.wrong);
  const correction = contentWords(item.correct);
  const chosen: FactItem[] = [];
  for (const fact of onPoint(k, item)) {
    const own = contentTokens(subjectOf(fact.text));
    if (about.size > 0 && ![...about].some((w) => own.has(w))) continue;
    if (saidBy(fact.text, correction) >= 0.6) continue;
    if (chosen.some((c) => saidBy(fact.text, contentWords(c.text)) > 0.6)) continue;
    chosen.push(fact);
    if (chosen.length === n) break;
  }
  return chosen;
}

/**
 * Whether a fact states a misconception's correction ("A muscle can only pull, not push" against
 * "Muscles can push bones as well as pull them"): printed beside it, it gives the choice away.
 */
export function refutes(k: TopicKnowledge, item: Misconception, fact: FactItem): boolean {
  const text = stop(fact.text).toLowerCase();
  if (item.correct.toLowerCase().includes(text)) return true;
  // The correction's words nearly all in the fact: it says the correction again.
  const correction = contentTokens(item.correct);
  const said = contentTokens(fact.text);
  const shared = [...correction].filter((w) => said.has(w)).length;
  if (correction.size >= 3 && shared / correction.size >= 0.6) return true;
  return onPoint(k, item).includes(fact);
}

/** A topic's everyday words: its name's, and those in a fifth of its facts or more. */
function everyday(k: TopicKnowledge): Set<string> {
  const counts = new Map<string, number>();
  for (const fact of k.facts)
    for (const word of contentTokens(fact.text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const often = [...counts].filter(([, n]) => n >= Math.max(2, k.facts.length / 5)).map(([w]) => w);
  return new Set([...often, ...contentTokens(`${k.main.title} ${conceptName(k)}`)]);
}

/**
 * Whether an answer is a quantity with a unit ("₹2,000", "12 cm²", "5% per year", "40 °C"): only
 * then is "without units" a mistake a student can make ("Order 2", "x = 2 or x = 5" have none).
 */
export function hasUnits(answer: string): boolean {
  return /[₹$£€%°]|\b(?:rs|rupees?|paise|mm|cm|m|km|g|kg|mg|l|ml|s|min|h|hours?|minutes?|seconds?|days?|weeks?|months?|years?|N|J|W|V|A|Pa|Hz|K)(?:[²³]|\/\w+)?(?![\w])/.test(
    answer,
  );
}
