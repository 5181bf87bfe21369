import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsUUID, ValidateBy, ValidateIf } from 'class-validator';
import { OptionalText, RequiredText } from 'src/common/validation/decorators';
import { BlankAsMissing } from 'src/common/validation/json-field';

/** A 45-minute lesson is ~6,000 words (~40,000 characters); WebVTT timings triple that. */
export const MAX_TRANSCRIPT_CHARS = 1_000_000;
/** Time zones run up to UTC+14: a lesson "today" there is not in the future. */
const LATEST_OFFSET_MS = 14 * 3_600_000;
const DATE = /^(\d{4}-\d{2}-\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** `YYYY-MM-DD` of an ISO date or date-time, or null when it is not one. */
export function lessonDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = DATE.exec(value.trim());
  if (!match || Number.isNaN(Date.parse(value))) return null;
  const day = match[1];
  return new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day ? day : null;
}

/** True for an https URL whose path ends in `.mp3`. */
export function isMp3Url(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.pathname.toLowerCase().endsWith('.mp3');
  } catch {
    return false;
  }
}

/**
 * `POST /class-track/v1/analysis`: a `transcript` (plain text or WebVTT) or an `audio_url` to
 * transcribe.
 */
export class ClassTrackRequestDto {
  /** The client's own id of the teacher whose lesson this is. */
  @ApiProperty({ example: 't-1042', maxLength: 100 })
  @RequiredText(100)
  teacher_id!: string;

  @ApiProperty({ format: 'uuid', description: 'A board id from GET /metadata/v1/board' })
  @IsUUID()
  board!: string;

  @ApiProperty({ format: 'uuid', description: "One of the board's grades" })
  @IsUUID()
  grade!: string;

  @ApiProperty({ format: 'uuid', description: "One of the grade's subjects" })
  @IsUUID()
  subject!: string;

  @ApiProperty({
    format: 'uuid',
    description: 'One of your rubrics (POST /rubrics/v1/rubric/); a score per criterion',
  })
  @IsUUID()
  rubric_id!: string;

  @ApiProperty({ example: '2026-11-20', description: 'The day of the lesson; not in the future' })
  @ValidateBy({
    name: 'lessonDay',
    validator: {
      validate: (value: unknown) => {
        const day = lessonDay(value);
        return (
          day !== null && day <= new Date(Date.now() + LATEST_OFFSET_MS).toISOString().slice(0, 10)
        );
      },
      defaultMessage: (args) =>
        lessonDay(args?.value) === null
          ? 'analysis_date must be a date as YYYY-MM-DD'
          : 'analysis_date must not be in the future',
    },
  })
  analysis_date!: string;

  @ApiPropertyOptional({
    example: 'https://media.example.edu/lessons/2026-11-20-fractions.mp3',
    description:
      'The recording: a public https URL of an .mp3 file (≤ 25 MB). Required unless `transcript` is sent.',
  })
  @BlankAsMissing()
  @ValidateIf((body: ClassTrackRequestDto) => body.audio_url !== undefined || !body.transcript)
  @ValidateBy({
    name: 'mp3Url',
    validator: {
      validate: isMp3Url,
      defaultMessage: () => 'audio_url must be a public https URL of an .mp3 file',
    },
  })
  audio_url?: string;

  @ApiPropertyOptional({
    example: 'Teacher: What do you notice about 2/4 and 1/2?\nS1: They are the same amount.',
    description:
      'Plain text with a speaker label per turn ("Teacher:", "T:", "S1:", "Ms Lee:") or WebVTT with `<v Speaker>` voices and cue times',
    maxLength: MAX_TRANSCRIPT_CHARS,
  })
  @BlankAsMissing()
  @OptionalText(MAX_TRANSCRIPT_CHARS)
  transcript?: string;
}
