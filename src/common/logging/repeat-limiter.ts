interface Window {
  startedAt: number;
  logged: number;
  suppressed: number;
}

/** Keys kept at most; past this the oldest windows are forgotten (a flood of distinct keys). */
const MAX_KEYS = 1_000;

/**
 * Rate-limits repeated log lines: at most `perWindow` lines of one kind (the key: an error code,
 * a statement shape) per window; the next line after a window says how many it left out.
 */
export class RepeatLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly perWindow = 5,
    private readonly windowMs = 60_000,
  ) {}

  /**
   * Whether this occurrence may be logged, and how many of its kind were left out before it
   * (to put on the line).
   */
  allow(key: string, now = Date.now()): { log: boolean; suppressed: number } {
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      const suppressed = window?.suppressed ?? 0;
      if (!window && this.windows.size >= MAX_KEYS) {
        this.windows.delete(this.windows.keys().next().value as string);
      }
      window = { startedAt: now, logged: 1, suppressed: 0 };
      this.windows.set(key, window);
      return { log: true, suppressed };
    }
    if (window.logged < this.perWindow) {
      window.logged++;
      return { log: true, suppressed: 0 };
    }
    window.suppressed++;
    return { log: false, suppressed: 0 };
  }
}
