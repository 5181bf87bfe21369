import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import type { WebhookTemplate } from 'src/modules/webhooks/entities/webhook-template.entity';
import { payloadBuilderFor } from 'src/modules/webhooks/events/event-payloads';

const job = (kind: string, status: JobStatus) =>
  ({ id: 'job-1', kind, subjectId: 'subject-1', status }) as Job;
const template = (name: string) =>
  ({ id: 't', name, displayName: `Display ${name}` }) as WebhookTemplate;

describe('event payloads', () => {
  it.each([
    [JobStatus.COMPLETED, 'Completed'],
    [JobStatus.FAILED, 'Failed'],
    [JobStatus.PARTIAL, 'Completed'],
  ])('shapes an evaluation event (%s → %s) as CONTRACT.md §8', (status, word) => {
    const build = payloadBuilderFor('toefl_evaluation')!;
    expect(
      build({ job: job('toefl_evaluation', status), template: template('toefl_evaluation') }),
    ).toEqual({
      id: 'subject-1',
      name: 'toefl_evaluation',
      display_name: 'Display toefl_evaluation',
      secret_hash: null,
      status: word,
    });
  });

  it('keeps Partial for action plans', () => {
    const build = payloadBuilderFor('student_action_plan')!;
    const payload = build({
      job: job('student_action_plan', JobStatus.PARTIAL),
      template: template('student_action_plan'),
    });
    expect(payload.status).toBe('Partial');
  });

  it('has no shape for exam events until that family provides its ids', () => {
    expect(payloadBuilderFor('exam_evaluation_student_answer_sheet_evaluation')).toBeUndefined();
  });
});
