import { describe, expect, it } from 'vitest';
import { versionsToPrune } from './version-pruning';

/** Versions 1..n of a page, with ids 101.. */
const versions = (n: number) => Array.from({ length: n }, (_, i) => ({ id: 101 + i, version: i + 1 }));
const numbers = (list: { version: number }[]) => list.map((v) => v.version);

describe('versionsToPrune', () => {
  it('removes nothing below the cap or without one', () => {
    expect(versionsToPrune(versions(4), 5)).toEqual([]);
    expect(versionsToPrune(versions(40), null)).toEqual([]);
  });

  it('removes the oldest when a save reaches past the cap', () => {
    expect(numbers(versionsToPrune(versions(5), 5))).toEqual([1]);
    // Several at once when the plan was lowered meanwhile, oldest first.
    expect(numbers(versionsToPrune(versions(6), 3))).toEqual([1, 2, 3, 4]);
  });

  it('never removes the version a rollback restores', () => {
    expect(numbers(versionsToPrune(versions(5), 5, 101))).toEqual([2]);
    expect(numbers(versionsToPrune(versions(5), 5, 103))).toEqual([1]);
    expect(numbers(versionsToPrune(versions(5), 3, 101))).toEqual([2, 3, 4]);
    // Only the new version fits: the restored one is still kept beside it.
    expect(numbers(versionsToPrune(versions(3), 1, 102))).toEqual([1, 3]);
  });

  it('ignores a restored id that is not among the versions', () => {
    expect(numbers(versionsToPrune(versions(5), 5, 999))).toEqual([1]);
  });

  it('does not care about the order it is given', () => {
    expect(numbers(versionsToPrune(versions(5).reverse(), 4))).toEqual([1, 2]);
  });
});
