import {
  BLOOM_LEVELS,
  type BloomLevel,
  DIFFICULTIES,
  type Difficulty,
  type QuestionPlanSummary,
  QUESTION_TYPES,
  type QuestionType,
  type WorksheetBlueprint,
} from 'src/ai/ports/teaching-content.port';
import { RequestValidationException } from 'src/common/errors/field-issue';
import { apportion } from 'src/modules/generation-steps/apportion';
import { completeDistribution } from 'src/modules/generation-steps/dto/distribution';
import type { QuestionConfigurationDto } from 'src/modules/worksheets/dto/question-configuration.dto';
import type { Worksheet } from 'src/modules/worksheets/entities/worksheet.entity';

/** Step 2's result, read as `data.question_configuration` and sent back to step 3. */
export interface QuestionConfiguration {
  question_summary: { total_questions: number; description: string; bloom_focus: string };
  bloom_summary: { bloom_level: BloomLevel; question_count: number }[];
  difficulty_summary: { difficulty: Difficulty; question_count: number }[];
  question_type_summary: { question_type: QuestionType; count: number }[];
}

/** The exact counts step 1's request asks for: percentages turned into whole questions. */
export function requestedBlueprint(worksheet: Worksheet): WorksheetBlueprint {
  const total = worksheet.numberOfQuestions;
  return {
    questionTypes: completeDistribution(worksheet.questionDistribution, QUESTION_TYPES),
    difficulties: apportion(
      total,
      completeDistribution(worksheet.difficultyDistribution, DIFFICULTIES),
    ),
    blooms: apportion(total, completeDistribution(worksheet.bloomDistribution, BLOOM_LEVELS)),
  };
}

export function presentConfiguration(
  blueprint: WorksheetBlueprint,
  summary: QuestionPlanSummary,
): QuestionConfiguration {
  return {
    question_summary: {
      total_questions: sum(blueprint.questionTypes),
      description: summary.question_summary,
      bloom_focus: summary.bloom_summary,
    },
    bloom_summary: BLOOM_LEVELS.map((bloom_level) => ({
      bloom_level,
      question_count: blueprint.blooms[bloom_level],
    })),
    difficulty_summary: DIFFICULTIES.map((difficulty) => ({
      difficulty,
      question_count: blueprint.difficulties[difficulty],
    })),
    question_type_summary: QUESTION_TYPES.map((question_type) => ({
      question_type,
      count: blueprint.questionTypes[question_type],
    })),
  };
}

/**
 * The blueprint of step 3 from the configuration the teacher sent back. The totals must agree
 * (422 naming the field that does not); without `bloom_summary`, step 1's Bloom percentages are
 * applied to the total.
 */
export function confirmedBlueprint(
  body: QuestionConfigurationDto,
  worksheet: Worksheet,
): WorksheetBlueprint {
  const questionTypes = tally(QUESTION_TYPES, body.question_type_summary, (item) => [
    item.question_type,
    item.count,
  ]);
  const total = sum(questionTypes);
  if (total < 1 || total > 50) {
    throw mismatch(
      'question_type_summary',
      body.question_type_summary,
      `The counts add up to ${total}; a worksheet has 1 to 50 questions`,
    );
  }
  const difficulties = tally(DIFFICULTIES, body.difficulty_summary, (item) => [
    item.difficulty,
    item.question_count,
  ]);
  if (sum(difficulties) !== total) {
    throw mismatch(
      'difficulty_summary',
      body.difficulty_summary,
      `The counts add up to ${sum(difficulties)}, not ${total} (question_type_summary)`,
    );
  }
  const blooms = body.bloom_summary
    ? tally(BLOOM_LEVELS, body.bloom_summary, (item) => [item.bloom_level, item.question_count])
    : apportion(total, completeDistribution(worksheet.bloomDistribution, BLOOM_LEVELS));
  if (sum(blooms) !== total) {
    throw mismatch(
      'bloom_summary',
      body.bloom_summary,
      `The counts add up to ${sum(blooms)}, not ${total} (question_type_summary)`,
    );
  }
  return { questionTypes, difficulties, blooms };
}

function tally<K extends string, T>(
  keys: readonly K[],
  items: readonly T[],
  entry: (item: T) => [K, number],
): Record<K, number> {
  const counts = completeDistribution<K>({}, keys);
  for (const item of items) {
    const [key, count] = entry(item);
    counts[key] += count;
  }
  return counts;
}

const sum = (counts: Record<string, number>) =>
  Object.values(counts).reduce((total, count) => total + count, 0);

const mismatch = (field: string, input: unknown, msg: string) =>
  new RequestValidationException([{ loc: ['body', field], type: 'value_error', msg, input }]);
