import { type ConfigType, registerAs } from '@nestjs/config';
import { IsInt, IsString, Max, Min } from 'class-validator';
import { validateConfig } from 'src/config/validate-config';

class ClassTrackEnv {
  /** ClassTrack recordings (`audio_url`): 25 MB is the most `/audio/transcriptions` takes. */
  @IsInt()
  @Min(1)
  @Max(500 * 1024 * 1024)
  CLASS_TRACK_AUDIO_MAX_BYTES: number = 25 * 1024 * 1024;

  @IsInt()
  @Min(100)
  @Max(600_000)
  CLASS_TRACK_AUDIO_TIMEOUT_MS: number = 60_000;

  /**
   * The speech-to-text model of `AI_PROVIDER=openai`. A `…diarize` model answers with speaker
   * labels (`diarized_json`), which the talk-time split needs; others (`whisper-1`) with timed
   * segments only.
   */
  @IsString()
  AI_TRANSCRIPTION_MODEL: string = 'gpt-4o-transcribe-diarize';
}

/** ClassTrack's recordings: download limits and the transcription model. */
export const classTrackConfig = registerAs('classTrack', () => {
  const env = validateConfig(ClassTrackEnv);
  return {
    audio: {
      maxBytes: env.CLASS_TRACK_AUDIO_MAX_BYTES,
      timeoutMs: env.CLASS_TRACK_AUDIO_TIMEOUT_MS,
    },
    transcriptionModel: env.AI_TRANSCRIPTION_MODEL,
  };
});

export default classTrackConfig;
export type ClassTrackConfig = ConfigType<typeof classTrackConfig>;
