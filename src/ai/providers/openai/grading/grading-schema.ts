import type { GradingRequest, MarkingPoint } from 'src/ai/ports/answer-grading.port';
import type { OfferedMisconception } from 'src/ai/providers/openai/grading/grading-misconceptions';
import type { JsonSchema } from 'src/ai/providers/openai/teaching/teaching-schemas';

export const GRADING_SCHEMA_NAME = 'answer_sheet_grades';

export const STEP_STATUSES = ['earned', 'partial', 'missing', 'contradicted'] as const;

/** What the model answers for one key point. */
export interface ModelStepMark {
  point: number;
  awarded: number;
  status: (typeof STEP_STATUSES)[number];
  evidence: string | null;
  misconception: ModelMisconception | null;
}

/** A misconception the answer states about a point: a listed one (its id) or the point contradicted. */
export interface ModelMisconception {
  /** The id of a misconception listed for the question; null for a contradiction of the point. */
  id: string | null;
  statement: string;
  correct_idea: string;
}

export interface ModelQuestionGrade {
  step_marks: ModelStepMark[];
  feedback: string;
}

export interface ModelRubricScore {
  score: number;
  evidence: string[];
}

export interface ModelSheetGrade {
  questions: Record<string, ModelQuestionGrade>;
  rubric_scores: Record<string, ModelRubricScore>;
}

/** Strict structured output: every property required, nothing else allowed. */
const object = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

const halfMarks = (maximum: number): JsonSchema => ({
  type: 'number',
  multipleOf: 0.5,
  minimum: 0,
  maximum,
});

/**
 * A stated misconception: one of the question's listed ids, or null for the point contradicted.
 * The model is held to the listed ids; its answer is checked without them, so an id from
 * elsewhere drops that misconception rather than the sheet.
 */
const misconceptionSchema = (ids: readonly string[] | null): JsonSchema => ({
  anyOf: [
    { type: 'null' },
    object({
      id: !ids
        ? { type: ['string', 'null'] }
        : ids.length > 0
          ? { type: ['string', 'null'], enum: [...ids, null] }
          : { type: 'null', description: 'No misconception is listed for this question' },
      statement: {
        type: 'string',
        minLength: 1,
        description: 'The wrong idea the student states (the listed wording for a listed one)',
      },
      correct_idea: {
        type: 'string',
        minLength: 1,
        description: 'What is true instead, in words a student understands',
      },
    }),
  ],
});

/**
 * The per-request schema of a sheet's grades (every question, one step mark per key point, bounds);
 * the model gets it without the bounds strict mode rejects (`for: 'model'`), Ajv checks all of it
 * but the listed misconception ids (`for: 'answer'`).
 */
export function gradingSchema(
  request: GradingRequest,
  schemes: ReadonlyMap<string, MarkingPoint[]>,
  offered: ReadonlyMap<string, OfferedMisconception[]>,
  use: { for: 'model' | 'answer' },
): JsonSchema {
  const questions = Object.fromEntries(
    request.questions.map((question) => {
      const points = schemes.get(question.questionId) ?? [];
      const ids =
        use.for === 'model'
          ? (offered.get(question.questionId) ?? []).map((item) => item.id)
          : null;
      const largest = Math.max(0, ...points.map((point) => point.marks));
      return [
        question.questionId,
        object({
          step_marks: {
            type: 'array',
            minItems: points.length,
            maxItems: points.length,
            items: object({
              point: { type: 'integer', enum: points.map((_, index) => index + 1) },
              awarded: halfMarks(largest),
              status: { type: 'string', enum: [...STEP_STATUSES] },
              evidence: {
                type: ['string', 'null'],
                description: "The student's words that earned or contradicted the point, verbatim",
              },
              misconception: misconceptionSchema(ids),
            }),
          },
          feedback: { type: 'string', minLength: 1 },
        }),
      ];
    }),
  );
  const rubric = Object.fromEntries(
    (request.rubric ?? []).map((criterion) => [
      criterion.criterionId,
      object({
        score: {
          type: 'number',
          minimum: criterion.minScore,
          maximum: criterion.maxScore,
        },
        evidence: { type: 'array', items: { type: 'string' } },
      }),
    ]),
  );
  return object({ questions: object(questions), rubric_scores: object(rubric) });
}
