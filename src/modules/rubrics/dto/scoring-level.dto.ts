import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { RequiredText } from 'src/common/validation/decorators';
import { IsScore, MAX_SCORE_TEXT } from 'src/modules/rubrics/dto/score-range.validators';
import type { ScoreAsSent } from 'src/modules/rubrics/entities/rubric-criterion.entity';

/** A score field: a number, or a string whose leading number is the score (`"5 Star"`). */
export const SCORE_AS_SENT_SCHEMA: ApiPropertyOptions = {
  oneOf: [{ type: 'number' }, { type: 'string', maxLength: MAX_SCORE_TEXT }],
};

/** One level of a criterion: a score and what work at that score looks like. */
export class ScoringLevelDto {
  @ApiProperty({
    ...SCORE_AS_SENT_SCHEMA,
    description:
      'Within the criterion\'s minScore–maxScore, at most two decimals: a number, a numeric string or text starting with one ("4 Star"); the leading number is the score, and reads give the value as sent.',
    example: 4,
  })
  @IsScore()
  score!: ScoreAsSent;

  /** @example "Takes a clear position and supports it with relevant, well-chosen reasons" */
  @RequiredText(2000)
  scoringLogic!: string;
}
