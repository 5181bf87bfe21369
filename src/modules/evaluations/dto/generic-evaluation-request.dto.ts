import { ArrayMaxSize, ArrayMinSize, IsArray } from 'class-validator';
import { EachUrl, OptionalText, RequiredText } from 'src/common/validation/decorators';

/** A sheet of handwritten work: read by OCR and given the writing findings of TOEFL/IELTS. */
export class GenericEvaluationRequestDto {
  /** Must equal your client's `client_id`. @example "demo-school" */
  @RequiredText(100)
  client_id!: string;

  /** @example "student-042" */
  @RequiredText(100)
  student_id!: string;

  /** @example "Asha Verma" */
  @OptionalText(200)
  student_name?: string;

  /** @example "inst-7" */
  @OptionalText(100)
  institution_id?: string;

  /** @example "" */
  @OptionalText(100)
  teacher_id?: string;

  /** @example "" */
  @OptionalText(100)
  parent_id?: string;

  /** The student's class; `class_info` is accepted as the same field. @example "8-B" */
  @OptionalText(100)
  class?: string;

  /** Alternative name of `class`. @example "8-B" */
  @OptionalText(100)
  class_info?: string;

  /** @example "English" */
  @OptionalText(100)
  subject?: string;

  /**
   * 1–20 images of the work (jpeg, png or webp; public https URLs, ≤ 10 MB each).
   * @example ["https://files.example.org/sheets/essay-page-1.png"]
   */
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(20)
  @EachUrl()
  image_urls!: string[];
}
