import { createHmac } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { LeadWebhookBody, TestLeadResult } from '../../../shared/api/leads.ts';
import { SIGNATURE_HEADER } from '../../../shared/api/leads.ts';
import { SafeFetchError, safeFetch } from '../../lib/safe-fetch.ts';

/** A receiver that has not answered in this long is down for this attempt. */
const WEBHOOK_TIMEOUT_MS = 10_000;
const ANSWER_EXCERPT_CHARS = 500;
const ERROR_EXCERPT_CHARS = 200;

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (the scheme Stripe's webhooks use):
 * the receiver recomputes it with the page's signing secret and refuses an old timestamp, so a
 * captured delivery cannot be replayed later.
 */
export function signatureHeader(
  secret: string,
  body: string,
  unixSeconds = Math.floor(Date.now() / 1000),
): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

const CONTACT_KEYS = ['first_name', 'last_name', 'full_name', 'email', 'phone'] as const;

/** The usual contact fields under fixed keys, so a receiver can map them without knowing the form. */
export function contactOf(fields: Record<string, string>): LeadWebhookBody['contact'] {
  const contact: LeadWebhookBody['contact'] = {};
  for (const key of CONTACT_KEYS) if (fields[key]) contact[key] = fields[key];
  if (!contact.full_name) {
    const joined = [fields.first_name, fields.last_name].filter(Boolean).join(' ') || fields.name;
    if (joined) contact.full_name = joined;
  }
  return contact;
}

export interface WebhookAnswer extends TestLeadResult {}

/**
 * POSTs one signed JSON body through the SSRF-guarded fetch (no private addresses unless the
 * test setting allows them, on any port; no redirects followed). Never throws: every outcome is an answer,
 * with the error text the Leads view shows.
 */
export async function postLeadWebhook(options: {
  url: string;
  payload: LeadWebhookBody;
  secret: string;
  allowPrivate: boolean;
}): Promise<WebhookAnswer> {
  const body = JSON.stringify(options.payload);
  const started = Date.now();
  const durationMs = () => Date.now() - started;
  try {
    const answer = await safeFetch(options.url, {
      allowPrivate: options.allowPrivate,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      maxBytes: 64 * 1024,
      anyStatus: true,
      // Self-hosted receivers (n8n on :5678 and the like) listen on ports of their own.
      allowedPorts: 'any',
      userAgent: 'Pagecraft-Webhooks/1.0 (+lead delivery)',
      post: {
        body,
        contentType: 'application/json',
        headers: { [SIGNATURE_HEADER.toLowerCase()]: signatureHeader(options.secret, body) },
      },
    });
    const excerpt = answer.body.slice(0, ANSWER_EXCERPT_CHARS);
    const ok = answer.status >= 200 && answer.status <= 299;
    const name = STATUS_CODES[answer.status];
    const error = ok
      ? null
      : `The webhook answered HTTP ${answer.status}${name ? ` (${name})` : ''}${
          excerpt.trim() ? `: ${excerpt.trim().slice(0, ERROR_EXCERPT_CHARS)}` : ''
        }`;
    return { ok, status: answer.status, body: excerpt, error, durationMs: durationMs() };
  } catch (error) {
    const message = error instanceof SafeFetchError ? error.message : 'The webhook could not be reached';
    return { ok: false, status: null, body: '', error: message, durationMs: durationMs() };
  }
}
