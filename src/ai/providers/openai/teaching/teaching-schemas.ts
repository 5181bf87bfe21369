import {
  BLOOM_LEVELS,
  DIFFICULTIES,
  ENRICHMENT_TYPES,
  INSTRUCTIONAL_BLOCKS,
  QUESTION_TYPES,
  type QuestionType,
  type WorksheetBlueprint,
} from 'src/ai/ports/teaching-content.port';

/** A JSON schema as OpenAI's strict structured output takes it, also checked with Ajv. */
export type JsonSchema = Record<string, unknown>;

const text = (description?: string): JsonSchema => ({ type: 'string', minLength: 1, description });
const texts = (description?: string, minItems = 0): JsonSchema => ({
  type: 'array',
  items: { type: 'string', minLength: 1 },
  minItems,
  description,
});
const list = (items: JsonSchema, minItems = 0, maxItems?: number): JsonSchema => ({
  type: 'array',
  items,
  minItems,
  ...(maxItems === undefined ? {} : { maxItems }),
});
/** Strict structured output: every property required, nothing else allowed. */
const object = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});
const byKey = (keys: readonly string[], schema: (key: string) => JsonSchema): JsonSchema =>
  object(Object.fromEntries(keys.map((key) => [key, schema(key)])));

export const SUBJECT_MATTER_SCHEMA = object({
  subject_matter: object({
    topics_to_be_covered: object({ topic: texts('Topics of the lesson, in teaching order', 1) }),
    key_concepts_and_subconcepts: object({
      topics: list(
        object({ topic: text(), sub_topic: texts('Key concepts and sub-concepts', 1) }),
        1,
      ),
    }),
  }),
  learning_standards: object({
    smart_learning_objectives: object({
      objects: object({
        ai_recommendations: texts(
          'SMART objectives, each starting with a Bloom verb and saying how it is measured',
          2,
        ),
      }),
    }),
  }),
});

export const QUESTION_PLAN_SCHEMA = object({
  question_summary: text('Two sentences: what the worksheet checks, by type and topic'),
  bloom_summary: text('One sentence on the thinking levels the worksheet targets'),
});

const tags = object({
  learning_objectives: text('The learning objective the question checks'),
  bloom: { type: 'string', enum: [...BLOOM_LEVELS] },
  difficulty: { type: 'string', enum: [...DIFFICULTIES] },
});

/** The options and answer rules of a type, for the schema and the prompt. */
const OPTION_RULES: Record<QuestionType, { min: number; max: number; rule: string }> = {
  mcq_single_answer: {
    min: 4,
    max: 4,
    rule: '4 options, exactly one correct; answer = that option text',
  },
  mcq_multiple_answer: {
    min: 4,
    max: 6,
    rule: '4–6 options, two or more correct; answer = the correct options joined by "; "',
  },
  true_false: { min: 0, max: 0, rule: 'a statement; answer "True" or "False"' },
  fill_in_the_blanks: {
    min: 0,
    max: 0,
    rule: 'a sentence with "_____" for the missing term; answer = the term',
  },
  very_short_answer: { min: 0, max: 0, rule: 'answer in a word or a phrase' },
  short_answer: { min: 0, max: 0, rule: 'answer in two or three sentences' },
  long_answer: { min: 0, max: 0, rule: 'answer in a paragraph with the points expected' },
  match_the_column: {
    min: 0,
    max: 0,
    rule: 'column_a terms and column_b their matches, row by row (4–6 rows); answer "see columns"',
  },
};

export const optionRule = (type: QuestionType) => OPTION_RULES[type].rule;

export function questionsSchema(blueprint: WorksheetBlueprint): JsonSchema {
  return byKey(QUESTION_TYPES, (type) => {
    const count = blueprint.questionTypes[type as QuestionType];
    const rules = OPTION_RULES[type as QuestionType];
    return list(
      object({
        question: text(),
        options: {
          ...texts(),
          minItems: rules.min,
          maxItems: rules.max,
          description: 'Option texts without "A." labels',
        },
        answer: text(),
        column_a: list({ type: 'string', minLength: 1 }, 0, 6),
        column_b: list({ type: 'string', minLength: 1 }, 0, 6),
        tags,
      }),
      count,
      count,
    );
  });
}

const explanation = object({
  learning_objective: text(),
  explanation: text('Why the answer is right, from the sources'),
  key_concepts: texts(undefined, 1),
  common_mistakes: text(),
  real_world_application: text(),
});

export function explanationsSchema(counts: Record<QuestionType, number>): JsonSchema {
  return byKey(QUESTION_TYPES, (type) =>
    list(explanation, counts[type as QuestionType], counts[type as QuestionType]),
  );
}

const namedOption = object({ name: text(), description: text() });

export const ALIGNMENT_SCHEMA = object({
  materials_options: list(namedOption, 1),
  instructional_blocks: byKey(INSTRUCTIONAL_BLOCKS, () =>
    object({
      duration: { type: 'integer', minimum: 1 },
      component_options: list(namedOption, 1),
      formative_questions: texts(undefined, 1),
    }),
  ),
});

export const LESSON_CONTENT_SCHEMA = byKey(
  INSTRUCTIONAL_BLOCKS.map((block) => `${block}_block`),
  () =>
    object({
      components: list(
        object({
          component_name: text(),
          duration_minutes: { type: 'integer', minimum: 1 },
          implementation_script: text('Step-by-step teacher script, one step per line'),
          formative_questions: texts(),
          expected_responses: texts(),
          teacher_notes: text(),
        }),
        1,
      ),
    }),
);

export const ENRICHMENT_SCHEMA = object({
  enrichment_blocks: list(
    object({
      type: { type: 'string', enum: [...ENRICHMENT_TYPES] },
      title: text(),
      description: text(),
      activities: texts(undefined, 1),
    }),
    ENRICHMENT_TYPES.length,
  ),
});
