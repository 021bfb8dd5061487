import type { DeliveryStatus, Lead, LeadDelivery, LeadSettings } from '@shared/api/leads';
import { formatWhen, plural } from '@/lib/format';

/**
 * How a lead reads in the tables: who (name, email, phone first), the rest of what they
 * typed, where the visit came from, and how delivery went. Forms are made by AI and by
 * people, so the usual fields are found by their common names, not only GoHighLevel's keys.
 */

export interface LeadField {
  key: string;
  label: string;
  value: string;
}

export interface ContactSummary {
  name: string | null;
  email: string | null;
  phone: string | null;
  /** Everything else the visitor typed, in the form's order. */
  rest: LeadField[];
}

const normalise = (key: string) =>
  key
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/[\s-]+/g, '_')
    .toLowerCase();

const FULL_NAME_KEYS = ['full_name', 'name', 'fullname', 'your_name', 'contact_name'];
const FIRST_NAME_KEYS = ['first_name', 'firstname', 'fname', 'given_name'];
const LAST_NAME_KEYS = ['last_name', 'lastname', 'lname', 'surname', 'family_name'];
const EMAIL_KEYS = ['email', 'email_address', 'e_mail', 'your_email'];
const PHONE_KEYS = [
  'phone',
  'phone_number',
  'telephone',
  'tel',
  'mobile',
  'mobile_phone',
  'cell',
  'your_phone',
];

/** 'company_name' -> 'Company name', 'howDidYouHear' -> 'How did you hear'. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.\s]+/g, ' ')
    .trim()
    .toLowerCase();
  if (!words) return key;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function contactSummary(fields: Record<string, string>): ContactSummary {
  const entries = Object.entries(fields)
    .map(([key, value]) => ({ key, norm: normalise(key), value: value.trim() }))
    .filter((entry) => entry.value !== '');
  const used = new Set<string>();
  const take = (keys: string[], accept: (entry: (typeof entries)[number]) => boolean = () => true) => {
    for (const wanted of keys) {
      const found = entries.find((entry) => entry.norm === wanted && !used.has(entry.key) && accept(entry));
      if (found) {
        used.add(found.key);
        return found.value;
      }
    }
    return null;
  };
  const takeLike = (pattern: RegExp, accept: (value: string) => boolean) => {
    const found = entries.find(
      (entry) => !used.has(entry.key) && pattern.test(entry.norm) && accept(entry.value),
    );
    if (!found) return null;
    used.add(found.key);
    return found.value;
  };

  let name = take(FULL_NAME_KEYS);
  if (name === null) {
    const parts = [take(FIRST_NAME_KEYS), take(LAST_NAME_KEYS)].filter((part): part is string => !!part);
    name = parts.length > 0 ? parts.join(' ') : null;
  }
  const email = take(EMAIL_KEYS) ?? takeLike(/e_?mail/, (value) => value.includes('@'));
  const phone = take(PHONE_KEYS) ?? takeLike(/phone|mobile|tel/, (value) => /\d/.test(value));
  const rest = entries
    .filter((entry) => !used.has(entry.key))
    .map((entry) => ({ key: entry.key, label: fieldLabel(entry.key), value: entry.value }));
  return { name, email, phone, rest };
}

/** Who a lead is, in a few words, for button names and confirmations. */
export function leadWho(summary: ContactSummary): string {
  return summary.name ?? summary.email ?? summary.phone ?? 'an unnamed visitor';
}

/** A `tel:` address: digits and a leading plus only. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/(?!^\+)[^\d]/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}

export interface SourceSummary {
  /** 'google / cpc / spring-sale': the UTM source, medium and campaign as far as known. */
  campaign: string | null;
  /** The referring site's host, without 'www.'. */
  referrer: string | null;
}

export function hostOf(address: string): string | null {
  try {
    const host = new URL(address).hostname.replace(/^www\./, '');
    return host || null;
  } catch {
    return null;
  }
}

export function sourceSummary(source: Lead['source']): SourceSummary {
  const parts = [source.utm_source, source.utm_medium, source.utm_campaign]
    .map((part) => part?.trim())
    .filter((part): part is string => !!part);
  const referrer = source.referrer?.trim();
  return {
    campaign: parts.length > 0 ? parts.join(' / ') : null,
    referrer: referrer ? (hostOf(referrer) ?? referrer) : null,
  };
}

export const DELIVERY_LABEL: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** '3 attempts', or null before the first one. */
export function attemptsText(delivery: LeadDelivery): string | null {
  return delivery.attempts > 0 ? plural(delivery.attempts, 'attempt') : null;
}

/** Resend makes sense once delivery has settled, either way; a pending lead is still on its way. */
export const canResend = (delivery: LeadDelivery) => delivery.status !== 'pending';

export const leadCountText = (count: number) => plural(count, 'lead');

/**
 * The sentence a page deletion's confirmation adds when leads go with it: 'its' for one page,
 * 'their' for a group. Empty when there are none.
 */
export function leadsGoingWith(count: number | undefined, whose: 'its' | 'their' = 'its'): string {
  return count && count > 0 ? `This also deletes ${whose} ${leadCountText(count)}.` : '';
}

/**
 * A page deletion's confirmation: '{what} will be permanently deleted.', how many leads go
 * with it when there are any, and 'This cannot be undone.'
 */
export function deletionWarning(what: string, leadCount: number | undefined, whose: 'its' | 'their' = 'its') {
  return [`${what} will be permanently deleted.`, leadsGoingWith(leadCount, whose), 'This cannot be undone.']
    .filter(Boolean)
    .join(' ');
}

/** The sum of the counts of some pages (a variation group). */
export function countFor(counts: Record<string, number> | undefined, pageIds: number[]): number {
  if (!counts) return 0;
  return pageIds.reduce((sum, id) => sum + (counts[String(id)] ?? 0), 0);
}

/** 'just now', '5 min ago', '3 h ago', else the day and time ('on Jan 5, 3:04 PM'). */
export function timeAgo(iso: string, now = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 1000));
  if (Number.isNaN(seconds)) return '';
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  return `on ${formatWhen(iso, now)}`;
}

/** A delivery's failure in few words: 'HTTP 502 (Bad Gateway) from hooks.example.com: busy'. */
export function deliveryErrorText(error: string, webhookUrl: string | null): string {
  const answered = /^The webhook answered (HTTP \d+(?: \([^)]*\))?)(?::\s*([\s\S]*))?$/.exec(error.trim());
  if (!answered) return error.trim();
  const host = webhookUrl ? hostOf(webhookUrl) : null;
  return `${answered[1]}${host ? ` from ${host}` : ''}${answered[2] ? `: ${answered[2]}` : ''}`;
}

export type LastDeliveryTone = 'none' | 'delivered' | 'failed';

/**
 * How the page's last delivery went, in a sentence: 'Last delivered 2 min ago', 'Last delivery
 * failed 5 min ago: HTTP 502 (Bad Gateway) from hooks.example.com' or 'No leads delivered yet'.
 */
export function lastDeliveryText(
  settings: Pick<LeadSettings, 'lastDelivery' | 'webhookUrl'>,
  now = new Date(),
): { tone: LastDeliveryTone; text: string; failing: string | null } {
  const last = settings.lastDelivery;
  if (!last) return { tone: 'none', text: 'No leads delivered yet', failing: null };
  if (last.status === 'delivered') {
    return { tone: 'delivered', text: `Last delivered ${timeAgo(last.at, now)}`, failing: null };
  }
  return {
    tone: 'failed',
    text: `Last delivery failed ${timeAgo(last.at, now)}: ${deliveryErrorText(last.error ?? 'no answer', settings.webhookUrl)}`,
    failing:
      last.failingLeads > 0
        ? `${plural(last.failingLeads, 'lead')} not delivered yet: they are kept and retried, and each can be resent from the list.`
        : null,
  };
}
