import { IsISO8601, IsOptional } from 'class-validator';
import { CreateEvaluationSubjectDto } from 'src/modules/exams/dto/create-exam.dto';
import { BlankAsMissing } from 'src/common/validation/json-field';

/** `POST /assignment-evaluation/v1/assignment/`. */
export class CreateAssignmentDto extends CreateEvaluationSubjectDto {
  /** The due date, `YYYY-MM-DD`. @example "2026-11-27" */
  @BlankAsMissing()
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'date must be a date as YYYY-MM-DD' })
  date?: string;
}
