import { RequiredText } from 'src/common/validation/decorators';

/** `POST /privacy/v1/student-erasure/`: the student whose data your client wants erased. */
export class StudentErasureRequestDto {
  /** Your id of the student, as sent with their evaluations and answer sheets. @example "stu-042" */
  @RequiredText(100)
  student_id!: string;
}
