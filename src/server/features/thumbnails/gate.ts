/**
 * A counting semaphore with a bounded waiting line. Renders are CPU-heavy on small machines:
 * at most `limit` run at once, at most `maxWaiting` wait (first come, first served), and
 * anything beyond that is refused at once instead of piling up behind a long line.
 */
export class Gate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly limit: number,
    readonly maxWaiting: number,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error('Gate limit must be a positive integer');
  }

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `task` when a slot is free; null when the waiting line is full (task not run). */
  async run<T>(task: () => Promise<T>): Promise<{ value: T } | null> {
    if (this.active >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    try {
      return { value: await task() };
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot overtake it.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
