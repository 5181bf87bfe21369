import type { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import type {
  ActionPlanner,
  PlanExam,
  PracticeWriter,
  ScoredSheet,
  StudentActionPlan,
  TeacherActionPlan,
} from 'src/ai/ports/action-planning.port';
import { planForStudent } from 'src/ai/builtin/action-plans/student-plan';
import { planForTeacher } from 'src/ai/builtin/action-plans/teacher-plan';
import type { OpenAiChat } from 'src/ai/providers/openai/openai-chat';
import { readStructured, responseFormat } from 'src/ai/providers/openai/teaching/structured-answer';
import type { JsonSchema } from 'src/ai/providers/openai/teaching/teaching-schemas';

const SYSTEM = [
  'You are an experienced teacher writing feedback on an exam.',
  'You are given a plan whose figures, question ids and groups are fixed; rewrite only its words',
  'so that they are specific, encouraging and practical for the student or the teacher, in the',
  "spelling of the exam's text (British or American). Keep every quotation of a student verbatim.",
  'Answer with JSON that fits the schema exactly.',
].join(' ');

const TEXTS: JsonSchema = { type: 'array', items: { type: 'string', minLength: 1 } };

function exactly(count: number, items: JsonSchema): JsonSchema {
  return { type: 'array', items, minItems: count, maxItems: count };
}

function object(properties: Record<string, JsonSchema>): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties),
    properties,
  };
}

/**
 * Action plans worded by an OpenAI-compatible model: the builtin planner decides the content, the
 * model rewrites the words in one structured call validated to keep the plan's shape.
 */
export class OpenAiActionPlanner implements ActionPlanner {
  readonly provider = 'openai';

  constructor(
    private readonly chat: OpenAiChat,
    private readonly curriculum: Curriculum | null = null,
  ) {}

  async planForStudent(
    exam: PlanExam,
    sheet: ScoredSheet,
    practice: PracticeWriter,
  ): Promise<StudentActionPlan> {
    const plan = await planForStudent(exam, sheet, practice, this.curriculum);
    const schema = object({
      strengths: exactly(plan.strengths.length, { type: 'string', minLength: 1 }),
      focus_areas: exactly(
        plan.focus_areas.length,
        object({
          concept: { type: 'string', minLength: 1 },
          recommendation: { type: 'string', minLength: 1 },
        }),
      ),
      plan: exactly(plan.plan.length, object({ goals: TEXTS, activities: TEXTS })),
    });
    const worded = await this.ask<{
      strengths: string[];
      focus_areas: { concept: string; recommendation: string }[];
      plan: { goals: string[]; activities: string[] }[];
    }>('student_action_plan', schema, exam, {
      student: sheet.student.name,
      questions: sheet.questions,
      plan,
    });
    return {
      strengths: worded.strengths,
      focus_areas: plan.focus_areas.map((area, index) => ({
        ...area,
        concept: worded.focus_areas[index].concept,
        recommendation: worded.focus_areas[index].recommendation,
      })),
      plan: plan.plan.map((week, index) => ({
        week: week.week,
        goals: worded.plan[index].goals,
        activities: worded.plan[index].activities,
      })),
    };
  }

  async planForTeacher(
    exam: PlanExam,
    sheets: ScoredSheet[],
    practice: PracticeWriter,
  ): Promise<TeacherActionPlan> {
    const plan = await planForTeacher(exam, sheets, practice, this.curriculum);
    const schema = object({
      misconceptions: exactly(
        plan.misconceptions.length,
        object({ description: { type: 'string', minLength: 1 } }),
      ),
      reteaching_plan: exactly(plan.reteaching_plan.length, object({ activities: TEXTS })),
    });
    const worded = await this.ask<{
      misconceptions: { description: string }[];
      reteaching_plan: { activities: string[] }[];
    }>('teacher_action_plan', schema, exam, { plan });
    return {
      ...plan,
      misconceptions: plan.misconceptions.map((item, index) => ({
        ...item,
        description: worded.misconceptions[index].description,
      })),
      reteaching_plan: plan.reteaching_plan.map((item, index) => ({
        concept: item.concept,
        activities: worded.reteaching_plan[index].activities,
      })),
    };
  }

  private async ask<T>(
    name: string,
    schema: JsonSchema,
    exam: PlanExam,
    facts: unknown,
  ): Promise<T> {
    const content = await this.chat.complete({
      messages: [
        { role: 'system', content: SYSTEM },
        {
          role: 'user',
          content: [
            `Exam: ${exam.name}; subject: ${exam.subject ?? 'not given'}; class: ${exam.className ?? 'not given'}.`,
            'Rewrite the words of this plan (same order, same number of items):',
            JSON.stringify(facts),
          ].join('\n'),
        },
      ],
      response_format: responseFormat(name, schema),
    });
    return readStructured<T>(content, schema, name.replaceAll('_', ' '));
  }
}
