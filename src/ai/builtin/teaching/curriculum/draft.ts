import type { BloomLevel } from 'src/ai/ports/teaching-content.port';
import type { Random } from 'src/ai/builtin/seeded-random';
import { shuffle } from 'src/ai/builtin/seeded-random';
import type { Slot } from 'src/ai/builtin/teaching/worksheet/slot-plan';
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import type { CauseEffect } from 'src/ai/builtin/curriculum/curriculum-topic';

/** What step 4 says about a question: why the key is right and what each wrong choice reflects. */
export interface DraftNote {
  why: string;
  mistakes: string;
  concepts: string[];
}

/** A question before it is tagged, with the items it used and its explanation. */
export interface CurriculumDraft {
  question: string;
  options: string[];
  answer: string;
  grounding: string;
  column_a?: string[];
  column_b?: string[];
  keys: string[];
  note: DraftNote;
}

export interface BuildContext {
  k: TopicKnowledge;
  slot: Slot;
  attempt: number;
  random: Random;
  seed: string;
  /** Set on a slot's last search, once nothing keeping every preference fits: a short sum may fill a long answer. */
  lenient?: boolean;
}

/** One way of asking a question of a type from the curriculum, and the levels it truly tests. */
export interface Builder {
  name: string;
  blooms: readonly BloomLevel[];
  write(ctx: BuildContext): CurriculumDraft | null;
}

const LETTERS = 'ABCDEF';

/** "the question below" for one, "the 3 questions below" for more. */
export function questionsBelow(count: number): string {
  return count === 1 ? 'the question below' : `the ${count} questions below`;
}

/**
 * Whether a text opens with a variable ("b² = c² − a²", "n = 13", "a and b are different
 * variables"): not a word to capitalise.
 */
const VARIABLE_START = /^[a-z](?:[²³]|\s*[=<>+×÷−-]|\d|\s+(?:and|or)\s+[a-z]\b)/;

/** The text with a capital first letter; a variable keeps its case ("b²" and "B" differ). */
export function capitalise(text: string): string {
  return VARIABLE_START.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** The verbs outcomes start with ("Explain the effects of the Green Revolution"). */
const OUTCOME_VERB =
  /^(Explain|Describe|Name|State|Write|List|Give|Identify|Distinguish|Compare|Define|Outline|Recall|Recognise|Recognize|Suggest|Summarise|Summarize|Classify|Sort|Sequence|Relate|Calculate|Find|Solve|Use|Draw|Make|Build|Choose|Create|Organise|Organize|Interpret|Evaluate|Analyse|Analyze|Justify|Discuss|Read|Plan|Measure|Locate|Label|Show|Apply|Predict|Construct|Convert|Estimate|Order|Add|Subtract|Multiply|Divide|Simplify|Represent|Form|Check|Present|Investigate|Understand|Know|Demonstrate|Examine|Assess|Recognize|Trace|Mark) /;

/** "The gas …" inside a sentence: lower-case first letter unless it starts an acronym or a name. */
export function inSentence(text: string): string {
  const trimmed = stop(text);
  if (/^The [A-Z]/.test(trimmed)) return `the${trimmed.slice(3)}`;
  // An outcome's verb is never a name: "Describe the measures taken by Alauddin Khalji".
  if (OUTCOME_VERB.test(trimmed)) return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
  return /^[A-Z][a-z]/.test(trimmed) && !/^[A-Z][a-z]+ [A-Z]/.test(trimmed) && !titleCase(trimmed)
    ? trimmed.charAt(0).toLowerCase() + trimmed.slice(1)
    : trimmed;
}

/** "Parliament and the Making of Laws": most longer words after the first are capitalised. */
function titleCase(text: string): boolean {
  const words = text
    .split(/\s+/)
    .slice(1)
    .filter((word) => word.length >= 4);
  const capitals = words.filter((word) => /^[A-Z]/.test(word)).length;
  return capitals > 0 && capitals * 2 >= words.length;
}

/** The text without its final full stop. */
export function stop(text: string): string {
  return text.trim().replace(/[.]+$/, '');
}

/**
 * The text as a sentence: capital first, one full stop (a ? or ! is kept, and a quoted example
 * that ends with its own stop, "… 'If I (win) the lottery, I (buy) a house.'", gets no second).
 */
export function sentence(text: string): string {
  // "n = 13" stays "n = 13": a variable is not a word to capitalise.
  const trimmed = capitalise(text.trim());
  return /[.!?]['"‘’“”]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Labelled options in a seeded order with the right ones' labels: `["A. …", …]` and
 * `"B. …"` (or `"A. …; C. …"` for several).
 */
export function labelled(
  right: readonly string[],
  wrong: readonly string[],
  random: Random,
): { options: string[]; answer: string } {
  const all = shuffle(
    [...right.map((text) => ({ text, ok: true })), ...wrong.map((text) => ({ text, ok: false }))],
    random,
  );
  // "; " separates the right options in the key, so it never appears inside one.
  const options = all.map(
    (option, i) => `${LETTERS[i]}. ${capitalise(option.text.replace(/;\s*/g, ', '))}`,
  );
  return { options, answer: options.filter((_, i) => all[i].ok).join('; ') };
}

/** Column A in order, Column B shuffled, and the key "1-C, 2-A, …". */
export function matching(
  pairs: readonly { left: string; right: string }[],
  random: Random,
): { column_a: string[]; column_b: string[]; answer: string } {
  const order = shuffle(
    pairs.map((_, i) => i),
    random,
  );
  return {
    column_a: pairs.map((pair, i) => `${i + 1}. ${capitalise(pair.left)}`),
    column_b: order.map((i, at) => `${LETTERS[at]}. ${capitalise(pair(pairs, i))}`),
    answer: pairs.map((_, i) => `${i + 1}-${LETTERS[order.indexOf(i)]}`).join(', '),
  };
}

function pair(pairs: readonly { right: string }[], i: number): string {
  return pairs[i].right;
}

/** Distinct texts (case-insensitive), first kept. */
export function distinct(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = text.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A process named inside a question: "the water cycle", "animal nutrition" for "Stages of animal
 * nutrition" (so a stem reads "Which stage of animal nutrition …", never 'the process "Stages of
 * …"'), or "the process \"How a leaf makes food\"" for a question-like name.
 */
export function processRef(name: string): string {
  const staged = /^(?:stages?|steps?) (?:of|in) (.+)$/i.exec(name.trim());
  if (staged) return inSentence(staged[1]);
  return /^(how|what|why|when|where|stages?|steps?)\b/i.test(name.trim())
    ? `the process "${stop(name)}"`
    : inSentence(name);
}

/** A key term with its meaning, right for plural terms too ("Stomata: tiny pores …"). */
export function meaning(term: string, definition: string): string {
  return `${capitalise(term)}: ${inSentence(definition)}.`;
}

/** Whether the text names one of the entry's titles or key terms (or their aliases). */
export function namesTopic(text: string, k: TopicKnowledge): boolean {
  const lower = text.toLowerCase();
  return [
    ...k.topics.map((topic) => topic.title),
    ...k.terms.flatMap((item) => [item.term, ...(item.aliases ?? [])]),
  ].some((name) => lower.includes(name.toLowerCase()));
}

/** "True or false: …", with the topic named first when the statement does not name it. */
export function trueOrFalse(statement: string, k: TopicKnowledge): string {
  return namesTopic(statement, k)
    ? `True or false: ${sentence(statement)}`
    : `${k.main.title} – true or false: ${sentence(statement)}`;
}

/** "What happens during …" for a science process; "what does … involve" for a layout or method. */
export function stageQuestion(k: TopicKnowledge, stage: string, process: string): string {
  return k.main.subject === 'science'
    ? `What happens during "${stage}" in ${processRef(process)}?`
    : `In ${processRef(process)}, what does "${stage}" involve?`;
}

/**
 * An effect that is something done about its cause ("rubbing on a mild base … eases the pain",
 * "farmers add lime to neutralise it"): asked as a remedy, never as "what happens".
 */
const REMEDY =
  /\b(neutrali[sz]es?|eases?|cures?|relieves?|treats?)\b|^(rubbing|adding|applying|spraying|using|taking)\b|^(farmers|people|doctors|gardeners|we) (add|apply|rub|spray|use|put|take)\b/i;

export function isRemedy(item: CauseEffect): boolean {
  return REMEDY.test(item.effect.trim());
}

/** An effect that says why it follows ("…, so it stops sooner", "because …", "to supply …"). */
const REASON =
  /\b(because|since|so)\b|\bto (supply|protect|keep|provide|make|get|prevent|neutrali[sz]e|save|stop)\b/i;

export function givesReason(item: CauseEffect): boolean {
  return REASON.test(item.effect);
}

const PAST = /\b(was|were|had|did|grew|became|began|fell|rose|came|went|took)\b|\b1\d{3}s?\b/i;

/**
 * Whether a cause is told in the past ("in 1928", "grew", "weakened"); a science cause's "-ed"
 * is a participle ("land heated by the Sun"), so only its past verbs and years count.
 */
function pastTense(k: TopicKnowledge, cause: string): boolean {
  if (PAST.test(cause)) return true;
  return (
    k.main.subject !== 'science' &&
    /\b[a-z]{3,}ed\b/.test(cause) &&
    !/\b(is|are|am|be|being|gets?)\b/i.test(cause)
  );
}

/**
 * The question a cause–effect item asks, in the tense of its strand (history in the past), and
 * "why" only when the effect gives a reason the key can show: "Soil becomes too acidic. What can
 * be done about it, and how does that help?", "A toy car rolls onto a carpet. What happens as a
 * result, and why?". A cause is a clause (the data is written so): "Partition in 1947" is not.
 */
export function causeQuestion(k: TopicKnowledge, item: CauseEffect): string {
  const past =
    effectTense(item.effect) ?? (k.main.strand === 'history' || pastTense(k, item.cause));
  const stem = namesTopic(item.cause, k)
    ? sentence(item.cause)
    : `${k.main.title}: ${sentence(item.cause)}`;
  if (isRemedy(item)) return `${stem} What can be done about it, and how does that help?`;
  const why = givesReason(item) ? ', and why' : '';
  const to = changed(item);
  if (to) return `${stem} ${past ? 'What happened' : 'What happens'} to ${to}${why}?`;
  return `${stem} ${past ? 'What was the result' : 'What happens as a result'}${why}?`;
}

/** Past verbs a result is told in without "-ed" ("It became a major centre …"). */
const PAST_RESULT =
  /\b(was|were|had|did|could|became|began|grew|fell|rose|came|went|took|lost|made|led|gave|won|broke|built|brought|fought|sent|sold|left|kept|found|held|paid|rode|spoke|stood|taught|told|wrote|ended|lasted|started|stopped|turned|declined|weakened|collapsed|increased|decreased|spread across)\b/i;
const PRESENT_RESULT =
  /\b(is|are|am|has|have|does|do|can|becomes?|stays?|remains?|gets?|grows?|falls?|rises?|happens?|turns?|makes?|forms?|survive|multiply|increases?|decreases?)\b/i;

/**
 * The tense a result is told in, which the question asks in: "Factories release waste …" →
 * "The water becomes polluted" is "What happens", "… close to iron ore" → "It became a major
 * centre" is "What was the result". Null when its words do not say.
 */
function effectTense(effect: string): boolean | null {
  const pastAt = PAST_RESULT.exec(effect)?.index ?? -1;
  const presentAt = PRESENT_RESULT.exec(effect)?.index ?? -1;
  if (pastAt < 0 && presentAt < 0) return null;
  if (pastAt < 0) return false;
  if (presentAt < 0) return true;
  return pastAt < presentAt;
}

/** A result that changes a definite thing: "the total mass stays …", "its surface turns …". */
const CHANGED =
  /^((?:the|its|their|his|her)\s+(?:[a-z-]+\s+){0,3}?[a-z-]+)\s+(?:(?:is|are|was|were)(?!\s+(?:the|a|an)\b)|stays?|stayed|remains?|remained|becomes?|became|gets?|got|grows?|grew|falls?|fell|rises?|rose|turns?|turned|increases?|increased|decreases?|decreased|drops?|dropped|changes?|changed)\b/i;
/** Words no subject of one thing has: a second clause ("its ice evaporates and it grows"), a modal. */
const NOT_SUBJECT = new Set(
  'and or but can may might will would could should must not also then that which'.split(' '),
);

/**
 * What a result changes, when it names it ("The total mass stays the same …" → "the total
 * mass"): "What happens to the total mass?" has one right answer where "What happens as a
 * result?" has several (magnesium oxide forms, a white flame). Only a definite thing the cause
 * does not already name as its subject ("A pea plant inherits …" → "The plant is tall"), never a
 * pronoun ("It becomes …").
 */
function changed(item: CauseEffect): string | null {
  const subject = CHANGED.exec(item.effect.trim());
  if (!subject || subject[1].split(/\s+/).some((w) => NOT_SUBJECT.has(w.toLowerCase())))
    return null;
  const head = subject[1].split(/\s+/).pop()!.toLowerCase().replace(/s$/, '');
  if (new RegExp(`\\b${head}s?\\b`, 'i').test(item.cause)) return null;
  return subject[1].replace(/^./, (c) => c.toLowerCase());
}

/** Why the key of a cause–effect item is right: the link stated, a remedy as a remedy. */
export function causeWhy(item: CauseEffect): string {
  return isRemedy(item)
    ? `${sentence(item.cause)} What helps: ${inSentence(item.effect)}.`
    : `${sentence(item.cause)} As a result, ${inSentence(item.effect)}.`;
}

/** The mistake a cause–effect item invites. */
export function causeMistake(item: CauseEffect): string {
  if (isRemedy(item)) return 'Describing what the cause does instead of what is done about it.';
  return givesReason(item)
    ? 'Stating the result without the reason, or reversing cause and effect.'
    : 'Restating the cause in other words instead of saying what it leads to.';
}
