import {
  INSTRUCTIONAL_BLOCKS,
  type AlignmentBlock,
  type InstructionalBlock,
  type LessonAlignment,
  type LessonComponent,
  type LessonContent,
  type NamedOption,
} from 'src/ai/ports/teaching-content.port';
import { splitMinutes } from 'src/ai/builtin/teaching/lesson/minute-split';
import {
  type ComponentPlan,
  type DocumentReading,
  planComponents,
  type PlannedComponent,
} from 'src/ai/builtin/teaching/curriculum/lesson-components';
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { distinct } from 'src/ai/builtin/teaching/curriculum/draft';

/** Shares of the lesson: most time for teaching and practice, short starts and ends. */
const WEIGHTS: Record<InstructionalBlock, number> = {
  introduction: 10,
  development: 25,
  guided_practice: 22,
  independent_practice: 25,
  closure: 8,
  assessment: 10,
};

/** A writing lesson: the writing itself takes the largest share. */
const WRITING_WEIGHTS: Record<InstructionalBlock, number> = {
  ...WEIGHTS,
  development: 20,
  guided_practice: 12,
  independent_practice: 45,
};

/** A starter vote, a plenary and an exit slip need no more than this, however long the lesson. */
const SHORT_BLOCK_MAX: Partial<Record<InstructionalBlock, number>> = {
  introduction: 7,
  closure: 7,
  assessment: 8,
};

export function lessonMinutes(total: number, writing = false): Record<InstructionalBlock, number> {
  if (!Number.isInteger(total) || total < INSTRUCTIONAL_BLOCKS.length)
    throw new RangeError(`a lesson needs a whole number of at least 6 minutes, got ${total}`);
  const weights = writing ? WRITING_WEIGHTS : WEIGHTS;
  const parts = splitMinutes(
    total,
    INSTRUCTIONAL_BLOCKS.map((block) => weights[block]),
    2,
  );
  // Minutes over a short block's cap go to teaching and practice, in their shares.
  let spare = 0;
  INSTRUCTIONAL_BLOCKS.forEach((block, i) => {
    const cap = SHORT_BLOCK_MAX[block];
    if (cap !== undefined && parts[i] > cap) {
      spare += parts[i] - cap;
      parts[i] = cap;
    }
  });
  const long = INSTRUCTIONAL_BLOCKS.map((block, i) => ({ block, i })).filter(
    ({ block }) => SHORT_BLOCK_MAX[block] === undefined,
  );
  splitMinutes(
    spare,
    long.map(({ block }) => weights[block]),
    0,
  ).forEach((extra, j) => (parts[long[j].i] += extra));
  return Object.fromEntries(INSTRUCTIONAL_BLOCKS.map((b, i) => [b, parts[i]])) as Record<
    InstructionalBlock,
    number
  >;
}

/** The lesson's practice is a writing task: an English writing topic with one. */
export function writingLesson(k: TopicKnowledge): boolean {
  return (
    k.main.subject === 'english' &&
    k.main.strand === 'writing' &&
    k.main.activities.some((a) => a.kind === 'writing_task')
  );
}

function materials(k: TopicKnowledge, plan: ComponentPlan): NamedOption[] {
  const named = new Set(INSTRUCTIONAL_BLOCKS.flatMap((b) => plan[b].map((c) => c.name)));
  const kit = k.topics
    .flatMap((topic) => topic.activities)
    .filter((a) => named.has(a.name) && (a.materials?.length ?? 0) > 0)
    .map((a) => ({ name: `For "${a.name}"`, description: distinct(a.materials ?? []).join(', ') }));
  return [
    ...kit,
    {
      name: 'Key-term cards',
      description: k.terms
        .slice(0, 8)
        .map((t) => t.term)
        .join(', '),
    },
    {
      name: 'Mini whiteboards',
      description: 'For every student to answer check questions at once.',
    },
  ];
}

/** Lesson step 2 from the curriculum: block minutes, the planned components, their questions. */
export function alignFromCurriculum(
  k: TopicKnowledge,
  durationMinutes: number,
  seed: string,
  outcomes?: readonly string[],
  reading?: DocumentReading | null,
): LessonAlignment {
  const minutes = lessonMinutes(durationMinutes, writingLesson(k));
  const plan = planComponents(k, minutes, seed, outcomes, reading);
  const blocks = Object.fromEntries(
    INSTRUCTIONAL_BLOCKS.map((block): [InstructionalBlock, AlignmentBlock] => [
      block,
      {
        duration: minutes[block],
        component_options: plan[block].map((c) => ({ name: c.name, description: c.description })),
        formative_questions: plan[block].flatMap((c) => c.questions.map((q) => q.question)),
      },
    ]),
  ) as Record<InstructionalBlock, AlignmentBlock>;
  return { materials_options: materials(k, plan), instructional_blocks: blocks };
}

/** A component the teacher added: their name and description, the block's questions. */
function teachersOwn(option: NamedOption, questions: string[]): PlannedComponent {
  return {
    name: option.name,
    description: option.description,
    script: [option.description || option.name],
    questions: questions.map((question) => ({ question, answer: '' })),
    notes: 'Added by the teacher.',
    weight: 2,
  };
}

function toComponent(
  planned: PlannedComponent,
  minutes: number,
  answers: ReadonlyMap<string, string>,
): LessonComponent {
  return {
    component_name: planned.name,
    duration_minutes: minutes,
    implementation_script: planned.script.join('\n'),
    formative_questions: planned.questions.map((q) => q.question),
    expected_responses: planned.questions.map(
      (q) =>
        q.answer ||
        answers.get(q.question) ||
        "Answers will vary; accept any answer that uses the lesson's key terms correctly.",
    ),
    teacher_notes: planned.notes,
  };
}

/**
 * Lesson step 3: the components the teacher kept (ours get their scripts and answers back, the
 * teacher's own get a plain script), timed within the block's minutes; a block left empty gets
 * the planned components again.
 */
export function writeFromCurriculum(
  k: TopicKnowledge,
  alignment: LessonAlignment,
  seed: string,
  outcomes?: readonly string[],
  reading?: DocumentReading | null,
): LessonContent {
  const minutes = Object.fromEntries(
    INSTRUCTIONAL_BLOCKS.map((b) => [
      b,
      Math.max(1, Math.round(alignment.instructional_blocks?.[b]?.duration ?? 0)),
    ]),
  ) as Record<InstructionalBlock, number>;
  const plan = planComponents(k, minutes, seed, outcomes, reading);
  const answers = new Map(
    INSTRUCTIONAL_BLOCKS.flatMap((b) =>
      plan[b].flatMap((c) => c.questions.map((q) => [q.question, q.answer] as const)),
    ),
  );
  const content = {} as LessonContent;
  for (const block of INSTRUCTIONAL_BLOCKS) {
    const sent = alignment.instructional_blocks?.[block];
    const options = (sent?.component_options ?? []).filter((o) => o?.name?.trim());
    const chosen =
      options.length > 0
        ? options.map(
            (o) =>
              plan[block].find((c) => c.name === o.name) ??
              teachersOwn(o, sent?.formative_questions ?? []),
          )
        : plan[block];
    const parts = splitMinutes(
      minutes[block],
      chosen.map((c) => c.weight),
      1,
    );
    content[`${block}_block`] = {
      components: chosen.map((c, i) => toComponent(c, parts[i], answers)),
    };
  }
  return content;
}
