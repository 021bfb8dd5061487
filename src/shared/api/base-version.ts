import { z } from 'zod';
import { MAX_ID } from '../ids.ts';

/**
 * A save names the version it was made from (docs/product.md, 'Saving from two tabs'): the
 * page's live version when the edit began. A save whose base is no longer live would overwrite
 * work made meanwhile in another tab or by another person, so the server refuses it with 409
 * and this message, and says which version is live now. Optional for API clients (absent: the
 * save goes through as before); the web app always sends it.
 */
export const baseVersionIdSchema = z.number().int().positive().max(MAX_ID);

export const STALE_SAVE_MESSAGE =
  'This page changed in another tab or by another person. Reload to see the latest version.';

/** The 409 answer to a save made from a version that is no longer live. */
export const staleSaveSchema = z.object({
  message: z.string(),
  /** The page's live version now: the base of the next save, once the page is reloaded. */
  currentVersionId: z.number().int().nullable(),
});
export type StaleSave = z.infer<typeof staleSaveSchema>;
