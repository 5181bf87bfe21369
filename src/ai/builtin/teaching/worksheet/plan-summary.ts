import {
  BLOOM_LEVELS,
  DIFFICULTIES,
  QUESTION_TYPES,
  type PlanningInput,
  type QuestionPlanSummary,
  type QuestionType,
  type WorksheetBlueprint,
} from 'src/ai/ports/teaching-content.port';
import { listWords } from 'src/ai/builtin/teaching/worksheet/text-kit';

const TYPE_NAMES: Record<QuestionType, [string, string]> = {
  mcq_single_answer: [
    'single-answer multiple-choice question',
    'single-answer multiple-choice questions',
  ],
  mcq_multiple_answer: [
    'multiple-answer multiple-choice question',
    'multiple-answer multiple-choice questions',
  ],
  true_false: ['true/false question', 'true/false questions'],
  fill_in_the_blanks: ['fill-in-the-blank question', 'fill-in-the-blank questions'],
  very_short_answer: ['very short answer question', 'very short answer questions'],
  short_answer: ['short answer question', 'short answer questions'],
  long_answer: ['long answer question', 'long answer questions'],
  match_the_column: ['match-the-column question', 'match-the-column questions'],
};

function counted<K extends string>(
  order: readonly K[],
  counts: Record<K, number>,
  name: (key: K, n: number) => string,
): string[] {
  return order
    .filter((key) => (counts[key] ?? 0) > 0)
    .map((key) => `${counts[key]} ${name(key, counts[key])}`);
}

/**
 * Worksheet step 2: the plan in words beside the counts the service computed. Purely a reading
 * of the blueprint (no source needed), so it always agrees with the numbers shown next to it.
 */
export function summariseQuestionPlan(
  input: PlanningInput,
  blueprint: WorksheetBlueprint,
): QuestionPlanSummary {
  const total = QUESTION_TYPES.reduce((sum, type) => sum + (blueprint.questionTypes[type] ?? 0), 0);
  const about = input.topic ? ` on ${input.topic}` : '';
  const types = counted(
    QUESTION_TYPES,
    blueprint.questionTypes,
    (type, n) => TYPE_NAMES[type][n === 1 ? 0 : 1],
  );
  const levels = counted(DIFFICULTIES, blueprint.difficulties, (level) => level);
  const blooms = counted(BLOOM_LEVELS, blueprint.blooms, (level) => level);
  const lower = (blueprint.blooms.remember ?? 0) + (blueprint.blooms.understand ?? 0);
  const focus =
    lower * 2 > total
      ? 'Most questions check recall and understanding; the rest ask students to use and examine what they know.'
      : lower * 2 === total
        ? 'Half the questions check recall and understanding, half ask for application and higher-order thinking.'
        : 'Most questions ask students to apply, analyse, evaluate or create rather than recall.';
  return {
    question_summary: `${total} question${total === 1 ? '' : 's'}${about} for ${input.grade} ${input.subject}: ${listWords(types)}. Difficulty: ${listWords(levels)}.`,
    bloom_summary: `Bloom's levels: ${listWords(blooms)}. ${focus}`,
  };
}
