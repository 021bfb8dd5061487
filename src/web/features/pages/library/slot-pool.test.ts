import { describe, expect, it } from 'vitest';
import { SlotPool } from './slot-pool.ts';

describe('SlotPool', () => {
  it('grants up to its size at once and queues the rest in order', () => {
    const pool = new SlotPool(2);
    const granted: string[] = [];
    const releaseA = pool.request(() => granted.push('a'));
    pool.request(() => granted.push('b'));
    const releaseC = pool.request(() => granted.push('c'));
    pool.request(() => granted.push('d'));
    expect(granted).toEqual(['a', 'b']);
    expect(pool.inUse).toBe(2);
    expect(pool.queued).toBe(2);

    releaseA();
    expect(granted).toEqual(['a', 'b', 'c']);
    expect(pool.inUse).toBe(2);
    releaseC();
    expect(granted).toEqual(['a', 'b', 'c', 'd']);
  });

  it('withdraws a waiting request and ignores a second release', () => {
    const pool = new SlotPool(1);
    const granted: string[] = [];
    const releaseA = pool.request(() => granted.push('a'));
    const withdrawB = pool.request(() => granted.push('b'));
    pool.request(() => granted.push('c'));
    withdrawB();
    releaseA();
    releaseA();
    expect(granted).toEqual(['a', 'c']);
    expect(pool.inUse).toBe(1);
    expect(pool.queued).toBe(0);
  });
});
