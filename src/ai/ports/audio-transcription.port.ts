/**
 * Turning a lesson recording into timed, speaker-labelled segments (ClassTrack's
 * `audio_url`). Providers: `openai` (the OpenAI-compatible `/audio/transcriptions` endpoint) and
 * `builtin`, which cannot transcribe: without a transcript the analysis then fails saying so.
 */
export const AUDIO_TRANSCRIBER = Symbol('AUDIO_TRANSCRIBER');

export interface AudioSegment {
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
  text: string;
  /** The model's speaker label ("A", "B" …); null when the model does not tell speakers apart. */
  speaker: string | null;
}

export interface AudioFile {
  data: Buffer;
  filename: string;
  mimeType: string;
}

export interface AudioTranscriber {
  /** False when this provider cannot transcribe at all. */
  readonly canTranscribe: boolean;
  transcribe(audio: AudioFile): Promise<AudioSegment[]>;
}
