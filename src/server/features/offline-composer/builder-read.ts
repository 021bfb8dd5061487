import type { BuilderComponent } from '../../../shared/api/generation.ts';
import { SOURCE_FIELDS } from '../../../shared/api/leads.ts';
import { slug } from './html.ts';
import type { Item, Quote } from './sections/content.ts';
import type { Field } from './sections/forms.ts';
import type { Plan } from './types.ts';

/** Defensive readers for builder component content, which arrives loosely typed. */

export function str(value: unknown, max = 500): string | undefined {
  if (typeof value === 'string') return value.trim().slice(0, max) || undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function field(c: BuilderComponent, ...keys: string[]): string | undefined {
  const content = (c.content ?? {}) as Record<string, unknown>;
  for (const key of keys) {
    const v = str(content[key]);
    if (v) return v;
  }
  return undefined;
}

const LIST_KEYS = [
  'items',
  'features',
  'testimonials',
  'plans',
  'stats',
  'statistics',
  'logos',
  'images',
  'links',
  'fields',
  'list',
];

export function list(c: BuilderComponent, ...keys: string[]): unknown[] {
  const content = (c.content ?? {}) as Record<string, unknown>;
  for (const key of [...keys, ...LIST_KEYS])
    if (Array.isArray(content[key])) return content[key] as unknown[];
  const firstArray = Object.values(content).find(Array.isArray);
  return (firstArray as unknown[] | undefined) ?? [];
}

function obj(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function pick(o: Record<string, unknown>, ...keys: string[]): string | undefined {
  for (const k of keys) {
    const v = str(o[k]);
    if (v) return v;
  }
  return undefined;
}

export function readItems(values: unknown[]): Item[] {
  return values.slice(0, 12).flatMap((v) => {
    if (typeof v === 'string') return v.trim() ? [{ title: v.trim().slice(0, 120), text: '' }] : [];
    const o = obj(v);
    const title = pick(o, 'title', 'name', 'heading', 'label');
    const text = pick(o, 'description', 'text', 'content', 'body') ?? '';
    return title || text ? [{ title: title ?? text.slice(0, 60), text: title ? text : '' }] : [];
  });
}

export function readQuotes(values: unknown[]): Quote[] {
  return values.slice(0, 6).flatMap((v) => {
    const o = typeof v === 'string' ? { text: v } : obj(v);
    const text = pick(o, 'text', 'quote', 'content', 'testimonial', 'review');
    if (!text) return [];
    const rating = Number(o.rating ?? 5);
    return [
      {
        text,
        name: pick(o, 'name', 'author') ?? 'Happy customer',
        role: pick(o, 'role', 'title', 'company') ?? '',
        rating: Number.isFinite(rating) ? rating : 5,
      },
    ];
  });
}

export function readStats(values: unknown[]): [string, string][] {
  return values.slice(0, 4).flatMap((v) => {
    const o = obj(v);
    const n = pick(o, 'number', 'value', 'stat', 'figure');
    const label = pick(o, 'label', 'title', 'description', 'text');
    return n || label ? [[n ?? '', label ?? ''] as [string, string]] : [];
  });
}

export function readPlans(values: unknown[]): Plan[] {
  return values.slice(0, 4).flatMap((v) => {
    const o = obj(v);
    const name = pick(o, 'name', 'title');
    if (!name) return [];
    const features = (Array.isArray(o.features) ? o.features : [])
      .map((f) => str(f, 120))
      .filter((f): f is string => !!f);
    const rawPrice = pick(o, 'price', 'cost') ?? '';
    const price = /^\d/.test(rawPrice) ? `$${rawPrice}` : rawPrice;
    const [amount, period] = /^(.*?)(\/\s*\w+)$/.exec(price)?.slice(1) ?? [price, ''];
    return [
      { name, price: amount?.trim() || 'Contact us', period: period ?? '', features: features.slice(0, 8) },
    ];
  });
}

export function readStrings(values: unknown[]): string[] {
  return values
    .map((v) => str(v, 80) ?? pick(obj(v), 'name', 'label', 'title', 'text', 'alt'))
    .filter((v): v is string => !!v)
    .slice(0, 8);
}

export function readImages(values: unknown[], fallback?: string): { src: string; alt: string }[] {
  const out = values.slice(0, 12).flatMap((v) => {
    if (typeof v === 'string') return [{ src: v, alt: 'Gallery image' }];
    const o = obj(v);
    const src = pick(o, 'url', 'src', 'imageUrl', 'image');
    return src ? [{ src, alt: pick(o, 'alt', 'caption', 'title') ?? 'Gallery image' }] : [];
  });
  return out.length || !fallback ? out : [{ src: fallback, alt: 'Gallery image' }];
}

/** Names the export's wiring script fills itself; a visible field must not take one. */
const RESERVED_NAMES = new Set<string>(SOURCE_FIELDS);

/**
 * Maps loose field descriptions ("Name", {label: 'Phone'}) onto the lead-form contract's
 * names (GoHighLevel's contact keys), so leads arrive with fields a CRM maps without help.
 */
export function readFields(values: unknown[]): Field[] {
  const used = new Set<string>();
  const labels = values
    .slice(0, 10)
    .map((v) => str(v, 60) ?? pick(obj(v), 'label', 'name', 'placeholder'))
    .filter((label): label is string => !!label);
  const lastName = /last name|surname|family name/i;
  // One name field holds the whole name; beside a last-name field it is the first name.
  const split = labels.some((label) => lastName.test(label));
  return labels.flatMap((label): Field[] => {
    const l = label.toLowerCase();
    let f: Field;
    if (/e-?mail/.test(l)) f = { name: 'email', label, type: 'email', autocomplete: 'email', required: true };
    else if (/phone|mobile|\btel\b/.test(l)) f = { name: 'phone', label, type: 'tel', autocomplete: 'tel' };
    else if (lastName.test(l)) f = { name: 'last_name', label, type: 'text', autocomplete: 'family-name' };
    else if (
      /first name|given name|forename/.test(l) ||
      (split && /name/.test(l) && !/company|business/.test(l))
    )
      f = { name: 'first_name', label, type: 'text', autocomplete: 'given-name', required: true };
    else if (/name/.test(l) && !/company|business/.test(l))
      f = { name: 'full_name', label, type: 'text', autocomplete: 'name', required: true };
    else if (/message|comment|question|note|details/.test(l))
      f = { name: 'message', label, type: 'textarea', wide: true };
    else if (/company|business|organi[sz]ation/.test(l))
      f = { name: 'company_name', label, type: 'text', autocomplete: 'organization' };
    else if (/date/.test(l)) f = { name: 'preferred_date', label, type: 'date' };
    else {
      const name = slug(label).replace(/-/g, '_');
      f = { name: RESERVED_NAMES.has(name) ? `${name}_answer` : name, label, type: 'text' };
    }
    if (used.has(f.name)) return [];
    used.add(f.name);
    return [f];
  });
}
