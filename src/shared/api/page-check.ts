import { z } from 'zod';

/**
 * The page check of one saved version (docs/product.md, 'Page check'): what would break or hurt the
 * page where it is pasted, each finding with the instruction 'Ask AI to fix' sends to the AI chat.
 * GET /api/landing-pages/:id/check answers one of these for the page's live version.
 */

/** Every rule the check knows; a finding names the rule it breaks. */
export const PAGE_CHECK_RULES = [
  'viewport',
  'title',
  'meta-description',
  'h1',
  'heading-order',
  'image-alt',
  'link-href',
  'form-label',
  'form-action',
  'contrast',
  'tap-target',
  'local-reference',
  'page-weight',
  'external-script',
  'horizontal-overflow',
  'offscreen-content',
  'placeholders',
  'brief-facts',
  'text-cut',
] as const;
export const pageCheckRuleSchema = z.enum(PAGE_CHECK_RULES);
export type PageCheckRule = z.infer<typeof pageCheckRuleSchema>;

/** error: visibly broken or unusable for some visitors; warning: hurts; notice: worth a look. */
export const pageCheckSeveritySchema = z.enum(['error', 'warning', 'notice']);
export type PageCheckSeverity = z.infer<typeof pageCheckSeveritySchema>;

export const pageCheckFindingSchema = z.object({
  rule: pageCheckRuleSchema,
  severity: pageCheckSeveritySchema,
  /** One sentence for the card, e.g. '3 images have no alt text'. */
  message: z.string(),
  /** Where: an element excerpt or a measurement ('375 px: content is 412 px wide'). */
  detail: z.string().optional(),
  /** The instruction 'Ask AI to fix' puts into the AI chat. */
  fixPrompt: z.string(),
  /**
   * Fixed in a settings dialog rather than by the AI: the card offers that dialog instead of
   * 'Ask AI to fix' ('lead-settings': the page's lead destination).
   */
  settingsFix: z.literal('lead-settings').optional(),
});
export type PageCheckFinding = z.infer<typeof pageCheckFindingSchema>;

/**
 * done: the Chromium checks (overflow, off-screen content, contrast, tap targets, cut or
 * wrapped text as rendered)
 * ran; pending: they are queued, read again shortly; unavailable: no browser on this server,
 * only the checks of the HTML itself ran.
 */
export const pageCheckRenderStateSchema = z.enum(['done', 'pending', 'unavailable']);
export type PageCheckRenderState = z.infer<typeof pageCheckRenderStateSchema>;

export const pageCheckSchema = z.object({
  pageId: z.number().int(),
  versionId: z.number().int(),
  version: z.number().int(),
  /** 0-100: 100 minus the weight of each finding by severity (README, 'Page check'). */
  score: z.number().int().min(0).max(100),
  findings: z.array(pageCheckFindingSchema),
  /** Rules checked that found nothing. */
  passed: z.array(pageCheckRuleSchema),
  render: pageCheckRenderStateSchema,
  /** UTF-8 bytes of the page's HTML, images included as they are inlined. */
  weightBytes: z.number().int(),
  /** Forms the export wires to the page's lead capture (checks stored before it say nothing). */
  leadForms: z.number().int().optional(),
  checkedAt: z.string(),
});
export type PageCheck = z.infer<typeof pageCheckSchema>;
