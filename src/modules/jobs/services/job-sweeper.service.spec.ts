import type { Repository } from 'typeorm';
import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import type { JobDispatcher, ResendResult } from 'src/modules/jobs/services/job-dispatcher.service';
import type { JobLifecycle } from 'src/modules/jobs/services/job-lifecycle.service';
import { JobSweeper } from 'src/modules/jobs/services/job-sweeper.service';

/** The sweeper over `lost` queued rows and a dispatcher that answers `results` in turn. */
function harness(lost: number, results: ResendResult[]) {
  const rows = Array.from({ length: lost }, (_, i) => ({
    id: `job-${i}`,
    queue: 'evaluations',
    kind: 'toefl_evaluation',
    attempts: 0,
    status: JobStatus.QUEUED,
  }));
  const finds: unknown[] = [];
  const jobs = {
    // The first find asks for overdue rows (none), the second for lost ones.
    find: jest.fn((options: unknown) => {
      finds.push(options);
      return Promise.resolve(finds.length === 1 ? [] : rows);
    }),
  } as unknown as Repository<Job>;
  const answers = [...results];
  const dispatcher = {
    resend: jest.fn(() => Promise.resolve(answers.shift() ?? 'sent')),
  } as unknown as JobDispatcher;
  const lifecycle = { fail: jest.fn(() => Promise.resolve([])) } as unknown as JobLifecycle;
  return { sweeper: new JobSweeper(jobs, lifecycle, dispatcher), dispatcher, lifecycle, finds };
}

describe('JobSweeper', () => {
  it('resends lost rows and fails the ones whose attempts are used', async () => {
    const { sweeper, lifecycle } = harness(3, ['sent', 'in-queue', 'exhausted']);
    expect(await sweeper.sweep()).toEqual({ expired: 0, resent: 1, exhausted: 1 });
    expect(lifecycle.fail).toHaveBeenCalledWith(
      'job-2',
      'The job could not finish after 0 attempts',
    );
  });

  it('stops at the first Redis timeout instead of waiting it out once per row', async () => {
    const { sweeper, dispatcher } = harness(50, ['sent', 'unreachable']);
    expect(await sweeper.sweep()).toEqual({ expired: 0, resent: 1, exhausted: 0 });
    expect(dispatcher.resend).toHaveBeenCalledTimes(2);
  });

  it('checks queued rows of any age after a Redis outage, else only those older than 10 s', async () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    const queuedSince = async (options: { afterRedisOutage?: boolean }) => {
      const { sweeper, finds } = harness(0, []);
      await sweeper.sweep(now, options);
      const where = (finds[1] as { where: { status: JobStatus; createdAt?: { value: Date } }[] })
        .where;
      return where.find((clause) => clause.status === JobStatus.QUEUED)!.createdAt!.value;
    };
    expect(await queuedSince({})).toEqual(new Date('2026-11-25T11:59:50.000Z'));
    expect(await queuedSince({ afterRedisOutage: true })).toEqual(now);
  });
});
