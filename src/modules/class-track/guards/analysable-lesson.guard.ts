import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { NO_TRANSCRIBER_MESSAGE } from 'src/ai/builtin/classroom/no-audio-transcriber';
import { type FieldIssue, RequestValidationException } from 'src/common/errors/field-issue';
import { type AiConfig, aiConfig } from 'src/config/ai.config';
import {
  isMp3Url,
  MAX_TRANSCRIPT_CHARS,
} from 'src/modules/class-track/dto/class-track-request.dto';
import { parseTranscript } from 'src/modules/class-track/transcript/parse-transcript';
import { TranscriptError } from 'src/modules/class-track/transcript/transcript';

/** Only the OpenAI-compatible provider transcribes recordings (src/ai/ai.module.ts). */
const transcribes = (config: AiConfig): boolean => config.provider === 'openai';

const issue = (msg: string, input: unknown): FieldIssue => ({
  loc: ['body', 'transcript'],
  type: 'value_error',
  msg,
  input,
});

/**
 * Refuses a lesson that could never be analysed before the daily limit counts it. A guard because
 * guards run before pipes: the body is parsed but not yet validated.
 */
@Injectable()
export class AnalysableLessonGuard implements CanActivate {
  constructor(@Inject(aiConfig.KEY) private readonly ai: AiConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const body: unknown = context.switchToHttp().getRequest<Request>().body;
    if (typeof body !== 'object' || body === null) return true;
    const { transcript, audio_url: audioUrl } = body as Record<string, unknown>;
    if (typeof transcript === 'string' && transcript.trim() !== '') {
      if (transcript.length <= MAX_TRANSCRIPT_CHARS) this.assertReadable(transcript);
      return true;
    }
    // No transcript (absent, null or blank) and a well-formed recording URL; a malformed
    // transcript or URL is left to validation, which names it.
    const noTranscript = transcript === undefined || transcript === null || transcript === '';
    const blank = typeof transcript === 'string' && transcript.trim() === '';
    if ((noTranscript || blank) && isMp3Url(audioUrl) && !transcribes(this.ai)) {
      throw new RequestValidationException([issue(NO_TRANSCRIBER_MESSAGE, transcript ?? null)]);
    }
    return true;
  }

  private assertReadable(transcript: string): void {
    try {
      parseTranscript(transcript);
    } catch (error) {
      if (!(error instanceof TranscriptError)) throw error;
      // The transcript itself is not echoed: it can be long, and it is a lesson's words.
      throw new RequestValidationException([issue(error.message, '[transcript]')]);
    }
  }
}
