import type { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import { StartupError } from 'src/common/errors/startup.error';
import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import { defineJobKind } from 'src/modules/jobs/job-kind';
import { completed, failed, nextStep, partial } from 'src/modules/jobs/job-outcome';
import type { PayloadContext } from 'src/modules/jobs/job-payload';
import { statusIn } from 'src/modules/jobs/job-status-words';
import { JobRegistry } from 'src/modules/jobs/registry/job-registry.service';

const row = (kind: string, fields: Partial<Job> = {}) =>
  ({ id: 'job-1', kind, subjectId: 'subject-1', status: JobStatus.COMPLETED, ...fields }) as Job;
const context = (job: Job): PayloadContext => ({
  job,
  template: { name: job.kind, displayName: 'Shown name' },
  manager: {} as EntityManager,
});

describe('defineJobKind', () => {
  const shout = defineJobKind<{ text: string }, { shouted: string }>({
    name: 'test_shout',
    queue: 'teaching',
  });

  it('sends the common payload when the kind names none', async () => {
    expect(await shout.payload(context(row('test_shout')))).toEqual({
      id: 'subject-1',
      name: 'test_shout',
      display_name: 'Shown name',
      secret_hash: null,
      status: 'Completed',
    });
  });

  it("sends the kind's own payload when it has one", async () => {
    const kind = defineJobKind({
      name: 'test_own',
      queue: 'teaching',
      payload: ({ job }) => ({ ref: job.subjectId }),
    });
    expect(await kind.payload(context(row('test_own')))).toEqual({ ref: 'subject-1' });
  });

  it("reads the row's input and result, and refuses a row of another kind", () => {
    const job = row('test_shout', { input: { text: 'hi' }, result: { shouted: 'HI' } });
    expect(shout.input(job).text).toBe('hi');
    expect(shout.result(job).shouted).toBe('HI');
    expect(() => shout.input(row('test_other'))).toThrow('Job job-1 is a test_other');
  });

  it('keeps the deadline only when it is given', () => {
    expect('deadlineSeconds' in shout).toBe(false);
    const slow = defineJobKind({ name: 'test_slow', queue: 'teaching', deadlineSeconds: 60 });
    expect(slow.deadlineSeconds).toBe(60);
  });
});

describe('outcome helpers', () => {
  it('build the outcomes processors return', () => {
    const kind = defineJobKind<{ n: number }>({ name: 'test_next', queue: 'teaching' });
    expect(completed({ result: 1 })).toEqual({ status: JobStatus.COMPLETED, result: 1 });
    expect(partial()).toEqual({ status: JobStatus.PARTIAL });
    expect(failed('No text')).toEqual({ status: JobStatus.FAILED, reason: 'No text' });
    expect(nextStep(kind, { n: 2 })).toEqual({ kind, input: { n: 2 } });
  });

  it('words a status in the family words, Partial as Completed unless named', () => {
    const words = { inProgress: 'In Progress', completed: 'Completed', failed: 'Failed' };
    expect(statusIn(JobStatus.QUEUED, words)).toBe('In Progress');
    expect(statusIn(JobStatus.PARTIAL, words)).toBe('Completed');
    expect(statusIn(JobStatus.PARTIAL, { ...words, partial: 'Partial' })).toBe('Partial');
    expect(statusIn(JobStatus.QUEUED, { ...words, queued: 'pending' })).toBe('pending');
  });
});

describe('JobRegistry', () => {
  const noProcessors = { getProviders: () => [] } as unknown as DiscoveryService;

  it('knows a declared kind by name, and refuses a second definition of the name', () => {
    const registry = new JobRegistry(noProcessors);
    const kind = defineJobKind({ name: 'test_once', queue: 'teaching' });
    registry.declare([kind]);
    registry.declare([kind]);
    expect(registry.kind('test_once')).toBe(kind);
    expect(() =>
      registry.declare([defineJobKind({ name: 'test_once', queue: 'evaluations' })]),
    ).toThrow(StartupError);
  });

  it('refuses a worker whose declared kind has no processor', () => {
    const registry = new JobRegistry(noProcessors);
    registry.declare([defineJobKind({ name: 'test_orphan', queue: 'teaching' })]);
    expect(() => registry.assertProcessors()).toThrow(
      'No processor for job kind(s) "test_orphan": register a @ProcessJobs provider in the family worker module',
    );
  });
});
