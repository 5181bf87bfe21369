import type { JSONSchemaType } from 'ajv';
import {
  ACTIVITY_KINDS,
  CURRICULUM_SUBJECTS,
  type CurriculumFile,
} from 'src/ai/builtin/curriculum/curriculum-topic';

const text = { type: 'string', minLength: 2, maxLength: 600 } as const;
const texts = (minItems: number) => ({ type: 'array', items: text, minItems }) as const;

/** The JSON schema every curriculum file is checked against, at start and in tests. */
export const CURRICULUM_FILE_SCHEMA: JSONSchemaType<CurriculumFile> = {
  type: 'object',
  additionalProperties: false,
  required: ['topics'],
  properties: {
    topics: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: [
          'id',
          'title',
          'subject',
          'strand',
          'grades',
          'aliases',
          'syllabus_refs',
          'summary',
          'key_terms',
          'facts',
          'misconceptions',
          'activities',
          'real_world',
          'outcomes',
        ],
        properties: {
          id: { type: 'string', pattern: '^[a-z_]+\\.[a-z0-9]+(-[a-z0-9]+)*$' },
          title: text,
          subject: { type: 'string', enum: [...CURRICULUM_SUBJECTS] },
          strand: { type: 'string', pattern: '^[a-z_]+$' },
          grades: {
            type: 'array',
            minItems: 1,
            items: { type: 'integer', minimum: 1, maximum: 12 },
          },
          aliases: texts(0),
          syllabus_refs: texts(1),
          summary: text,
          key_terms: {
            type: 'array',
            minItems: 3,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['term', 'definition'],
              properties: {
                term: text,
                definition: text,
                aliases: { ...texts(0), nullable: true },
              },
            },
          },
          facts: {
            type: 'array',
            minItems: 5,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['text', 'terms'],
              properties: { text, terms: texts(0) },
            },
          },
          processes: {
            type: 'array',
            nullable: true,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['name', 'stages'],
              properties: {
                name: text,
                stages: {
                  type: 'array',
                  minItems: 2,
                  items: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['name', 'description'],
                    properties: { name: text, description: text },
                  },
                },
              },
            },
          },
          cause_effect: {
            type: 'array',
            nullable: true,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['cause', 'effect'],
              properties: { cause: text, effect: text },
            },
          },
          worked_examples: {
            type: 'array',
            nullable: true,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['problem', 'steps', 'answer'],
              properties: { problem: text, steps: texts(1), answer: text },
            },
          },
          misconceptions: {
            type: 'array',
            minItems: 2,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['wrong', 'correct'],
              properties: { wrong: text, correct: text },
            },
          },
          activities: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['kind', 'name', 'description'],
              properties: {
                kind: { type: 'string', enum: [...ACTIVITY_KINDS] },
                name: text,
                description: text,
                materials: { ...texts(0), nullable: true },
                minutes: { type: 'integer', minimum: 5, maximum: 120, nullable: true },
              },
            },
          },
          real_world: texts(1),
          outcomes: texts(2),
          skills: {
            type: 'array',
            nullable: true,
            items: { type: 'string', pattern: '^[a-z_]+\\.[a-z_]+$' },
          },
        },
      },
    },
  },
};
