import { nextStep, RETRY_POLICIES, retryPolicyFor } from 'src/modules/webhooks/events/retry-policy';

const ANSWER_SHEET = 'exam_evaluation_student_answer_sheet_evaluation';
const answered = (statusCode: number) => ({ statusCode, retriable: true });
const noAnswer = { statusCode: null, retriable: true };

describe('webhook retry policy', () => {
  it('retries only the answer-sheet evaluation event, once, after 5 s', () => {
    expect(Object.keys(RETRY_POLICIES)).toEqual([ANSWER_SHEET]);
    expect(retryPolicyFor(ANSWER_SHEET)).toEqual({
      retries: 1,
      delayMs: 5_000,
      acceptedStatuses: [200, 201],
    });
  });

  it.each([
    'toefl_evaluation',
    'lesson_plan_initialize_metadata',
    'exam_evaluation_model_answer_extraction',
  ])('sends %s once, even when the receiver answers 500', (event) => {
    const policy = retryPolicyFor(event);
    expect(nextStep(policy, 1, 1, answered(500))).toEqual({ kind: 'failed' });
    expect(nextStep(policy, 1, 1, noAnswer)).toEqual({ kind: 'failed' });
    expect(nextStep(policy, 1, 1, answered(204))).toEqual({ kind: 'delivered' });
  });

  describe('the answer-sheet event', () => {
    const policy = retryPolicyFor(ANSWER_SHEET);

    it.each([200, 201])('is done after a %i', (status) => {
      expect(nextStep(policy, 1, 2, answered(status))).toEqual({ kind: 'delivered' });
    });

    it.each([202, 204, 400, 500, 503])('is retried after 5 s when the answer is %i', (status) => {
      expect(nextStep(policy, 1, 2, answered(status))).toEqual({ kind: 'retry', delayMs: 5_000 });
    });

    it('is retried when no answer came (timeout, connection refused)', () => {
      expect(nextStep(policy, 1, 2, noAnswer)).toEqual({ kind: 'retry', delayMs: 5_000 });
    });

    it('is not retried a second time', () => {
      expect(nextStep(policy, 2, 2, answered(500))).toEqual({ kind: 'failed' });
      // A 2xx other than 200/201 on the last attempt still reached the receiver.
      expect(nextStep(policy, 2, 2, answered(202))).toEqual({ kind: 'delivered' });
    });

    it('spends no retry on a refusal that waiting cannot cure (address not allowed)', () => {
      expect(nextStep(policy, 1, 2, { statusCode: null, retriable: false })).toEqual({
        kind: 'failed',
      });
    });
  });
});
