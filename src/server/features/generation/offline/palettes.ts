import {
  contrast,
  darkenFor,
  isChromatic,
  lightenFor,
  luminance,
  mix,
  rotateHue,
  toHsl,
} from './color-math.ts';
import { SCHEMES } from './schemes.ts';
import type { Brief } from './types.ts';

export interface Palette {
  label: string;
  primary: string;
  accent: string;
  /** Button background and its text colour (>= 4.5:1). */
  btn: string;
  onBtn: string;
  btnHover: string;
  /** Always dark enough for white text; used for gradients bands. */
  deep: string;
  deep2: string;
  /** Accent-coloured text readable on white and on `soft`. */
  link: string;
  soft: string;
  surface: string;
  border: string;
  ink: string;
  text: string;
  muted: string;
  /** Very dark section background and a light accent readable on it. */
  night: string;
  nightAccent: string;
}

export const SCHEME_KEYS = Object.keys(SCHEMES);

/** Maps an option value such as "Teal & White (Modern)" (or a bare "teal") to a scheme key. */
export function schemeKeyFor(option: string): string | null {
  const first =
    option
      .trim()
      .toLowerCase()
      .split(/[\s&/(,]+/)[0] ?? '';
  const alias: Record<string, string> = { grey: 'gray', navy: 'blue', violet: 'purple', dark: 'black' };
  const key = alias[first] ?? first;
  return key in SCHEMES ? key : null;
}

/**
 * Second gradient stop. Mixing two distant hues (teal + amber) gives mud, so far-apart accents
 * are replaced by a neighbouring hue of the primary.
 */
function secondStop(deep: string, accent: string): string {
  const white = '#ffffff';
  if (!isChromatic(deep)) return darkenFor(mix(deep, '#334155', 0.55), white, 4.8);
  const hue = toHsl(deep).h;
  const distance = Math.abs(((toHsl(accent).h - hue + 540) % 360) - 180);
  // Warm hues drift towards red, cool ones towards violet: both stay rich instead of olive.
  const drift = hue < 75 || hue >= 330 ? -24 : 24;
  const base = isChromatic(accent) && distance <= 60 ? mix(deep, accent, 0.55) : rotateHue(deep, drift);
  return darkenFor(mix(base, '#0b1020', 0.12), white, 4.8);
}

export function buildPalette(primary: string, accent: string, label: string, neutral = false): Palette {
  const white = '#ffffff';
  const darkInk = '#0f172a';
  const deep = darkenFor(primary, white, 4.6);
  const lightButton = contrast(white, primary) < 4.5 && contrast(darkInk, primary) >= 7;
  const btn = lightButton ? primary : deep;
  const base = neutral ? '#64748b' : primary;
  const soft = mix(base, white, neutral ? 0.9 : 0.9);
  const surface = mix(base, white, neutral ? 0.95 : 0.96);
  const ink = mix(primary, '#0b1020', 0.86);
  const text = mix('#1e293b', primary, 0.06);
  return {
    label,
    primary,
    accent,
    btn,
    onBtn: lightButton ? darkInk : white,
    btnHover: mix(btn, lightButton ? white : '#000000', 0.14),
    deep,
    deep2: secondStop(deep, accent),
    link: darkenFor(primary, soft, 4.7),
    soft,
    surface,
    border: mix(base, white, 0.84),
    ink: contrast(ink, white) >= 12 ? ink : '#0b1020',
    text: darkenFor(text, soft, 7),
    muted: darkenFor(mix('#475569', primary, 0.1), soft, 4.8),
    night: mix(primary, '#050816', luminance(primary) < 0.05 ? 0.6 : 0.84),
    nightAccent: lightenFor(isChromatic(accent) ? accent : mix(primary, white, 0.4), '#0b1020', 6),
  };
}

function fromPromptColors(colors: string[], variation: number): Palette | null {
  const chromatic = colors.filter(isChromatic);
  const hasBlack = colors.some((c) => !isChromatic(c) && toHsl(c).l < 0.2);
  if (hasBlack && chromatic[0]) {
    return buildPalette('#111827', chromatic[0], `black with ${chromatic[0]}`, true);
  }
  const primary = chromatic[0];
  if (!primary) return hasBlack ? schemePalette('black', variation) : null;
  const accent = chromatic[1] ?? rotateHue(primary, 150);
  // Keep the requested colour recognisable: variations shift the accent, not the main hue.
  const shifts: [number, number][] = [
    [0, 0],
    [0, 40],
    [-10, 180],
    [8, -60],
    [0, 100],
  ];
  const [mainShift, accentShift] = shifts[variation % shifts.length] ?? [0, 0];
  const main =
    variation % 5 === 3 ? mix(rotateHue(primary, mainShift), '#000000', 0.12) : rotateHue(primary, mainShift);
  return buildPalette(main, accentShift ? rotateHue(accent, accentShift) : accent, `custom ${primary}`);
}

function schemePalette(key: string, variation: number): Palette {
  const scheme = SCHEMES[key] ?? SCHEMES.blue!;
  const pair = scheme.pairs[variation % scheme.pairs.length] ?? scheme.pairs[0]!;
  return buildPalette(pair[0], pair[1], scheme.label, scheme.neutral);
}

/** Prompt colours win, then the colour-scheme option, then reference sites, then the industry default. */
export function choosePalette(brief: Brief, variation: number): Palette {
  const fromPrompt = fromPromptColors(brief.promptColors, variation);
  if (fromPrompt) return fromPrompt;
  if (brief.schemeKey) return schemePalette(brief.schemeKey, variation);
  const fromReference = fromPromptColors(brief.referenceColors, variation);
  if (fromReference) return { ...fromReference, label: `${fromReference.label} (from your reference site)` };
  return schemePalette(brief.profile.scheme, variation);
}
