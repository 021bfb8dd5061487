/**
 * Finds the palette of a reference page in its CSS. Only declaration values are read: selectors
 * such as `#bad` or `#cafe` look like hex colours and would pollute the ranking.
 */

const MAX_COLOURS = 6;
/** theme-color is the site's own statement of its brand colour, so it outranks a few uses. */
const THEME_COLOUR_WEIGHT = 5;

const HEX = /#([0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{4}|[0-9a-f]{3})(?![0-9a-z_-])/gi;
const RGB = /rgba?\(\s*([\d.]+%?)\s*[,\s]\s*([\d.]+%?)\s*[,\s]\s*([\d.]+%?)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)/gi;

const hex2 = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');

function channel(text: string): number {
  return text.endsWith('%') ? (Number.parseFloat(text) * 255) / 100 : Number.parseFloat(text);
}

const isTransparent = (alpha: string | undefined) => alpha !== undefined && Number.parseFloat(alpha) === 0;

/** Colours in one CSS value, normalised to lower-case #rrggbb; fully transparent ones are dropped. */
export function coloursInValue(value: string): string[] {
  const text = value.replace(/url\([^)]*\)/gi, '');
  const found: Array<[index: number, colour: string]> = [];
  for (const match of text.matchAll(HEX)) {
    const digits = match[1]!.toLowerCase();
    const short = digits.length <= 4;
    const rgb = short ? [...digits.slice(0, 3)].map((d) => d + d).join('') : digits.slice(0, 6);
    const alpha = short ? digits.slice(3) : digits.slice(6);
    if (alpha === '0' || alpha === '00') continue;
    found.push([match.index, `#${rgb}`]);
  }
  for (const match of text.matchAll(RGB)) {
    if (isTransparent(match[4])) continue;
    const [r, g, b] = [match[1]!, match[2]!, match[3]!].map(channel);
    found.push([match.index, `#${hex2(r!)}${hex2(g!)}${hex2(b!)}`]);
  }
  return found.sort((a, b) => a[0] - b[0]).map(([, colour]) => colour);
}

/** Declaration values in CSS text: stylesheet rules, or a bare `{...}`-wrapped style attribute. */
function* declarationValues(css: string): Generator<string> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const block of text.matchAll(/\{([^{}]*)\}/g)) {
    for (const declaration of block[1]!.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon >= 0) yield declaration.slice(colon + 1);
    }
  }
}

/** Most used colours first (ties: first seen first). White and black are kept and ranked like any other. */
export function rankColours(cssSources: string[], themeColour?: string): string[] {
  const tally = new Map<string, { count: number; first: number }>();
  let seen = 0;
  const add = (colour: string, weight: number) => {
    const entry = tally.get(colour) ?? { count: 0, first: seen++ };
    entry.count += weight;
    tally.set(colour, entry);
  };
  for (const colour of coloursInValue(themeColour ?? '')) add(colour, THEME_COLOUR_WEIGHT);
  for (const css of cssSources) {
    for (const value of declarationValues(css)) {
      for (const colour of coloursInValue(value)) add(colour, 1);
    }
  }
  return [...tally.entries()]
    .sort(([, a], [, b]) => b.count - a.count || a.first - b.first)
    .slice(0, MAX_COLOURS)
    .map(([colour]) => colour);
}
