import { STUDENT_MOVES, TEACHER_MOVES } from 'src/ai/ports/talk-moves';
import type { ClassroomAnalysisRequest } from 'src/ai/ports/classroom-analysis.port';
import type { JsonSchema } from 'src/ai/providers/openai/teaching/teaching-schemas';

export const CLASSROOM_SCHEMA_NAME = 'classroom_analysis';

/** What the model answers: sentence and question ids refer to the numbered lines of the prompt. */
export interface ModelClassroomAnswer {
  talk_moves: { sentence: number; move: string }[];
  questions: { sentence: number; kind: 'open' | 'closed' }[];
  rubric_scores: { criterion_id: string; score: number; evidence: number[]; rationale: string }[];
  suggestions: string[];
}

const MOVES = [...new Set<string>([...TEACHER_MOVES, ...STUDENT_MOVES])];

/** The schema of one lesson: exact counts, the rubric's ids, sentence numbers in range. */
export function classroomSchema(request: ClassroomAnalysisRequest): JsonSchema {
  const last = request.sentences.length - 1;
  const sentence = { type: 'integer', minimum: 0, maximum: last };
  const rubricIds = request.rubric.map((criterion) => criterion.criterionId);
  return {
    type: 'object',
    additionalProperties: false,
    required: ['talk_moves', 'questions', 'rubric_scores', 'suggestions'],
    properties: {
      talk_moves: {
        type: 'array',
        minItems: request.sentences.length,
        maxItems: request.sentences.length,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['sentence', 'move'],
          properties: { sentence, move: { type: 'string', enum: MOVES } },
        },
      },
      questions: {
        type: 'array',
        minItems: request.figures.questions.length,
        maxItems: request.figures.questions.length,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['sentence', 'kind'],
          properties: { sentence, kind: { type: 'string', enum: ['open', 'closed'] } },
        },
      },
      rubric_scores: {
        type: 'array',
        minItems: rubricIds.length,
        maxItems: rubricIds.length,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['criterion_id', 'score', 'evidence', 'rationale'],
          properties: {
            criterion_id: { type: 'string', enum: rubricIds.length ? rubricIds : [''] },
            score: { type: 'number' },
            evidence: { type: 'array', minItems: 1, maxItems: 5, items: sentence },
            rationale: { type: 'string', minLength: 1 },
          },
        },
      },
      suggestions: {
        type: 'array',
        minItems: 3,
        maxItems: 5,
        items: { type: 'string', minLength: 1 },
      },
    },
  };
}
