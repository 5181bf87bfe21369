import { Injectable } from '@nestjs/common';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { AiProviderError } from 'src/ai/ports/ai-provider.error';
import {
  type EnrichmentBlock,
  type LessonAlignment,
  type LessonContent,
  type PlanningInput,
  type QuestionExplanation,
  type QuestionPlanSummary,
  QUESTION_TYPES,
  type QuestionType,
  type SubjectMatterDraft,
  type TeachingContentGenerator,
  type TeachingContext,
  type WorksheetBlueprint,
  type WorksheetQuestion,
  type WorksheetQuestions,
} from 'src/ai/ports/teaching-content.port';
import type { OpenAiChat } from 'src/ai/providers/openai/openai-chat';
import type { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import { readStructured, responseFormat } from 'src/ai/providers/openai/teaching/structured-answer';
import {
  ALIGNMENT_SCHEMA,
  ENRICHMENT_SCHEMA,
  explanationsSchema,
  type JsonSchema,
  LESSON_CONTENT_SCHEMA,
  optionRule,
  QUESTION_PLAN_SCHEMA,
  questionsSchema,
  SUBJECT_MATTER_SCHEMA,
} from 'src/ai/providers/openai/teaching/teaching-schemas';

/** How much of the teacher's documents goes into a prompt (characters). */
const MAX_SOURCE_CHARS = 24_000;
const LABELS = 'ABCDEF';

/** How much of the curriculum entries goes into a prompt (characters). */
const MAX_CURRICULUM_CHARS = 16_000;

const SYSTEM = [
  'You are an experienced school teacher and curriculum designer.',
  'Write for the board, grade and subject given, in the spelling of the sources (British or American).',
  "Stay within the grounding you are given: the teacher's documents and the curriculum entries.",
  'Every fact, key, model answer and distractor must be supported by them; use their key terms,',
  'misconceptions (as wrong options and false statements), activities and worked examples by name.',
  'When documents and curriculum entries are both given, the documents lead. Only when neither is',
  'given, write from the topic and the subject matter the teacher confirmed.',
  'Answer with JSON that fits the schema exactly.',
].join(' ');

type ModelQuestion = Omit<WorksheetQuestion, 'grounding' | 'column_a' | 'column_b'> & {
  column_a: string[];
  column_b: string[];
};

/**
 * Teaching content from an OpenAI-compatible model: one JSON-schema call per step, validated with
 * Ajv; a bad answer fails the step naming the problem.
 */
@Injectable()
export class OpenAiTeachingContent implements TeachingContentGenerator {
  readonly provider = 'openai';

  constructor(
    private readonly chat: OpenAiChat,
    private readonly curriculum: Curriculum | null = null,
  ) {}

  draftSubjectMatter(context: TeachingContext): Promise<SubjectMatterDraft> {
    return this.ask('subject_matter', SUBJECT_MATTER_SCHEMA, context, [
      'Draft the subject matter (topics, key concepts and sub-concepts) and 3–5 SMART learning objectives.',
    ]);
  }

  summariseQuestionPlan(
    input: PlanningInput,
    blueprint: WorksheetBlueprint,
  ): Promise<QuestionPlanSummary> {
    return this.ask('question_plan', QUESTION_PLAN_SCHEMA, input, [
      'Summarise this worksheet plan for the teacher.',
      `Plan: ${JSON.stringify(blueprint)}`,
    ]);
  }

  async writeQuestions(
    input: PlanningInput,
    blueprint: WorksheetBlueprint,
  ): Promise<WorksheetQuestions> {
    const answer = await this.ask<Record<QuestionType, ModelQuestion[]>>(
      'worksheet_questions',
      questionsSchema(blueprint),
      input,
      [
        'Write the worksheet. Exact counts per question type:',
        ...QUESTION_TYPES.map(
          (type) => `- ${type}: ${blueprint.questionTypes[type]} (${optionRule(type)})`,
        ),
        `Aim for these counts per Bloom level: ${JSON.stringify(blueprint.blooms)}, but tag each`,
        'question with the level it truly tests (a one-line recall is "remember" whatever was',
        'planned; "apply" is a new situation or a calculation);',
        `tag exactly these counts per difficulty: ${JSON.stringify(blueprint.difficulties)}.`,
        'No two questions alike. Leave column_a and column_b empty except for match_the_column.',
      ],
    );
    const questions = {} as WorksheetQuestions;
    for (const type of QUESTION_TYPES) {
      questions[type] = answer[type].map((question, index) => labelled(type, question, index));
    }
    return questions;
  }

  explainQuestions(
    input: PlanningInput,
    questions: WorksheetQuestions,
  ): Promise<Record<QuestionType, QuestionExplanation[]>> {
    const counts = Object.fromEntries(
      QUESTION_TYPES.map((type) => [type, questions[type].length]),
    ) as Record<QuestionType, number>;
    const shown = Object.fromEntries(
      QUESTION_TYPES.map((type) => [
        type,
        questions[type].map(({ question, options, answer, column_a, column_b }) => ({
          question,
          options,
          answer,
          ...(column_a ? { column_a, column_b } : {}),
        })),
      ]),
    );
    return this.ask('worksheet_explanations', explanationsSchema(counts), input, [
      'Explain every question below, in the same order per type: why the answer is right,',
      'the key concepts, the common mistakes and a real-world application.',
      JSON.stringify(shown),
    ]);
  }

  alignLesson(input: PlanningInput, durationMinutes: number): Promise<LessonAlignment> {
    return this.ask('lesson_alignment', ALIGNMENT_SCHEMA, input, [
      `Plan a ${durationMinutes}-minute lesson: materials, and the six instructional blocks with`,
      `their durations in whole minutes adding up to exactly ${durationMinutes}, 2–4 teaching`,
      "strategies per block that fit the block and the objectives' Bloom levels, and formative questions.",
    ]);
  }

  writeLesson(input: PlanningInput, alignment: LessonAlignment): Promise<LessonContent> {
    return this.ask('lesson_content', LESSON_CONTENT_SCHEMA, input, [
      'Write the lesson from this alignment (as the teacher confirmed it): for each block, its',
      'components (from the chosen strategies) with durations adding up to the block duration,',
      'an implementation script, formative questions, expected responses and teacher notes.',
      JSON.stringify(alignment),
    ]);
  }

  async enrichLesson(input: PlanningInput, content: LessonContent): Promise<EnrichmentBlock[]> {
    const answer = await this.ask<{ enrichment_blocks: EnrichmentBlock[] }>(
      'lesson_enrichment',
      ENRICHMENT_SCHEMA,
      input,
      [
        'Add enrichment blocks to this lesson, at least one of each type (differentiation,',
        'homework, real_world_connection, cross_curricular, assessment_extension).',
        JSON.stringify(content).slice(0, 8_000),
      ],
    );
    return answer.enrichment_blocks;
  }

  /** The curriculum entries the request's topic resolves to (none without a curriculum). */
  private grounding(context: TeachingContext | PlanningInput): CurriculumTopic[] {
    return this.curriculum?.topicsFor(context) ?? [];
  }

  private async ask<T>(
    name: string,
    schema: JsonSchema,
    context: TeachingContext | PlanningInput,
    task: string[],
  ): Promise<T> {
    const content = await this.chat.complete({
      messages: messages(context, task, this.grounding(context)),
      response_format: responseFormat(name, schema),
    });
    return readStructured<T>(content, schema, name.replaceAll('_', ' '));
  }
}

/** A curriculum entry as the prompt gives it: everything but ids and references. */
function entry(topic: CurriculumTopic): unknown {
  const { id: _id, syllabus_refs: _refs, skills: _skills, aliases: _aliases, ...content } = topic;
  return content;
}

/** The entries as JSON, as many whole entries as fit the prompt's share (the first always). */
function entries(topics: readonly CurriculumTopic[]): string {
  const kept: unknown[] = [];
  for (const topic of topics) {
    const next = [...kept, entry(topic)];
    if (kept.length > 0 && JSON.stringify(next).length > MAX_CURRICULUM_CHARS) break;
    kept.push(entry(topic));
  }
  return JSON.stringify(kept);
}

function messages(
  context: TeachingContext | PlanningInput,
  task: string[],
  topics: readonly CurriculumTopic[],
): ChatCompletionMessageParam[] {
  const curriculum = topics.length
    ? `Curriculum entries: ${entries(topics)}`
    : 'Curriculum entries: none';
  const sources = context.sources
    .map((page) => `[${page.document} p.${page.page}]\n${page.text}`)
    .join('\n\n')
    .slice(0, MAX_SOURCE_CHARS);
  const confirmed =
    'subjectMatter' in context
      ? `\nSubject matter the teacher confirmed: ${JSON.stringify(context.subjectMatter)}\nLearning standards: ${JSON.stringify(context.learningStandards)}`
      : '';
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: [
        `Board: ${context.board}; grade: ${context.grade}; subject: ${context.subject}`,
        `Topic: ${context.topic ?? '(none)'}${confirmed}`,
        sources ? `Teacher's documents:\n${sources}` : "Teacher's documents: none",
        curriculum,
        '',
        ...task,
      ].join('\n'),
    },
  ];
}

/** Options labelled "A. …"; MCQ answers must be among the options. */
function labelled(type: QuestionType, question: ModelQuestion, index: number): WorksheetQuestion {
  const options = question.options.map(
    (option, at) => `${LABELS[at]}. ${option.replace(/^[A-F]\.\s*/, '')}`,
  );
  let answer = question.answer;
  if (type === 'mcq_single_answer' || type === 'mcq_multiple_answer') {
    const parts = answer.split(';').map((part) => part.trim().replace(/^[A-F]\.\s*/, ''));
    const picked = parts.map((part) => options.find((option) => option.slice(3) === part));
    if (picked.some((option) => option === undefined)) {
      throw new AiProviderError(
        `${type} question ${index + 1}: its answer is not among its options`,
      );
    }
    answer = picked.join('; ');
  }
  const result: WorksheetQuestion = {
    question: question.question,
    options,
    answer,
    tags: question.tags,
  };
  if (type === 'match_the_column') {
    if (question.column_a.length < 2 || question.column_a.length !== question.column_b.length) {
      throw new AiProviderError(
        `match_the_column question ${index + 1}: the columns do not pair up`,
      );
    }
    // The model pairs the rows; the worksheet shows column B shuffled and keys the pairs.
    const order = shuffledOrder(question.column_b.length, question.question);
    result.column_a = question.column_a;
    result.column_b = order.map((row) => question.column_b[row]);
    result.answer = question.column_a
      .map((_, row) => `${row + 1}-${LABELS[order.indexOf(row)]}`)
      .join(', ');
  }
  return result;
}

/** A fixed shuffle of `n` rows seeded by the question, never leaving every row in place. */
function shuffledOrder(n: number, seed: string): number[] {
  const rows = [...Array(n).keys()];
  let state = [...seed].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  for (let i = n - 1; i > 0; i -= 1) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    const j = state % (i + 1);
    [rows[i], rows[j]] = [rows[j], rows[i]];
  }
  return rows.every((row, at) => row === at) ? [...rows.slice(1), rows[0]] : rows;
}
