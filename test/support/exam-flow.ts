import request from 'supertest';
import type { App } from 'supertest/types';
import { waitFor } from 'test/support/wait-for';

type Body = Record<string, unknown>;
export type File = [name: string, data: Buffer];

/**
 * A teacher's system driving one exam or assignment through the public routes: `base` is
 * `/evaluation-platform/v1/exam` or `/assignment-evaluation/v1/assignment`.
 */
export class ExamFlow {
  constructor(
    private readonly http: App,
    private readonly auth: { Authorization: string },
    readonly base: string,
  ) {}

  post(path: string, body: object = {}) {
    return request(this.http).post(`${this.base}${path}`).set(this.auth).send(body);
  }

  get(path: string) {
    return request(this.http).get(`${this.base}${path}`).set(this.auth);
  }

  patchJson(path: string, body: object) {
    return request(this.http).patch(`${this.base}${path}`).set(this.auth).send(body);
  }

  /** Multipart PATCH with `documents` files and optional text fields. */
  attach(path: string, files: File[], fields: Record<string, string> = {}) {
    const call = request(this.http).patch(`${this.base}${path}`).set(this.auth);
    for (const [name, value] of Object.entries(fields)) void call.field(name, value);
    for (const [name, data] of files) void call.attach('documents', data, name);
    return call;
  }

  /** Attaches the files (status stays 0), then `isFinal: true`. */
  async submit(path: string, files: File[]): Promise<void> {
    const attached = ok(await this.attach(path, files));
    expectStatus(attached.body as Body, 0);
    ok(await this.patchJson(path, { isFinal: true }));
  }

  /** Polls a read (every 200 ms, as a client would every few seconds) until status 2 or 3. */
  async settle(path: string, timeoutMs = 120_000): Promise<Body> {
    return waitFor(
      async () => (await this.get(path).expect(200)).body as Body,
      (body) => body.status === 2 || body.status === 3,
      { timeoutMs, intervalMs: 200, what: `${this.base}${path} to finish` },
    );
  }

  /** Settles and requires Completed, showing the error message otherwise. */
  async completed(path: string, timeoutMs?: number): Promise<Body> {
    const body = await this.settle(path, timeoutMs);
    if (body.status !== 2) throw new Error(`${path} ended ${JSON.stringify(body)}`);
    return body;
  }
}

/** A 200, or an error that shows the body (the code family says what was wrong). */
export function ok(response: request.Response): request.Response {
  if (response.status !== 200) {
    throw new Error(`${response.status}: ${JSON.stringify(response.body)}`);
  }
  return response;
}

export function expectStatus(body: Body, status: number): void {
  if (body.status !== status) {
    throw new Error(`Expected status ${status}, got ${JSON.stringify(body)}`);
  }
}

/** The code family's error envelope (docs/api-contract.md §1): the messages of one field. */
export function codeErrors(body: unknown, code: number): Record<string, string[]> {
  const envelope = body as { error?: { code?: number; message?: Record<string, string[]> } };
  if (envelope.error?.code !== code || !envelope.error.message) {
    throw new Error(`Not a code-family ${code}: ${JSON.stringify(body)}`);
  }
  return envelope.error.message;
}

const FUNCTION_WORDS = new Set([
  'that',
  'this',
  'with',
  'from',
  'they',
  'them',
  'their',
  'have',
  'when',
  'into',
  'mark',
  'marks',
]);

/**
 * A pattern that matches feedback naming a marking point: any of the point's content words
 * (feedback names a missing point by its nouns, "add the part about oxygen", rather than quoting
 * the scheme line back).
 */
export const namesPoint = (point: string): RegExp => {
  const words = (point.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter(
    (word) => !FUNCTION_WORDS.has(word),
  );
  // A point of figures only ("x = 9"): its numbers.
  const named = words.length > 0 ? words : (point.match(/\d+(?:\.\d+)?/g) ?? [point.trim()]);
  return new RegExp(
    `\\b(?:${named.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
    'i',
  );
};
