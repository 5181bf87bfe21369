import {
  BLOOM_LEVELS,
  INSTRUCTIONAL_BLOCKS,
  type BloomLevel,
  type InstructionalBlock,
} from 'src/ai/ports/teaching-content.port';
import { bloomRank } from './bloom-verbs';
import type { LessonFacts } from './lesson-facts';
import { splitMinutes } from './minute-split';

/**
 * The shape of a lesson: how its minutes are shared between the six blocks, and which thinking
 * each block asks for. Weights follow the usual explicit-instruction lesson (Rosenshine): the most
 * time for new material and practice, short openings and closings.
 */
const BASE_WEIGHTS: Record<InstructionalBlock, number> = {
  introduction: 12,
  development: 28,
  guided_practice: 20,
  independent_practice: 20,
  closure: 8,
  assessment: 12,
};

/** Below this a block cannot hold an activity and a question. */
const MINIMUM_BLOCK_MINUTES = 2;

/** Whole minutes per block, summing exactly to the lesson's length. */
export function blockDurations(
  facts: LessonFacts,
  durationMinutes: number,
): Record<InstructionalBlock, number> {
  if (!Number.isInteger(durationMinutes) || durationMinutes < INSTRUCTIONAL_BLOCKS.length) {
    throw new RangeError(
      `a lesson needs a whole number of at least ${INSTRUCTIONAL_BLOCKS.length} minutes, got ${durationMinutes}`,
    );
  }
  const weights = { ...BASE_WEIGHTS };
  // Objectives at analyse level or above need more time to practise than to be told.
  const top = bloomRank(facts.objectiveBlooms[facts.objectiveBlooms.length - 1]);
  if (top >= bloomRank('analyze')) {
    weights.development -= 4;
    weights.independent_practice += 4;
  } else if (top <= bloomRank('understand')) {
    weights.development += 4;
    weights.independent_practice -= 4;
  }
  const minutes = splitMinutes(
    durationMinutes,
    INSTRUCTIONAL_BLOCKS.map((block) => weights[block]),
    MINIMUM_BLOCK_MINUTES,
  );
  return Object.fromEntries(INSTRUCTIONAL_BLOCKS.map((b, i) => [b, minutes[i]])) as Record<
    InstructionalBlock,
    number
  >;
}

const BLOCK_BLOOMS: Record<Exclude<InstructionalBlock, 'assessment'>, BloomLevel[]> = {
  introduction: ['remember', 'understand'],
  development: ['understand', 'apply'],
  guided_practice: ['apply'],
  independent_practice: ['apply', 'analyze'],
  closure: ['evaluate', 'understand'],
};

/**
 * The Bloom levels a block's questions are asked at, in the order they are used. The assessment
 * checks the objectives themselves, so it asks at their levels, mixed with neighbouring ones up
 * to three levels.
 */
export function blockBlooms(block: InstructionalBlock, facts: LessonFacts): BloomLevel[] {
  if (block !== 'assessment') return BLOCK_BLOOMS[block];
  const levels = [...facts.objectiveBlooms];
  for (const level of ['remember', 'understand', 'apply', 'analyze'] as const) {
    if (levels.length >= 3) break;
    if (!levels.includes(level)) levels.push(level);
  }
  return BLOOM_LEVELS.filter((level) => levels.includes(level));
}

/** How many formative questions a block gets: one per few minutes, within sensible bounds. */
export function questionCount(block: InstructionalBlock, minutes: number): number {
  const [per, min, max] = block === 'assessment' ? [4, 3, 5] : [5, 2, 4];
  return Math.min(max, Math.max(min, Math.ceil(minutes / per)));
}
