import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class CreateRubricDto {
  /** @example "Argumentative essay (Grade 9)" */
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  name!: string;

  /** @example "Used for the end-of-term persuasive writing task" */
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description?: string | null;
}
