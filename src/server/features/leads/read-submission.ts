import type { Context } from 'hono';
import {
  HONEYPOT_FIELD,
  LEAD_LIMITS,
  MIN_FILL_MS,
  SOURCE_FIELDS,
  type SourceField,
  STARTED_FIELD,
} from '../../../shared/api/leads.ts';
import { AppError, badRequest } from '../../lib/errors.ts';

/** What a visitor sent, sorted: their answers, where the visit came from, and what gives a bot away. */
export interface Submission {
  fields: Record<string, string>;
  source: Partial<Record<SourceField, string>>;
  spamReason: 'honeypot' | 'too-fast' | null;
}

const MAX_SOURCE_CHARS = 500;
const SOURCE_NAMES = new Set<string>(SOURCE_FIELDS);
/** Fields of the wiring itself (honeypot, fill time, ...): never shown as the visitor's answers. */
const WIRING_PREFIX = '_pc_';

/**
 * Text PostgreSQL can store and a CRM can show: NUL removed, unpaired surrogates replaced,
 * edge whitespace trimmed. A visitor's lead is never refused for odd characters.
 */
const clean = (text: string) =>
  text
    .replace(/\0/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .trim();

/**
 * Reads a submission in any of the three shapes a form or a script sends: urlencoded (a plain
 * form post, and the wiring script, which needs no CORS preflight that way), multipart without
 * files, and flat JSON. The body size is capped before this (16 KB); here the field count and
 * names are, with a clear 4xx for each problem.
 */
export async function readSubmission(c: Context): Promise<[string, string][]> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return [...new URLSearchParams(await c.req.text())];
  }
  if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw badRequest('Malformed multipart body');
    }
    const entries: [string, string][] = [];
    for (const [name, value] of form) {
      if (typeof value !== 'string') throw new AppError(415, 'File uploads are not accepted by this form');
      entries.push([name, value]);
    }
    return entries;
  }
  if (type.startsWith('application/json')) {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw badRequest('Malformed JSON body');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest('The JSON body must be an object of field names and values');
    }
    return Object.entries(body).map(([name, value]) => [name, jsonValue(name, value)]);
  }
  throw new AppError(
    415,
    'Send the form as application/x-www-form-urlencoded, multipart/form-data or application/json',
  );
}

function jsonValue(name: string, value: unknown): string {
  if (value === null) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  // A multi-select or checkbox group sent by a script.
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
    return value.join(', ');
  }
  throw badRequest(`Field "${clip(name)}" must be text, a number, true/false or a list of them`);
}

const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 37)}...` : text);

/** Sorts the raw entries; repeated names (checkbox groups) are joined. */
export function sortSubmission(entries: [string, string][], now = Date.now()): Submission {
  if (entries.length > LEAD_LIMITS.maxFields) {
    throw badRequest(`Too many fields: a form may send at most ${LEAD_LIMITS.maxFields}`);
  }
  // A Map, so a field named __proto__ is just a field.
  const fields = new Map<string, string>();
  const source: Partial<Record<SourceField, string>> = {};
  let honeypot = '';
  let started: string | undefined;
  for (const [rawName, rawValue] of entries) {
    const name = clean(rawName);
    if (name === '') continue;
    if (name.length > LEAD_LIMITS.maxFieldNameLength) {
      throw badRequest(
        `Field name "${clip(name)}" is longer than ${LEAD_LIMITS.maxFieldNameLength} characters`,
      );
    }
    const value = clean(rawValue);
    if (name === HONEYPOT_FIELD) honeypot = value;
    else if (name === STARTED_FIELD) started = value;
    else if (name.startsWith(WIRING_PREFIX)) continue;
    else if (SOURCE_NAMES.has(name)) {
      if (value) source[name as SourceField] = value.slice(0, MAX_SOURCE_CHARS);
    } else {
      const earlier = fields.get(name);
      fields.set(name, earlier && value ? `${earlier}, ${value}` : earlier || value);
    }
  }
  if (![...fields.values()].some((value) => value !== '')) {
    throw badRequest('The form is empty: fill in at least one field');
  }
  return { fields: Object.fromEntries(fields), source, spamReason: spamReason(honeypot, started, now) };
}

/**
 * A filled honeypot, or a form sent sooner after it was shown than a person can fill it in.
 * The start time comes from the visitor's clock: a clock running ahead (elapsed time below
 * zero) proves nothing, so only 0 <= elapsed < MIN_FILL_MS counts as too fast.
 */
function spamReason(honeypot: string, started: string | undefined, now: number): Submission['spamReason'] {
  if (honeypot !== '') return 'honeypot';
  const startedAt = started && /^\d{12,14}$/.test(started) ? Number(started) : Number.NaN;
  const elapsed = now - startedAt;
  if (elapsed >= 0 && elapsed < MIN_FILL_MS) return 'too-fast';
  return null;
}
