import type { AudioSegment, AudioTranscriber } from 'src/ai/ports/audio-transcription.port';
import { AiProviderError } from 'src/ai/ports/ai-provider.error';

export const NO_TRANSCRIBER_MESSAGE =
  'No transcript was sent and the builtin AI provider cannot transcribe audio: send the lesson as `transcript` (plain text with speaker labels or WebVTT), or run the service with AI_PROVIDER=openai and a server that offers /audio/transcriptions';

/** The builtin provider has no speech recognition: it says so instead of guessing. */
export class NoAudioTranscriber implements AudioTranscriber {
  readonly canTranscribe = false;

  transcribe(): Promise<AudioSegment[]> {
    return Promise.reject(new AiProviderError(NO_TRANSCRIBER_MESSAGE));
  }
}
