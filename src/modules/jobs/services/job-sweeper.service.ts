import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, Repository } from 'typeorm';
import { type JobsConfig, jobsConfig } from 'src/config/jobs.config';
import { ACTIVE_STATUSES, Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import { JobDispatcher } from 'src/modules/jobs/services/job-dispatcher.service';
import { JobLifecycle } from 'src/modules/jobs/services/job-lifecycle.service';

const BATCH = 200;
/**
 * A queued row this old may have missed Redis (it was down, or the process died before sending).
 * Resending is a no-op for rows still waiting in Bull, since the Bull job id is the row id.
 */
const QUEUED_RESEND_MS = 30_000;
/** A running row this old may have lost its Bull job (Redis flushed): resend; a no-op otherwise. */
const RUNNING_RESEND_MS = 5 * 60_000;

export interface SweepResult {
  expired: number;
  resent: number;
}

/** Makes sure no job stays queued or in progress forever (CONTRACT.md §9). */
@Injectable()
export class JobSweeper {
  private readonly logger = new Logger(JobSweeper.name);

  constructor(
    @InjectRepository(Job) private readonly jobs: Repository<Job>,
    private readonly lifecycle: JobLifecycle,
    private readonly dispatcher: JobDispatcher,
    @Inject(jobsConfig.KEY) private readonly config: JobsConfig,
  ) {}

  async sweep(now = new Date()): Promise<SweepResult> {
    const expired = await this.failOverdue(now);
    const resent = await this.resendLost(now);
    if (expired + resent > 0) this.logger.log({ expired, resent }, 'Job sweep');
    return { expired, resent };
  }

  private async failOverdue(now: Date): Promise<number> {
    const overdue = await this.jobs.find({
      select: { id: true },
      where: { status: In(ACTIVE_STATUSES), deadlineAt: LessThan(now) },
      take: BATCH,
    });
    const minutes = Math.round(this.config.deadlineSeconds / 60);
    let failed = 0;
    for (const { id } of overdue) {
      if (await this.lifecycle.fail(id, `The job did not finish within ${minutes} minutes`))
        failed += 1;
    }
    return failed;
  }

  private async resendLost(now: Date): Promise<number> {
    const lost = await this.jobs.find({
      select: { id: true, queue: true },
      where: [
        { status: JobStatus.QUEUED, createdAt: LessThan(ago(now, QUEUED_RESEND_MS)) },
        { status: JobStatus.RUNNING, startedAt: LessThan(ago(now, RUNNING_RESEND_MS)) },
      ],
      take: BATCH,
    });
    let resent = 0;
    for (const job of lost) {
      if (await this.dispatcher.enqueue(job)) resent += 1;
    }
    return resent;
  }
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
