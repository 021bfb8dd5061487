import type { RateLimitRule } from '../../lib/rate-limit.ts';

/**
 * A fixed-window counter in this process's memory, for the analytics beacon: thousands of
 * events a second cannot each cost a database round trip (the lead capture's shared limiter),
 * and a beacon that slips past one instance's count costs a statistic, not a lead. Keys are
 * swept when their window ends, so memory follows the active addresses and pages only.
 */
export class MemoryRateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one event against `key`; the seconds to wait when it is over the limit, else 0. */
  hit(key: string): number {
    const now = this.now();
    if (now >= this.nextSweep) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || now >= window.resetAt) {
      window = { count: 0, resetAt: now + this.rule.windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return window.count > this.rule.limit ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (now >= window.resetAt) this.windows.delete(key);
    this.nextSweep = now + this.rule.windowMs;
  }
}
