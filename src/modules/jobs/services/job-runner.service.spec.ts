import type { Job as BullJob } from 'bull';
import { AiEngineError } from 'src/ai/ai-engine.port';
import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import type { JobMessage } from 'src/modules/jobs/queues';
import type { JobLifecycle } from 'src/modules/jobs/services/job-lifecycle.service';
import { JobFailure, JobRunner } from 'src/modules/jobs/services/job-runner.service';

const job = { id: 'job-1', kind: 'toefl_evaluation' } as Job;
const message = (attemptsMade: number, attempts = 3) =>
  ({
    data: { jobId: 'job-1' },
    attemptsMade,
    opts: { attempts },
  }) as unknown as BullJob<JobMessage>;

describe('JobRunner', () => {
  const lifecycle = { start: jest.fn(), complete: jest.fn(), fail: jest.fn() };
  const runner = new JobRunner(lifecycle as unknown as JobLifecycle);

  beforeEach(() => {
    jest.resetAllMocks();
    lifecycle.start.mockResolvedValue(job);
  });

  it('records a completed outcome with its result writer', async () => {
    const write = jest.fn();
    await runner.run(message(0), () => Promise.resolve({ status: JobStatus.COMPLETED, write }));
    expect(lifecycle.complete).toHaveBeenCalledWith('job-1', write, JobStatus.COMPLETED);
    expect(lifecycle.fail).not.toHaveBeenCalled();
  });

  it('skips a job that already ended (duplicate delivery)', async () => {
    lifecycle.start.mockResolvedValue(null);
    const work = jest.fn();
    await runner.run(message(0), work);
    expect(work).not.toHaveBeenCalled();
  });

  it('rethrows a transient error while Bull has attempts left, so it retries with backoff', async () => {
    const timeout = new AiEngineError('The AI provider did not answer within 60000 ms', true);
    await expect(runner.run(message(0), () => Promise.reject(timeout))).rejects.toBe(timeout);
    expect(lifecycle.fail).not.toHaveBeenCalled();
  });

  it('fails the job with the error message on the last attempt', async () => {
    const timeout = new AiEngineError('The AI provider did not answer within 60000 ms', true);
    await runner.run(message(2), () => Promise.reject(timeout));
    expect(lifecycle.fail).toHaveBeenCalledWith(
      'job-1',
      'The AI provider did not answer within 60000 ms',
    );
  });

  it('fails at once on a permanent error, with its client-facing message', async () => {
    await runner.run(message(0), () =>
      Promise.reject(new JobFailure('No text could be read from the images')),
    );
    expect(lifecycle.fail).toHaveBeenCalledWith('job-1', 'No text could be read from the images');
  });

  it('hides the details of unexpected errors behind a generic message', async () => {
    await runner.run(message(0), () =>
      Promise.reject(new TypeError("Cannot read properties of undefined (reading 'x')")),
    );
    expect(lifecycle.fail).toHaveBeenCalledWith(
      'job-1',
      'The job failed because of an internal error',
    );
  });

  it('fails the row when Bull gives up after its last attempt, not before', async () => {
    await runner.giveUp(message(1), new Error('job stalled more than allowable limit'));
    expect(lifecycle.fail).not.toHaveBeenCalled();
    await runner.giveUp(message(3), new Error('job stalled more than allowable limit'));
    expect(lifecycle.fail).toHaveBeenCalledWith(
      'job-1',
      'The job could not finish: job stalled more than allowable limit',
    );
  });
});
