import { describe, expect, it } from 'vitest';
import { Gate } from './gate.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('Gate', () => {
  it('runs at most `limit` tasks at once, in arrival order, and refuses past maxWaiting', async () => {
    const gate = new Gate(1, 2);
    const order: string[] = [];
    const first = deferred();
    const a = gate.run(async () => {
      order.push('a');
      await first.promise;
      return 'a';
    });
    const b = gate.run(async () => {
      order.push('b');
      return 'b';
    });
    const c = gate.run(async () => {
      order.push('c');
      return 'c';
    });
    await Promise.resolve();
    expect(gate.running).toBe(1);
    expect(gate.queued).toBe(2);
    // The line is full: the fourth is refused without running.
    expect(await gate.run(async () => order.push('d'))).toBeNull();
    first.resolve();
    expect(await Promise.all([a, b, c])).toEqual([{ value: 'a' }, { value: 'b' }, { value: 'c' }]);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(gate.running).toBe(0);
  });

  it('frees the slot when a task fails', async () => {
    const gate = new Gate(1, 1);
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 1)).toEqual({ value: 1 });
    expect(gate.running).toBe(0);
  });

  it('runs up to the limit in parallel', async () => {
    const gate = new Gate(2, 0);
    const hold = deferred();
    const one = gate.run(() => hold.promise);
    const two = gate.run(() => hold.promise);
    await Promise.resolve();
    expect(gate.running).toBe(2);
    expect(await gate.run(async () => 'no room')).toBeNull();
    hold.resolve();
    await Promise.all([one, two]);
  });
});
