/** How one event is re-sent when the receiver does not take it. */
export interface RetryPolicy {
  /** Sends after the first one. */
  retries: number;
  delayMs: number;
  /** Answers that end the event; anything else (or no answer) is retried while retries remain. */
  acceptedStatuses: readonly number[];
}

const SEND_ONCE: RetryPolicy = { retries: 0, delayMs: 0, acceptedStatuses: [] };

/** Most events are sent once (docs/api-contract.md, delivery); this table lists the exceptions. */
export const RETRY_POLICIES: Readonly<Record<string, RetryPolicy>> = {
  exam_evaluation_student_answer_sheet_evaluation: {
    retries: 1,
    delayMs: 5_000,
    acceptedStatuses: [200, 201],
  },
};

export function retryPolicyFor(event: string): RetryPolicy {
  return RETRY_POLICIES[event] ?? SEND_ONCE;
}

/** What one attempt produced: an HTTP status, or none (timeout, network, refused address). */
export interface AttemptResult {
  statusCode: number | null;
  /** False for refusals that cannot pass by waiting (address not allowed, bad URL). */
  retriable: boolean;
}

export type NextStep =
  { kind: 'delivered' } | { kind: 'failed' } | { kind: 'retry'; delayMs: number };

/**
 * After attempt number `attempt` (1-based) of a row allowed `maxAttempts` sends. A 2xx is
 * delivered; a retry happens only where the policy allows it and the answer was not accepted.
 */
export function nextStep(
  policy: RetryPolicy,
  attempt: number,
  maxAttempts: number,
  result: AttemptResult,
): NextStep {
  const { statusCode } = result;
  const accepted =
    statusCode !== null &&
    (policy.acceptedStatuses.length > 0
      ? policy.acceptedStatuses.includes(statusCode)
      : statusCode >= 200 && statusCode < 300);
  if (accepted) return { kind: 'delivered' };
  const canRetry = policy.retries > 0 && attempt < maxAttempts && result.retriable;
  if (canRetry) return { kind: 'retry', delayMs: policy.delayMs };
  return statusCode !== null && statusCode >= 200 && statusCode < 300
    ? { kind: 'delivered' }
    : { kind: 'failed' };
}
