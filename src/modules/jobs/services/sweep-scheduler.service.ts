import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { REDIS } from 'src/common/redis/redis.module';
import { type JobsConfig, jobsConfig } from 'src/config/jobs.config';
import { JobSweeper } from 'src/modules/jobs/services/job-sweeper.service';

/** MySQL advisory lock: with several workers, one sweeps at a time and the others skip a tick. */
const LOCK = 'evs_job_sweep';

/**
 * Runs the sweep every JOB_SWEEP_INTERVAL_SECONDS and when Redis is back; a process timer, since a
 * Redis that restarts empty loses Bull's schedules (docs/job-core.md). Errors wait for a tick.
 */
@Injectable()
export class SweepScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SweepScheduler.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private redisLost = false;

  constructor(
    private readonly sweeper: JobSweeper,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(jobsConfig.KEY) private readonly config: JobsConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), this.config.sweepIntervalSeconds * 1000);
    this.timer.unref();
    this.redis.on('close', this.onRedisLost);
    this.redis.on('ready', this.onRedisReady);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.redis.off('close', this.onRedisLost);
    this.redis.off('ready', this.onRedisReady);
    await this.running;
  }

  private readonly onRedisLost = (): void => {
    this.redisLost = true;
  };

  private readonly onRedisReady = (): void => {
    if (!this.redisLost) return;
    this.redisLost = false;
    this.logger.log('Redis is back; sweeping now');
    this.tick({ afterRedisOutage: true });
  };

  tick(options: { afterRedisOutage?: boolean } = {}): void {
    if (this.running) {
      // A reconnect during a sweep (that may have found Redis down) sweeps again right after.
      if (options.afterRedisOutage) void this.running.then(() => this.tick(options));
      return;
    }
    this.running = this.sweepUnderLock(options)
      .catch((error: unknown) => this.logger.warn({ err: error }, 'Job sweep failed; will retry'))
      .finally(() => {
        this.running = undefined;
      });
  }

  private async sweepUnderLock(options: { afterRedisOutage?: boolean }): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    try {
      const [row] = (await runner.query('SELECT GET_LOCK(?, 0) AS taken', [LOCK])) as {
        taken: number | null;
      }[];
      if (row?.taken !== 1) return;
      try {
        await this.sweeper.sweep(new Date(), options);
      } finally {
        await runner.query('SELECT RELEASE_LOCK(?)', [LOCK]);
      }
    } finally {
      await runner.release();
    }
  }
}
