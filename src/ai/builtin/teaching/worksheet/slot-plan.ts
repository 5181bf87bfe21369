import { AiProviderError } from 'src/ai/ports/ai-provider.error';
import {
  BLOOM_LEVELS,
  DIFFICULTIES,
  QUESTION_TYPES,
  type BloomLevel,
  type Difficulty,
  type QuestionType,
  type WorksheetBlueprint,
} from 'src/ai/ports/teaching-content.port';

/** One question to write: its type and the Bloom level and difficulty it will be tagged with. */
export interface Slot {
  type: QuestionType;
  /** Position within its type. */
  index: number;
  bloom: BloomLevel;
  difficulty: Difficulty;
}

/** How much thinking a type can carry: recognising (0) up to extended writing (3). */
export const TYPE_DEPTH: Record<QuestionType, number> = {
  true_false: 0,
  fill_in_the_blanks: 0,
  mcq_single_answer: 1,
  match_the_column: 1,
  very_short_answer: 1,
  mcq_multiple_answer: 2,
  short_answer: 2,
  long_answer: 3,
};

function expand<K extends string>(order: readonly K[], counts: Record<K, number>): K[] {
  return order.flatMap((key) => Array<K>(Math.max(0, Math.floor(counts[key] ?? 0))).fill(key));
}

/**
 * Slots whose type, Bloom and difficulty counts equal the blueprint's exactly. Bloom levels go,
 * lowest first, to the types that carry least thinking (a long answer gets `create` before a
 * true/false does); difficulty then rises with the Bloom level. A blueprint whose three sets of
 * counts disagree in total is an error of the caller, not something to guess around.
 */
export function planSlots(blueprint: WorksheetBlueprint): Slot[] {
  const types = expand(QUESTION_TYPES, blueprint.questionTypes);
  const blooms = expand(BLOOM_LEVELS, blueprint.blooms);
  const difficulties = expand(DIFFICULTIES, blueprint.difficulties);
  if (blooms.length !== types.length || difficulties.length !== types.length)
    throw new AiProviderError(
      `The blueprint does not add up: ${types.length} questions by type, ${blooms.length} by Bloom level, ${difficulties.length} by difficulty`,
    );
  const indexes = new Map<QuestionType, number>();
  const byDepth = types
    .map((type) => {
      const index = indexes.get(type) ?? 0;
      indexes.set(type, index + 1);
      return { type, index };
    })
    .sort((a, b) => TYPE_DEPTH[a.type] - TYPE_DEPTH[b.type]);
  const withBloom = byDepth.map((slot, i) => ({ ...slot, bloom: blooms[i] }));
  const byBloom = [...withBloom].sort(
    (a, b) =>
      BLOOM_LEVELS.indexOf(a.bloom) - BLOOM_LEVELS.indexOf(b.bloom) ||
      TYPE_DEPTH[a.type] - TYPE_DEPTH[b.type],
  );
  const slots = byBloom.map((slot, i) => ({ ...slot, difficulty: difficulties[i] }));
  // Written in the clients' type order, each type in its own order.
  return slots.sort(
    (a, b) => QUESTION_TYPES.indexOf(a.type) - QUESTION_TYPES.indexOf(b.type) || a.index - b.index,
  );
}
