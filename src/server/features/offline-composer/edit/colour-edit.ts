import {
  contrast,
  darkenFor,
  fromHsl,
  isChromatic,
  lightenFor,
  luminance,
  normaliseHex,
  toHsl,
} from '../color-math.ts';
import { buildPalette, darkPalette } from '../palettes.ts';
import { colourVars } from '../styles/index.ts';
import type { Edit } from './patches.ts';

/** Recolouring: our own pages swap the palette variables; any other page has its brand hue shifted. */

interface Hit {
  start: number;
  end: number;
  hex: string;
}

const TAILWIND: Record<string, string> = {
  red: '#ef4444',
  orange: '#f97316',
  amber: '#f59e0b',
  yellow: '#eab308',
  lime: '#84cc16',
  green: '#22c55e',
  emerald: '#10b981',
  teal: '#14b8a6',
  cyan: '#06b6d4',
  sky: '#0ea5e9',
  blue: '#3b82f6',
  indigo: '#6366f1',
  violet: '#8b5cf6',
  purple: '#a855f7',
  fuchsia: '#d946ef',
  pink: '#ec4899',
  rose: '#f43f5e',
};

function hueDistance(a: number, b: number): number {
  return Math.abs(((a - b + 540) % 360) - 180);
}

function push(hits: Hit[], offset: number, text: string): void {
  for (const m of text.matchAll(/#(?:[0-9a-f]{6}|[0-9a-f]{3})(?![0-9a-z_-])/gi)) {
    const hex = normaliseHex(m[0]);
    if (hex) hits.push({ start: offset + (m.index ?? 0), end: offset + (m.index ?? 0) + m[0].length, hex });
  }
}

/** Hex colours in CSS declaration values, style attributes and colour attributes (never in selectors or hrefs). */
export function colourHits(html: string): Hit[] {
  const hits: Hit[] = [];
  for (const block of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)) {
    const base = (block.index ?? 0) + block[0].indexOf(block[1] ?? '');
    for (const body of (block[1] ?? '').matchAll(/\{([^{}]*)\}/g))
      push(hits, base + (body.index ?? 0) + 1, body[1] ?? '');
  }
  for (const a of html.matchAll(
    /\s(?:style|fill|stroke|stop-color|color|bgcolor|content)\s*=\s*("[^"]*"|'[^']*')/gi,
  )) {
    push(hits, (a.index ?? 0) + a[0].indexOf(a[1] ?? ''), a[1] ?? '');
  }
  for (const a of html.matchAll(/\sclass\s*=\s*("[^"]*"|'[^']*')/gi)) {
    const value = a[1] ?? '';
    const base = (a.index ?? 0) + a[0].indexOf(value);
    for (const m of value.matchAll(/\[(#[0-9a-f]{3,6})\]/gi)) {
      const hex = normaliseHex(m[1] ?? '');
      if (hex)
        hits.push({
          start: base + (m.index ?? 0) + 1,
          end: base + (m.index ?? 0) + 1 + (m[1]?.length ?? 0),
          hex,
        });
    }
  }
  const seen = new Set<number>();
  return hits.filter((h) => !seen.has(h.start) && seen.add(h.start));
}

/** The most used saturated colour: the page's brand colour. */
export function dominantColour(html: string): string | null {
  const counts = new Map<string, number>();
  for (const h of colourHits(html)) if (isChromatic(h.hex)) counts.set(h.hex, (counts.get(h.hex) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
}

function nearestTailwind(hex: string): string {
  if (!isChromatic(hex)) return toHsl(hex).l < 0.3 ? 'gray' : 'slate';
  const h = toHsl(hex).h;
  return (
    Object.entries(TAILWIND).sort(
      (a, b) => hueDistance(toHsl(a[1]).h, h) - hueDistance(toHsl(b[1]).h, h),
    )[0]?.[0] ?? 'blue'
  );
}

export function recolourOwnPage(html: string, target: string, name: string): Edit[] | null {
  const m = /\.pc-page\{\/\* pc-palette \*\/([^}]*)\}/.exec(html);
  if (!m?.[1]) return null;
  const current = Object.fromEntries(
    m[1].split(';').map((d) => [d.slice(2, d.indexOf(':')), d.slice(d.indexOf(':') + 1)] as [string, string]),
  );
  const accent = current.a && normaliseHex(current.a) ? current.a : '#f59e0b';
  const light = buildPalette(target, accent, name, !isChromatic(target));
  // A dark page stays dark when its colour changes: the theme is the brief's, the colour the edit's.
  const dark = current.bg && normaliseHex(current.bg) ? luminance(current.bg) < 0.2 : false;
  const palette = dark ? darkPalette(light) : light;
  const vars = colourVars(palette);
  const declarations = m[1]
    .split(';')
    .map((d) => {
      const key = d.slice(2, d.indexOf(':'));
      return key in vars ? `--${key}:${vars[key]}` : d;
    })
    .join(';');
  const start = (m.index ?? 0) + m[0].indexOf(m[1]);
  const edits: Edit[] = [{ start, end: start + m[1].length, text: declarations }];
  const theme = /<meta name="theme-color" content="(#[0-9a-f]{6})">/i.exec(html);
  if (theme?.[1]) {
    const at = (theme.index ?? 0) + theme[0].indexOf(theme[1]);
    edits.push({ start: at, end: at + theme[1].length, text: palette.btn });
  }
  return edits;
}

/**
 * A colour that carried white text (or sat as text on white) keeps at least the contrast it
 * had, up to 4.6:1, so recolouring never makes a readable page unreadable.
 */
function keepContrast(original: string, next: string): string {
  const onWhite = contrast(original, '#ffffff');
  if (onWhite >= 3) return darkenFor(next, '#ffffff', Math.min(onWhite, 4.6));
  const onDark = contrast(original, '#111111');
  if (onDark >= 4.5) return lightenFor(next, '#111111', Math.min(onDark, 4.6));
  return next;
}

/** Moves every colour of the brand hue family onto the target hue, keeping each shade's lightness. */
export function recolourForeignPage(html: string, target: string, name = ''): Edit[] {
  const edits: Edit[] = [];
  const dominant = dominantColour(html);
  const t = toHsl(target);
  if (dominant) {
    const d = toHsl(dominant);
    for (const hit of colourHits(html)) {
      const c = toHsl(hit.hex);
      if (!isChromatic(hit.hex) || hueDistance(c.h, d.h) > 28) continue;
      const s = isChromatic(target) ? Math.min(1, (c.s * t.s) / Math.max(d.s, 0.01)) : c.s * 0.1;
      const l = Math.min(0.97, Math.max(0.04, c.l + (t.l - d.l)));
      const shifted = hit.hex === dominant ? target : fromHsl({ h: t.h, s, l });
      edits.push({ start: hit.start, end: hit.end, text: keepContrast(hit.hex, shifted) });
    }
  }
  const families = new Map<string, number>();
  const classAttrs = [...html.matchAll(/\sclass\s*=\s*("[^"]*"|'[^']*')/gi)];
  const twClass =
    /\b(?:bg|text|border|from|via|to|ring|fill|stroke|outline|decoration|shadow|accent|divide|placeholder|caret)-([a-z]+)-(?:50|[1-9]00|950)\b/g;
  for (const a of classAttrs) {
    for (const m of (a[1] ?? '').matchAll(twClass))
      if (m[1] && m[1] in TAILWIND) families.set(m[1], (families.get(m[1]) ?? 0) + 1);
  }
  const family = [...families.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const named = name.toLowerCase();
  const replacement =
    named in TAILWIND || named === 'gray' || named === 'slate' ? named : nearestTailwind(target);
  if (family && family !== replacement) {
    for (const a of classAttrs) {
      const value = a[1] ?? '';
      const base = (a.index ?? 0) + a[0].indexOf(value);
      for (const m of value.matchAll(twClass)) {
        if (m[1] !== family) continue;
        const at = base + (m.index ?? 0) + m[0].indexOf(`-${family}-`) + 1;
        edits.push({ start: at, end: at + family.length, text: replacement });
      }
    }
  }
  return edits;
}
