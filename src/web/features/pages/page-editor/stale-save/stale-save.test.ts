import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api';
import { baseOf, staleSaveOf } from './stale-save';

const conflict = (body?: Record<string, unknown>, status = 409) =>
  new ApiError(status, `${status}: ${JSON.stringify(body)}`, body?.message as string | undefined, body);

describe('staleSaveOf', () => {
  it('reads the live version from a 409 answer', () => {
    expect(staleSaveOf(conflict({ message: 'changed', currentVersionId: 42 }))).toEqual({
      currentVersionId: 42,
    });
    expect(staleSaveOf(conflict({ message: 'changed', currentVersionId: null }))).toEqual({
      currentVersionId: null,
    });
  });

  it('reads it from the chat stream’s error event', () => {
    expect(staleSaveOf({ type: 'error', message: 'changed', currentVersionId: 7 })).toEqual({
      currentVersionId: 7,
    });
  });

  it('is null for any other failure', () => {
    // Another conflict (no version named), another status, a malformed id, other errors.
    expect(staleSaveOf(conflict({ message: 'Publish the page first' }))).toBeNull();
    expect(staleSaveOf(conflict({ message: 'x', currentVersionId: 42 }, 400))).toBeNull();
    expect(staleSaveOf(conflict({ message: 'x', currentVersionId: '42' }))).toBeNull();
    expect(staleSaveOf(conflict({ message: 'x', currentVersionId: 1.5 }))).toBeNull();
    expect(staleSaveOf(conflict(undefined))).toBeNull();
    expect(staleSaveOf({ type: 'error', message: 'The AI is busy' })).toBeNull();
    expect(staleSaveOf({ type: 'content', currentVersionId: 7 })).toBeNull();
    expect(staleSaveOf(new Error('network'))).toBeNull();
    expect(staleSaveOf(null)).toBeNull();
    expect(staleSaveOf('409')).toBeNull();
  });
});

describe('baseOf', () => {
  it('is the live version the tab shows, or nothing for a page without one', () => {
    expect(baseOf({ currentVersionId: 12 })).toBe(12);
    expect(baseOf({ currentVersionId: null })).toBeUndefined();
  });
});
