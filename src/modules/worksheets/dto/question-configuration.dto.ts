import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  BLOOM_LEVELS,
  type BloomLevel,
  DIFFICULTIES,
  type Difficulty,
  QUESTION_TYPES,
  type QuestionType,
} from 'src/ai/ports/teaching-content.port';
import { JsonField, NumberField } from 'src/common/validation/json-field';
import { MAX_QUESTIONS } from 'src/modules/worksheets/dto/worksheet-metadata-request.dto';

export class QuestionTypeCountDto {
  @ApiProperty({ enum: QUESTION_TYPES })
  @IsIn(QUESTION_TYPES)
  question_type!: QuestionType;

  @ApiProperty({ minimum: 0, maximum: MAX_QUESTIONS })
  @NumberField()
  @IsInt()
  @Min(0)
  @Max(MAX_QUESTIONS)
  count!: number;
}

export class DifficultyCountDto {
  @ApiProperty({ enum: DIFFICULTIES })
  @IsIn(DIFFICULTIES)
  difficulty!: Difficulty;

  @ApiProperty({ minimum: 0, maximum: MAX_QUESTIONS })
  @NumberField()
  @IsInt()
  @Min(0)
  @Max(MAX_QUESTIONS)
  question_count!: number;
}

export class BloomCountDto {
  @ApiProperty({ enum: BLOOM_LEVELS })
  @IsIn(BLOOM_LEVELS)
  bloom_level!: BloomLevel;

  @ApiProperty({ minimum: 0, maximum: MAX_QUESTIONS })
  @NumberField()
  @IsInt()
  @Min(0)
  @Max(MAX_QUESTIONS)
  question_count!: number;
}

/**
 * Step 3 of a worksheet: the question configuration read from step 2, sent back unchanged or as
 * the teacher adjusted it (the apps send the whole object or its four fields). The counts per
 * type, per difficulty and per Bloom level must each add up to the same total (1–50).
 */
export class QuestionConfigurationDto {
  @ApiPropertyOptional({ description: 'As read from step 2; informative, not used.' })
  @IsOptional()
  question_summary?: unknown;

  @ApiProperty({ type: [QuestionTypeCountDto] })
  @JsonField()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(QUESTION_TYPES.length)
  @ValidateNested({ each: true })
  @Type(() => QuestionTypeCountDto)
  question_type_summary!: QuestionTypeCountDto[];

  @ApiProperty({ type: [DifficultyCountDto] })
  @JsonField()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(DIFFICULTIES.length)
  @ValidateNested({ each: true })
  @Type(() => DifficultyCountDto)
  difficulty_summary!: DifficultyCountDto[];

  @ApiPropertyOptional({
    type: [BloomCountDto],
    description:
      "Counts per Bloom level to aim for; when missing, step 1's percentages apply. Each question is tagged with the level it truly tests, so the sheet's tags may fall short of these counts.",
  })
  @IsOptional()
  @JsonField()
  @IsArray()
  @ArrayMaxSize(BLOOM_LEVELS.length)
  @ValidateNested({ each: true })
  @Type(() => BloomCountDto)
  bloom_summary?: BloomCountDto[];
}
