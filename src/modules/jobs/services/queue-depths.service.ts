import { getQueueToken } from '@nestjs/bull';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { JobCounts, Queue } from 'bull';
import { Gauge } from 'prom-client';
import { Metrics } from 'src/common/metrics/metrics.service';
import { type RedisConfig, redisConfig } from 'src/config/redis.config';
import { QUEUES } from 'src/modules/jobs/queues';

/** The Bull states exported per queue; completed jobs are removed at once, so not counted. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * `evs_queue_jobs{queue, state}`: read from Redis when Prometheus scrapes, so it is the same from
 * every process. A Redis that does not answer within REDIS_COMMAND_TIMEOUT_MS leaves the gauge
 * empty for that scrape instead of holding it (or showing stale numbers).
 */
@Injectable()
export class QueueDepths implements OnModuleInit {
  private readonly logger = new Logger(QueueDepths.name);

  constructor(
    private readonly metrics: Metrics,
    private readonly moduleRef: ModuleRef,
    @Inject(redisConfig.KEY) private readonly redis: RedisConfig,
  ) {}

  onModuleInit(): void {
    const read = () => this.read();
    new Gauge({
      name: 'evs_queue_jobs',
      help: 'Jobs in each Bull queue by state (waiting, active, delayed, failed), read on scrape',
      labelNames: ['queue', 'state'] as const,
      registers: [this.metrics.registry],
      async collect() {
        this.reset();
        for (const [queue, counts] of await read()) {
          for (const state of QUEUE_STATES) this.set({ queue, state }, counts[state] ?? 0);
        }
      },
    });
  }

  /** Counts of every queue that answered in time. */
  async read(): Promise<[name: string, counts: JobCounts][]> {
    const names = Object.values(QUEUES).map((queue) => queue.name);
    const results = await Promise.allSettled(
      names.map((name) => this.withTimeout(this.queue(name).getJobCounts())),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) this.logger.debug({ err: failed.reason as unknown }, 'Queue depths not read');
    return results.flatMap((result, index) =>
      result.status === 'fulfilled' ? [[names[index], result.value] as [string, JobCounts]] : [],
    );
  }

  private queue(name: string): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }

  private withTimeout<T>(promise: Promise<T>): Promise<T> {
    const ms = this.redis.commandTimeoutMs;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }
}
