import { LEAD_FORM_ATTRIBUTE } from '../api/leads.ts';

/**
 * Which forms the export wires to the page's capture URL, in one rule shared by the export,
 * the page check and the page makers' tests: a form marked with the lead-form attribute, and
 * any form whose action goes nowhere (none, empty, "#", javascript:, relative, or a placeholder
 * address such as example.com), so a lead is never lost because a model forgot the marker. A form with
 * a real action of its own is the marketer's (their CRM's form handler) and is left alone.
 */

export interface FormAttribute {
  name: string;
  value: string;
}

/** The URL as the browser reads it: tabs and newlines dropped, edge spaces trimmed. */
const normalise = (url: string) => url.replace(/[\t\n\r]/g, '').trim();

/** Domains reserved for examples (RFC 2606) and the usual "replace me" addresses. */
const PLACEHOLDER_HOST =
  /(^|\.)(example\.(com|org|net)|[a-z0-9-]+\.(example|invalid|test|localhost)|your-?(domain|site|website|form-?handler|endpoint)\.[a-z]+)$/i;

/**
 * An action that sends a visitor's data nowhere useful, or to a stranger: anything but an
 * absolute http(s) address of a real host. A relative one ("/subscribe") posts back to
 * whatever host the page was pasted into, which drops it.
 */
export function isPlaceholderAction(action: string): boolean {
  const url = normalise(action);
  if (!/^https?:\/\//i.test(url)) return true;
  try {
    return PLACEHOLDER_HOST.test(new URL(url).hostname);
  } catch {
    return true;
  }
}

export function isWiredForm(attrs: readonly FormAttribute[]): boolean {
  if (attrs.some((a) => a.name === LEAD_FORM_ATTRIBUTE)) return true;
  const action = attrs.find((a) => a.name === 'action')?.value;
  return action === undefined || isPlaceholderAction(action);
}
