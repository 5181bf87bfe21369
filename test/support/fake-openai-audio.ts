import type { IncomingMessage, ServerResponse } from 'node:http';
import { openAiError, sendJson } from 'test/support/fake-openai';

/** One diarized segment as `gpt-4o-transcribe-diarize` answers it. */
export interface SpokenSegment {
  speaker: string;
  start: number;
  end: number;
  text: string;
}

interface Part {
  name: string;
  data: Buffer;
}

/** The parts of a `multipart/form-data` body (what the OpenAI SDK sends for a file upload). */
function multipartParts(request: IncomingMessage, body: Buffer): Part[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(request.headers['content-type'] ?? '');
  if (!boundary) return [];
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: Part[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const next = body.indexOf(delimiter, at + delimiter.length);
    if (next < 0) break;
    const part = body.subarray(at + delimiter.length + 2, next - 2); // CRLF after and before
    const split = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, split).toString('utf8');
    const name = /name="([^"]+)"/.exec(headers)?.[1];
    if (name) parts.push({ name, data: part.subarray(split + 4) });
    at = next;
  }
  return parts;
}

/**
 * `/audio/transcriptions`: the file's bytes must be one of the recordings the test taught the
 * fake; the answer is `diarized_json` (segments with speakers) or `verbose_json` (no speakers),
 * as the request's `response_format` asks.
 */
export function answerTranscription(
  request: IncomingMessage,
  body: Buffer,
  response: ServerResponse,
  recordings: { audio: Buffer; segments: SpokenSegment[] }[],
  log: { fields: Record<string, string>; file: Buffer }[],
) {
  const parts = multipartParts(request, body);
  const fields = Object.fromEntries(
    parts.filter((part) => part.name !== 'file').map((part) => [part.name, part.data.toString()]),
  );
  const file = parts.find((part) => part.name === 'file')?.data ?? Buffer.alloc(0);
  log.push({ fields, file });
  const known = recordings.find((recording) => recording.audio.equals(file));
  if (!known) {
    sendJson(
      response,
      400,
      openAiError('fake-openai: this audio was never taught', 'invalid_request'),
    );
    return;
  }
  const diarized = fields.response_format === 'diarized_json';
  const duration = Math.max(...known.segments.map((segment) => segment.end));
  sendJson(response, 200, {
    task: 'transcribe',
    duration,
    text: known.segments.map((segment) => segment.text).join(' '),
    segments: known.segments.map((segment, index) => ({
      id: `seg_${index}`,
      type: 'transcript.text.segment',
      start: segment.start,
      end: segment.end,
      text: segment.text,
      ...(diarized ? { speaker: segment.speaker } : {}),
    })),
  });
}
