import type {
  CauseEffect,
  CurriculumTopic,
  Misconception,
  WorkedExample,
} from 'src/ai/builtin/curriculum/curriculum-topic';
import { focusFirst, focusWords, plainWords } from 'src/ai/builtin/teaching/curriculum/focus';
import type { Difficulty } from 'src/ai/ports/teaching-content.port';
import type {
  MathsExercise,
  MathsExerciseSource,
} from 'src/ai/builtin/teaching/curriculum/maths-source';

export interface TermItem {
  term: string;
  definition: string;
  aliases?: string[];
  topic: CurriculumTopic;
}

export interface FactItem {
  text: string;
  terms: string[];
  topic: CurriculumTopic;
}

export interface StageItem {
  process: string;
  /** The process's stages in order; this one is `stages[index]`. */
  stages: { name: string; description: string }[];
  index: number;
}

/**
 * What a worksheet or lesson can ask about, flattened from the resolved topics (the first is the
 * one the teacher named; the others are the other parts of the teacher's topic).
 */
export interface TopicKnowledge {
  topics: CurriculumTopic[];
  main: CurriculumTopic;
  grade: number;
  terms: TermItem[];
  facts: FactItem[];
  stages: StageItem[];
  processes: { name: string; stages: { name: string; description: string }[] }[];
  causes: CauseEffect[];
  misconceptions: Misconception[];
  examples: WorkedExample[];
  maths: MathsExerciseSource;
  /** Words of the teacher's topic beyond the entry's title ("equivalent"); items on them come first. */
  focus: Set<string>;
  /** Per key ("term:chlorophyll"): how often a question of this worksheet used it. */
  use: Map<string, number>;
  /**
   * Whether the class met a term before this lesson: another topic of the subject taught in an
   * earlier grade names it. Unset, every term counts as met.
   */
  known?: (term: string) => boolean;
}

/** Whether the class met the term before the lesson (a starter may ask it, not teach it). */
export function metBefore(k: TopicKnowledge, term: string): boolean {
  return !k.known || k.known(term);
}

/**
 * What a class of `grade` met in earlier years: a term that a key term, definition or fact of
 * another topic of `subject` names, when that topic's first grade is below `grade`.
 */
export function termsMetBefore(
  topics: readonly CurriculumTopic[],
  subject: string,
  grade: number,
  except: readonly string[],
): (term: string) => boolean {
  const said = topics
    .filter(
      (topic) =>
        topic.subject === subject &&
        !except.includes(topic.id) &&
        Math.min(...topic.grades) < grade,
    )
    .flatMap((topic) => [
      ...topic.key_terms.flatMap((item) => [item.term, ...(item.aliases ?? []), item.definition]),
      ...topic.facts.map((fact) => fact.text),
    ])
    .join('\n')
    .toLowerCase();
  return (term) => {
    const wanted = term.trim().toLowerCase();
    if (!wanted) return false;
    const escaped = wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(^|[^a-z])${escaped}($|[^a-z])`).test(said);
  };
}

export function topicKnowledge(
  topics: CurriculumTopic[],
  grade: number | null,
  maths: MathsExerciseSource,
  topicText?: string | null,
): TopicKnowledge {
  const main = topics[0];
  // Against the title only: an alias the teacher typed ("Equivalent fractions") is a focus too.
  const focus = focusWords(topicText, [main.title]);
  const processes = topics.flatMap((topic) => topic.processes ?? []);
  const terms = topics.flatMap((topic) => topic.key_terms.map((item) => ({ ...item, topic })));
  const facts = topics.flatMap((topic) => topic.facts.map((item) => ({ ...item, topic })));
  return {
    topics,
    main,
    grade: grade ?? main.grades[0],
    terms: focusFirst(terms, (item) => `${item.term} ${item.definition}`, focus),
    facts: focusFirst(facts, (item) => item.text, focus),
    processes,
    stages: processes.flatMap((process) =>
      process.stages.map((_, index) => ({ process: process.name, stages: process.stages, index })),
    ),
    causes: topics.flatMap((topic) => topic.cause_effect ?? []),
    misconceptions: focusFirst(
      topics.flatMap((topic) => topic.misconceptions),
      (item) => `${item.wrong} ${item.correct}`,
      focus,
    ),
    examples: focusFirst(
      topics.flatMap((topic) => topic.worked_examples ?? []),
      (item) => `${item.problem} ${item.answer}`,
      focus,
    ),
    maths,
    focus,
    use: new Map(),
  };
}

/**
 * The `attempt`-th least used item (ties in the data's order): spreads a worksheet over the
 * topic, and a retry of the same slot takes the next item.
 */
export function pick<T>(
  k: TopicKnowledge,
  items: readonly T[],
  key: (item: T) => string,
  attempt: number,
): T | null {
  const ranked = items
    .map((item, rank) => ({ item, rank, use: k.use.get(key(item)) ?? 0 }))
    .sort((a, b) => a.use - b.use || a.rank - b.rank);
  return ranked[attempt]?.item ?? null;
}

export const termKey = (item: { term: string }) => `term:${item.term.toLowerCase()}`;
export const factKey = (item: { text: string }) => `fact:${item.text}`;
export const wrongKey = (item: Misconception) => `wrong:${item.wrong}`;
export const stageKey = (item: StageItem) => `stage:${item.process}:${item.index}`;
export const causeKey = (item: CauseEffect) => `cause:${item.cause}`;
export const exampleKey = (item: WorkedExample) => `example:${item.problem}`;

/** The key terms a lesson writes on the board: the named entry's first six. */
export function boardTerms(k: TopicKnowledge): TermItem[] {
  return k.terms.filter((t) => t.topic.id === k.main.id).slice(0, 6);
}

/** The maths topics' skills that have a generator, those on the focus first. */
export function mathsSkills(k: TopicKnowledge): string[] {
  return focusFirst(
    k.topics.flatMap((topic) => topic.skills ?? []).filter((skill) => k.maths.knows(skill)),
    (skill) => skill.replace(/[._]/g, ' '),
    k.focus,
    plainWords,
  );
}

/**
 * The `attempt`-th exercise of the topic's skills at a difficulty (skills in turn), seeded by
 * the worksheet so the same request gives the same numbers.
 */
export function mathsExercise(
  k: TopicKnowledge,
  difficulty: Difficulty,
  attempt: number,
  seed: string,
): MathsExercise | null {
  const skills = mathsSkills(k);
  if (skills.length === 0) return null;
  const used = k.use.get(`maths:${difficulty}`) ?? 0;
  const turn = used + attempt;
  const skill = skills[turn % skills.length];
  const round = Math.floor(turn / skills.length);
  const [exercise] = k.maths.exercises(skill, {
    grade: k.grade,
    difficulty,
    count: 1,
    seed: `${seed}|${skill}|${difficulty}|${round}`,
  });
  return exercise ?? null;
}
