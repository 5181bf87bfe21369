import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { GenerationRequestDto } from 'src/modules/generation-steps/dto/generation-request.dto';
import { BlankAsMissing, JsonField, NumberField } from 'src/common/validation/json-field';

export const MIN_LESSON_MINUTES = 30;
export const MAX_LESSON_MINUTES = 90;

/** Step 1 of a lesson plan (docs/api-contract.md §5), multipart (the desktop app) or JSON. */
export class LessonPlanMetadataRequestDto extends GenerationRequestDto {
  @ApiProperty({ minimum: MIN_LESSON_MINUTES, maximum: MAX_LESSON_MINUTES, example: 45 })
  @NumberField()
  @IsInt()
  @Min(MIN_LESSON_MINUTES)
  @Max(MAX_LESSON_MINUTES)
  duration_minutes!: number;

  @ApiProperty({ example: 'Photosynthesis, Respiration', maxLength: 500 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  topic!: string;

  @ApiPropertyOptional({
    description:
      'A public https recording of the teacher describing the lesson. Kept with the lesson plan; the builtin provider does not transcribe audio.',
  })
  @BlankAsMissing()
  @IsOptional()
  @IsUrl(
    { protocols: ['https'], require_protocol: true },
    { message: 'audio_url must be an https URL' },
  )
  @MaxLength(2048)
  audio_url?: string;

  @ApiPropertyOptional({ description: 'Your own JSON object (or JSON string), kept as sent.' })
  @BlankAsMissing()
  @IsOptional()
  @JsonField()
  @IsObject({ message: 'metadata must be a JSON object' })
  metadata?: Record<string, unknown>;
}
