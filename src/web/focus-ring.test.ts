import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * WCAG 2.2 (1.4.11, 2.4.13): a focus indicator needs 3:1 against what surrounds it. The ring
 * colour is the theme's `--ring` (styles.css), and every ring utility draws it at full
 * strength: `ring-ring/50` would blend it half-way into the background (about 2.3:1 on white).
 */

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const css = readFileSync(path.join(webRoot, 'styles.css'), 'utf8');

/** The `:root` token's oklch(L C H) value. */
function token(name: string): [number, number, number] {
  const match = new RegExp(`--${name}:\\s*oklch\\(([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\)`).exec(css);
  if (!match) throw new Error(`--${name} is not an oklch() colour in styles.css`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** OKLCH to linear sRGB (Björn Ottosson's OKLab matrices), clamped to the gamut as browsers do. */
function oklchToLinearRgb([l, c, h]: [number, number, number]): [number, number, number] {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return [
    clamp(4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_),
    clamp(-1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_),
    clamp(-0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_),
  ];
}

const luminance = ([r, g, b]: [number, number, number]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
const contrast = (x: [number, number, number], y: [number, number, number]) => {
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
/** An 8-bit sRGB hex colour in linear light. */
const hex = (value: string): [number, number, number] =>
  [1, 3, 5].map((i) => {
    const s = Number.parseInt(value.slice(i, i + 2), 16) / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];

describe('focus ring', () => {
  const ring = oklchToLinearRgb(token('ring'));

  it.each(['background', 'card', 'muted', 'accent', 'secondary'])('has at least 3:1 against --%s', (name) => {
    expect(contrast(ring, oklchToLinearRgb(token(name)))).toBeGreaterThanOrEqual(3);
  });

  it('has at least 3:1 against the dark code panels (slate-950, slate-900)', () => {
    expect(contrast(ring, hex('#020618'))).toBeGreaterThanOrEqual(3);
    expect(contrast(ring, hex('#0f172b'))).toBeGreaterThanOrEqual(3);
  });

  it('the faded ring it replaces did not reach 3:1 on white', () => {
    // ring-ring/50 over white: the colour mixed half-way with white, in sRGB as browsers paint.
    const toSrgb = (v: number) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);
    const toLinear = (s: number) => (s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4);
    const faded = oklchToLinearRgb([0.511, 0.23, 277]).map((v) => toLinear((toSrgb(v) + 1) / 2)) as [
      number,
      number,
      number,
    ];
    expect(contrast(faded, [1, 1, 1])).toBeLessThan(3);
  });

  it('is never faded by an opacity modifier in the web app', () => {
    const faded: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const file = path.join(dir, entry);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.(tsx?|css)$/.test(entry) && !entry.endsWith('.test.ts')) {
          const text = readFileSync(file, 'utf8');
          for (const match of text.matchAll(/(?:ring|outline)-ring\/\d+/g))
            faded.push(`${path.relative(webRoot, file)}: ${match[0]}`);
        }
      }
    };
    walk(webRoot);
    expect(faded).toEqual([]);
  });
});
