/**
 * A fixed number of slots handed out first come, first served: a holder gets its grant
 * callback once a slot is free and gives it back with the returned release function
 * (which also withdraws a request still waiting). The thumbnails use one pool so that
 * never more than a handful of live preview iframes exist at once, however many cards show.
 */
export class SlotPool {
  private readonly active = new Set<symbol>();
  private readonly waiting: { token: symbol; grant: () => void }[] = [];

  constructor(readonly size: number) {}

  get inUse(): number {
    return this.active.size;
  }

  get queued(): number {
    return this.waiting.length;
  }

  request(grant: () => void): () => void {
    const token = Symbol('slot');
    if (this.active.size < this.size) {
      this.active.add(token);
      grant();
    } else {
      this.waiting.push({ token, grant });
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release(token);
    };
  }

  private release(token: symbol) {
    if (!this.active.delete(token)) {
      const index = this.waiting.findIndex((entry) => entry.token === token);
      if (index >= 0) this.waiting.splice(index, 1);
      return;
    }
    const next = this.waiting.shift();
    if (next) {
      this.active.add(next.token);
      next.grant();
    }
  }
}
