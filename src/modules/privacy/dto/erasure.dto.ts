import { ApiProperty } from '@nestjs/swagger';
import type { ErasureStatus, ErasureView } from 'src/modules/privacy/presenters/erasure.presenter';

/** A student erasure (docs/api-contract.md §10). */
export class ErasureDto implements ErasureView {
  /** @example "7d0c3a52-5d1e-4a44-9c4e-2f0a8b3f6e11" */
  id!: string;

  /** @example "stu-042" */
  student_id!: string | null;

  @ApiProperty({ enum: ['Pending', 'Completed', 'Failed'], example: 'Completed' })
  status!: ErasureStatus;

  /** Rows removed per family (teacher plans: plans the student's entries were removed from); empty until done. */
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    example: {
      writing_evaluations: 2,
      exam_answer_sheets: 1,
      assignment_answer_sheets: 1,
      answer_scores: 8,
      student_action_plans: 1,
      teacher_action_plans: 1,
      documents: 2,
      jobs: 5,
    },
  })
  erased!: Record<string, number>;

  /** @example "2026-11-27T16:00:00.000Z" */
  created_at!: string;

  /** @example "2026-11-27T16:00:02.000Z" */
  completed_at!: string | null;
}

/** The answer to a new request: 202, the erasure runs in the background. */
export class ErasureAcceptedDto {
  /** @example "7d0c3a52-5d1e-4a44-9c4e-2f0a8b3f6e11" */
  id!: string;

  /** @example "stu-042" */
  student_id!: string;

  @ApiProperty({ enum: ['Pending', 'Completed', 'Failed'], example: 'Pending' })
  status!: ErasureStatus;
}
