/**
 * Choosing an objective's board sentences: an outcome's key words, the sentences the topic's data
 * (and an attached document) offers, how well each fits an outcome, and the few that teach it.
 */
import type { ItsFunction } from 'wink-nlp';
import { its, readDoc } from 'src/ai/builtin/nlp';
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { inSentence, processRef, sentence, stop } from 'src/ai/builtin/teaching/curriculum/draft';
import { contentWords, overlap } from 'src/ai/builtin/teaching/curriculum/focus';

// wink-nlp's typings declare `its.lemma` with an extra `addons` parameter that `out` accepts.
const LEMMA = its.lemma as unknown as ItsFunction<string>;
const KEY_WORDS = new Map<string, Set<string>>();

/**
 * A text's content words as lemmas ("stored" → store, "dynasties" → dynasty, "kept" → keep): an
 * outcome and a fact are matched on what they mean, not on their endings.
 */
export function keyWords(text: string): Set<string> {
  const known = KEY_WORDS.get(text);
  if (known) return known;
  const lemmas = readDoc(text).tokens().out(LEMMA);
  const words = contentWords(lemmas.join(' '));
  if (KEY_WORDS.size > 20000) KEY_WORDS.clear();
  KEY_WORDS.set(text, words);
  return words;
}

/** The outcome an objective states: "By the end …, students will be able to X." → "X". */
export function outcomeOf(objective: string): string {
  return inSentence(
    objective.replace(/^.*?\bwill be able to\s+/i, '').replace(/\s*\([a-z]+\)\s*,.*$/i, ''),
  );
}

/**
 * An outcome about causes ("Explain the causes of …", "reasons for", "causes and effects"): the
 * topic's causes teach it. "Cause" as a verb ("the pollution they cause") is not one.
 */
export const CAUSAL =
  /\b(?:causes?|reasons?)\s+(?:of|for|behind)\b|\bcauses? and (?:effects?|consequences?)\b|\bwhat causes\b/i;

/** A worked example on a printed source: kept for the lesson's source work. */
export const SOURCE = /\b(extract|source)\b/i;

/** The outcome's words that are not the title's (they tie an item to this outcome only). */
export function specificWords(k: TopicKnowledge, outcome: string): Set<string> {
  const title = keyWords(k.topics.map((topic) => topic.title).join(' '));
  return new Set([...keyWords(outcome)].filter((word) => !title.has(word)));
}

/** The topic's key terms the outcome names ("explain how fire extinguishers work" → fire extinguisher). */
export function namedTerms(k: TopicKnowledge, outcome: string): TopicKnowledge['terms'] {
  const said = keyWords(outcome.toLowerCase());
  const specific = specificWords(k, outcome);
  return k.terms.filter((t) => {
    const words = [...keyWords(t.term.toLowerCase())];
    return (
      words.length > 0 && words.every((w) => said.has(w)) && words.some((w) => specific.has(w))
    );
  });
}

/**
 * What the key terms an outcome names mean, as words the outcome does not say (a fire
 * extinguisher "puts out fire by cutting off air, cooling"): a sentence in these words is about
 * the outcome though it never names the term ("Water … cools them and cuts off air").
 */
export function termWords(k: TopicKnowledge, outcome: string): Set<string> {
  const said = keyWords(outcome);
  const title = keyWords(k.topics.map((topic) => topic.title).join(' '));
  return new Set(
    namedTerms(k, outcome)
      .flatMap((t) => [...keyWords(t.definition)])
      .filter((w) => !said.has(w) && !title.has(w)),
  );
}

/**
 * Whether a sentence is about the key terms the outcome names: it names one (not only in a list of
 * names) or says what one means.
 */
export function aboutTerms(k: TopicKnowledge, outcome: string, c: Candidate): boolean {
  const named = namedTerms(k, outcome);
  // "… two kinds of tubes, called xylem and phloem" says nothing of what either is or does.
  if (
    onlyNames(
      c.text,
      named.map((t) => t.term),
    )
  )
    return false;
  // "Name the five dynasties": the sentence listing five names is about them, in any words.
  const n = askedCount(outcome);
  if (named.length === 0 || (n > 0 && listItems(c.text).length >= n)) return true;
  const meaning = termWords(k, outcome);
  return (
    named.some((t) => [...keyWords(t.term.toLowerCase())].every((w) => c.words.has(w))) ||
    overlap(c.words, meaning) >= 2
  );
}

/** A list of names after "called", "known as" …: "… two kinds of tubes, called xylem and phloem". */
const NAMING =
  /\b(?:called|known as|named|namely|termed)\s+(?:the\s+)?[a-z-]+(?:\s+[a-z-]+){0,2}(?:\s*,\s*(?:the\s+)?[a-z-]+(?:\s+[a-z-]+){0,2})*\s*,?\s+(?:and|or)\s+(?:the\s+)?[a-z-]+(?:\s+[a-z-]+){0,2}/gi;

/**
 * Whether a line only names the terms ("It does this through two kinds of tubes, called xylem and
 * phloem"): they appear in a list of names and nowhere else, so it says what none of them is or
 * does, and teaches or answers nothing about them.
 */
export function onlyNames(text: string, terms: readonly string[]): boolean {
  const lower = text.toLowerCase();
  const rest = lower.replace(NAMING, ' ');
  if (rest === lower) return false;
  const said = (line: string, term: string) =>
    new RegExp(`\\b${term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(line);
  return terms.some((term) => said(lower, term)) && !terms.some((term) => said(rest, term));
}

/** A sentence the teacher can put on the board, with the words it is scored on. */
export interface Candidate {
  text: string;
  words: Set<string>;
  /** A key term's definition (the outcome names the term). */
  definition?: string;
  /** A sentence of the attached document (the lesson teaches from it first). */
  document?: boolean;
  /** A process's stages in order: the process's name. */
  process?: string;
}

/** Everything the topic's data (and an attached document) says, each a board sentence. */
export function candidates(
  k: TopicKnowledge,
  document: readonly string[] = [],
  effects = false,
): Candidate[] {
  // Read lower-case: wink takes "Electroplating" at a sentence's start for a name.
  const own = (text: string, about = text): Candidate => ({
    text: sentence(text),
    words: keyWords(about.toLowerCase()),
  });
  return [
    ...document.map((text) => ({ ...own(text), document: true })),
    ...k.terms.map((t) => ({ ...own(`${t.term}: ${t.definition}`), definition: t.term })),
    ...k.facts.map((fact) => own(fact.text)),
    // For "the effects of …" the effect is the sentence, the cause only what it is about; else one
    // sentence joins them ("… heavy rainfall …, so dense evergreen forests … grow"), no fragment.
    ...k.causes.map((item) =>
      effects
        ? own(item.effect, `${item.cause} ${item.effect}`)
        : own(`${stop(item.cause)}, so ${inSentence(item.effect)}`),
    ),
    ...k.processes.map((process) => ({
      ...own(
        `The stages of ${processRef(process.name)}: ${process.stages.map((s) => `${s.name} (${stop(s.description)})`).join(' → ')}.`,
      ),
      process: process.name,
    })),
    ...k.examples
      .filter((item) => !SOURCE.test(item.problem))
      .map((item) => own(`${sentence(item.problem)} ${sentence(item.answer)}`)),
    // A correct idea is about what its wrong idea says ("It raised food output …").
    ...k.misconceptions.map((item) =>
      own(
        // "It raised food output …" says what "The Green Revolution had no drawbacks" is about.
        PRONOUN_START.test(item.correct)
          ? `${stop(item.wrong)} – not so: ${inSentence(item.correct)}`
          : item.correct,
        `${item.wrong} ${item.correct}`,
      ),
    ),
  ];
}

/** A sentence that leans on the one before it ("It raised …", "These materials …"). */
export const PRONOUN_START = /^(it|its|they|their|these|this|those|such|he|she|his|her)\b/i;

/** An outcome about what something led to ("Explain the effects of the Green Revolution"). */
export const EFFECTS = /\b(effects?|results?|consequences?|impacts?)\b/i;

/** "name the five dynasties" → 5. */
const NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
export function namedCount(outcome: string): number {
  const word = /\b(?:name|list|give|state)\s+(?:the\s+)?(two|three|four|five|six|seven|\d)\b/i.exec(
    outcome,
  )?.[1];
  if (!word) return 0;
  return NUMBERS[word.toLowerCase()] ?? Number(word);
}

/** The verbs a question asks with, before the count ("Describe the three levels …"). */
const COUNTING =
  /^(?:describe|name|list|give|state|explain|identify|suggest|write|mention|outline|what are)\s+(?:the\s+|any\s+)?(two|three|four|five|six|seven)\b/i;

/**
 * How many things a question asks for: "Describe the three levels …" → 3, "Give two reasons …"
 * → 2, "… any three uses" → 3; 0 when it counts none ("Find the distance between two points").
 */
export function askedCount(question: string): number {
  const word =
    COUNTING.exec(question.trim())?.[1] ??
    /\bany\s+(two|three|four|five|six|seven)\b/i.exec(question)?.[1];
  return word ? NUMBERS[word.toLowerCase()] : Math.max(0, namedCount(question));
}

/** An outcome about rules or precautions: its material is what to do and what not to do. */
export const RULES = /\b(rules?|precautions?|safety|safely)\b/i;
/** A sentence that says what to do: a rule, not a fact. */
export const RULE_TEXT = /\b(should|must|never|do not|don't|always|avoid)\b/i;

/** An outcome asking for a difference or a comparison: its material contrasts the parts. */
export const CONTRAST =
  /\b(difference|differences|distinguish|compare|contrast|differ|differs|differed|different from)\b/i;

/**
 * The parts an outcome joins with "and"/"or" ("rice and wheat", "Alauddin Khalji and Muhammad
 * Tughluq", "perimeter and area"): the word either side of each joint, as key words.
 */
export function outcomeParts(outcome: string): string[] {
  const words = outcome.split(/\s+/).map((w) => w.replace(/[^A-Za-z-]/g, ''));
  const parts: string[] = [];
  words.forEach((word, i) => {
    if (!/^(and|or)$/i.test(word) || i === 0 || i === words.length - 1) return;
    for (const side of [words[i - 1], words[i + 1] === 'the' ? words[i + 2] : words[i + 1]]) {
      const [key] = keyWords(side ?? '');
      if (key && !parts.includes(key)) parts.push(key);
    }
  });
  return parts;
}

/** How well a sentence teaches an outcome: its own words count double, the title's a half. */
export function fit(k: TopicKnowledge, outcome: string, c: Candidate): number {
  const specific = specificWords(k, outcome);
  const all = keyWords(outcome);
  const own = overlap(c.words, specific);
  const n = askedCount(outcome);
  // "Name the five dynasties": the sentence that lists five names teaches it, in any words.
  const lists = n > 0 && listItems(c.text).length >= n && overlap(c.words, all) > 0;
  // "State rules for using electricity safely": every rule of the topic teaches it.
  const rule = RULES.test(outcome) && RULE_TEXT.test(c.text);
  // "The difference between area and perimeter": a sentence on both parts, title words or not.
  const parts = CONTRAST.test(outcome) ? outcomeParts(outcome) : [];
  const contrasts = parts.length >= 2 && parts.every((part) => c.words.has(part));
  // "Water … cools them and cuts off air" says what a fire extinguisher does: two words of it.
  const meant = c.definition ? 0 : overlap(c.words, termWords(k, outcome));
  const means = meant >= 2 ? meant : 0;
  if (own === 0 && specific.size > 0 && !lists && !rule && !contrasts && !means) return 0;
  let score = own * 2 + (overlap(c.words, all) - own) * 0.5 + (lists ? 4 : 0) + means;
  const lower = outcome.toLowerCase();
  // A term's definition counts extra when the outcome names the term as its own subject.
  if (
    c.definition &&
    lower.includes(c.definition.toLowerCase()) &&
    overlap(keyWords(c.definition), specific) > 0
  )
    score += 1;
  if (c.document) score += 1;
  if (RULES.test(outcome)) score += RULE_TEXT.test(c.text) ? 3 : -own * 2;
  if (contrasts) score += 3;
  if (namesProcess(outcome, c)) score += 3;
  return score;
}

/** Whether a candidate is the stages of the process the outcome names ("the path of blood …"). */
export function namesProcess(outcome: string, c: Candidate): boolean {
  const said = keyWords(outcome.toLowerCase());
  const name = [...keyWords((c.process ?? '').toLowerCase())];
  return name.length > 0 && name.every((word) => said.has(word));
}

/** The items a sentence lists: "ruled by A, B, C and D" → [A, B, C, D] (none without a list). */
export function listItems(text: string): string[] {
  const clause = stop(text)
    .split(/[;:]/)
    .find((part) => /,.*\band\b/.test(part));
  if (!clause) return [];
  const tail = clause.replace(
    /^.*?\b(?:by|are|were|include|includes|such as|of|in turn by)\s+(?=[^,]*,)/i,
    '',
  );
  const items = tail
    .split(/,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/)
    .map((item) => item.replace(/^(the|a|an)\s+/i, '').trim())
    .filter((item) => item.length > 0);
  // A list is of short names; a clause of prose ("… and paid soldiers from it") is not.
  if (items.length < 2 || items.some((item) => item.split(/\s+/).length > 4)) return [];
  return items;
}

/** Words of a sentence that a near copy already said (most of them). */
function repeats(c: Candidate, chosen: readonly Candidate[]): boolean {
  return chosen.some(
    (other) =>
      c.text === other.text || overlap(c.words, other.words) >= Math.max(2, c.words.size * 0.75),
  );
}

/**
 * The sentences that teach one outcome, none another outcome of the lesson teaches better and none
 * already used: the best fits first, one for each part the outcome joins ("rice and wheat" → one
 * on rice, one on wheat; every sentence names a part), no near repeats.
 */
export function teachingFor(
  k: TopicKnowledge,
  outcome: string,
  others: readonly string[],
  pool: readonly Candidate[],
  claimed: Set<string>,
): Candidate[] {
  const parts = outcomeParts(outcome).filter((part) => specificWords(k, outcome).has(part));
  const scored = pool
    .filter((c) => !claimed.has(c.text))
    .map((c, rank) => ({ c, rank, score: fit(k, outcome, c) }))
    .filter((entry) => entry.score > 0)
    // Sorting and naming outcomes take their lists; others: each sentence names a joined part.
    .filter((entry) => parts.length < 2 || parts.some((part) => entry.c.words.has(part)))
    // A sentence another outcome fits better is that outcome's (a process's stages the one naming it).
    .filter(
      (entry) =>
        namesProcess(outcome, entry.c) ||
        others.every((other) => fit(k, other, entry.c) <= entry.score),
    )
    .sort((a, b) => b.score - a.score || a.rank - b.rank);
  const top = scored[0]?.score ?? 0;
  // Beside the document's own sentences, the curriculum adds only what fits as well.
  const fromDocument = scored.find((entry) => entry.c.document)?.score;
  const near = scored
    .filter((entry) => entry.score * 2 >= top)
    .filter(
      (entry) => fromDocument === undefined || entry.c.document || entry.score >= fromDocument,
    )
    .map((entry) => entry.c);
  const chosen: Candidate[] = [];
  for (const part of parts) {
    const first = near.find((c) => c.words.has(part) && !repeats(c, chosen));
    if (first) chosen.push(first);
  }
  // Three sentences (four for rules or many parts), a bare definition not counted.
  const room = (RULES.test(outcome) ? 4 : 3) + Math.max(0, parts.length - 2);
  for (const c of near)
    if (chosen.filter((item) => !item.definition).length < room && !repeats(c, chosen))
      chosen.push(c);
  return chosen;
}

/** The outcome's own words (not the title's): what ties a question to this objective. */
export function objectiveWords(k: TopicKnowledge, outcome: string): Set<string> {
  return specificWords(k, outcome);
}
