import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type PrivacyConfig, privacyConfig } from 'src/config/privacy.config';
import { OrphanFiles } from 'src/modules/privacy/retention/orphan-files.service';
import { RetentionPurger } from 'src/modules/privacy/retention/retention-purger.service';

/** MySQL advisory lock: with several workers, one purges at a time. */
const LOCK = 'evs_retention_purge';
/** The first run after a start, so a restarted worker does not wait a whole interval. */
const FIRST_RUN_MS = 30_000;

/**
 * Runs the retention purge and orphan sweep on a process timer (not a Bull repeatable job), one
 * worker at a time; what is due is read from MySQL, so a restart or an empty Redis loses nothing.
 */
@Injectable()
export class RetentionScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RetentionScheduler.name);
  private timers: NodeJS.Timeout[] = [];
  private running?: Promise<void>;

  constructor(
    private readonly purger: RetentionPurger,
    private readonly orphans: OrphanFiles,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(privacyConfig.KEY) private readonly config: PrivacyConfig,
  ) {}

  onApplicationBootstrap(): void {
    const interval = this.config.sweepIntervalSeconds * 1000;
    this.timers = [
      setTimeout(() => void this.tick(), Math.min(FIRST_RUN_MS, interval)),
      setInterval(() => void this.tick(), interval),
    ];
    for (const timer of this.timers) timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    await this.running;
  }

  /** Starts a run unless one is going; resolves when it has ended. */
  tick(): Promise<void> {
    this.running ??= this.runUnderLock()
      .catch((error: unknown) =>
        this.logger.warn({ err: error }, 'Retention purge failed; will retry'),
      )
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async runUnderLock(): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    try {
      const [row] = (await runner.query('SELECT GET_LOCK(?, 0) AS taken', [LOCK])) as {
        taken: number | null;
      }[];
      if (row?.taken !== 1) return;
      try {
        await this.purger.purge();
        await this.orphans.sweep();
      } finally {
        await runner.query('SELECT RELEASE_LOCK(?)', [LOCK]);
      }
    } finally {
      await runner.release();
    }
  }
}
