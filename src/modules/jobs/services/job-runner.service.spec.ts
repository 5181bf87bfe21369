import { Logger } from '@nestjs/common';
import type { Job as BullJob } from 'bull';
import { AiProviderError } from 'src/ai/ports/ai-provider.error';
import { Metrics } from 'src/common/metrics/metrics.service';
import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import type { JobOutcome } from 'src/modules/jobs/job-outcome';
import type { JobMessage } from 'src/modules/jobs/queues';
import type { JobRegistry } from 'src/modules/jobs/registry/job-registry.service';
import type { JobDispatcher } from 'src/modules/jobs/services/job-dispatcher.service';
import type { JobLifecycle } from 'src/modules/jobs/services/job-lifecycle.service';
import { JobFailure } from 'src/modules/jobs/job-failure';
import { JobRunner } from 'src/modules/jobs/services/job-runner.service';
import { currentJobSignal } from 'src/modules/jobs/support/job-signal';
import { sampleValue } from 'test/support/metrics';

const job = {
  id: 'job-1',
  kind: 'toefl_evaluation',
  attempts: 1,
  crashes: 0,
  deadlineAt: new Date(Date.now() + 3_600_000),
  isTerminal: false,
} as Job;
/** What mysql2 throws when the server is not there. */
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), {
    code: 'ECONNREFUSED',
    fatal: true,
  });
const message = (attemptsMade: number, attempts = 3, state = 'failed') =>
  ({
    data: { jobId: 'job-1' },
    attemptsMade,
    opts: { attempts },
    getState: () => Promise.resolve(state),
  }) as unknown as BullJob<JobMessage>;

describe('JobRunner', () => {
  const lifecycle = { start: jest.fn(), finish: jest.fn(), find: jest.fn(), endAttempt: jest.fn() };
  const dispatcher = { enqueue: jest.fn(), resend: jest.fn() };
  const process = jest.fn<Promise<JobOutcome>, [Job]>();
  const registry = { processorFor: () => ({ process }) };
  const metrics = new Metrics();
  const runner = new JobRunner(
    lifecycle as unknown as JobLifecycle,
    registry as unknown as JobRegistry,
    dispatcher as unknown as JobDispatcher,
    metrics,
  );
  const counted = async (name: string, labels: Record<string, string>) =>
    sampleValue(await metrics.scrape(), name, labels) ?? 0;

  beforeAll(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));
  beforeEach(() => {
    jest.clearAllMocks();
    lifecycle.start.mockResolvedValue(job);
    lifecycle.find.mockResolvedValue(job);
    lifecycle.finish.mockResolvedValue([]);
    lifecycle.endAttempt.mockResolvedValue(undefined);
  });

  it('records a completed outcome with its result writer', async () => {
    const write = jest.fn();
    process.mockResolvedValue({ status: JobStatus.COMPLETED, write });
    await runner.run(message(0));
    expect(lifecycle.finish).toHaveBeenCalledWith('job-1', { status: JobStatus.COMPLETED, write });
  });

  it('enqueues the follow-up steps the outcome created, right after the commit', async () => {
    const next = [{ id: 'job-2', kind: 'step_two', queue: 'evaluations' }];
    lifecycle.finish.mockResolvedValue(next);
    process.mockResolvedValue({ status: JobStatus.COMPLETED });
    await runner.run(message(0));
    expect(dispatcher.enqueue).toHaveBeenCalledWith(next[0]);
  });

  it('skips a job that already ended (duplicate delivery)', async () => {
    lifecycle.start.mockResolvedValue(null);
    await runner.run(message(0));
    expect(process).not.toHaveBeenCalled();
  });

  it('rethrows a transient error while Bull has attempts left, so it retries this step', async () => {
    const timeout = new AiProviderError('The AI provider did not answer within 60000 ms', true);
    process.mockRejectedValue(timeout);
    await expect(runner.run(message(0))).rejects.toBe(timeout);
    expect(lifecycle.finish).not.toHaveBeenCalled();
  });

  it('fails the job with the error message on the last attempt', async () => {
    process.mockRejectedValue(
      new AiProviderError('The AI provider did not answer within 60000 ms', true),
    );
    await runner.run(message(2));
    expect(lifecycle.finish).toHaveBeenCalledWith('job-1', {
      status: JobStatus.FAILED,
      reason: 'The AI provider did not answer within 60000 ms',
    });
  });

  it('fails at once on a permanent error, with its client-facing message', async () => {
    process.mockRejectedValue(new JobFailure('No text could be read from the images'));
    await runner.run(message(0));
    expect(lifecycle.finish).toHaveBeenCalledWith('job-1', {
      status: JobStatus.FAILED,
      reason: 'No text could be read from the images',
    });
  });

  it('hides the details of unexpected errors behind a generic message', async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementationOnce(() => undefined);
    process.mockRejectedValue(new TypeError("Cannot read properties of undefined (reading 'x')"));
    await runner.run(message(0));
    expect(lifecycle.finish).toHaveBeenCalledWith('job-1', {
      status: JobStatus.FAILED,
      reason: 'The job failed because of an internal error',
    });
  });

  it('keeps recording the outcome through a short database outage', async () => {
    lifecycle.finish.mockRejectedValueOnce(refused()).mockResolvedValueOnce([]);
    process.mockResolvedValue({ status: JobStatus.COMPLETED });
    const retriedBefore = await counted('evs_fallbacks_total', { fallback: 'job_outcome_retried' });
    await runner.run(message(0));
    expect(lifecycle.finish).toHaveBeenCalledTimes(2);
    expect(await counted('evs_fallbacks_total', { fallback: 'job_outcome_retried' })).toBe(
      retriedBefore + 1,
    );
  });

  it('counts and times each attempt by kind and outcome, retries included', async () => {
    const labels = (outcome: string) => ({ kind: 'toefl_evaluation', outcome });
    const before = {
      completed: await counted('evs_jobs_total', labels('completed')),
      retried: await counted('evs_jobs_total', labels('retried')),
      failed: await counted('evs_job_duration_seconds_count', labels('failed')),
    };
    process.mockResolvedValueOnce({ status: JobStatus.COMPLETED });
    await runner.run(message(0));
    process.mockRejectedValueOnce(new AiProviderError('The AI provider answered 503', true));
    await expect(runner.run(message(0))).rejects.toThrow('503');
    process.mockRejectedValueOnce(new JobFailure('No text could be read from the images'));
    await runner.run(message(0));

    expect(await counted('evs_jobs_total', labels('completed'))).toBe(before.completed + 1);
    expect(await counted('evs_jobs_total', labels('retried'))).toBe(before.retried + 1);
    expect(await counted('evs_job_duration_seconds_count', labels('failed'))).toBe(
      before.failed + 1,
    );
  });

  it('fails the job at once when the database refuses its result for good, without SQL', async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementationOnce(() => undefined);
    const tooLong = Object.assign(new Error("Data too long for column 'question_text' at row 1"), {
      name: 'QueryFailedError',
      query: 'INSERT INTO `exam_questions`(`id`, `question_text`) VALUES (?, ?)',
      parameters: ['q-1', 'a student answer'],
      driverError: { code: 'ER_DATA_TOO_LONG', errno: 1406, sqlState: '22001' },
    });
    const write = jest.fn();
    lifecycle.finish.mockRejectedValueOnce(tooLong).mockResolvedValueOnce([]);
    process.mockResolvedValue({ status: JobStatus.COMPLETED, write });
    await runner.run(message(0));
    expect(lifecycle.finish).toHaveBeenCalledTimes(2);
    expect(lifecycle.finish).toHaveBeenLastCalledWith('job-1', {
      status: JobStatus.FAILED,
      reason: 'The result could not be saved: one of its texts is longer than can be stored',
    });
  });

  it('fails a job during which two worker processes died, without running it', async () => {
    lifecycle.start.mockResolvedValue({ ...job, crashes: 2 });
    const before = await counted('evs_jobs_poisoned_total', { kind: 'toefl_evaluation' });
    await runner.run(message(0));
    expect(process).not.toHaveBeenCalled();
    expect(lifecycle.finish).toHaveBeenCalledWith('job-1', {
      status: JobStatus.FAILED,
      reason: expect.stringContaining('a worker process stopped unexpectedly twice') as string,
    });
    expect(await counted('evs_jobs_poisoned_total', { kind: 'toefl_evaluation' })).toBe(before + 1);
  });

  it("stops the attempt's work at the job's deadline and fails the job", async () => {
    lifecycle.start.mockResolvedValue({ ...job, deadlineAt: new Date(Date.now() + 50) });
    let stoppedWork = false;
    process.mockImplementation(
      () =>
        new Promise((_, reject) => {
          const signal = currentJobSignal();
          signal?.addEventListener('abort', () => {
            stoppedWork = true;
            reject(new Error('stopped'));
          });
        }),
    );
    await runner.run(message(0));
    expect(stoppedWork).toBe(true);
    expect(lifecycle.finish).toHaveBeenCalledWith('job-1', {
      status: JobStatus.FAILED,
      reason: expect.stringContaining('did not finish before its deadline') as string,
    });
  });

  describe('when Bull gives up on a job', () => {
    const stalled = new Error('job stalled more than allowable limit');

    it('does nothing while Bull will still retry it', async () => {
      await runner.giveUp(message(1, 3, 'delayed'), stalled);
      expect(dispatcher.resend).not.toHaveBeenCalled();
      expect(lifecycle.finish).not.toHaveBeenCalled();
    });

    it('runs it again while the row has attempts left', async () => {
      dispatcher.resend.mockResolvedValue('sent');
      await runner.giveUp(message(1), stalled);
      expect(dispatcher.resend).toHaveBeenCalledWith(job);
      expect(lifecycle.finish).not.toHaveBeenCalled();
    });

    it('fails the row once its attempts are used', async () => {
      dispatcher.resend.mockResolvedValue('exhausted');
      await runner.giveUp(message(3), stalled);
      expect(lifecycle.finish).toHaveBeenCalledWith('job-1', {
        status: JobStatus.FAILED,
        reason:
          'The job could not finish: the worker running it stopped unexpectedly, too many times',
      });
    });

    it('never rejects, even when Redis and the database are down', async () => {
      lifecycle.find.mockRejectedValue(refused());
      await expect(runner.giveUp(message(3), stalled)).resolves.toBeUndefined();
    });
  });
});
