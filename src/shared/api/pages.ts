import { z } from 'zod';
import { FOLDER_COLORS } from '../constants.ts';
import { MAX_HTML_CHARS } from './generation.ts';

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

export const versionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  commitMessage: z.string(),
  createdAt: z.string(),
  /** Unguessable share link of this version's preview. */
  previewUrl: z.string(),
});
export type Version = z.infer<typeof versionSchema>;

const title = z
  .string()
  .trim()
  .min(1, 'Title must not be empty')
  .max(200, 'Title must be at most 200 characters');

/** PUT /api/landing-pages/{id}: exactly one of the three shapes of spec section 7. */
export const updatePageBodySchema = z.union([
  z.strictObject({ title }),
  z.strictObject({ folderId: z.number().int().positive().nullable() }),
  z.strictObject({
    generatedHtml: z.string().trim().min(1, 'generatedHtml must not be empty').max(MAX_HTML_CHARS),
    commitMessage: z.string().trim().max(500).default('Manual edit'),
  }),
]);
export type UpdatePageBody = z.infer<typeof updatePageBodySchema>;

export const rollbackBodySchema = z.strictObject({ versionId: z.number().int().positive() });

export const selectedElementSchema = z.object({
  tagName: z.string().max(40),
  outerHTML: z.string().max(200_000),
  textContent: z.string().max(50_000).optional(),
  /** CSS-like path from <body> to the element, e.g. "body>section:nth-of-type(2)>h2". */
  path: z.string().max(2000).optional(),
});
export type SelectedElement = z.infer<typeof selectedElementSchema>;

export const elementModifyBodySchema = z.strictObject({
  prompt: z.string().trim().min(1, 'Please enter modification instructions').max(5000),
  currentHtml: z.string().max(MAX_HTML_CHARS).optional(),
  selectedElement: selectedElementSchema.nullable().optional(),
});
export type ElementModifyBody = z.infer<typeof elementModifyBodySchema>;

export const storedChatMessageSchema = z.object({
  messageId: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  image: z.string().nullable().optional(),
  timestamp: z.string(),
});
export type StoredChatMessage = z.infer<typeof storedChatMessageSchema>;

export const folderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  createdAt: z.string(),
});
export type Folder = z.infer<typeof folderSchema>;

export const folderBodySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Folder name is required')
    .max(100, 'Folder name must be at most 100 characters'),
  color: z
    .string()
    .refine((c) => (FOLDER_COLORS as readonly string[]).includes(c.toLowerCase()), 'Unknown folder colour')
    .transform((c) => c.toLowerCase())
    .default(FOLDER_COLORS[0]),
});
export type FolderBody = z.infer<typeof folderBodySchema>;
