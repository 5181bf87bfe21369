import { ArrayMaxSize, IsArray, IsOptional } from 'class-validator';
import { EachUrl, OptionalText, RequiredText } from 'src/common/validation/decorators';

/** Fields every evaluation submission shares (docs/api-contract.md §4). */
export abstract class EvaluationRequestBaseDto {
  /** Must equal the `client_id` of the authenticated user's client. @example "demo-school" */
  @RequiredText(100)
  client_id!: string;

  /** @example "student-042" */
  @RequiredText(100)
  student_id!: string;

  /** @example "Asha Verma" */
  @RequiredText(200)
  student_name!: string;

  /** @example "inst-7" */
  @OptionalText(100)
  institution_id?: string;

  /** An empty string is accepted. @example "" */
  @OptionalText(100)
  teacher_id?: string;

  /** An empty string is accepted. @example "" */
  @OptionalText(100)
  parent_id?: string;

  /**
   * Images of the student's handwritten work (jpeg, png or webp; public https URLs, ≤ 10 MB each).
   * Read by OCR where an answer has no `answer_text`: when there are as many images as such
   * answers, image N is answer N's; otherwise every such answer is the text of all images, in order.
   * @example []
   */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @EachUrl()
  image_urls?: string[];
}
