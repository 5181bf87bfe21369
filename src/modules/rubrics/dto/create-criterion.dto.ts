import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, ValidateNested } from 'class-validator';
import { OptionalText, RequiredText } from 'src/common/validation/decorators';
import { ScoringLevelDto } from 'src/modules/rubrics/dto/scoring-level.dto';
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

  /** 0–1000, at most two decimals. @example 5 */
  @IsScore()
  maxScore!: number;

  /** 0–1000, at most two decimals, less than maxScore. @example 0 */
  @IsScore()
  @IsBelowMaxScore()
  minScore!: number;

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
