import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { INestApplicationContext } from '@nestjs/common';
import { generate } from 'selfsigned';
import { DataSource } from 'typeorm';
import { type LoopbackServer, startLoopbackServer } from 'test/support/loopback-server';
import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import { JobRegistry } from 'src/modules/jobs/registry/job-registry.service';
import { JobLifecycle } from 'src/modules/jobs/services/job-lifecycle.service';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: Record<string, unknown>;
  /** performance.now() when the whole body had arrived. */
  receivedAt: number;
}

/** What the receiver does per path: answer with a status, or never answer. */
export type Behaviour = { status: number } | 'hang';

export interface WebhookReceiver {
  /** `https://127.0.0.1:<port>` */
  url: string;
  received: ReceivedWebhook[];
  on(path: string, behaviour: Behaviour): void;
  at(path: string): ReceivedWebhook[];
  /** Set before the app starts: trust for this certificate (a PEM file, as NODE_EXTRA_CA_CERTS). */
  caFile: string;
  close(): Promise<void>;
  server: LoopbackServer;
}

/**
 * A real HTTPS receiver on loopback with a fresh self-signed certificate for 127.0.0.1 and
 * localhost, so deliveries go through TLS verification exactly as in production.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  const caFile = join(mkdtempSync(join(tmpdir(), 'webhook-ca-')), 'ca.pem');
  writeFileSync(caFile, pems.cert);
  const behaviours = new Map<string, Behaviour>();
  const received: ReceivedWebhook[] = [];
  const hanging = new Set<ServerResponse>();

  const server = await startLoopbackServer(
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const path = request.url ?? '/';
        let json: Record<string, unknown> = {};
        try {
          json = JSON.parse(body) as Record<string, unknown>;
        } catch {
          // Recorded as received all the same; the test decides what that means.
        }
        received.push({
          path,
          headers: request.headers,
          body,
          json,
          receivedAt: performance.now(),
        });
        const behaviour = behaviours.get(path) ?? { status: 200 };
        if (behaviour === 'hang') {
          hanging.add(response);
          return;
        }
        response
          .writeHead(behaviour.status, { 'content-type': 'text/plain' })
          .end(`answer ${behaviour.status}`);
      });
    },
    { key: pems.private, cert: pems.cert },
  );
  return {
    url: server.url,
    received,
    caFile,
    server,
    on: (path, behaviour) => behaviours.set(path, behaviour),
    at: (path) => received.filter((item) => item.path === path),
    close: () => server.close(),
  };
}

/** The internal ids behind a session's token (docs/api-contract.md §2: `sub` user, `cid` client). */
export function ownerOf(token: string): { userId: string; clientId: string } {
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
    sub: string;
    cid: string;
  };
  return { userId: claims.sub, clientId: claims.cid };
}

/**
 * Creates a job of `kind` for the session's user and ends it through the job core, exactly as a
 * processor would (the outbox rows are written in that transaction). Returns the job.
 */
export async function endJob(
  app: INestApplicationContext,
  token: string,
  kind: string,
  outcome: 'completed' | 'failed',
): Promise<Job> {
  const lifecycle = app.get(JobLifecycle);
  const jobKind = app.get(JobRegistry).kind(kind);
  if (!jobKind) throw new Error(`Job kind ${kind} is not declared in this app`);
  const job = await app.get(DataSource).transaction((manager) =>
    lifecycle.create(manager, {
      kind: jobKind,
      subjectId: randomUUID(),
      owner: ownerOf(token),
    }),
  );
  const ended =
    outcome === 'completed'
      ? await lifecycle.finish(job.id, { status: JobStatus.COMPLETED })
      : await lifecycle.fail(job.id, 'The essay could not be read');
  if (!ended) throw new Error(`Job ${job.id} had already ended`);
  return job;
}
