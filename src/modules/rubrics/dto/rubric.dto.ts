import { ApiProperty } from '@nestjs/swagger';
import {
  SCORE_AS_SENT_SCHEMA,
  type ScoringLevelDto,
} from 'src/modules/rubrics/dto/scoring-level.dto';
import type { ScoreAsSent } from 'src/modules/rubrics/entities/rubric-criterion.entity';

export class RubricCriterionDto {
  /** @example "0b8e5f5c-2f4e-4a8e-9c55-0f0a3d0f8f21" */
  id!: string;

  /** @example "Argument" */
  name!: string;

  /** @example "How clearly the essay takes and defends a position" */
  description!: string | null;

  @ApiProperty({ ...SCORE_AS_SENT_SCHEMA, description: 'As it was sent', example: 5 })
  maxScore!: ScoreAsSent;

  @ApiProperty({ ...SCORE_AS_SENT_SCHEMA, description: 'As it was sent', example: 0 })
  minScore!: ScoreAsSent;

  scoringLogic!: ScoringLevelDto[];
}

export class RubricDto {
  /** @example "5d1f2a8e-7b0c-4a52-8e8e-3c9f6b1d2e40" */
  id!: string;

  /** @example "Argumentative essay (Grade 9)" */
  name!: string;

  /** @example "Used for the end-of-term persuasive writing task" */
  description!: string | null;

  /** In the order they were added. */
  rubricCriteria!: RubricCriterionDto[];

  /** @example "2025-03-14T09:30:00.000Z" */
  createdAt!: string;

  /** Changes when a criterion is added. @example "2025-03-14T09:45:00.000Z" */
  modifiedAt!: string;
}
