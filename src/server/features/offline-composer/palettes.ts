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
import { NAMED_COLORS } from './colors.ts';
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
  /** Page background and card/panel background (both white on light pages). */
  bg: string;
  card: string;
  /** True for a dark-theme palette (see `wantsDarkTheme`). */
  dark: boolean;
}

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
    bg: white,
    card: white,
    dark: false,
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
function pickPalette(brief: Brief, variation: number): Palette {
  const fromPrompt = fromPromptColors(brief.promptColors, variation);
  if (fromPrompt) return fromPrompt;
  if (brief.schemeKey) return schemePalette(brief.schemeKey, variation);
  const fromReference = fromPromptColors(brief.referenceColors, variation);
  if (fromReference) return { ...fromReference, label: `${fromReference.label} (from your reference site)` };
  return schemePalette(brief.profile.scheme, variation);
}

/** The palette for a brief; a brief that asks for a dark page gets the dark variant of it. */
export function choosePalette(brief: Brief, variation: number): Palette {
  const palette = pickPalette(brief, variation);
  return wantsDarkTheme(brief.prompt) ? darkPalette(palette) : palette;
}

const COLOUR_WORDS = new Set([
  ...Object.keys(NAMED_COLORS).flatMap((name) => name.split(' ')),
  'white',
  'cream',
  'ivory',
  'grey',
  'gray',
  'colored',
  'coloured',
]);
/** Words after "dark" that make it about the page itself ("dark mode", "dark background"). */
const THEME_NOUNS = new Set(
  'mode theme themed background backgrounds bg look looking design designed palette scheme color colors colour colours aesthetic style styled ui interface version vibe vibes feel layout site website page pages landing tones tone hues base canvas sections'.split(
    ' ',
  ),
);
/** Style words that can follow "dark" in a list ("dark bold design", "dark and moody"). */
const STYLE_WORDS = new Set(
  'bold moody sleek modern minimal minimalist elegant futuristic premium luxurious luxury techy edgy dramatic cinematic neon glowing high contrast rich stylish gritty mysterious gothic cyberpunk industrial sophisticated clean serious atmospheric'.split(
    ' ',
  ),
);
const LINKS = new Set(['with', 'and', 'but', 'yet', 'plus', '&', '+']);
const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  'avoid',
  'without',
  'nothing',
  "don't",
  'dont',
  "isn't",
  'less',
]);
/** "after dark", "until dark": a time of day, not a colour. */
const TIME_WORDS = new Set(['after', 'till', 'til', 'until', 'before', 'past']);
/** "supports dark mode", "dark mode toggle": a product feature, not a request for the page. */
const FEATURE_VERBS = new Set([
  'support',
  'supports',
  'has',
  'have',
  'includes',
  'include',
  'including',
  'features',
  'featuring',
  'offers',
  'offering',
  'optional',
]);
const CLAUSE_START = new Set(['\n', '.', ':', ';', '!', '?', '(', '-', '—', '–']);

function tokenise(prompt: string): string[] {
  const text = prompt.toLowerCase().replace(/([a-z0-9])-(?=[a-z0-9])/g, '$1 ');
  return text.match(/[a-z0-9']+|[.,;:!?()/&+\n—–-]/g) ?? [];
}

/**
 * Does the prompt ask for a dark page? The rule, token by token around each "dark":
 * - "dark" followed by a page word ("dark mode/theme/background/look"), a style word ("dark bold
 *   design"), a link word ("dark with a bright accent", "dark and moody") or punctuation/the end
 *   ("Dark, bold, lots of contrast", "make it dark.") asks for a dark page;
 * - "dark <colour>" ("dark blue", "dark navy and gold") only names a shade, UNLESS it leads a
 *   style list: it starts the prompt or a clause (after . : ; ! ? ( or a dash/new line) and the
 *   colour is followed by a comma and a non-colour word ("Dark purple, futuristic"), which reads
 *   as "dark, purple, futuristic": a dark theme in that colour;
 * - never when negated ("not dark", "nothing too dark"), a time ("after dark", "in the dark"),
 *   a light/dark pair ("light or dark mode"), a product feature ("supports dark mode",
 *   "dark mode toggle") or another noun ("dark chocolate", "dark circles", "dark web").
 * "black background/theme/mode" and "night mode" count as dark too.
 */
export function wantsDarkTheme(prompt: string): boolean {
  const t = tokenise(prompt);
  const isWord = (x: string | undefined) => x !== undefined && /^[a-z0-9']+$/.test(x);
  for (let i = 0; i < t.length; i++) {
    const word = t[i];
    const next = t[i + 1];
    const after = t[i + 2];
    if (
      (word === 'black' && ['background', 'backgrounds', 'bg', 'theme', 'mode'].includes(next ?? '')) ||
      (word === 'night' && next === 'mode')
    )
      return true;
    if (word !== 'dark') continue;
    const before: string[] = [];
    for (let j = i - 1; j >= 0 && j >= i - 3 && isWord(t[j]); j--) before.push(t[j] ?? '');
    if (before.some((w) => NEGATIONS.has(w))) continue;
    const inTheDark =
      before[0] === 'the' && ['in', 'into', 'of', 'from', 'through'].includes(before[1] ?? '');
    if (TIME_WORDS.has(before[0] ?? '') || inTheDark) continue;
    const pairBefore = ['or', 'and', '/', '&'].includes(t[i - 1] ?? '') && t[i - 2] === 'light';
    const pairAfter = ['or', 'and', '/', '&'].includes(next ?? '') && after === 'light';
    if (pairBefore || pairAfter) continue;
    if (next === undefined || !isWord(next)) {
      if (next === '&' || next === '+') {
        if (after !== 'light') return true;
        continue;
      }
      return true;
    }
    if (COLOUR_WORDS.has(next)) {
      if (leadsStyleList(t, i)) return true;
      continue;
    }
    if (THEME_NOUNS.has(next)) {
      const feature =
        next === 'mode' &&
        (before.some((w) => FEATURE_VERBS.has(w)) ||
          ['toggle', 'switch', 'option', 'support'].includes(after ?? ''));
      if (!feature) return true;
      continue;
    }
    if (STYLE_WORDS.has(next) || LINKS.has(next)) return true;
  }
  return false;
}

/** "Dark purple, futuristic" at the start of the prompt or of a clause. */
function leadsStyleList(t: string[], at: number): boolean {
  const prev = t[at - 1];
  if (prev !== undefined && !CLAUSE_START.has(prev)) return false;
  let j = at + 1;
  while (COLOUR_WORDS.has(t[j] ?? '')) j++;
  const following = t[j + 1] ?? '';
  return t[j] === ',' && /^[a-z]/.test(following) && !COLOUR_WORDS.has(following) && following !== 'and';
}

/** Lightens `color` until it has at most `ratio` against white (so it is no darker than needed). */
function capDarkness(color: string, ratio: number): string {
  let out = color;
  for (let step = 0; step < 30 && contrast(out, '#ffffff') > ratio; step++) out = mix(out, '#ffffff', 0.06);
  return out;
}

/** Mixes `color` towards `towards` until it reaches `ratio` against `background`. */
function pushFor(color: string, towards: string, background: string, ratio: number): string {
  let out = color;
  for (let step = 0; step < 40 && contrast(out, background) < ratio; step++) out = mix(out, towards, 0.06);
  return out;
}

/**
 * Dark variant of a palette: near-black page tinted by the primary, cards and alt sections a step
 * lighter, light ink/text/muted (AA on every dark surface), light links, buttons that stand out on
 * the dark page, and deep/night bands kept distinct from the page background.
 */
export function darkPalette(p: Palette): Palette {
  if (p.dark) return p;
  const white = '#ffffff';
  const darkInk = '#0b1020';
  // A black/grey scheme has no hue to show on a dark page: its accent becomes the brand colour.
  const brand = isChromatic(p.primary) ? p.primary : isChromatic(p.accent) ? p.accent : '#94a3b8';
  const tint = p.primary;
  const lightTint = mix(tint, white, 0.5);
  const bg = mix('#07090f', tint, 0.08);
  const surface = mix(bg, lightTint, 0.045);
  const card = mix(bg, lightTint, 0.085);
  const soft = mix(card, brand, 0.16);
  const lightest = [surface, card, soft].sort((a, b) => luminance(b) - luminance(a))[0] ?? card;
  const primary = pushFor(brand, white, bg, 3);
  // White text on the brand colour when both the label and the button read well; otherwise a
  // lighter shade of the brand with dark text.
  const whiteLabel = contrast(white, brand) >= 4.5 && contrast(brand, bg) >= 2.4;
  const btn = whiteLabel
    ? brand
    : contrast(darkInk, brand) >= 4.5
      ? brand
      : pushFor(brand, white, darkInk, 4.6);
  const deep = darkenFor(capDarkness(brand, 6), white, 4.6);
  const night = darkenFor(mix(brand, '#050816', 0.74), white, 7);
  const ink = mix(white, tint, 0.04);
  return {
    ...p,
    // Read in the explanation as "It uses the dark version of the … palette".
    label: `dark version of the ${p.label}`,
    primary,
    btn,
    onBtn: whiteLabel ? white : darkInk,
    btnHover: mix(btn, whiteLabel ? '#000000' : white, 0.14),
    deep,
    deep2: secondStop(deep, p.accent),
    link: lightenFor(brand, lightest, 4.7),
    soft,
    surface,
    border: pushFor(mix(card, lightTint, 0.18), white, card, 1.9),
    ink: contrast(ink, bg) >= 12 ? ink : white,
    text: lightenFor(mix('#e2e8f0', tint, 0.06), lightest, 7),
    muted: lightenFor(mix('#94a3b8', tint, 0.1), lightest, 4.8),
    night,
    nightAccent: lightenFor(isChromatic(p.accent) ? p.accent : mix(brand, white, 0.4), night, 6),
    bg,
    card,
    dark: true,
  };
}
