import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class StudentActionPlanRequestDto {
  /** An answer sheet of one of your exams whose evaluation is Completed. */
  @ApiProperty({ format: 'uuid', example: '3d6f0a8e-9c1b-4f7a-8e2d-5b4c3a2f1e0d' })
  @IsUUID()
  ans_sheet_id!: string;
}

export class TeacherActionPlanRequestDto {
  /** One of your exams with at least one answer sheet whose evaluation is Completed. */
  @ApiProperty({ format: 'uuid', example: '8a1c2e4f-6b3d-4c5e-9f7a-1b2c3d4e5f60' })
  @IsUUID()
  exam_id!: string;
}
