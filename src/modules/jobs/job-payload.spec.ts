import type { EntityManager } from 'typeorm';
import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import { type PayloadContext, subjectPayload } from 'src/modules/jobs/job-payload';
import { WITH_PARTIAL } from 'src/modules/jobs/job-status-words';

const context = (kind: string, status: JobStatus): PayloadContext => ({
  job: { id: 'job-1', kind, subjectId: 'subject-1', status } as Job,
  template: { name: kind, displayName: `Display ${kind}` },
  manager: {} as EntityManager,
});

describe('event payloads', () => {
  it.each([
    [JobStatus.COMPLETED, 'Completed'],
    [JobStatus.FAILED, 'Failed'],
    [JobStatus.PARTIAL, 'Completed'],
  ])('shapes an event with the subject id (%s → %s)', (status, word) => {
    expect(subjectPayload(context('toefl_evaluation', status))).toEqual({
      id: 'subject-1',
      name: 'toefl_evaluation',
      display_name: 'Display toefl_evaluation',
      secret_hash: null,
      status: word,
    });
  });

  it('keeps Partial for families that have it (action plans)', () => {
    const payload = subjectPayload(context('student_action_plan', JobStatus.PARTIAL), WITH_PARTIAL);
    expect(payload.status).toBe('Partial');
  });
});
