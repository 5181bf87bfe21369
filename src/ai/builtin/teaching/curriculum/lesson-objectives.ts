import type { WorkedExample } from 'src/ai/builtin/curriculum/curriculum-topic';
import type { MathsExercise } from 'src/ai/builtin/teaching/curriculum/maths-source';
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { mathsSkills } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import type { ItsFunction } from 'wink-nlp';
import { its, readDoc } from 'src/ai/builtin/nlp';
import {
  capitalise,
  distinct,
  inSentence,
  processRef,
  sentence,
  stop,
} from 'src/ai/builtin/teaching/curriculum/draft';
import { contentWords, overlap, plainWords } from 'src/ai/builtin/teaching/curriculum/focus';
import { asked, type CheckQuestion } from 'src/ai/builtin/teaching/curriculum/lesson-questions';
import { substitutionCheck } from 'src/ai/builtin/teaching/lesson/substitution-check';
import {
  answersQuestion,
  compared,
  definesTerm,
  isInstruction,
  names,
} from 'src/ai/builtin/teaching/curriculum/answer-guard';

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
 * The maths skills an outcome names by the skill's own part ("find equivalent fractions" →
 * fractions.equivalent; "compare and order fractions" → fractions.compare).
 */
function skillsFor(k: TopicKnowledge, outcome: string): string[] {
  // "Solve" alone does not tie "form an equation from a word problem" to "solve one step".
  const words = new Set([...plainWords(outcome)].filter((word) => !GENERIC_VERBS.has(word)));
  return mathsSkills(k)
    .map((skill, rank) => ({
      skill,
      rank,
      hit: overlap(plainWords(skill.slice(skill.indexOf('.') + 1).replace(/_/g, ' ')), words),
    }))
    .filter((entry) => entry.hit > 0)
    .sort((a, b) => b.hit - a.hit || a.rank - b.rank)
    .map((entry) => entry.skill);
}

const GENERIC_VERBS = new Set(['solve', 'find', 'calculate', 'work', 'out', 'write', 'use']);

/** An outcome a statement from the facts answers: its own words can be the check question. */
const ANSWERABLE =
  /^(explain|describe|name|state|write|list|give|identify|distinguish|compare|define|outline|recall|recognise|recognize|suggest|summarise|summarize|classify|sequence|relate)\b/i;

/** An outcome about checking an answer ("check a solution by substitution"). */
const CHECKING = /\b(check|verify)\b.*\b(solution|answer)|substitut/i;

/** The parts of "… each of rivers, sea, glaciers and wind" as content words. */
function eachOf(outcome: string): string[] {
  const list = /\beach of (?:the )?(.+?)\.?$/i.exec(outcome)?.[1];
  if (!list) return [];
  return list
    .split(/,\s*|\s+and\s+|\s+or\s+/)
    .map((part) => [...contentWords(part)][0])
    .filter((word): word is string => word !== undefined);
}

/** An outcome about causes ("Explain the causes of …"): the topic's causes teach it. */
const CAUSAL = /\b(causes?|reasons? for)\b/i;

/** An outcome that asks for a whole piece of writing: the writing task checks it, not a slip. */
const PRODUCTION = /^(write|use|compose|draft|produce|plan and write)\b/i;

/** A worked example on a printed source: kept for the lesson's source work. */
export const SOURCE = /\b(extract|source)\b/i;

/** What the topic's data says about an outcome, and whether only an activity teaches it. */
interface Material {
  texts: string[];
  /** The activity that teaches the outcome when no fact does. */
  activity?: string;
  /** The check a sorting, naming or rules outcome needs: a concrete item with its own answer. */
  check?: CheckQuestion;
  /** A second item of the same kind for independent practice. */
  practice?: CheckQuestion;
}

/** The outcome's words that are not the title's (they tie an item to this outcome only). */
function specificWords(k: TopicKnowledge, outcome: string): Set<string> {
  const title = keyWords(k.topics.map((topic) => topic.title).join(' '));
  return new Set([...keyWords(outcome)].filter((word) => !title.has(word)));
}

/** A sentence the teacher can put on the board, with the words it is scored on. */
interface Candidate {
  text: string;
  words: Set<string>;
  /** A key term's definition (the outcome names the term). */
  definition?: string;
  /** A sentence of the attached document (the lesson teaches from it first). */
  document?: boolean;
}

/** Everything the topic's data (and an attached document) says, each a board sentence. */
function candidates(
  k: TopicKnowledge,
  document: readonly string[] = [],
  effects = false,
): Candidate[] {
  const own = (text: string, about = text): Candidate => ({
    text: sentence(text),
    words: keyWords(about),
  });
  return [
    ...document.map((text) => ({ ...own(text), document: true })),
    ...k.terms.map((t) => ({ ...own(`${t.term}: ${t.definition}`), definition: t.term })),
    ...k.facts.map((fact) => own(fact.text)),
    // For "the effects of …" the effect is the sentence, the cause only what it is about.
    ...k.causes.map((item) =>
      effects
        ? own(item.effect, `${item.cause} ${item.effect}`)
        : own(`${sentence(item.cause)} ${sentence(item.effect)}`),
    ),
    ...k.processes.map((process) =>
      own(
        `The stages of ${processRef(process.name)}: ${process.stages.map((s) => `${s.name} (${stop(s.description)})`).join(' → ')}.`,
      ),
    ),
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
const EFFECTS = /\b(effects?|results?|consequences?|impacts?)\b/i;

/** "name the five dynasties" → 5. */
const NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
function namedCount(outcome: string): number {
  const word = /\b(?:name|list|give|state)\s+(?:the\s+)?(two|three|four|five|six|seven|\d)\b/i.exec(
    outcome,
  )?.[1];
  if (!word) return 0;
  return NUMBERS[word.toLowerCase()] ?? Number(word);
}

/** An outcome about rules or precautions: its material is what to do and what not to do. */
const RULES = /\b(rules?|precautions?|safety|safely)\b/i;
/** A sentence that says what to do: a rule, not a fact. */
const RULE_TEXT = /\b(should|must|never|do not|don't|always|avoid)\b/i;

/** An outcome asking for a difference or a comparison: its material contrasts the parts. */
const CONTRAST = /\b(difference|differences|distinguish|compare|contrast|differ)\b/i;

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
  const n = namedCount(outcome);
  // "Name the five dynasties": the sentence that lists five names teaches it, in any words.
  const lists = n > 0 && listItems(c.text).length >= n && overlap(c.words, all) > 0;
  // "State rules for using electricity safely": every rule of the topic teaches it.
  const rule = RULES.test(outcome) && RULE_TEXT.test(c.text);
  // "The difference between area and perimeter": a sentence on both parts, title words or not.
  const parts = CONTRAST.test(outcome) ? outcomeParts(outcome) : [];
  const contrasts = parts.length >= 2 && parts.every((part) => c.words.has(part));
  if (own === 0 && specific.size > 0 && !lists && !rule && !contrasts) return 0;
  let score = own * 2 + (overlap(c.words, all) - own) * 0.5 + (lists ? 4 : 0);
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
  return score;
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
function teachingFor(
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
    // A sentence another outcome fits better is that outcome's.
    .filter((entry) => others.every((other) => fit(k, other, entry.c) <= entry.score))
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

/** "Classify crops as kharif or rabi …", "Sort materials into magnetic and non-magnetic". */
const SORTING =
  /^(?:classify|sort|group)\s+(?:the\s+)?([\w-]+)\s+(?:as|into)\s+([\w-]+)\s+(?:or|and)\s+([\w-]+)/i;

/** The class a listing sentence puts its items in: "… are kharif crops" → kharif. */
function classOf(text: string, classes: readonly string[]): string | undefined {
  const predicate = / (?:are|is) (.*)$/i.exec(stop(text))?.[1] ?? '';
  if (/\bnot\b/i.test(predicate)) return undefined;
  const tokens = predicate
    .toLowerCase()
    .split(/[^a-z-]+/)
    .map((w) => w.replace(/s$/, ''));
  return classes.find((cls) => tokens.includes(cls.toLowerCase().replace(/s$/, '')));
}

/** The items before "are": "Rice, maize and jute are …", "Metals such as copper and aluminium are …". */
function sortedItems(text: string): string[] {
  const subject = /^(.*?) (?:are|is) /i.exec(stop(text))?.[1] ?? '';
  const list = subject.replace(/^.*\bsuch as\s+/i, '');
  const items = list
    .split(/,\s*(?:and\s+)?|\s+and\s+/)
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item.length > 0 && item.split(/\s+/).length <= 3);
  return items.length >= 2 ? items : [];
}

/**
 * A sorting outcome's teaching and check from the data's lists ("Rice, maize … are kharif
 * crops"; "Wheat, barley … are rabi crops"): the lists on the board, then a mixed set to sort with
 * its sorted answer, and another set for practice. Null when a class has fewer than two items.
 */
function sortingFor(k: TopicKnowledge, outcome: string, seed: string): Material | null {
  const match = SORTING.exec(outcome.trim());
  if (!match) return null;
  const [, things, a, b] = match;
  const classes = [a, b];
  const sentences = [
    ...k.facts.map((f) => f.text),
    ...k.misconceptions.map((m) => m.correct),
  ].flatMap((text) => text.split(/;\s*/).map((part) => sentence(part)));
  const lists = classes.map((cls) => {
    const texts = sentences.filter((text) => classOf(text, classes) === cls);
    return { cls, texts, items: [...new Set(texts.flatMap(sortedItems))] };
  });
  if (lists.some((list) => list.items.length < 2)) return null;
  const picked = new Map<string, string[][]>();
  const chosen = (q: CheckQuestion) => picked.get(q.question) ?? [];
  const set = (offset: number) => {
    const items = lists.map((list) =>
      [...list.items.slice(offset), ...list.items.slice(0, offset)].slice(0, 3),
    );
    const mixed = shuffled(items.flat(), `${seed}|${offset}`);
    const question = `Sort these ${things.toLowerCase()} into ${a} and ${b}: ${mixed.join(', ')}.`;
    picked.set(question, items);
    return {
      question,
      answer: `${items.map((list, i) => `${capitalise(classes[i])}: ${list.join(', ')}`).join('. ')}.`,
    };
  };
  const check = set(0);
  const practice = set(Math.min(...lists.map((list) => list.items.length)) > 3 ? 3 : 1);
  // "… and give their seasons": each class's definition is on the board and in the answer.
  const defined = classes.map((cls) =>
    k.terms.find((t) => t.term.toLowerCase() === cls.toLowerCase()),
  );
  if (/\band (give|state|say|name)\b/i.test(outcome.slice(match[0].length)))
    for (const q of [check, practice])
      q.answer = chosen(q)
        .map((items, i) => {
          const def = defined[i];
          return `${capitalise(classes[i])}${def ? ` (${stop(def.definition)})` : ''}: ${items.join(', ')}.`;
        })
        .join(' ');
  return {
    texts: [
      ...defined.flatMap((t) => (t ? [sentence(`${t.term}: ${t.definition}`)] : [])),
      ...lists.flatMap((list) => list.texts.slice(0, 2)),
    ],
    check,
    practice: practice.question === check.question ? undefined : practice,
  };
}

/** A seeded order of the items (the same plan gives the same slip). */
function shuffled<T>(items: readonly T[], seed: string): T[] {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    h = Math.imul(h ^ (h >>> 13), 1597334677);
    const j = Math.abs(h) % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Practice for "distinguish between A and B": sentences about one part only, the part's name
 * blanked, to label A or B ("Farming mainly to meet the needs of the farmer's own family" →
 * subsistence). Undefined without one such sentence for each of two parts.
 */
function whichOf(
  parts: readonly string[],
  taught: readonly Candidate[],
  seed: string,
): CheckQuestion | undefined {
  if (parts.length !== 2) return undefined;
  const pairs = parts.map((part) => {
    const other = parts.find((p) => p !== part) ?? '';
    const c = taught.find((item) => item.words.has(part) && !item.words.has(other));
    if (!c) return undefined;
    // "Subsistence farming: farming mainly …" → "farming mainly …"; else the part's word blanked.
    const said = /^[^:]{1,40}:\s*(.+)$/.exec(c.text)?.[1] ?? c.text;
    const blank = said.replace(new RegExp(`\\b${part}\\w*`, 'gi'), '____');
    return { part, text: sentence(blank) };
  });
  if (pairs.some((pair) => pair === undefined || !pair.text.includes(' '))) return undefined;
  const items = shuffled(pairs as { part: string; text: string }[], `${seed}|which`);
  if (items.some((item) => new RegExp(`\\b${parts.join('|')}\\b`, 'i').test(item.text)))
    return undefined;
  return {
    question: `Which is each of these, ${parts[0]} or ${parts[1]}? ${items.map((item, i) => `(${'ab'[i]}) ${item.text}`).join(' ')}`,
    answer: `${items.map((item, i) => `(${'ab'[i]}) ${item.part}`).join('; ')}.`,
  };
}

/** What the topic's data (and an attached document) says about an outcome, none of it another's. */
function materialFor(
  k: TopicKnowledge,
  outcome: string,
  others: readonly string[] = [],
  claimed: Set<string> = new Set(),
  seed = '',
  document: readonly string[] = [],
): Material {
  const sorting = sortingFor(k, outcome, seed);
  if (sorting && sorting.texts.every((text) => !claimed.has(text))) {
    for (const text of sorting.texts) claimed.add(text);
    return sorting;
  }
  // "Explain the causes": the causes are the material, in the data's order.
  if (CAUSAL.test(outcome) && k.causes.length > 0) {
    const texts = k.causes
      .filter((item) => !namesTitle(k, item.cause))
      .map((item) => sentence(`${stop(item.cause)}, so ${inSentence(item.effect)}`))
      .filter((text) => !claimed.has(text))
      .slice(0, 3);
    for (const text of texts) claimed.add(text);
    if (texts.length > 0) return { texts };
  }
  const activities = k.topics.flatMap((topic) => topic.activities);
  // An activity named for the outcome ("Testing a leaf for starch") teaches it as well as a fact.
  const specific = specificWords(k, outcome);
  const forOutcome = activities
    .filter((a) => overlap(keyWords(a.name), specific) >= 2)
    .map((a) => ({
      text: `${a.name}: ${a.description}`,
      words: keyWords(`${a.name} ${a.description}`),
    }));
  // "… one landform made by each of rivers, sea, glaciers and wind": one item for each part.
  const pool = [...candidates(k, document, EFFECTS.test(outcome)), ...forOutcome];
  const parts = eachOf(outcome);
  // "Compare arteries, veins and capillaries": a sentence on each thing compared.
  const things = CONTRAST.test(outcome) ? compared(outcome) : [];
  if (parts.length > 1 || things.length > 1) {
    const each =
      parts.length > 1
        ? parts.map((part) =>
            pool.find((c) => !claimed.has(c.text) && contentWords(c.text).has(part)),
          )
        : things.map((words) =>
            pool.find(
              (c) => !claimed.has(c.text) && !isInstruction(c.text) && names(c.text, words),
            ),
          );
    // Each part its own sentence ("metals" and "non-metals" in one definition is not a comparison).
    if (
      each.every((c) => c !== undefined) &&
      (parts.length > 1 || new Set(each).size === each.length)
    ) {
      const texts = distinct(each.map((c) => c.text));
      for (const text of texts) claimed.add(text);
      return { texts };
    }
  }
  const taught = teachingFor(k, outcome, others, pool, claimed);
  for (const c of taught) claimed.add(c.text);
  if (taught.length > 0) {
    const material: Material = { texts: taught.map((c) => c.text) };
    const n = namedCount(outcome);
    const list = taught.map((c) => listItems(c.text)).find((items) => items.length >= n);
    if (n > 0 && list) {
      const ordered = /\bin order\b/i.test(outcome);
      const names = list.map(capitalise);
      material.check = {
        question: sentence(outcome),
        answer: `${names.join(ordered ? ' → ' : ', ')}.`,
      };
      // Practice: the same names mixed up, to put in order.
      if (ordered)
        material.practice = {
          question: `Put these in the right order: ${shuffled(names, seed).join(', ')}.`,
          answer: `${names.join(' → ')}.`,
        };
    }
    const rules = taught.filter((c) => RULE_TEXT.test(c.text));
    if (RULES.test(outcome) && rules.length >= 2) {
      const count = ['', 'one', 'two', 'three'][Math.min(3, rules.length)];
      material.check = {
        question: `${stop(outcome).replace(/^state\s+(?:the\s+)?/i, `State ${count} `)}.`,
        answer: `Any ${count} of: ${rules.map((c, i) => `(${i + 1}) ${stop(c.text)}`).join('; ')}.`,
      };
      // Practice: the reason for a rule that gives one ("…, because the wires can overheat").
      const reasoned = rules
        .map((c) => /^(.+?),? (?:because|so that|as) (.+)$/i.exec(stop(c.text)))
        .find((m) => m !== null);
      if (reasoned)
        material.practice = {
          question: `Why is this a rule for ${stop(outcome).replace(/^state\s+(?:the\s+)?rules?\s+(?:for\s+)?/i, '')}: "${reasoned[1]}"?`,
          answer: `${capitalise(reasoned[2])}.`,
        };
    }
    if (CONTRAST.test(outcome) && !material.practice)
      material.practice = whichOf(outcomeParts(outcome), taught, seed);
    return material;
  }
  const [best] = activities
    .map((a) => ({ a, hit: overlap(keyWords(`${a.name} ${a.description}`), specific) }))
    .filter((entry) => entry.hit > 0 && !claimed.has(`${entry.a.name}: ${entry.a.description}`))
    .sort((x, y) => y.hit - x.hit);
  if (!best) return { texts: [] };
  const text = `${best.a.name}: ${best.a.description}`;
  claimed.add(text);
  return { texts: [text], activity: best.a.name };
}

/** A cause naming the topic itself ("The revolt shook …") is one of its results, not a cause. */
function namesTitle(k: TopicKnowledge, text: string): boolean {
  return overlap(contentWords(text), contentWords(k.main.title)) > 0;
}

/** Worked examples that practise the outcome (share two of its own words), sources kept apart. */
function examplesFor(k: TopicKnowledge, outcome: string): WorkedExample[] {
  const specific = specificWords(k, outcome);
  return k.examples.filter(
    (e) =>
      !SOURCE.test(e.problem) &&
      overlap(contentWords(e.problem), specific) >= Math.min(2, specific.size),
  );
}

/** One objective of the lesson with what teaches it and the question that checks it. */
export interface ObjectivePlan {
  outcome: string;
  /** Facts (or a worked exercise) the teacher puts on the board for it. */
  teach: string[];
  check: CheckQuestion;
  /** More exit items: one for each part of a joined outcome ("perimeter and area"). */
  more?: CheckQuestion[];
  /** An item for independent practice, not the exit's. */
  practice?: CheckQuestion;
  /** The independent writing task checks it (a whole text does not fit an exit slip). */
  byTask?: boolean;
  /** The activity that teaches it, which the lesson must then run. */
  activity?: string;
  /** A worked example of it modelled in the explanation (its problem is not asked again). */
  shown?: WorkedExample;
  /** The maths skill its exercises practise. */
  skill?: string;
  /** The parts a joined outcome names ("perimeter", "area"): each needs its own items. */
  parts?: string[];
}

/** The outcome's own words (not the title's): what ties a question to this objective. */
export function objectiveWords(k: TopicKnowledge, outcome: string): Set<string> {
  return specificWords(k, outcome);
}

/**
 * The `n`-th exercise of a skill naming the parts it is for (`wanted`: "perimeter", "square"),
 * or naming the first of them, or any: one per seed, so one plan always gets the same numbers.
 */
export function partExercise(
  k: TopicKnowledge,
  skill: string,
  seed: string,
  wanted: readonly string[] = [],
): MathsExercise | undefined {
  const tries = Array.from(
    { length: 10 },
    (_, round) =>
      k.maths.exercises(skill, {
        grade: k.grade,
        difficulty: round % 3 === 2 ? 'easy' : 'medium',
        count: 1,
        seed: round === 0 ? seed : `${seed}|${round}`,
      })[0],
  ).filter((e): e is MathsExercise => e !== undefined);
  const names = (e: MathsExercise, parts: readonly string[]) =>
    parts.every((part) => keyWords(e.question).has(part));
  return (
    tries.find((e) => names(e, wanted)) ??
    tries.find((e) => names(e, wanted.slice(0, 1))) ??
    tries[0]
  );
}

/** The parts of a maths outcome in pairs ("perimeter and area of rectangles and squares"). */
function partGroups(parts: readonly string[]): string[][] {
  const groups: string[][] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) groups.push([parts[i], parts[i + 1]]);
  return groups;
}

/** The i-th item's parts: one from each pair in turn (perimeter + rectangle, area + square). */
export function wantedParts(parts: readonly string[] | undefined, i: number): string[] {
  return partGroups(parts ?? []).map((group) => group[i % group.length]);
}

/**
 * Checking by substitution, for a topic whose exercises are plain equations: one exercise
 * solved and checked on the board, then a wrong value to test ("Is x = 7 a solution …?").
 */
function substitutionFor(
  k: TopicKnowledge,
  seed: string,
  i: number,
): ((outcome: string) => ObjectivePlan) | null {
  for (const skill of mathsSkills(k)) {
    const [shown, tried] = objectiveExercises(k, skill, seed, i);
    const check = tried ? substitutionCheck(tried) : null;
    if (!shown || !check) continue;
    return (outcome) => ({
      outcome,
      teach: [
        `${sentence(shown.question)} ${shown.working.map(sentence).join(' ')} To check, put the value back into the equation: both sides must come to the same number.`,
      ],
      check,
      skill,
    });
  }
  return null;
}

/** The exercise worked on the board and the one that checks an objective, of one skill. */
function objectiveExercises(
  k: TopicKnowledge,
  skill: string,
  seed: string,
  i: number,
  parts: readonly string[] = [],
): (MathsExercise | undefined)[] {
  return ['teach', 'check', 'more', 'practice'].map((use, n) =>
    partExercise(k, skill, `${seed}|objective|${i}|${use}`, wantedParts(parts, n)),
  );
}

/** The check's answer: the sentences that answer it, a term's bare definition only when needed. */
function answerFrom(k: TopicKnowledge, texts: readonly string[]): string {
  const defined = new Set(k.terms.map((t) => sentence(`${t.term}: ${t.definition}`)));
  const said = texts.filter((text) => !defined.has(text));
  return (said.length >= 2 ? said : texts).join(' ');
}

/**
 * The lesson's objectives that its data can teach, each with the board material and a check
 * question that asks for the skill itself: a worked example of it ("Identify three techniques in
 * this text …" with its answer), a concrete item (a mixed set to sort, the five names, three
 * rules) with its own answer, the outcome as a task with the facts that answer it, or for maths
 * a computed exercise of the skill it names, one for each part it joins ("perimeter and area").
 * No sentence teaches two objectives: each goes to the objective it fits best. An outcome asking
 * for a whole text is checked by the writing task. `document`: the attached documents'
 * sentences, which teach an objective before the curriculum's.
 */
export function planObjectives(
  k: TopicKnowledge,
  outcomes: readonly string[],
  seed: string,
  document: readonly string[] = [],
): ObjectivePlan[] {
  const claimed = new Set<string>();
  const claimedSentences = new Set<string>();
  return outcomes.flatMap((outcome, i): ObjectivePlan[] => {
    // "Explain the difference between area and perimeter" is explained, not calculated.
    const [skill] = CONTRAST.test(outcome) ? [] : skillsFor(k, outcome);
    const checking = CHECKING.test(outcome) ? substitutionFor(k, seed, i) : null;
    if (checking) return [checking(outcome)];
    if (skill) {
      const parts = outcomeParts(outcome);
      // One exercise worked on the board, others to check and practise the skill's parts.
      const [shown, check, more, practice] = objectiveExercises(k, skill, seed, i, parts);
      if (shown && check && shown.question !== check.question) {
        const extra = [more, practice].filter(
          (e): e is MathsExercise =>
            e !== undefined && e.question !== check.question && e.question !== shown.question,
        );
        return [
          {
            outcome,
            teach: [`${sentence(shown.question)} ${shown.working.map(sentence).join(' ')}`],
            check: { question: check.question, answer: check.answer },
            more:
              parts.length >= 2 && extra[0]
                ? [{ question: extra[0].question, answer: extra[0].answer }]
                : [],
            practice: extra[1]
              ? { question: extra[1].question, answer: extra[1].answer }
              : undefined,
            skill,
            parts,
          },
        ];
      }
    }
    const others = outcomes.filter((other) => other !== outcome);
    const material = materialFor(k, outcome, others, claimedSentences, `${seed}|${i}`, document);
    if (material.texts.length === 0) return [];
    const byTask =
      PRODUCTION.test(outcome) &&
      k.topics.some((topic) => topic.activities.some((a) => a.kind === 'writing_task'));
    const examples = examplesFor(k, outcome).filter((e) => !claimed.has(e.problem));
    // Two examples: one modelled, one to check; one: it checks, the facts teach.
    const shown = examples.length >= 2 && !byTask ? examples[0] : undefined;
    const task = byTask ? undefined : examples[examples.length >= 2 ? 1 : 0];
    for (const e of [shown, task]) if (e) claimed.add(e.problem);
    // A task no fact answers ("form an equation from a word problem") needs an example to check.
    if (!task && !byTask && !material.check && !ANSWERABLE.test(outcome)) return [];
    const teach = material.texts.filter(
      (text) => !examples.some((e) => text.startsWith(sentence(e.problem).slice(0, 40))),
    );
    const check: CheckQuestion = material.check
      ? material.check
      : task
        ? { question: asked(task.problem), answer: stop(task.answer) }
        : CAUSAL.test(outcome) && material.texts.length > 2
          ? {
              question: `${stop(outcome)}: give two causes, each with what it led to.`,
              answer: `Any two of: ${material.texts.join(' ')}`,
            }
          : { question: sentence(outcome), answer: answerFrom(k, material.texts) };
    const practice = material.practice ?? (byTask ? undefined : cloze(k, outcome, teach));
    // A check its answer does not answer is asked as a question the material does answer.
    const answered = answersQuestion(check.question, check.answer)
      ? check
      : answeredFrom(k, material.texts, practice);
    if (!answered && !byTask) return [];
    return [
      {
        outcome,
        teach: teach.length > 0 ? teach : material.texts,
        check: answered ?? check,
        practice:
          practice && answersQuestion(practice.question, practice.answer) ? practice : undefined,
        byTask,
        activity: material.activity ?? activityFor(k, outcome),
        shown,
      },
    ];
  });
}

/**
 * A question the material answers, for an objective whose own check it does not: a term it
 * defines ("What is meant by X?"), what a cause it states leads to ("X, so Y" → "X. What happens
 * as a result?"), else a gap in one of its sentences (not the practice's). None: undefined.
 */
function answeredFrom(
  k: TopicKnowledge,
  texts: readonly string[],
  practice: CheckQuestion | undefined,
): CheckQuestion | undefined {
  const facts = texts.filter((text) => !isInstruction(text));
  const options: CheckQuestion[] = [];
  for (const text of facts) {
    for (const t of k.terms)
      if (definesTerm(text, t.term) || text === sentence(`${t.term}: ${t.definition}`))
        options.push({ question: `What is meant by ${t.term}?`, answer: text });
    const effect = /^(.{12,}?),? (?:so|and so|which means that) (.{12,})$/i.exec(stop(text));
    if (effect && !PRONOUN_START.test(effect[1]))
      options.push({
        question: `${sentence(effect[1])} What happens as a result?`,
        answer: sentence(effect[2]),
      });
  }
  const gaps = facts
    .filter((text) => !practice || !practice.question.includes(text.slice(0, 30)))
    .map((text) => cloze(k, '', [text]))
    .filter((q): q is CheckQuestion => q !== undefined);
  return [...options, ...gaps].find(
    (q) => q.question !== practice?.question && answersQuestion(q.question, q.answer),
  );
}

/** Words that join a sentence, never the gap a student fills. */
const LINKING =
  /^(without|through|between|because|during|before|after|around|against|although|whether|their|there|these|those|which|where|while|using|cannot|could|would|should)$/i;

/**
 * A gap to fill in a taught sentence (not a definition): its longest word the outcome does not
 * say, blanked ("Magnets should be stored in pairs … using ____." → keepers). Practice for an
 * objective the data has no other item for.
 */
function cloze(
  k: TopicKnowledge,
  outcome: string,
  teach: readonly string[],
): CheckQuestion | undefined {
  const said = keyWords(outcome);
  const terms = keyWords(k.terms.map((t) => t.term).join(' '));
  const termed = (word: string) => ([...keyWords(word)].some((w) => terms.has(w)) ? 1 : 0);
  const defined = new Set(k.terms.map((t) => sentence(`${t.term}: ${t.definition}`)));
  for (const text of teach) {
    if (defined.has(text) || text.includes(':') || text.split(/\s+/).length < 8) continue;
    const words = text.replace(/[.!?]$/, '').split(/\s+/);
    const [gap] = words
      .map((word, i) => ({ word: word.replace(/[^A-Za-z-]/g, ''), i }))
      .filter(
        ({ word, i }) =>
          i >= 3 &&
          word.length >= 5 &&
          !LINKING.test(word) &&
          ![...keyWords(word)].some((w) => said.has(w)),
      )
      // A key term of the topic first, then the longest word.
      .sort(
        (a, b) => termed(b.word) - termed(a.word) || b.word.length - a.word.length || b.i - a.i,
      );
    if (!gap) continue;
    const blanked = words
      .map((word, i) => (i === gap.i ? word.replace(gap.word, '____') : word))
      .join(' ');
    return { question: `Fill in the gap: ${sentence(blanked)}`, answer: gap.word };
  }
  return undefined;
}

/** The activity whose own words are the outcome's (two or more): the one the lesson runs for it. */
function activityFor(k: TopicKnowledge, outcome: string): string | undefined {
  const specific = specificWords(k, outcome);
  const [best] = k.topics
    .flatMap((topic) => topic.activities)
    .filter((a) => a.kind !== 'writing_task')
    .map((a) => ({ a, hit: overlap(keyWords(`${a.name} ${a.description}`), specific) }))
    .filter((entry) => entry.hit >= 2)
    .sort((x, y) => y.hit - x.hit);
  return best?.a.name;
}

/** The maths skills the objectives practise, in their order (none: the topic's). */
export function lessonSkills(objectives: readonly { skill?: string }[]): string[] {
  return [...new Set(objectives.flatMap((o) => (o.skill ? [o.skill] : [])))];
}

/** Whether the lesson can teach and check the outcome (planObjectives keeps it). */
export function teachable(k: TopicKnowledge, outcome: string): boolean {
  return planObjectives(k, [outcome], 'teachable').length > 0;
}
