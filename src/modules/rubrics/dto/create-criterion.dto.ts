import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, ValidateNested } from 'class-validator';
import { OptionalText, RequiredText } from 'src/common/validation/decorators';
import { SCORE_AS_SENT_SCHEMA, ScoringLevelDto } from 'src/modules/rubrics/dto/scoring-level.dto';
import type { ScoreAsSent } from 'src/modules/rubrics/entities/rubric-criterion.entity';
import {
  IsBelowMaxScore,
  IsScore,
  ScoresWithinRange,
  UniqueScores,
} from 'src/modules/rubrics/dto/score-range.validators';

export class CreateCriterionDto {
  /** @example "Argument" */
  @RequiredText(255)
  name!: string;

  /** @example "How clearly the essay takes and defends a position" */
  @OptionalText(5000)
  description?: string | null;

  @ApiProperty({
    ...SCORE_AS_SENT_SCHEMA,
    description:
      'The highest score, 0–1000 with at most two decimals: a number, a numeric string or text starting with one ("5 Star"); read back as sent.',
    example: 5,
  })
  @IsScore()
  maxScore!: ScoreAsSent;

  @ApiProperty({
    ...SCORE_AS_SENT_SCHEMA,
    description: 'The lowest score, below maxScore; the same forms as maxScore.',
    example: 0,
  })
  @IsScore()
  @IsBelowMaxScore()
  minScore!: ScoreAsSent;

  /** The levels of the criterion, each with a distinct score within minScore–maxScore. */
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => ScoringLevelDto)
  @ScoresWithinRange()
  @UniqueScores()
  scoringLogic!: ScoringLevelDto[];
}
