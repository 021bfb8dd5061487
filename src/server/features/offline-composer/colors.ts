import { normaliseHex } from './color-math.ts';

/**
 * Colour words people use in prompts, mapped to brand-friendly shades (mid-tones that work for
 * buttons) rather than the raw CSS keywords ("green" = #008000 looks dated on a landing page).
 */
export const NAMED_COLORS: Record<string, string> = {
  'navy blue': '#1e3a8a',
  'sky blue': '#0284c7',
  'royal blue': '#1d4ed8',
  'baby blue': '#38bdf8',
  'forest green': '#166534',
  'lime green': '#65a30d',
  'dark green': '#166534',
  'light blue': '#0ea5e9',
  'dark blue': '#1e3a8a',
  'hot pink': '#db2777',
  'burnt orange': '#c2410c',
  'rose gold': '#b76e79',
  navy: '#1e3a8a',
  blue: '#2563eb',
  cobalt: '#1d4ed8',
  indigo: '#4f46e5',
  green: '#16a34a',
  emerald: '#059669',
  mint: '#10b981',
  sage: '#5f7a61',
  olive: '#4d7c0f',
  lime: '#65a30d',
  teal: '#0d9488',
  turquoise: '#0891b2',
  aqua: '#06b6d4',
  cyan: '#0891b2',
  purple: '#7c3aed',
  violet: '#7c3aed',
  lavender: '#8b5cf6',
  plum: '#86198f',
  magenta: '#c026d3',
  pink: '#db2777',
  rose: '#e11d48',
  coral: '#f0643c',
  red: '#dc2626',
  crimson: '#be123c',
  maroon: '#881337',
  burgundy: '#7f1d1d',
  orange: '#ea580c',
  amber: '#d97706',
  gold: '#b8860b',
  golden: '#b8860b',
  yellow: '#eab308',
  mustard: '#ca8a04',
  brown: '#92400e',
  tan: '#a16207',
  beige: '#a8927a',
  charcoal: '#1f2937',
  black: '#111827',
  slate: '#334155',
  gray: '#4b5563',
  grey: '#4b5563',
  silver: '#64748b',
};

/** Phrases that contain a colour word without being about colour. */
const FALSE_FRIENDS =
  /\b(black friday|red carpet|green light|white label|orange county|red tape|gold standard)\b/gi;

const NAMES_BY_LENGTH = Object.keys(NAMED_COLORS).sort((a, b) => b.length - a.length);
const NAME_PATTERN = new RegExp(
  `\\b(${NAMES_BY_LENGTH.map((n) => n.replace(/ /g, '\\s+')).join('|')})\\b`,
  'gi',
);

/** Colours mentioned in free text, in order of appearance, de-duplicated, as #rrggbb. */
export function findColors(text: string): string[] {
  const clean = text.replace(FALSE_FRIENDS, ' ');
  const found: { at: number; hex: string }[] = [];
  for (const m of clean.matchAll(/#([0-9a-f]{6}|[0-9a-f]{3})\b/gi)) {
    const hex = normaliseHex(m[0]);
    if (hex) found.push({ at: m.index ?? 0, hex });
  }
  for (const m of clean.matchAll(/\brgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})/gi)) {
    const [r, g, b] = [m[1], m[2], m[3]].map((v) => Math.min(255, Number(v)));
    const hex = normaliseHex(`#${[r, g, b].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('')}`);
    if (hex) found.push({ at: m.index ?? 0, hex });
  }
  for (const m of clean.matchAll(NAME_PATTERN)) {
    const hex = NAMED_COLORS[m[1]?.toLowerCase().replace(/\s+/g, ' ') ?? ''];
    if (hex) found.push({ at: m.index ?? 0, hex });
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.hex)
    .filter((hex) => !seen.has(hex) && seen.add(hex));
}

/** The first colour word/hex in a short instruction, with its display name. */
export function findColorWithName(text: string): { hex: string; name: string } | null {
  const clean = text.replace(FALSE_FRIENDS, ' ');
  const hexMatch = /#([0-9a-f]{6}|[0-9a-f]{3})\b/i.exec(clean);
  const nameMatch = new RegExp(NAME_PATTERN.source, 'i').exec(clean);
  if (hexMatch && (!nameMatch || hexMatch.index <= nameMatch.index)) {
    const hex = normaliseHex(hexMatch[0]);
    if (hex) return { hex, name: hex };
  }
  if (nameMatch?.[1]) {
    const name = nameMatch[1].toLowerCase().replace(/\s+/g, ' ');
    const hex = NAMED_COLORS[name];
    if (hex) return { hex, name };
  }
  return null;
}
