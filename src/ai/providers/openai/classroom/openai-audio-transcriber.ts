import Ajv from 'ajv';
import OpenAI, { toFile } from 'openai';
import type {
  AudioFile,
  AudioSegment,
  AudioTranscriber,
} from 'src/ai/ports/audio-transcription.port';
import { AiProviderError } from 'src/ai/ports/ai-provider.error';
import { toAiProviderError } from 'src/ai/providers/openai/provider-error';
import type { AiConfig } from 'src/config/ai.config';

const SEGMENTS_SCHEMA = {
  type: 'object',
  required: ['segments'],
  properties: {
    segments: {
      type: 'array',
      items: {
        type: 'object',
        required: ['start', 'end', 'text'],
        properties: {
          start: { type: 'number', minimum: 0 },
          end: { type: 'number', minimum: 0 },
          text: { type: 'string' },
          speaker: { type: ['string', 'null'] },
        },
      },
    },
  },
} as const;

const validSegments = new Ajv({ strict: false }).compile<{ segments: AudioSegment[] }>(
  SEGMENTS_SCHEMA,
);

/**
 * Speech to text on an OpenAI-compatible `/audio/transcriptions`: `diarized_json` (with speakers)
 * from a diarizing model, else `verbose_json`; checked before use.
 */
export class OpenAiAudioTranscriber implements AudioTranscriber {
  readonly canTranscribe = true;
  private readonly client: OpenAI;

  constructor(
    private readonly config: AiConfig,
    private readonly model: string,
  ) {
    this.client = new OpenAI({
      baseURL: config.baseUrl,
      apiKey: config.apiKey,
      timeout: config.timeoutMs,
      maxRetries: config.maxRetries,
    });
  }

  async transcribe(audio: AudioFile): Promise<AudioSegment[]> {
    const file = await toFile(audio.data, audio.filename, { type: audio.mimeType });
    const diarize = /diariz/i.test(this.model);
    const answer: unknown = await this.client.audio.transcriptions
      .create(
        diarize
          ? { file, model: this.model, response_format: 'diarized_json', chunking_strategy: 'auto' }
          : {
              file,
              model: this.model,
              response_format: 'verbose_json',
              timestamp_granularities: ['segment'],
            },
      )
      .catch((error: unknown) => {
        throw toAiProviderError(error, this.config.timeoutMs, this.config.apiKey);
      });
    if (!validSegments(answer)) {
      const [first] = validSegments.errors ?? [];
      throw new AiProviderError(
        `The AI provider's transcription has no usable segments: ${first?.instancePath || 'answer'} ${first?.message ?? 'is invalid'}`,
      );
    }
    return answer.segments.map((segment) => ({
      start: segment.start,
      end: Math.max(segment.start, segment.end),
      text: segment.text.trim(),
      speaker: diarize && segment.speaker ? segment.speaker : null,
    }));
  }
}
