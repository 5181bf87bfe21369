import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import type { PlanQuestion } from 'src/ai/ports/action-planning.port';
import type { WorksheetQuestion } from 'src/ai/ports/teaching-content.port';
import { isFramingNoun } from 'src/ai/builtin/action-plans/concepts';
import { claimWords } from 'src/ai/builtin/action-plans/plan-words';
import { wordFrequency } from 'src/ai/builtin/language/spelling/word-frequency';

/** The words a practice item may add to its sources: how worksheet questions ask. */
const ASKING = claimWords(
  `which these best describes statements about is correct true false fill in the blank what happens
  and why how much many show your working explain means term word complete give name state example
  answer following write find calculate describe happen if or not`,
);

/** "Explain what name means." asks about a word of the instruction, not of the topic. */
const MEANING = /\bwhat\s+(?:the\s+)?(?:word\s+|term\s+)?["“‘']?([\p{L}'-]+)["”’']?\s+means?\b/iu;

/** An option or answer as written, without its "A. " label. */
const unlabelled = (text: string) => text.replace(/^\s*[A-H][.)]\s+/, '');

/** Everything a topic's entry says: what an item written from it may draw on. */
export function topicTexts(topic: CurriculumTopic): string[] {
  return [
    topic.title,
    ...topic.aliases,
    topic.summary,
    ...topic.key_terms.flatMap((term) => [term.term, term.definition, ...(term.aliases ?? [])]),
    ...topic.facts.map((fact) => fact.text),
    ...(topic.processes ?? []).flatMap((process) => [
      process.name,
      ...process.stages.flatMap((stage) => [stage.name, stage.description]),
    ]),
    ...(topic.cause_effect ?? []).flatMap((item) => [item.cause, item.effect]),
    ...(topic.worked_examples ?? []).flatMap((item) => [item.problem, ...item.steps, item.answer]),
    ...topic.misconceptions.flatMap((item) => [item.wrong, item.correct]),
    ...topic.outcomes,
    ...topic.real_world,
  ];
}

/** A stem may use an everyday word the sources lack ("Work out", "a bag holds"): SUBTLEX count. */
const EVERYDAY = 30;
/** An answer this short is a term, not an explanation. */
const TERM_WORDS = 3;

/** Numbers, symbols and single letters are computed, not worded: they need no source. */
const computed = (word: string) => /\d/.test(word) || word.length <= 2;

const tokens = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);

/** The first word of the text that neither the sources nor (where allowed) everyday speech give. */
function strayWord(
  text: string,
  vocabulary: ReadonlySet<string>,
  everyday: boolean,
): string | undefined {
  return tokens(text).find((word) => {
    const stem = [...claimWords(word)][0];
    if (!stem || stem === 'not' || computed(word) || ASKING.has(stem) || vocabulary.has(stem))
      return false;
    return !(everyday && wordFrequency(word) >= EVERYDAY);
  });
}

/**
 * Why an item cannot be set, or null: a definition taken from a dictionary, a question about a
 * word of the instruction, or an option or answer the paper and the curriculum do not give.
 */
export function practiceProblem(
  item: WorksheetQuestion,
  vocabulary: ReadonlySet<string>,
): string | null {
  const stem = item.question.trim();
  if (stem.length === 0) return 'empty';
  if (item.grounding && /\(WordNet\)\s*$/.test(item.grounding))
    return 'defined from a dictionary, not from the paper or the curriculum';
  const meaning = MEANING.exec(stem);
  if (meaning && isFramingNoun(meaning[1])) return `asks the meaning of "${meaning[1]}"`;
  // What a student picks, a term asked for and a quoted definition must come from the sources;
  // the wording around them may use everyday words.
  const answer = unlabelled(item.answer);
  const quoted = [...stem.matchAll(/["“‘]([^"”’]+)["”’]/g)].map((match) => match[1]);
  const texts: [string, boolean][] = [
    [stem, true],
    ...quoted.map((text): [string, boolean] => [text, false]),
    ...item.options.map((option): [string, boolean] => [unlabelled(option), false]),
    [answer, item.options.length === 0 && answer.split(/\s+/).length > TERM_WORDS],
  ];
  for (const [text, everyday] of texts) {
    const stray = strayWord(text, vocabulary, everyday);
    if (stray) return `"${stray}" is in neither the paper nor the curriculum`;
  }
  return null;
}

/**
 * The items every word of which (question, options, answer) comes from the paper, its marking
 * scheme or the curriculum entry: an item the generator drifted on ("Which term means 'as much as
 * a spoon will hold'?", options "Pressure / Energy / Sunlight / Chop") is dropped; repeats too.
 */
export function groundedPractice(
  items: readonly WorksheetQuestion[],
  grounding: readonly string[],
): WorksheetQuestion[] {
  const vocabulary = new Set(grounding.flatMap((text) => [...claimWords(text)]));
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.question.toLowerCase().replace(/\s+/g, ' ').trim();
    if (seen.has(key) || practiceProblem(item, vocabulary) !== null) return false;
    seen.add(key);
    return true;
  });
}

/** What practice on these questions may draw on: the paper, its scheme and the topic's entry. */
export function groundingOf(
  questions: readonly PlanQuestion[],
  topic: CurriculumTopic | null,
): string[] {
  return [
    ...questions.flatMap((question) => [
      question.questionText,
      question.modelAnswer,
      ...question.earnedPoints,
      ...question.missingPoints,
    ]),
    ...(topic ? topicTexts(topic) : []),
  ];
}
