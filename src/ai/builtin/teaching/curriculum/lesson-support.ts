/**
 * The support and stretch lines that hang on the lesson's own content: sentence frames a student
 * can finish in good English, and a misconception to answer that the lesson corrected but never
 * asked (a reply to the plenary's own statement repeats it).
 */
import type {
  Activity,
  Misconception,
  WorkedExample,
} from 'src/ai/builtin/curriculum/curriculum-topic';
import type { LessonContent } from 'src/ai/ports/teaching-content.port';
import { processRef, stop } from 'src/ai/builtin/teaching/curriculum/draft';
import { contentWords } from 'src/ai/builtin/teaching/curriculum/focus';
import { LAYOUT } from 'src/ai/builtin/teaching/curriculum/lesson-writing';
import { lessonText } from 'src/ai/builtin/teaching/curriculum/lesson-homework';
import { trueFalse } from 'src/ai/builtin/teaching/curriculum/lesson-questions';
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

/** Words a sentence starter keeps of a model sentence. */
const STARTER_WORDS = 4;

/** The two things an outcome sets apart: "explain the difference between A and B", "how A differs from B". */
const APART = [
  /\bdifferences? between (.+?) and (.+)$/i,
  /\bdistinguish between (.+?) and (.+)$/i,
  /\bhow (.+?) differs? from (.+)$/i,
  /\bhow (.+?) differed from (.+)$/i,
];

function apart(outcomes: readonly string[]): [string, string] | null {
  for (const outcome of outcomes)
    for (const pattern of APART) {
      const found = pattern.exec(stop(outcome));
      if (found) return [found[1], found[2]];
    }
  return null;
}

/**
 * Whether a worked example is the model of the task students write: its problem names most of
 * the task's own words beyond the topic's ("a lost item" is not the tree-planting notice's task).
 */
function modelsTask(k: TopicKnowledge, example: WorkedExample, task: Activity): boolean {
  const title = contentWords(k.main.title);
  const own = [...contentWords(task.name)].filter((word) => !title.has(word));
  const problem = contentWords(example.problem);
  return own.length > 0 && own.filter((word) => problem.has(word)).length * 2 >= own.length;
}

/** "Dear Nani, Thank you so much …" → "Dear Nani, Thank you …": the task's model's first words. */
function starters(k: TopicKnowledge, task: Activity | undefined): string[] {
  const model = k.examples
    .filter((e) => task !== undefined && modelsTask(k, e, task))
    .map((e) => e.answer)
    .find((answer) => /[a-z]{3,} [a-z]{3,}/i.test(answer));
  if (!model) return [];
  return model
    .split(/(?<=[.!?])\s+/)
    .map((part) => part.replace(/^['"‘“]/, '').split(/\s+/))
    .filter((words) => words.length > STARTER_WORDS)
    .slice(0, 2)
    .map(
      (words) =>
        `${words
          .slice(0, STARTER_WORDS)
          .join(' ')
          .replace(/[,;:]$/, '')} …`,
    );
}

/**
 * Frames a student can finish in good English: a writing lesson's starters from the model of the
 * task it sets, else the text's layout as headings to write under (never another task's model);
 * else what the first term means (quoted, so "Coordinates" and "element" both read right) and a
 * difference the objectives set apart, a process's order, or an example of the second term.
 */
export function sentenceFrames(
  k: TopicKnowledge,
  outcomes: readonly string[],
  task?: Activity,
): string {
  const writing = k.main.subject === 'english' && k.main.strand === 'writing';
  const model = writing ? starters(k, task) : [];
  if (model.length === 2)
    return `Support: sentence starters from the model text – "${model[0]}" and "${model[1]}".`;
  const layout = writing ? k.processes.find((process) => LAYOUT.test(process.name)) : undefined;
  if (layout)
    return `Support: a writing frame with the stages of ${processRef(layout.name)} as headings – ${layout.stages.map((st) => `"${st.name}: …"`).join(', ')}.`;
  const means = `The term ${k.terms[0].term} means …`;
  const pair = apart(outcomes);
  const process = k.processes[0];
  const then = pair
    ? `One difference between ${pair[0]} and ${pair[1]} is that …`
    : process && process.stages.length > 2
      ? 'First …, then …, and finally …'
      : 'For example, …';
  return `Support: sentence frames – "${means}" and "${then}".`;
}

/**
 * A comparison the objectives ask for, set as a longer written piece: what is alike as well as
 * what differs, with an example of each.
 */
export function comparisonStretch(outcomes: readonly string[]): string | null {
  const pair = apart(outcomes);
  return pair
    ? `Stretch: write a paragraph comparing ${pair[0]} and ${pair[1]}: one way they are alike, two ways they differ, and an example of each.`
    : null;
}

/**
 * A misconception the lesson corrected on the board or in its answers but never asked as a
 * statement to judge: a reply to it is new work, not the plenary again.
 */
export function unaskedMisconception(
  k: TopicKnowledge,
  content: LessonContent,
): Misconception | null {
  const { asked, shown } = lessonText(content);
  const said = [shown, ...asked].join('\n').toLowerCase();
  return (
    k.misconceptions.find(
      (item) =>
        !asked.has(trueFalse(item).question) &&
        !said.includes(stop(item.wrong).toLowerCase()) &&
        said.includes(stop(item.correct).toLowerCase()),
    ) ?? null
  );
}
