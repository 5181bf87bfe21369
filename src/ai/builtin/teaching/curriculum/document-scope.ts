/**
 * A curriculum entry cut down to what a teacher's document teaches: a lesson written from the
 * document uses the entry's terms, facts, outcomes, activities and links only where the text
 * names their key terms. A term the text never uses (solute, when the text never says it) is not
 * on the board, in a starter, a practice item or an enrichment line, and an outcome naming it is
 * not an objective.
 */
import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import { termPattern } from 'src/ai/builtin/teaching/curriculum/focus';
import { keyWords } from 'src/ai/builtin/teaching/curriculum/objective-sentences';

/** The key terms of the topics, each with its aliases. */
function termsOf(topics: readonly CurriculumTopic[]): { term: string; names: string[] }[] {
  return topics.flatMap((topic) =>
    topic.key_terms.map((t) => ({ term: t.term, names: [t.term, ...(t.aliases ?? [])] })),
  );
}

/** The topics' key terms the text never uses (under the term or an alias). */
export function untaughtTerms(topics: readonly CurriculumTopic[], text: string): string[] {
  return termsOf(topics)
    .filter(({ names }) => !names.some((name) => termPattern(name).test(text)))
    .map(({ term }) => term);
}

/**
 * Words that say what form an outcome's answer takes or how it is asked ("the differences in",
 * "the role of", "with everyday examples"), not what it is about: a text need not use them.
 */
const FORM_WORDS = new Set(
  (
    'type kind sort part step stage order sequence way affect factor feature role job work take ' +
    'cause difference differ similarity comparison example everyday main important importance ' +
    'own simple different various idea term fact advantage disadvantage benefit drawback'
  ).split(' '),
);

/** The lines the topics teach from: facts, misconceptions both ways, definitions, causes. */
function teachingLines(topics: readonly CurriculumTopic[]): string[] {
  return topics.flatMap((topic) => [
    ...topic.facts.map((f) => f.text),
    ...topic.misconceptions.flatMap((m) => [m.wrong, m.correct]),
    ...topic.key_terms.map((t) => t.definition),
    ...(topic.cause_effect ?? []).map((c) => `${c.cause} ${c.effect}`),
  ]);
}

/**
 * A concept the curriculum teaches but the text does not: two or more of the topics' teaching
 * lines use the word ("air pressure" in a fact and a misconception), so it is what those lines
 * are about, not a word one of them happens to use ("the path of blood").
 */
const CONCEPT_LINES = 2;

/**
 * The outcome's own words the text never states: not in the text, not a word of the topic's
 * title, not a word of what a term the text uses is ("name instruments …" when the text names a
 * rain gauge, "an instrument that measures rainfall"), and a concept the curriculum teaches
 * (CONCEPT_LINES). "Explain how wind is caused by differences in air pressure" beside a text that
 * never says pressure: ["pressure"].
 */
function unstatedWords(
  topics: readonly CurriculumTopic[],
  outcome: string,
  text: string,
): string[] {
  const said = new Set([
    ...keyWords(text.toLowerCase()),
    ...keyWords(
      topics
        .map((topic) => topic.title)
        .join(' ')
        .toLowerCase(),
    ),
    ...topics
      .flatMap((topic) => topic.key_terms)
      .filter((t) => [t.term, ...(t.aliases ?? [])].some((name) => termPattern(name).test(text)))
      .flatMap((t) => [...keyWords(`${t.term} ${t.definition}`.toLowerCase())]),
  ]);
  const lines = teachingLines(topics).map((line) => keyWords(line.toLowerCase()));
  return [...keyWords(outcome.toLowerCase())].filter(
    (word) =>
      !FORM_WORDS.has(word) &&
      !said.has(word) &&
      lines.filter((line) => line.has(word)).length >= CONCEPT_LINES,
  );
}

/**
 * The topics' outcomes the text does not state (an outcome with a word of its own the text never
 * uses), with those words: a lesson from the document neither promises nor teaches them, and
 * nothing else in it names those words (the curriculum stays background).
 */
export function unstatedOutcomes(
  topics: readonly CurriculumTopic[],
  text: string,
): { outcome: string; words: string[] }[] {
  return topics
    .flatMap((topic) => topic.outcomes)
    .map((outcome) => ({ outcome, words: unstatedWords(topics, outcome, text) }))
    .filter((entry) => entry.words.length > 0);
}

/** A predicate: the line names none of the terms. */
function clearOf(terms: readonly string[]): (line: string) => boolean {
  const patterns = terms.map(termPattern);
  return (line) => !patterns.some((pattern) => pattern.test(line));
}

/** "A …; mixtures may be solutions, suspensions or colloids": the clauses that name no term left out. */
function clauses(line: string, clear: (line: string) => boolean): string {
  const kept = line.split(/;\s*/).filter(clear);
  if (kept.length === 0) return '';
  const joined = kept.join('; ');
  return /[.!?]$/.test(joined) ? joined : `${joined}.`;
}

/**
 * The topics as far as the document's `text` teaches them: every item naming a key term the text
 * never uses, or a word of an outcome the text does not state (unstatedOutcomes), is dropped (a term, a fact, a misconception, an activity, a real-world link, a
 * process, a cause and its effect, an outcome), and the summary keeps only its clauses that name
 * none. A further topic the text uses no term of is left out (the first, the one named, stays).
 */
export function documentTopics(
  topics: readonly CurriculumTopic[],
  text: string,
): CurriculumTopic[] {
  const terms = untaughtTerms(topics, text);
  const unstated = unstatedOutcomes(topics, text);
  const untaught = [...new Set([...terms, ...unstated.flatMap((entry) => entry.words)])];
  if (untaught.length === 0) return [...topics];
  const clear = clearOf(untaught);
  const dropped = new Set(unstated.map((entry) => entry.outcome));
  const used = topics.filter(
    (topic, i) => i === 0 || topic.key_terms.some((t) => !untaught.includes(t.term)),
  );
  return used.map((topic): CurriculumTopic => ({
    ...topic,
    summary: clauses(topic.summary, clear),
    key_terms: topic.key_terms.filter((t) => !untaught.includes(t.term)),
    facts: topic.facts.filter(
      (f) => clear(f.text) && !f.terms.some((term) => untaught.includes(term)),
    ),
    // A process is kept whole (its stages in order teach it) when most of its stages name no
    // term the text never uses.
    processes: topic.processes?.filter(
      (p) =>
        clear(p.name) &&
        p.stages.filter((st) => clear(`${st.name} ${st.description}`)).length * 2 > p.stages.length,
    ),
    cause_effect: topic.cause_effect?.filter((c) => clear(`${c.cause} ${c.effect}`)),
    worked_examples: topic.worked_examples?.filter((e) => clear(`${e.problem} ${e.answer}`)),
    misconceptions: topic.misconceptions.filter((m) => clear(`${m.wrong} ${m.correct}`)),
    activities: topic.activities.filter((a) => clear(`${a.name} ${a.description}`)),
    real_world: topic.real_world.filter(clear),
    outcomes: topic.outcomes.filter((outcome) => clear(outcome) && !dropped.has(outcome)),
  }));
}
