import { Injectable } from '@nestjs/common';

/**
 * The time as the service's scheduled work sees it (retention purges, orphan sweeps, audit
 * entries). One injectable so tests can set it days ahead instead of waiting.
 */
@Injectable()
export class Clock {
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  /** Tests: the clock reads `at`, standing still, until `reset()`. */
  setNow(at: Date): void {
    this.fixed = new Date(at);
  }

  /** Tests: back to the real time. */
  reset(): void {
    this.fixed = null;
  }
}
