import { Inject, Injectable } from '@nestjs/common';
import type { AudioFile } from 'src/ai/ports/audio-transcription.port';
import { OutboundHttpClient } from 'src/common/outbound/outbound-http.client';
import { describeUrl, OutboundRequestError } from 'src/common/outbound/outbound-request.error';
import { type ClassTrackConfig, classTrackConfig } from 'src/config/class-track.config';
import { JobFailure } from 'src/modules/jobs/job-failure';

const MAX_REDIRECTS = 3;

/** MP3: an ID3v2 tag, or an MPEG audio frame header (11 sync bits) at the start. */
export function looksLikeMp3(data: Buffer): boolean {
  if (data.length >= 3 && data.subarray(0, 3).toString('latin1') === 'ID3') return true;
  return data.length >= 2 && data[0] === 0xff && (data[1] & 0xe0) === 0xe0;
}

/**
 * Downloads a lesson recording through the SSRF-safe outbound client (public addresses only,
 * https unless configured, CLASS_TRACK_AUDIO_MAX_BYTES and _TIMEOUT_MS); only MP3 is accepted.
 */
@Injectable()
export class RecordingFetcher {
  constructor(
    private readonly http: OutboundHttpClient,
    @Inject(classTrackConfig.KEY) private readonly config: ClassTrackConfig,
  ) {}

  async fetch(rawUrl: string): Promise<AudioFile> {
    const answer = await this.http
      .request(rawUrl, {
        headers: { accept: 'audio/mpeg' },
        timeoutMs: this.config.audio.timeoutMs,
        maxBytes: this.config.audio.maxBytes,
        followRedirects: MAX_REDIRECTS,
      })
      .catch((error: unknown) => {
        if (!(error instanceof OutboundRequestError)) throw error;
        const target = error.target ? ` ${error.target}` : '';
        throw new JobFailure(
          `Could not fetch the recording${target}: ${error.reason}`,
          error.transient,
        );
      });
    const url = new URL(rawUrl);
    const target = describeUrl(url);
    if (answer.status < 200 || answer.status > 299) {
      throw new JobFailure(
        `Could not fetch the recording ${target}: the server answered ${answer.status}`,
        answer.status >= 500 || answer.status === 429,
      );
    }
    if (!looksLikeMp3(answer.body)) {
      throw new JobFailure(`The recording ${target} is not an MP3 file`);
    }
    const filename = url.pathname.split('/').pop() || 'lesson.mp3';
    return { data: answer.body, filename, mimeType: 'audio/mpeg' };
  }
}
