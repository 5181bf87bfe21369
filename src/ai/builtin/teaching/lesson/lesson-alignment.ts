import {
  INSTRUCTIONAL_BLOCKS,
  type AlignmentBlock,
  type InstructionalBlock,
  type LessonAlignment,
  type PlanningInput,
} from 'src/ai/ports/teaching-content.port';
import { blockDurations, questionCount } from './block-plan';
import { questionsForBlocks, type FormativeQuestionSource } from './formative-questions';
import { lessonFacts, type LessonFacts } from './lesson-facts';
import { materialsFor } from './lesson-materials';
import { selectStrategies } from './strategy-selection';
import type { TeachingStrategy } from './teaching-strategy';

/**
 * Lesson step 2: the lesson's skeleton for the teacher to confirm. Durations come from the block
 * weights, strategies from the catalogue (by block, subject, grade and the objectives' Bloom
 * levels), questions from the question source, materials from the documents, subject and
 * strategies.
 */
export async function alignLesson(
  source: FormativeQuestionSource,
  input: PlanningInput,
  durationMinutes: number,
): Promise<LessonAlignment> {
  const facts = lessonFacts(input);
  const durations = blockDurations(facts, durationMinutes);
  const strategies = selectStrategies(facts, durations);
  const counts = questionCounts(durations);
  const { byBlock } = await questionsForBlocks(source, input, facts, counts);

  const blocks = {} as Record<InstructionalBlock, AlignmentBlock>;
  for (const block of INSTRUCTIONAL_BLOCKS) {
    const questions = byBlock[block];
    blocks[block] = {
      duration: durations[block],
      component_options: strategies[block].map((strategy, i) => ({
        name: strategy.name,
        description: optionDescription(strategy, questions[i]?.concept, facts),
      })),
      formative_questions: questions.map((q) => q.question),
    };
  }
  return { materials_options: materialsFor(facts, strategies), instructional_blocks: blocks };
}

/** The questions each block gets for its length; the writer asks for the same to find answers. */
export function questionCounts(
  durations: Record<InstructionalBlock, number>,
): Record<InstructionalBlock, number> {
  return Object.fromEntries(
    INSTRUCTIONAL_BLOCKS.map((block) => [block, questionCount(block, durations[block])]),
  ) as Record<InstructionalBlock, number>;
}

function optionDescription(
  strategy: TeachingStrategy,
  concept: string | undefined,
  facts: LessonFacts,
): string {
  return `${strategy.description} Focus: ${concept ?? facts.concepts[0].name}.`;
}
