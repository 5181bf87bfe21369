import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, Repository } from 'typeorm';
import { ACTIVE_STATUSES, Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import { JobDispatcher } from 'src/modules/jobs/services/job-dispatcher.service';
import { JobLifecycle } from 'src/modules/jobs/services/job-lifecycle.service';

const BATCH = 200;
/** A queued row this old may have missed Redis (docs/job-core.md, the sweep). */
const QUEUED_RESEND_MS = 10_000;
/** A running row this old is checked against Bull: past Bull's own 25 s stall recovery. */
const RUNNING_CHECK_MS = 45_000;

export interface SweepResult {
  expired: number;
  resent: number;
  exhausted: number;
}

/** Makes sure no job stays queued or in progress forever; safe to run from several workers. */
@Injectable()
export class JobSweeper {
  private readonly logger = new Logger(JobSweeper.name);

  constructor(
    @InjectRepository(Job) private readonly jobs: Repository<Job>,
    private readonly lifecycle: JobLifecycle,
    private readonly dispatcher: JobDispatcher,
  ) {}

  /**
   * `afterRedisOutage`: every queued row is checked, however young, since any of them may have
   * been accepted while Redis was away (a resend of a row Bull holds is a no-op).
   */
  async sweep(now = new Date(), { afterRedisOutage = false } = {}): Promise<SweepResult> {
    const expired = await this.failOverdue(now);
    const queuedFor = afterRedisOutage ? 0 : QUEUED_RESEND_MS;
    const { resent, exhausted } = await this.resendLost(now, queuedFor);
    if (expired + resent + exhausted > 0) {
      this.logger.log({ expired, resent, exhausted }, 'Job sweep');
    }
    return { expired, resent, exhausted };
  }

  private async failOverdue(now: Date): Promise<number> {
    const overdue = await this.jobs.find({
      select: { id: true, createdAt: true, deadlineAt: true },
      where: { status: In(ACTIVE_STATUSES), deadlineAt: LessThan(now) },
      take: BATCH,
    });
    let failed = 0;
    for (const job of overdue) {
      const minutes = Math.round((job.deadlineAt.getTime() - job.createdAt.getTime()) / 60_000);
      const reason = `The job did not finish within ${minutes} minutes`;
      if (await this.lifecycle.fail(job.id, reason)) failed += 1;
    }
    return failed;
  }

  private async resendLost(
    now: Date,
    queuedForMs: number,
  ): Promise<{ resent: number; exhausted: number }> {
    const lost = await this.jobs.find({
      select: { id: true, queue: true, kind: true, attempts: true },
      where: [
        { status: JobStatus.QUEUED, createdAt: LessThan(ago(now, queuedForMs)) },
        { status: JobStatus.RUNNING, startedAt: LessThan(ago(now, RUNNING_CHECK_MS)) },
      ],
      order: { createdAt: 'ASC' },
      take: BATCH,
    });
    let resent = 0;
    let exhausted = 0;
    for (const job of lost) {
      const result = await this.dispatcher.resend(job);
      // Redis is down: each further row would wait out the same timeout. The sweep that runs when
      // Redis is back (SweepScheduler) or the next tick takes them.
      if (result === 'unreachable') break;
      if (result === 'sent') resent += 1;
      if (result === 'exhausted') {
        const reason = `The job could not finish after ${job.attempts} attempts`;
        if (await this.lifecycle.fail(job.id, reason)) exhausted += 1;
      }
    }
    return { resent, exhausted };
  }
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
