import { z } from 'zod';
import { DEFAULT_FOLDER_COLOR, FOLDER_COLORS } from '../constants.ts';
import { baseVersionIdSchema } from './base-version.ts';
import { MAX_HTML_CHARS, MAX_PROMPT_CHARS, PROMPT_TOO_LONG_MESSAGE } from './generation.ts';
import { prunedVersionSchema, savedEditSchema, versionSchema } from './saved-edit.ts';

export {
  type PrunedVersion,
  prunedVersionSchema,
  type SavedEdit,
  type StoredChatMessage,
  savedEditSchema,
  storedChatMessageSchema,
  type Version,
  versionSchema,
} from './saved-edit.ts';

/** One row of the dashboard list: never carries page HTML or image data. */
export const landingPageSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  prompt: z.string(),
  referenceUrls: z.array(z.string()),
  referenceImageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  copyCount: z.number().int(),
  folderId: z.number().int().nullable(),
  variationGroup: z.string().nullable(),
  /** Id of the live version (for thumbnails and share links). */
  currentVersionId: z.number().int().nullable(),
  versionCount: z.number().int(),
  htmlBytes: z.number().int(),
});
export type LandingPageSummary = z.infer<typeof landingPageSummarySchema>;

export const referenceImageSchema = z.object({
  data: z.string(),
  mimeType: z.string(),
  filename: z.string(),
});
export type ReferenceImageDto = z.infer<typeof referenceImageSchema>;

export const landingPageSchema = landingPageSummarySchema.extend({
  generatedHtml: z.string(),
  referenceImages: z.array(referenceImageSchema),
});
export type LandingPage = z.infer<typeof landingPageSchema>;

/** Trimmed text that must not be blank, up to `max` characters; each rule says its own message. */
const requiredText = (max: number, messages: { blank: string; tooLong: string }) =>
  z.string().trim().min(1, messages.blank).max(max, messages.tooLong);

const title = requiredText(200, {
  blank: 'Title must not be empty',
  tooLong: 'Title must be at most 200 characters',
});

/**
 * The HTML of a direct edit is stored exactly as sent (no trimming: previews must be
 * byte-identical), but it must not be blank and must at least contain a tag.
 */
const editedHtml = z
  .string()
  .max(MAX_HTML_CHARS, `generatedHtml must be at most ${MAX_HTML_CHARS} characters`)
  .refine((html) => html.trim().length > 0, 'generatedHtml must not be empty')
  .refine((html) => /<\s*[a-z!]/i.test(html), 'generatedHtml must be HTML');

/**
 * What a client sends to PUT /api/landing-pages/{id}: exactly one of three shapes
 * (docs/product.md, 'API').
 */
export type UpdatePageBody =
  | { title: string }
  | { folderId: number | null }
  | { generatedHtml: string; commitMessage?: string; baseVersionId?: number };

/** What the server acts on after validation. */
export type UpdatePageCommand =
  | { kind: 'title'; title: string }
  | { kind: 'folder'; folderId: number | null }
  | { kind: 'html'; generatedHtml: string; commitMessage: string; baseVersionId?: number };

/**
 * PUT /api/landing-pages/{id}. One strict object with every field optional plus an
 * "exactly one shape" rule, rather than a zod union: a union answers every mistake with a
 * bare 'Invalid input', this names the field that is wrong.
 */
export const updatePageBodySchema = z
  .strictObject({
    title: title.optional(),
    folderId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
    generatedHtml: editedHtml.optional(),
    commitMessage: z.string().trim().max(500, 'commitMessage must be at most 500 characters').optional(),
    baseVersionId: baseVersionIdSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const shapes = [body.title, body.folderId, body.generatedHtml].filter((v) => v !== undefined).length;
    if (shapes !== 1) {
      ctx.addIssue({
        code: 'custom',
        message: 'Send exactly one of: { title }, { folderId } or { generatedHtml, commitMessage }',
      });
    } else if (body.generatedHtml === undefined) {
      // Only an HTML save makes a version, so only it can be made from a stale one.
      for (const field of ['commitMessage', 'baseVersionId'] as const) {
        if (body[field] === undefined) continue;
        ctx.addIssue({ code: 'custom', path: [field], message: `${field} goes with generatedHtml` });
      }
    }
  })
  .transform((body): UpdatePageCommand => {
    if (body.title !== undefined) return { kind: 'title', title: body.title };
    if (body.folderId !== undefined) return { kind: 'folder', folderId: body.folderId };
    return {
      kind: 'html',
      generatedHtml: body.generatedHtml!,
      commitMessage: body.commitMessage || 'Manual edit',
      ...(body.baseVersionId !== undefined && { baseVersionId: body.baseVersionId }),
    };
  });

/**
 * The PUT answer: the updated page; an HTML save adds the saved edit (src/shared/api/saved-edit.ts):
 * the new version, the versions it removed (oldest first) and the summary of the change.
 */
export const updatePageResponseSchema = landingPageSchema.extend({
  version: versionSchema.optional(),
  pruned: z.array(prunedVersionSchema).optional(),
  summary: z.string().optional(),
});
export type UpdatePageResponse = z.infer<typeof updatePageResponseSchema>;

export const rollbackBodySchema = z.strictObject({
  versionId: z.number().int().positive().max(2_147_483_647),
});
export type RollbackBody = z.infer<typeof rollbackBodySchema>;

/** The new live version, and the versions the rollback removed (never the one it restored). */
export const rollbackResponseSchema = z.object({
  generatedHtml: z.string(),
  version: versionSchema,
  pruned: z.array(prunedVersionSchema),
});
export type RollbackResponse = z.infer<typeof rollbackResponseSchema>;

export const copyCountResponseSchema = z.object({ copyCount: z.number().int() });

export const selectedElementSchema = z.object({
  tagName: z.string().max(40),
  outerHTML: z.string().max(200_000),
  textContent: z.string().max(50_000).optional(),
  /** CSS-like path from <body> to the element, e.g. "body>section:nth-of-type(2)>h2". */
  path: z.string().max(2000).optional(),
});
export type SelectedElement = z.infer<typeof selectedElementSchema>;

export const elementModifyBodySchema = z.strictObject({
  // One instruction limit for every AI route, so the same text is not refused on one screen only.
  prompt: z
    .string()
    .trim()
    .min(1, 'Please enter modification instructions')
    .max(MAX_PROMPT_CHARS, PROMPT_TOO_LONG_MESSAGE),
  currentHtml: z.string().max(MAX_HTML_CHARS).optional(),
  selectedElement: selectedElementSchema.nullable().optional(),
  /** The live version `currentHtml` was read from: refused with 409 before the model if stale. */
  baseVersionId: baseVersionIdSchema.optional(),
});
export type ElementModifyBody = z.infer<typeof elementModifyBodySchema>;

/**
 * POST /api/landing-pages/{id}/modify answers the saved page (saved-edit.ts) and the model's
 * words about the change.
 */
export const elementModifyResponseSchema = savedEditSchema.extend({ changes: z.string() });
export type ElementModifyResponse = z.infer<typeof elementModifyResponseSchema>;

export const folderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  createdAt: z.string(),
});
export type Folder = z.infer<typeof folderSchema>;

const folderName = requiredText(100, {
  blank: 'Folder name is required',
  tooLong: 'Folder name must be at most 100 characters',
});
const folderColor = z
  .string()
  .refine((c) => (FOLDER_COLORS as readonly string[]).includes(c.toLowerCase()), 'Unknown folder colour')
  .transform((c) => c.toLowerCase());

/** POST /api/folders. */
export const folderBodySchema = z.strictObject({
  name: folderName,
  color: folderColor.default(DEFAULT_FOLDER_COLOR),
});
export type FolderBody = z.input<typeof folderBodySchema>;

/**
 * PUT /api/folders/{id}: the web app sends both fields, but either alone is accepted
 * (a rename keeps the colour, a recolour keeps the name); an empty body is refused.
 */
export const folderUpdateBodySchema = z
  .strictObject({ name: folderName.optional(), color: folderColor.optional() })
  .refine((body) => body.name !== undefined || body.color !== undefined, 'Send a name, a color or both');
export type FolderUpdateBody = z.input<typeof folderUpdateBodySchema>;
