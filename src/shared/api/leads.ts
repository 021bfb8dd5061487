import { z } from 'zod';

/**
 * Lead capture: every form on a page Pagecraft made delivers its submissions. The export
 * wires the page's forms to the page's capture URL (`POST /f/{formKey}`); the server stores
 * each submission first, then sends it to the page's webhook (GoHighLevel Inbound Webhook,
 * Zapier, Make, n8n, any HTTPS endpoint) as signed JSON, retrying with backoff.
 *
 * The names below are the form contract every page maker writes to (prompts, the offline
 * engine, templates, the builder), the wiring script fills in and the capture endpoint reads.
 */

/** The one marker attribute of a lead form: the export wires every form that carries it. */
export const LEAD_FORM_ATTRIBUTE = 'data-pc-form';

/** The input names forms use for a contact, as relevant (GoHighLevel's own field keys). */
export const LEAD_FIELD_NAMES = [
  'first_name',
  'last_name',
  'full_name',
  'email',
  'phone',
  'message',
] as const;

/** Honeypot: hidden from people (off-screen, tabindex -1, autocomplete off); bots fill it. */
export const HONEYPOT_FIELD = '_pc_website';
/** When the form was shown (ms since the epoch), set by the wiring script. */
export const STARTED_FIELD = '_pc_started';
/** Faster than this from showing the form to submitting it is a bot. */
export const MIN_FILL_MS = 2500;
/** The visit's source: hidden fields the wiring script fills from the address and referrer. */
export const SOURCE_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'referrer',
  'page_url',
] as const;
export type SourceField = (typeof SOURCE_FIELDS)[number];

export const LEAD_LIMITS = {
  /** One submission's body. */
  maxBytes: 16 * 1024,
  /** Fields in one submission, hidden ones included. */
  maxFields: 40,
  maxFieldNameLength: 100,
} as const;

/** Attempts per delivery round (the first one and 7 retries), then the lead is 'failed'. */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** Wait after the n-th failed attempt (1-based): from 1 minute up to 6 hours. */
export const DELIVERY_BACKOFF_MINUTES = [1, 3, 9, 27, 81, 243, 360] as const;

/** The header that signs a delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = 'X-Pagecraft-Signature';

export const DEFAULT_THANK_YOU_MESSAGE = "Thank you! We've received your details and will be in touch soon.";

export const deliveryStatusSchema = z.enum(['pending', 'delivered', 'failed']);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export const leadDeliverySchema = z.object({
  /** pending: not sent yet (or no destination yet); failed: the last attempt failed. */
  status: deliveryStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When the next automatic attempt is due; null when none is planned. */
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type LeadDelivery = z.infer<typeof leadDeliverySchema>;

export const leadSchema = z.object({
  id: z.number().int(),
  pageId: z.number().int(),
  /** What the visitor typed, by input name (hidden source fields are in `source`). */
  fields: z.record(z.string(), z.string()),
  /** UTM parameters, referrer and the page's address, as far as the visit had them. */
  source: z.partialRecord(z.enum(SOURCE_FIELDS), z.string()),
  createdAt: z.string(),
  /**
   * Sent from the page's share link (the owner trying the form): listed with a Test badge,
   * never delivered, left out of the counts (docs/product.md, 'Lead capture').
   */
  isTest: z.boolean(),
  delivery: leadDeliverySchema,
});
export type Lead = z.infer<typeof leadSchema>;

/** GET /api/landing-pages/{id}/leads: newest first. */
export const pageLeadsResponseSchema = z.object({
  leads: z.array(leadSchema),
  /** Leads of the page in all (the list may be a first slice of them). */
  total: z.number().int(),
});
export type PageLeadsResponse = z.infer<typeof pageLeadsResponseSchema>;

/** GET /api/leads: across all of the user's pages, with each lead's page title. */
export const allLeadsResponseSchema = z.object({
  leads: z.array(leadSchema.extend({ pageTitle: z.string() })),
  total: z.number().int(),
});
export type AllLeadsResponse = z.infer<typeof allLeadsResponseSchema>;

/** GET /api/leads/counts: leads per page id, test leads not counted (pages without leads are left out). */
export const leadCountsResponseSchema = z.object({ counts: z.record(z.string(), z.number().int()) });
export type LeadCountsResponse = z.infer<typeof leadCountsResponseSchema>;

const MAX_ID = 2_147_483_647;
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  }, 'must be a real date');

/** Query of GET /api/leads and /api/leads.csv: every filter optional. */
export const leadFilterSchema = z.strictObject({
  pageId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  status: deliveryStatusSchema.optional(),
  /** Inclusive days, UTC. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Page size (GET /api/leads only): 1-500, default 100. */
  limit: z.coerce.number().int().min(1).max(500).optional(),
  /** Leads older than this id (the next page). */
  before: z.coerce.number().int().positive().max(MAX_ID).optional(),
});
export type LeadFilter = z.infer<typeof leadFilterSchema>;

/**
 * The page's most recent delivery attempt (test leads and the 'Send test lead' button aside):
 * whether the webhook took it, when, and what it answered when it did not.
 */
export const lastDeliverySchema = z.object({
  status: z.enum(['delivered', 'failed']),
  /** When the attempt ended. */
  at: z.string(),
  /** The failure (the webhook's answer, or why none came); null when delivered. */
  error: z.string().nullable(),
  /** Leads whose last attempt failed (retrying or given up on), as a measure of the trouble. */
  failingLeads: z.number().int(),
});
export type LastDelivery = z.infer<typeof lastDeliverySchema>;

/** GET /api/landing-pages/{id}/lead-settings. */
export const leadSettingsSchema = z.object({
  pageId: z.number().int(),
  /** The page's unguessable key; rotate it when a page's address has leaked to spammers. */
  formKey: z.string(),
  /** Where the page's forms post: `{origin}/f/{formKey}`. */
  captureUrl: z.string(),
  webhookUrl: z.string().nullable(),
  /** The receiver checks X-Pagecraft-Signature with this (owner's eyes only). */
  signingSecret: z.string(),
  thankYouMessage: z.string(),
  thankYouUrl: z.string().nullable(),
  /** A pasted GoHighLevel form or calendar embed: the export puts it in place of the page's form. */
  ghlEmbedCode: z.string().nullable(),
  /** The last delivery to a webhook; null before the first attempt. */
  lastDelivery: lastDeliverySchema.nullable(),
});
export type LeadSettings = z.infer<typeof leadSettingsSchema>;

const httpUrl = (field: string) =>
  z
    .string()
    .trim()
    .max(2000, `${field} must be at most 2000 characters`)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, `${field} must be a full http(s) address`);

/** PUT /api/landing-pages/{id}/lead-settings: the body other clients send (keep the names). */
export const leadSettingsBodySchema = z.strictObject({
  /** Empty string or null: no destination (leads are still stored). */
  webhookUrl: z.union([z.literal(''), httpUrl('webhookUrl')]).nullable(),
  thankYouMessage: z.string().trim().max(500, 'thankYouMessage must be at most 500 characters').optional(),
  thankYouUrl: z
    .union([z.literal(''), httpUrl('thankYouUrl')])
    .nullable()
    .optional(),
  ghlEmbedCode: z
    .string()
    .trim()
    .max(20_000, 'ghlEmbedCode must be at most 20000 characters')
    .nullable()
    .optional(),
});
export type LeadSettingsBody = z.input<typeof leadSettingsBodySchema>;

/** POST /api/landing-pages/{id}/lead-settings/test: what the webhook answered a test lead. */
export const testLeadResultSchema = z.object({
  ok: z.boolean(),
  /** HTTP status of the answer; null when none came (refused, timed out, blocked address). */
  status: z.number().int().nullable(),
  /** The first 500 characters of the answer's body. */
  body: z.string(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export type TestLeadResult = z.infer<typeof testLeadResultSchema>;

/** What the capture endpoint answers a script (JSON): always ok for a stored submission or a bot. */
export const captureResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  redirectUrl: z.string().nullable(),
});
export type CaptureResponse = z.infer<typeof captureResponseSchema>;

/** The body the webhook receives (JSON), signed with X-Pagecraft-Signature. */
export interface LeadWebhookBody {
  event: 'lead.created' | 'lead.test';
  leadId: number;
  page: { id: number; title: string };
  submittedAt: string;
  fields: Record<string, string>;
  source: Partial<Record<SourceField, string>>;
  /** Convenience copies of the usual contact fields, for receivers that map fixed keys. */
  contact: { first_name?: string; last_name?: string; full_name?: string; email?: string; phone?: string };
}

/** Options of the export (GET /api/landing-pages/{id}/export and the Copy / Download menu). */
export const EXPORT_API_FORMATS = ['page', 'fragment'] as const;
export type ExportApiFormat = (typeof EXPORT_API_FORMATS)[number];
