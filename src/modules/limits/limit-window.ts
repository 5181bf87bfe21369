import { DateTime } from 'luxon';

/** The daily quota resets at 00:01 server time, not at midnight (docs/api-contract.md §9). */
const RESET = { hour: 0, minute: 1, second: 0, millisecond: 0 } as const;

/** The quota day a moment belongs to, and when it ends. */
export interface LimitWindow {
  /** Local date on which the window began at 00:01, e.g. `2025-03-14`; part of the Redis key. */
  day: string;
  /** The 00:01 in the zone at which this window began. */
  startsAt: Date;
  /** The next 00:01 in the zone, when the counters start again. */
  resetsAt: Date;
}

/**
 * The window holding `now` in `zone`. The minute 00:00–00:01 still belongs to the previous day.
 * Where a DST change skips 00:01, luxon moves it forward by the gap (e.g. to 01:01).
 */
export function limitWindow(now: Date, zone: string): LimitWindow {
  const local = DateTime.fromJSDate(now, { zone });
  if (!local.isValid) throw new Error(`Invalid time zone for daily limits: ${zone}`);
  const todaysReset = local.set(RESET);
  const started = local < todaysReset ? local.minus({ days: 1 }).set(RESET) : todaysReset;
  const resetsAt = started.plus({ days: 1 }).set(RESET);
  return { day: started.toISODate(), startsAt: started.toJSDate(), resetsAt: resetsAt.toJSDate() };
}
