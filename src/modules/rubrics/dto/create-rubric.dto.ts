import { OptionalText, RequiredText } from 'src/common/validation/decorators';

export class CreateRubricDto {
  /** @example "Argumentative essay (Grade 9)" */
  @RequiredText(255)
  name!: string;

  /** @example "Used for the end-of-term persuasive writing task" */
  @OptionalText(5000)
  description?: string | null;
}
