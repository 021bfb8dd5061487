import { type ComponentContent, getLibraryComponent } from './library.ts';

/**
 * Derives the edit form from an item's content, so every library component (and any field an
 * item gains later) gets a sensible editor without a hand-written form per type. Pure, so the
 * mapping is unit-tested; the React editors in field-editors.tsx only render these specs.
 */
export type SubFieldKind = 'text' | 'textarea' | 'number' | 'lines';
export interface SubField {
  key: string;
  label: string;
  kind: SubFieldKind;
}

export type FieldSpec =
  | { key: string; label: string; kind: 'text' | 'textarea' | 'url' | 'date' }
  | { key: string; label: string; kind: 'select'; options: readonly string[] }
  | { key: string; label: string; kind: 'image'; multiple: boolean }
  | { key: string; label: string; kind: 'string-list'; itemLabel: string }
  | {
      key: string;
      label: string;
      kind: 'object-list';
      itemLabel: string;
      fields: SubField[];
      blank: Record<string, unknown>;
    };

const LABELS: Record<string, string> = {
  headline: 'Headline',
  subheadline: 'Subheadline',
  ctaText: 'Button Text',
  heroImage: 'Hero Image',
  heroImageUrl: 'Hero Image URL',
  image: 'Upload Image',
  images: 'Upload Images',
  imageUrl: 'Image URL',
  videoUrl: 'Video URL',
  submitText: 'Submit Button Text',
  endDate: 'Offer End Date',
  text: 'Text',
  style: 'Button Style',
  size: 'Button Size',
  fields: 'Form Fields',
  links: 'Navigation Links',
  logos: 'Logos',
  plans: 'Pricing Plans',
  number: 'Number',
  label: 'Label',
  rating: 'Rating (1-5)',
  features: 'Features (one per line)',
  'cta.text': 'Button Text',
  'features.items': 'Features',
  'testimonials.items': 'Testimonials',
  'statistics.items': 'Statistics',
  'text.text': 'Paragraph Text',
};

/** A hand-picked label (per type, then per key), else 'someKey' → 'Some Key'. */
export function fieldLabel(key: string, type = ''): string {
  return (
    LABELS[`${type}.${key}`] ??
    LABELS[key] ??
    key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
  );
}

const SELECT_OPTIONS: Record<string, readonly string[]> = {
  style: ['primary', 'secondary', 'outline'],
  size: ['small', 'medium', 'large'],
};

/** Singular row names for list editors ('Feature 2', 'Plan 1'…). */
const ROW_LABELS: Record<string, string> = {
  'features.items': 'Feature',
  'testimonials.items': 'Testimonial',
  'statistics.items': 'Statistic',
  'pricing.plans': 'Plan',
  links: 'Link',
  fields: 'Field',
  logos: 'Logo',
};

const LONG_TEXT = new Set(['text', 'subheadline', 'description']);
const SINGLE_IMAGE = new Set(['image', 'heroImage']);

export const isDataUrl = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('data:');

/**
 * Fields the form offers even when the content does not have them yet
 * (docs/product.md, 'Drag and drop builder').
 */
function extraKeys(type: string): string[] {
  const extras = type === 'hero' ? ['heroImage', 'heroImageUrl'] : [];
  return [...extras, 'description'];
}

export const isWideSubField = (field: SubField) => field.kind === 'textarea' || field.kind === 'lines';

/** Short fields first, so they pair up side by side above the full-width ones. */
function subFieldsOf(sample: Record<string, unknown>): SubField[] {
  const fields = Object.entries(sample).map(([key, value]): SubField => {
    const kind: SubFieldKind = Array.isArray(value)
      ? 'lines'
      : typeof value === 'number'
        ? 'number'
        : key === 'text' || key === 'description'
          ? 'textarea'
          : 'text';
    return { key, label: fieldLabel(key), kind };
  });
  return fields.sort((a, b) => Number(isWideSubField(a)) - Number(isWideSubField(b)));
}

function blankOf(sample: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(sample).map(([key, value]) => [
      key,
      Array.isArray(value) ? [] : typeof value === 'number' ? (key === 'rating' ? 5 : 0) : '',
    ]),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The form for one item: its content keys in order, then hero images and a description. */
export function describeFields(type: string, libraryId: string, content: ComponentContent): FieldSpec[] {
  const library = getLibraryComponent(libraryId)?.defaultContent ?? {};
  const keys = [...Object.keys(content)];
  for (const key of extraKeys(type)) if (!keys.includes(key)) keys.push(key);

  return keys.flatMap((key): FieldSpec[] => {
    const value = content[key] ?? library[key];
    const label = fieldLabel(key, type);
    if (SINGLE_IMAGE.has(key)) return [{ key, label, kind: 'image', multiple: false }];
    if (key === 'images') return [{ key, label, kind: 'image', multiple: true }];
    if (key in SELECT_OPTIONS) return [{ key, label, kind: 'select', options: SELECT_OPTIONS[key]! }];
    if (Array.isArray(value)) {
      const itemLabel = ROW_LABELS[`${type}.${key}`] ?? ROW_LABELS[key] ?? 'Item';
      // The library default gives the row shape even after the user removed every row.
      const libraryList = library[key];
      const sample = [...value, ...(Array.isArray(libraryList) ? libraryList : [])].find(isRecord);
      if (!sample) return [{ key, label, kind: 'string-list', itemLabel }];
      const listLabel = key === 'items' ? `${itemLabel}s` : label;
      return [
        {
          key,
          label: listLabel,
          kind: 'object-list',
          itemLabel,
          fields: subFieldsOf(sample),
          blank: blankOf(sample),
        },
      ];
    }
    if (key.endsWith('Url')) return [{ key, label, kind: 'url' }];
    if (key === 'endDate') return [{ key, label, kind: 'date' }];
    // Offered on every item but not part of most components: say it is optional.
    if (key === 'description' && !(key in content) && !(key in library)) {
      return [{ key, label: 'Description (Optional)', kind: 'textarea' }];
    }
    // A CTA's `text` is a button label; everywhere else `text` is body copy.
    const long =
      (LONG_TEXT.has(key) && !(type === 'cta' && key === 'text')) ||
      (typeof value === 'string' && value.length > 90);
    return [{ key, label, kind: long ? 'textarea' : 'text' }];
  });
}

const blankString = (value: unknown) => typeof value === 'string' && value.trim() === '';

const isEmpty = (value: unknown): boolean =>
  value === undefined || blankString(value) || (Array.isArray(value) && value.length === 0);

function cleanValue(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value
    .map((entry) =>
      isRecord(entry) ? Object.fromEntries(Object.entries(entry).map(([k, v]) => [k, cleanValue(v)])) : entry,
    )
    .filter((entry) => !blankString(entry) && !(isRecord(entry) && Object.values(entry).every(isEmpty)));
}

/**
 * Tidies a saved draft: blank list rows (an added-but-unfilled link, an empty line in a plan's
 * features) are dropped, and optional fields the form offered but the user left empty are removed.
 */
export function cleanContent(libraryId: string, content: ComponentContent): ComponentContent {
  const defaults = getLibraryComponent(libraryId)?.defaultContent ?? {};
  return Object.fromEntries(
    Object.entries(content)
      .map(([key, value]) => [key, cleanValue(value)] as const)
      .filter(([key, value]) => key in defaults || !isEmpty(value)),
  );
}
