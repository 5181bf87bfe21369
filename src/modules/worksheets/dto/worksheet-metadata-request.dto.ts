import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  BLOOM_LEVELS,
  type BloomLevel,
  DIFFICULTIES,
  type Difficulty,
  QUESTION_TYPES,
  type QuestionType,
} from 'src/ai/ports/teaching-content.port';
import { GenerationRequestDto } from 'src/modules/generation-steps/dto/generation-request.dto';
import { Distribution } from 'src/modules/generation-steps/dto/distribution';
import { BlankAsMissing, NumberField } from 'src/common/validation/json-field';

export const MAX_QUESTIONS = 50;

/**
 * Other spellings of question types that clients send: the desktop app's fallback
 * `multiple_choice` (single-answer MCQs) and the keys it reads back (`fill_in_blanks`,
 * `match_the_columns`).
 */
export const QUESTION_TYPE_ALIASES: Readonly<Record<string, QuestionType>> = {
  multiple_choice: 'mcq_single_answer',
  fill_in_blanks: 'fill_in_the_blanks',
  match_the_columns: 'match_the_column',
};

/** British `analyse`, `analysis` as sent by some forms. */
export const BLOOM_ALIASES: Readonly<Record<string, BloomLevel>> = {
  analyse: 'analyze',
  analysis: 'analyze',
};

/**
 * Step 1 of a worksheet (docs/api-contract.md §5), multipart (the apps) or JSON. Distributions are
 * JSON strings or objects; the question counts add up to `number_of_questions`, each set of
 * percentages to 100.
 */
export class WorksheetMetadataRequestDto extends GenerationRequestDto {
  @ApiProperty({ minimum: 1, maximum: MAX_QUESTIONS, example: 10 })
  @NumberField()
  @IsInt()
  @Min(1)
  @Max(MAX_QUESTIONS)
  number_of_questions!: number;

  @ApiProperty({
    description: `Questions per type (JSON string or object), adding up to number_of_questions. Keys: ${QUESTION_TYPES.join(', ')}; a missing key is 0.`,
    example:
      '{"mcq_single_answer":2,"mcq_multiple_answer":3,"true_false":1,"fill_in_the_blanks":0,"very_short_answer":1,"short_answer":1,"long_answer":2,"match_the_column":0}',
  })
  @Distribution({
    keys: QUESTION_TYPES,
    aliases: QUESTION_TYPE_ALIASES,
    total: 'number_of_questions',
    unit: 'counts',
  })
  question_distribution!: Partial<Record<QuestionType, number>>;

  @ApiProperty({
    description: 'Percent of questions per difficulty (easy, medium, hard), adding up to 100.',
    example: '{"easy":30,"medium":50,"hard":20}',
  })
  @Distribution({ keys: DIFFICULTIES, total: 100, unit: 'percentages' })
  difficulty_level_distribution!: Partial<Record<Difficulty, number>>;

  @ApiProperty({
    description: `Percent of questions per Bloom level (${BLOOM_LEVELS.join(', ')}; "analyse" accepted), adding up to 100. A request: each generated question is tagged with the level it truly tests, so the tags may fall short of these shares when the topic has no honest item at a level.`,
    example: '{"remember":30,"understand":30,"apply":30,"analyze":10,"evaluate":0,"create":0}',
  })
  @Distribution({ keys: BLOOM_LEVELS, aliases: BLOOM_ALIASES, total: 100, unit: 'percentages' })
  bloom_taxonomy_distribution!: Partial<Record<BloomLevel, number>>;

  @ApiPropertyOptional({ example: 'Photosynthesis', maxLength: 500 })
  @BlankAsMissing()
  @IsOptional()
  @IsString()
  @MaxLength(500)
  topic?: string;
}
