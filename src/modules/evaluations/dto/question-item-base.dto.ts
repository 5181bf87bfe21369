import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, ValidateNested } from 'class-validator';
import { OptionalText, OptionalUrl, RequiredText } from 'src/common/validation/decorators';

/** `evaluation_text`: 1–20 question items of the exam's item class. */
export const QuestionItems = (itemClass: new () => QuestionItemBaseDto) =>
  applyDecorators(
    IsArray(),
    ArrayMinSize(1),
    ArrayMaxSize(20),
    ValidateNested({ each: true }),
    Type(() => itemClass),
  );

/** Fields TOEFL and IELTS question items share; each exam adds its `question_type` code. */
export abstract class QuestionItemBaseDto {
  /** @example "q-1" */
  @RequiredText(100)
  question_id!: string;

  /** @example "1" */
  @OptionalText(20)
  question_number?: string;

  /** @example "writing" */
  @OptionalText(50)
  question_section?: string;

  /** May contain line breaks. @example "Should universities require community service? Explain why." */
  @OptionalText()
  question_text?: string;

  /**
   * The student's answer. Required unless the item has an `answer_multimedia_url` image or the
   * request has `image_urls` to read it from.
   * @example "I believe universities should require community service because it teaches students responsibility..."
   */
  @OptionalText()
  answer_text?: string;

  /** An empty string is accepted. @example "" */
  @OptionalUrl()
  question_multimedia_url?: string;

  /** An image of this answer, read by OCR when `answer_text` is empty. @example "" */
  @OptionalUrl()
  answer_multimedia_url?: string;
}
