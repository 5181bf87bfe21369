import type { AdvancedSettings, JobOptions } from 'bull';

export interface QueueDefinition {
  name: string;
  /** Jobs one worker process runs at once. */
  concurrency: number;
  /** Bull options of every job added to the queue. */
  jobOptions: JobOptions;
  /** Bull's queue settings: how fast a job held by a dead worker is noticed and run again. */
  settings?: AdvancedSettings;
  /** A job of this queue still queued or running after this long is failed by the sweep. */
  deadlineSeconds?: number;
}

/** A dead worker's step runs again within about 25 s (docs/job-core.md explains the timings). */
const STEP_SETTINGS: AdvancedSettings = {
  lockDuration: 15_000,
  lockRenewTime: 5_000,
  stalledInterval: 5_000,
  maxStalledCount: 2,
};

/**
 * Every queue's options in one table. Attempts cover transient failures (AI timeouts, image hosts
 * answering 5xx); permanent ones fail the job at once. A kind may change its queue's deadline.
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
    settings: STEP_SETTINGS,
  },
  /**
   * Lesson-plan and worksheet steps: a step is seconds of CPU with the builtin provider, or one
   * structured AI answer with `openai` (its own timeout and retries inside the attempt).
   */
  teaching: {
    name: 'teaching',
    concurrency: 2,
    jobOptions: {
      attempts: 3,
      backoff: { type: 'exponential', delay: 5_000 },
      timeout: 5 * 60_000,
      removeOnComplete: true,
      removeOnFail: 1_000,
    },
    settings: STEP_SETTINGS,
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
  const definition: QueueDefinition | undefined = Object.values(QUEUES).find(
    (queue) => queue.name === name,
  );
  if (!definition) throw new Error(`Unknown queue ${name}`);
  return definition;
}

/** How many times a job of this queue may start before it is failed for good. */
export function maxAttempts(name: QueueName): number {
  return queueDefinition(name).jobOptions.attempts ?? 1;
}

/** What travels through Redis: only the row id; the row holds everything else. */
export interface JobMessage {
  jobId: string;
}
