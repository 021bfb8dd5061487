import { z } from 'zod';
import { PLATFORM_OPTIMIZATIONS, VARIATION_COUNTS } from '../constants.ts';
import { toReferenceUrl } from '../reference-url.ts';
import { baseVersionIdSchema } from './base-version.ts';
import { savedEditSchema, storedChatMessageSchema } from './saved-edit.ts';

// Limits on what one AI request may carry (bodies are also capped in bytes by the server).

/**
 * The longest instruction a user may type: the prompt of a generation, the message of a chat
 * edit, the instruction of an element edit. Enforced by the server on every route that takes
 * one, whatever the client does.
 */
export const MAX_PROMPT_CHARS = 20_000;
export const PROMPT_TOO_LONG_MESSAGE = `Prompt must be at most ${MAX_PROMPT_CHARS} characters`;
export const MAX_MESSAGES = 60;
export const MAX_MESSAGE_CHARS = 400_000;
export const MAX_HTML_CHARS = 1_500_000;
export const MAX_REFERENCE_IMAGES = 5;
export const MAX_REFERENCE_IMAGE_BASE64_CHARS = 7_000_000; // ~5 MB of image
export const MAX_REFERENCE_URLS = 5;
export const MAX_REFERENCE_URL_CHARS = 2048;

const shortText = (max: number) => z.string().max(max).default('');

/**
 * A component placed on the drag-and-drop builder's canvas
 * (docs/product.md, 'Drag and drop builder').
 */
export const builderComponentSchema = z.object({
  type: z.string().min(1).max(40),
  title: z.string().max(200).optional(),
  content: z.record(z.string(), z.unknown()).default({}),
});
export type BuilderComponent = z.infer<typeof builderComponentSchema>;

/** Generation options, with their defaults (docs/product.md, 'Generation options'). */
export const generationOptionsSchema = z.strictObject({
  includeMobileResponsive: z.boolean().default(true),
  includeGHLIntegration: z.boolean().default(true),
  includeAnimations: z.boolean().default(false),
  generateVariations: z.boolean().default(false),
  variationCount: z
    .number()
    .int()
    .refine((n) => (VARIATION_COUNTS as readonly number[]).includes(n), 'variationCount must be 2, 3, 4 or 5')
    .default(3),
  platformOptimization: z.enum(PLATFORM_OPTIMIZATIONS).default('ghl'),
  industry: shortText(100),
  targetAudience: shortText(100),
  primaryGoal: shortText(100),
  colorScheme: shortText(100),
  tone: shortText(100),
  /** The builder's canvas, when the page was laid out visually. */
  builderLayout: z.array(builderComponentSchema).max(40).optional(),
  /** Built-in template the prompt started from. */
  templateId: z.string().max(60).optional(),
});
export type GenerationOptions = z.infer<typeof generationOptionsSchema>;
export const DEFAULT_GENERATION_OPTIONS: GenerationOptions = generationOptionsSchema.parse({});

export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(MAX_MESSAGE_CHARS),
  /** Optional attached image as a data URL. */
  image: z
    .string()
    .max(MAX_REFERENCE_IMAGE_BASE64_CHARS)
    .regex(/^data:image\/[a-z0-9.+-]+;base64,/i, 'image must be an image data URL')
    .optional(),
  id: z.string().max(100).optional(),
  timestamp: z.union([z.string().max(100), z.number()]).optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * The conversation of a generate or chat-modify request. Its last user message is the prompt
 * (what the server acts on and saves), so that one is held to MAX_PROMPT_CHARS; earlier turns
 * and assistant turns keep the wider per-message cap, as they carry page HTML and the server
 * cuts them short before the model sees them.
 */
const conversationSchema = z
  .array(chatMessageSchema)
  .min(1, 'messages must not be empty')
  .max(MAX_MESSAGES)
  .superRefine((messages, ctx) => {
    for (let index = messages.length - 1; index >= 0; index--) {
      if (messages[index]!.role !== 'user') continue;
      if (messages[index]!.content.length > MAX_PROMPT_CHARS) {
        ctx.addIssue({ code: 'custom', path: [index, 'content'], message: PROMPT_TOO_LONG_MESSAGE });
      }
      return;
    }
  });

/**
 * Reference URLs as stored: blanks dropped (the web app sends non-blank ones only),
 * each completed and checked by toReferenceUrl (http and https only), canonical, de-duplicated.
 */
export const referenceUrlsSchema = z
  .array(
    z
      .string()
      .max(MAX_REFERENCE_URL_CHARS, `Reference URLs must be at most ${MAX_REFERENCE_URL_CHARS} characters`),
  )
  .max(MAX_REFERENCE_URLS, `At most ${MAX_REFERENCE_URLS} reference URLs can be added`)
  .transform((texts, ctx) => {
    const urls: string[] = [];
    texts.forEach((text, index) => {
      if (text.trim() === '') return;
      const url = toReferenceUrl(text);
      if (url === null) {
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: `Reference URL ${index + 1} is not a web address: only http:// and https:// URLs can be used`,
        });
      } else if (!urls.includes(url)) {
        urls.push(url);
      }
    });
    return urls;
  });

const base64 = z
  .string()
  .max(MAX_REFERENCE_IMAGE_BASE64_CHARS, 'reference image is too large')
  .regex(/^[A-Za-z0-9+/=\s]*$/, 'reference image must be base64');

/** A reference image: bare base64 (the generator's form) or the stored object form. */
export const referenceImageInputSchema = z.union([
  base64,
  z.object({
    data: base64,
    mimeType: z.string().regex(/^image\/[a-z0-9.+-]+$/i, 'mimeType must be an image type'),
    filename: z.string().max(255).default('image'),
  }),
]);

export const generateRequestSchema = z.strictObject({
  messages: conversationSchema,
  generationOptions: generationOptionsSchema.optional(),
  referenceImages: z.array(referenceImageInputSchema).max(MAX_REFERENCE_IMAGES).default([]),
  referenceUrls: referenceUrlsSchema.default([]),
});
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

export const modifyRequestSchema = z.strictObject({
  landingPageId: z
    .number({ error: 'Invalid landing page ID for modification request' })
    .int()
    .positive('Invalid landing page ID for modification request'),
  messages: conversationSchema,
  currentHtml: z.string().max(MAX_HTML_CHARS).default(''),
  /** The live version `currentHtml` was read from: refused with 409 before the model if stale. */
  baseVersionId: baseVersionIdSchema.optional(),
});
export type ModifyRequest = z.infer<typeof modifyRequestSchema>;

/** The most variations one request makes of a page as it is now. */
export const MAX_PAGE_VARIATIONS = 4;

/**
 * POST /api/landing-pages/{id}/variations: challengers made from the page's live version
 * (docs/product.md, 'Variations of the page as it is now'). It streams like generation and ends
 * with `variations_complete`; the new pages join the page's variation group.
 */
export const pageVariationsRequestSchema = z.strictObject({
  count: z.number().int().min(1).max(MAX_PAGE_VARIATIONS),
  /** The live version the request was made from: refused with 409 before the model if stale. */
  baseVersionId: baseVersionIdSchema.optional(),
});
export type PageVariationsRequest = z.infer<typeof pageVariationsRequestSchema>;

export const savedPageRefSchema = z.object({ id: z.number().int(), title: z.string() });
export type SavedPageRef = z.infer<typeof savedPageRefSchema>;

/** Server-sent events of the AI endpoints (docs/product.md, 'API'), each sent as `data: <json>`. */
export const streamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('content'), content: z.string() }),
  // versionId: the version the save made (a generation's first, an AI edit's new one): the
  // base of the page's next save (docs/product.md, 'Saving from two tabs'). An AI edit adds
  // `saved` (the saved page: version, removed versions, summary; saved-edit.ts) and `chat`
  // (the two entries it stored), so the client updates its cache without reading them again.
  z.object({
    type: z.literal('html_update'),
    html: z.string(),
    savedPage: savedPageRefSchema,
    versionId: z.number().int().optional(),
    saved: savedEditSchema.omit({ generatedHtml: true }).optional(),
    chat: z.array(storedChatMessageSchema).optional(),
  }),
  z.object({
    type: z.literal('variations_complete'),
    savedPages: z.array(savedPageRefSchema),
    totalCount: z.number().int(),
    variationGroup: z.string(),
  }),
  // retryAfterSeconds: the provider rate-limited the request and said when to try again.
  // currentVersionId: the edit was not saved because the page changed meanwhile (another tab
  // saved first); the version live now. The same refusal before the stream is a 409.
  z.object({
    type: z.literal('error'),
    message: z.string(),
    retryAfterSeconds: z.number().optional(),
    currentVersionId: z.number().int().nullable().optional(),
  }),
  // The provider was busy before writing anything; the server tries again in retryAfterSeconds.
  z.object({ type: z.literal('retrying'), message: z.string(), retryAfterSeconds: z.number() }),
]);
export type StreamEvent = z.infer<typeof streamEventSchema>;
export const STREAM_DONE = '[DONE]';
