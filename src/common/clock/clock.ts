import { Injectable } from '@nestjs/common';

/**
 * The time as the service's scheduled work sees it (retention purges, orphan sweeps). One
 * injectable so tests can move it forward instead of waiting days.
 */
@Injectable()
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Tests: the clock reads `at` from now on (it keeps running from there). */
  setNow(at: Date): void {
    this.offsetMs = at.getTime() - Date.now();
  }

  /** Tests: back to the real time. */
  reset(): void {
    this.offsetMs = 0;
  }
}
