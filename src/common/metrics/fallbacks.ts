/**
 * Where a request or a job goes on without Redis or MySQL, and in which direction; each is logged
 * where it happens and counted in `evs_fallbacks_total{dependency, fallback}`.
 */
export const FALLBACKS = {
  /** A limited request went through uncounted (daily limits fail open). */
  daily_limit_open: 'redis',
  /** A login was refused with 503 (the login throttle fails closed). */
  login_throttle_closed: 'redis',
  /** A successful login could not clear its failure count; it expires with its window. */
  login_reset_skipped: 'redis',
  /** A committed job did not reach its queue; the sweep sends it later. */
  job_enqueue_deferred: 'redis',
  /** The sweep could not check or resend a job in Redis; the next sweep tries again. */
  job_resend_deferred: 'redis',
  /** Recording a job's outcome failed and is retried (up to two minutes, then the sweep). */
  job_outcome_retried: 'database',
  /** A webhook send read its event or recorded its attempt again through a database outage. */
  webhook_database_retried: 'database',
} as const satisfies Record<string, 'redis' | 'database'>;

export type Fallback = keyof typeof FALLBACKS;
