import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import type { WritingAssessmentRequest } from 'src/ai/ports/writing-assessment.port';
import {
  type HolisticCriterionDefinition,
  holisticCriteriaFor,
  itemScale,
} from 'src/ai/writing-rubrics';

type JsonSchema = Record<string, unknown>;
export interface Scale {
  min: number;
  max: number;
  step?: number;
}

const text = (description: string): JsonSchema => ({ type: 'string', description });
const nullableText = (description: string): JsonSchema => ({
  type: ['string', 'null'],
  description,
});
const list = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
const score = ({ min, max, step }: Scale, description: string): JsonSchema => ({
  type: 'number',
  minimum: min,
  maximum: max,
  description: `${description}: ${min} to ${max}${step ? ` in steps of ${step}` : ''}`,
});
// Strict structured output wants every property required and no others allowed.
const object = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

const EXPLANATION = 'Why this score, quoting the answer';

function criterionSchema(criterion: HolisticCriterionDefinition): JsonSchema {
  const aspects = Object.fromEntries(
    criterion.aspects.map((key) => [
      key,
      object({ score: score(criterion, key), explanation: text(EXPLANATION) }),
    ]),
  );
  return object({
    score: score(criterion, criterion.name),
    explanation: text(EXPLANATION),
    ...(criterion.aspects.length > 0 ? { aspects: object(aspects) } : {}),
  });
}

/**
 * The JSON schema the model must answer in, built from the task's criteria and the client's
 * custom rubric, so that every criterion, aspect and custom criterion has exactly one score.
 */
export function assessmentResponseFormat(
  request: WritingAssessmentRequest,
): ResponseFormatJSONSchema {
  const { task, customCriteria } = request;
  const criteria = holisticCriteriaFor(task);
  const custom = Object.fromEntries(
    customCriteria.map((criterion) => [
      criterion.id,
      object({
        score: score({ min: criterion.minScore, max: criterion.maxScore }, criterion.name),
        explanation: text(EXPLANATION),
      }),
    ]),
  );
  const schema = object({
    // The IELTS overall band is the rounded mean of the criteria, computed, not asked for.
    ...(task.exam === 'IELTS' ? {} : { score: score(itemScale(task), 'Overall score') }),
    criteria: object(Object.fromEntries(criteria.map((c) => [c.name, criterionSchema(c)]))),
    ...(customCriteria.length > 0 ? { custom_criteria: object(custom) } : {}),
    spelling: list(
      object({
        word: text('The misspelled word exactly as written'),
        suggestion: nullableText('The correct spelling, or null if unsure'),
        recommendation: text('Advice that quotes the word and gives the fix'),
      }),
    ),
    grammar: list(
      object({
        text: text('The wrong span, copied verbatim from the answer'),
        mistake_type: text('UPPER_SNAKE_CASE, e.g. SUBJECT_VERB_AGREEMENT, ARTICLE, VERB_FORM'),
        replacement: nullableText('The corrected span, or null if no single fix applies'),
        recommendation: text('Advice that quotes the span and gives the fix'),
      }),
    ),
    task_issues: list(
      object({
        code: text('UPPER_SNAKE_CASE, e.g. WORD_COUNT_BELOW_MINIMUM, OFF_TOPIC'),
        message: text('The problem, for the student'),
      }),
    ),
    reason: text('Why the answer scores what it does, quoting it'),
    scope_of_improvement: text('What to do next, quoting the answer'),
  });
  return {
    type: 'json_schema',
    json_schema: { name: 'writing_assessment', strict: true, schema },
  };
}
