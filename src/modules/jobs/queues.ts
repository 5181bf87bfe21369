import type { JobOptions } from 'bull';

export interface QueueDefinition {
  name: string;
  /** Jobs one worker process runs at once. */
  concurrency: number;
  /** Bull options of every job added to the queue. */
  jobOptions: JobOptions;
}

/**
 * STYLE.md "Jobs": every queue's options in one table. Attempts cover transient failures (AI
 * provider timeouts, image hosts answering 5xx); permanent ones fail the job at once.
 */
export const QUEUES = {
  evaluations: {
    name: 'evaluations',
    concurrency: 2,
    jobOptions: {
      attempts: 3,
      backoff: { type: 'exponential', delay: 5_000 },
      timeout: 5 * 60_000,
      removeOnComplete: true,
      removeOnFail: 1_000,
    },
  },
  maintenance: {
    name: 'maintenance',
    concurrency: 1,
    jobOptions: { attempts: 1, removeOnComplete: true, removeOnFail: 100 },
  },
  /**
   * Webhook sends, one Bull job per outbox row (jobId = row id). Attempts and retries are the
   * outbox row's business (retry-policy.ts), so Bull never re-sends on its own.
   */
  webhookDeliveries: {
    name: 'webhook-deliveries',
    concurrency: 32,
    jobOptions: { attempts: 1, timeout: 30_000, removeOnComplete: true, removeOnFail: true },
  },
} as const satisfies Record<string, QueueDefinition>;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]['name'];

export function queueDefinition(name: QueueName): QueueDefinition {
  const definition = Object.values(QUEUES).find((queue) => queue.name === name);
  if (!definition) throw new Error(`Unknown queue ${name}`);
  return definition;
}

/** What travels through Redis: only the row id; the row holds everything else. */
export interface JobMessage {
  jobId: string;
}
