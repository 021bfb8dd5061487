import type { BuilderComponent } from '@shared/api/generation';
import { LEAD_FIELD_NAMES, LEAD_FORM_ATTRIBUTE } from '@shared/api/leads';
import type { CanvasItem } from './canvas.ts';
import { fieldLabel, isDataUrl } from './content-fields.ts';
import { getLibraryComponent } from './library.ts';

/**
 * Turns the canvas into the text prompt sent as the user message. An AI model only sees this
 * text (the offline engine reads `builderLayout` instead), so it spells out every section, in
 * order, with its content. Uploaded images are summarised rather than inlined: a data URL is
 * hundreds of kilobytes of base64 that would blow the prompt limit and mean nothing to a model.
 */

type Item = Pick<CanvasItem, 'type' | 'title' | 'content'>;

/** Upload fields are named for what they hold, not for the control ('Upload Images'). */
const PROMPT_LABELS: Record<string, string> = { image: 'Image', images: 'Images' };

/** Prompt labels drop form hints such as '(one per line)'. */
const promptLabel = (key: string, type?: string) =>
  PROMPT_LABELS[key] ?? fieldLabel(key, type).replace(/\s*\(.*\)$/, '');

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.every(isBlank));

function formatScalar(value: unknown): string {
  if (isDataUrl(value)) return '(uploaded image)';
  return String(value).trim();
}

function formatObject(value: Record<string, unknown>): string {
  return Object.entries(value)
    .filter(([, v]) => !isBlank(v))
    .map(
      ([k, v]) => `${promptLabel(k)}: ${Array.isArray(v) ? v.map(formatScalar).join(', ') : formatScalar(v)}`,
    )
    .join('; ');
}

/** Continuation lines of multi-line text stay inside their bullet. */
const indentLines = (text: string, indent: string) => text.replace(/\n+/g, `\n${indent}`);

function formatField(type: string, key: string, value: unknown): string[] {
  const label = promptLabel(key, type);
  if (!Array.isArray(value)) return [`   - ${label}: ${indentLines(formatScalar(value), '     ')}`];
  const rows = value.filter((v) => !isBlank(v));
  if (rows.every(isDataUrl))
    return [`   - ${label}: ${rows.length} uploaded image${rows.length === 1 ? '' : 's'}`];
  if (rows.every((row) => typeof row !== 'object' || row === null)) {
    return [`   - ${label}: ${rows.map(formatScalar).join(', ')}`];
  }
  return [
    `   - ${label}:`,
    ...rows.map((row, i) => {
      const text =
        typeof row === 'object' && row !== null ? formatObject(row as Record<string, unknown>) : row;
      return `     ${i + 1}. ${formatScalar(text)}`;
    }),
  ];
}

/**
 * A form section restates the lead-form contract next to its fields: the export wires only
 * forms written to it, and the model maps the user's labels ('Name') onto the names here.
 */
const FORM_CONTRACT = `   - Write it as a lead form: <form ${LEAD_FORM_ATTRIBUTE} method="post"> with no action (the export connects it to the page's lead destination), inputs named ${LEAD_FIELD_NAMES.join(', ')} as they fit (full_name for a single name field; snake_case for other fields), a visible <label for> per input and a submit button`;

function formatSection(item: Item, index: number): string {
  const lines = [`${index + 1}. ${item.title || item.type} (${item.type})`];
  for (const [key, value] of Object.entries(usersContent(item))) {
    if (!isBlank(value)) lines.push(...formatField(item.type, key, value));
  }
  if (item.type === 'form') lines.push(FORM_CONTRACT);
  return lines.join('\n');
}

export function buildPromptFromLayout(layout: Item[], instructions: string): string {
  const extra = instructions.trim();
  if (layout.length === 0)
    return extra ? `Create a landing page based on these instructions:\n\n${extra}` : '';
  const count = layout.length === 1 ? '1 section' : `${layout.length} sections`;
  const parts = [
    `Create a landing page with exactly these ${count}, in this order, using the content given for each:`,
    layout.map(formatSection).join('\n\n'),
  ];
  if (extra) parts.push(`Additional instructions:\n${extra}`);
  return parts.join('\n\n');
}

/** The engine's form of the canvas: type, title and the user's own content, in canvas order. */
export function toBuilderLayout(items: Item[]): BuilderComponent[] {
  return items.map((item) => ({
    type: item.type,
    title: item.title,
    content: structuredClone(usersContent(item)),
  }));
}

/**
 * The content the user wrote: a field still holding the library's sample copy ('Lightning
 * Fast', 'Our sign-ups doubled', '30-Day Money Back Guarantee') is left out, so neither engine
 * publishes claims the user never made; the engine writes copy from the brief instead, with
 * placeholders where proof belongs.
 */
export function usersContent(item: Item): Record<string, unknown> {
  const sample = getLibraryComponent(item.type)?.defaultContent ?? {};
  return Object.fromEntries(
    Object.entries(item.content).filter(
      ([key, value]) =>
        STRUCTURE.has(key) || !(key in sample) || JSON.stringify(value) !== JSON.stringify(sample[key]),
    ),
  );
}

/** Fields that shape a section rather than claim anything: their defaults are real choices. */
const STRUCTURE = new Set(['fields', 'submitText', 'links', 'style', 'size', 'endDate']);
