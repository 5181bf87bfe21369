import type { BloomLevel, InstructionalBlock } from 'src/ai/ports/teaching-content.port';
import type { SubjectFamily } from './subject-families';
import type { MaterialTemplate } from './subject-profiles';

/**
 * One strategy of the catalogue: where in a lesson it belongs, which thinking it asks for, and a
 * teacher's script for it. The script and note are templates filled with the lesson's own
 * concepts and objective, so one entry serves every topic without canned topic text.
 *
 * Placeholders: {topic} {subject} {grade} {concept} {concepts} {subconcept} {subconcepts}
 * {objective} {question} {minutes}.
 */
export interface TeachingStrategy {
  name: string;
  description: string;
  /** The blocks of a lesson where it is a natural fit. */
  blocks: readonly InstructionalBlock[];
  /** The Bloom levels it exercises; selection matches them to the objectives'. */
  blooms: readonly BloomLevel[];
  /** Relative share of a block's minutes when several strategies share the block. */
  weight: number;
  /** Subject families it suits; absent means any subject. */
  subjects?: readonly SubjectFamily[];
  /** The lowest grade (number) it suits, e.g. a structured debate needs older students. */
  minGrade?: number;
  /** It brings new material to students (explanation, example, text): development needs one. */
  presents?: boolean;
  materials: readonly MaterialTemplate[];
  /** The teacher's steps, in order. */
  steps: readonly string[];
  note: string;
}

export const SCRIPT_PLACEHOLDERS = [
  'topic',
  'subject',
  'grade',
  'concept',
  'concepts',
  'subconcept',
  'subconcepts',
  'objective',
  'question',
  'minutes',
] as const;
