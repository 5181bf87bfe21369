import { IsISO8601, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { OptionalText, RequiredText } from 'src/common/validation/decorators';
import { BlankAsMissing, NumberField } from 'src/common/validation/json-field';

/** What exams and assignments both take when created. */
export class CreateEvaluationSubjectDto {
  /** @example "Science Unit Test 3" */
  @RequiredText(255)
  name!: string;

  /** A value of `classes` in the constants, or free text. @example "Class 8" */
  @RequiredText(100)
  class!: string;

  /** A value of `subjects` in the constants, or free text. @example "Science" */
  @RequiredText(150)
  subject!: string;

  /** @example "A" */
  @BlankAsMissing()
  @OptionalText(100)
  section?: string;

  /**
   * What the paper is out of. Extraction checks the questions' marks against it and says so in
   * `warnings` when they do not add up. @example 20
   */
  @BlankAsMissing()
  @NumberField()
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0.5)
  @Max(10000)
  total_marks?: number;
}

/** `POST /evaluation-platform/v1/exam/`. */
export class CreateExamDto extends CreateEvaluationSubjectDto {
  /** A value of `examType` in the constants, or free text. @example "Unit Test" */
  @RequiredText(100)
  exam_type!: string;

  /** The day of the exam, `YYYY-MM-DD`. @example "2026-11-20" */
  @IsISO8601({ strict: true }, { message: 'date must be a date as YYYY-MM-DD' })
  date!: string;
}
