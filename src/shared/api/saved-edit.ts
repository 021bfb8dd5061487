import { z } from 'zod';

/**
 * What an edit saves and answers: the version it made, the versions it removed and the chat
 * entries it stored. Its own module (not pages.ts) because the stream events of generation.ts
 * carry it too, and pages.ts already imports generation.ts.
 */

export const versionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  commitMessage: z.string(),
  createdAt: z.string(),
  /** Unguessable share link of this version's preview. */
  previewUrl: z.string(),
  /**
   * UTF-8 bytes of the HTML as it arrived, when the save replaced its Tailwind runtime with a
   * compiled stylesheet (docs/product.md, 'Page weight'); null when the save stored it unchanged.
   * Always sent.
   */
  sourceBytes: z.number().int().nullable().optional(),
});
export type Version = z.infer<typeof versionSchema>;

/** A version a save removed to stay within the plan's limit (src/shared/version-pruning.ts). */
export const prunedVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  commitMessage: z.string(),
});
export type PrunedVersion = z.infer<typeof prunedVersionSchema>;

export const storedChatMessageSchema = z.object({
  messageId: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  image: z.string().nullable().optional(),
  timestamp: z.string(),
});
export type StoredChatMessage = z.infer<typeof storedChatMessageSchema>;

/**
 * The saved page, as every edit answers it (an AI chat edit's `html_update`, an element edit,
 * a direct save): the HTML as stored, the new version as the history lists it, the versions the
 * save removed (oldest first) and the one-line summary of the change. The client puts it into
 * its cache instead of reading the page, its versions and its chat again
 * (docs/product.md, 'Client timing and caching').
 */
export const savedEditSchema = z.object({
  generatedHtml: z.string(),
  version: versionSchema,
  pruned: z.array(prunedVersionSchema),
  summary: z.string(),
});
export type SavedEdit = z.infer<typeof savedEditSchema>;
