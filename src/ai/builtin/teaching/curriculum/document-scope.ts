/**
 * A curriculum entry cut down to what a teacher's document teaches: a lesson written from the
 * document uses the entry's terms, facts, outcomes, activities and links only where the text
 * names their key terms. A term the text never uses (solute, when the text never says it) is not
 * on the board, in a starter, a practice item or an enrichment line, and an outcome naming it is
 * not an objective.
 */
import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import { termPattern } from 'src/ai/builtin/teaching/curriculum/focus';

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
 * never uses is dropped (a term, a fact, a misconception, an activity, a real-world link, a
 * process, a cause and its effect, an outcome), and the summary keeps only its clauses that name
 * none. A further topic the text uses no term of is left out (the first, the one named, stays).
 */
export function documentTopics(
  topics: readonly CurriculumTopic[],
  text: string,
): CurriculumTopic[] {
  const untaught = untaughtTerms(topics, text);
  if (untaught.length === 0) return [...topics];
  const clear = clearOf(untaught);
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
    outcomes: topic.outcomes.filter(clear),
  }));
}
