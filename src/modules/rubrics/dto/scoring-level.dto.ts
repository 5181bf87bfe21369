import { RequiredText } from 'src/common/validation/decorators';
import { IsScore } from 'src/modules/rubrics/dto/score-range.validators';

/** One level of a criterion: a score and what work at that score looks like. */
export class ScoringLevelDto {
  /** Within the criterion's minScore–maxScore; at most two decimals. @example 4 */
  @IsScore()
  score!: number;

  /** @example "Takes a clear position and supports it with relevant, well-chosen reasons" */
  @RequiredText(2000)
  scoringLogic!: string;
}
