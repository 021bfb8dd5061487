import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_THANK_YOU_MESSAGE } from '../../../shared/api/leads.ts';
import type { LeadWiringOptions } from '../../../shared/export/lead-wiring.ts';
import { captureUrlFor, type LeadSettingsRow } from './lead-settings.ts';

/**
 * Test leads (docs/product.md, 'Lead capture'): a share link's forms are live, and what they
 * send is the owner trying the page, not a visitor. The share link's capture URL carries a
 * marker only the server can mint, `?test={token}`: the first 16 bytes of an HMAC-SHA256,
 * keyed with the page's signing secret, of a fixed label and the page id. Without the secret
 * nobody can make one, a page's token marks nothing on another page, and a wrong or missing
 * token is simply a normal lead.
 */

/** The capture URL's query parameter that carries the marker. */
export const TEST_TOKEN_PARAM = 'test';
const TOKEN_LABEL = 'pagecraft:share-link-test-lead:v1:';
const TOKEN_BYTES = 16;

export function shareTestToken(signingSecret: string, pageId: number): string {
  return createHmac('sha256', signingSecret)
    .update(`${TOKEN_LABEL}${pageId}`)
    .digest()
    .subarray(0, TOKEN_BYTES)
    .toString('base64url');
}

/** Whether `token` is the page's marker, compared in constant time. */
export function isShareTestToken(
  token: string | null | undefined,
  settings: Pick<LeadSettingsRow, 'signingSecret' | 'pageId'>,
): boolean {
  if (!token) return false;
  const expected = Buffer.from(shareTestToken(settings.signingSecret, settings.pageId));
  const given = Buffer.from(token);
  // The length is public (every token has it); only the bytes are compared in constant time.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * How the export wires a page's forms (its capture URL, thank-you and embed code), for Copy
 * and Download; `test`: the share link's, whose capture URL carries the page's test marker.
 */
export function leadWiringFor(
  settings: LeadSettingsRow,
  origin: string,
  options: { test?: boolean } = {},
): LeadWiringOptions {
  const captureUrl = captureUrlFor(origin, settings.formKey);
  return {
    captureUrl: options.test
      ? `${captureUrl}?${TEST_TOKEN_PARAM}=${shareTestToken(settings.signingSecret, settings.pageId)}`
      : captureUrl,
    // Unset ('') means the default, as the capture endpoint and the settings the owner sees say.
    thankYouMessage: settings.thankYouMessage || DEFAULT_THANK_YOU_MESSAGE,
    thankYouUrl: settings.thankYouUrl,
    ghlEmbedCode: settings.ghlEmbedCode,
  };
}
