// Relative imports: unit-tested, and the Vitest unit project has no path aliases.
import type { StaleSave } from '../../../../../shared/api/base-version';
import { ApiError } from '../../../../lib/api';

/**
 * What the person typed that a refused save did not store: the 'Copy my text' (or 'Copy my
 * HTML') of the notice puts it on the clipboard before Reload replaces it
 * (docs/product.md, 'Saving from two tabs').
 */
export interface UnsavedWork {
  kind: 'text' | 'HTML';
  content: string;
}

const isVersionId = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value));

/**
 * The refusal of a save made from a version that is no longer live, or null for any other
 * failure: a 409 answer (PUT, the element edit, or the chat edit before its stream) or the chat
 * stream's error event, either naming the live version's `currentVersionId`. A 409 without it
 * is some other conflict.
 */
export function staleSaveOf(cause: unknown): Pick<StaleSave, 'currentVersionId'> | null {
  if (cause instanceof ApiError) {
    const live = cause.body?.currentVersionId;
    return cause.status === 409 && isVersionId(live) ? { currentVersionId: live } : null;
  }
  if (typeof cause !== 'object' || cause === null) return null;
  const event = cause as { type?: unknown; currentVersionId?: unknown };
  return event.type === 'error' && isVersionId(event.currentVersionId)
    ? { currentVersionId: event.currentVersionId }
    : null;
}

/** The base a save names: the version this tab shows as live (none for a page without one). */
export const baseOf = (page: { currentVersionId: number | null }): number | undefined =>
  page.currentVersionId ?? undefined;
