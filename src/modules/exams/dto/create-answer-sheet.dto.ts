import { RequiredText } from 'src/common/validation/decorators';

/** `POST .../answer-sheet/`: whose sheet it is; attach its pages with the PATCH. */
export class CreateAnswerSheetDto {
  /** Your id of the student. @example "stu-042" */
  @RequiredText(100)
  student_id!: string;

  /** @example "Asha Rao" */
  @RequiredText(255)
  name!: string;
}
