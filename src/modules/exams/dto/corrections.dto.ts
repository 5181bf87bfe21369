import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsNumber,
  IsOptional,
  IsUUID,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { OptionalText, RequiredText } from 'src/common/validation/decorators';

/** `PATCH .../questions/{question_id}/`: the teacher's correction of an extracted question. */
export class UpdateQuestionDto {
  /** @example "Define photosynthesis and name its two products." */
  @IsOptional()
  @RequiredText(20_000)
  question_text?: string;

  /** In half marks at most (0.5, 1, 1.5 …). @example 4 */
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0.5)
  @Max(1000)
  max_marks?: number;
}

export class MarkingPointDto {
  /**
   * A key point the answer must make, or answers to choose from ("Any two from: shiny;
   * malleable; conducts heat"), each of which earns the point's marks over the number asked for.
   * @example "Plants make glucose from carbon dioxide and water"
   */
  @RequiredText(2000)
  text!: string;

  /** @example 2 */
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(1000)
  marks!: number;
}

export class ModelAnswerCorrectionDto {
  @IsUUID('all', { message: 'question_id must be a question id' })
  question_id!: string;

  /**
   * The corrected model answer. Sent without `marking_scheme`, a scheme that was read from the old
   * text is read again from this one (its "1 mark for …" lines, else its points sharing the
   * question's marks); a scheme the teacher or the document gave is kept.
   */
  @IsOptional()
  @OptionalText(20_000)
  answer_text?: string;

  /** The corrected key points; their marks must add up to the question's max_marks. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => MarkingPointDto)
  marking_scheme?: MarkingPointDto[];
}

/** `PATCH .../model-answer/{id}/answers/`: corrections of extracted model answers. */
export class CorrectModelAnswersDto {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => ModelAnswerCorrectionDto)
  answers!: ModelAnswerCorrectionDto[];
}

export class ScoreOverrideDto {
  @IsUUID('all', { message: 'question_id must be a question id' })
  question_id!: string;

  /** The teacher's score, 0 to the question's max_marks. @example 3.5 */
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  score!: number;

  /** The teacher's feedback; the machine's stays beside it. */
  @IsOptional()
  @OptionalText(20_000)
  feedback?: string;
}

/** `PATCH .../answer-sheet/{id}/provisional-scores/`: the teacher's review. */
export class ReviewScoresDto {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => ScoreOverrideDto)
  questions!: ScoreOverrideDto[];
}
