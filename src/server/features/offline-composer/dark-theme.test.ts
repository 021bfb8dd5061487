import { describe, expect, it } from 'vitest';
import { DEFAULT_GENERATION_OPTIONS, type GenerationOptions } from '../../../shared/api/generation.ts';
import { contrast, luminance } from './color-math.ts';
import { composePage } from './compose-page.ts';
import { buildPalette, darkPalette, wantsDarkTheme } from './palettes.ts';
import { SCHEMES } from './schemes.ts';
import { colourVars } from './styles/index.ts';

describe('wantsDarkTheme', () => {
  it.each<[verdict: 'asks for' | 'does not ask for', prompt: string]>([
    ['asks for', 'A SaaS analytics tool. Dark, bold, lots of contrast.'],
    ['asks for', 'Dark with a bright accent'],
    ['asks for', 'Dark purple, futuristic'],
    ['asks for', 'Style: dark navy, premium and minimal'],
    ['asks for', 'Landing page for a gaming headset, dark mode please'],
    ['asks for', 'Use a dark theme with neon green highlights'],
    ['asks for', 'dark background, gold text'],
    ['asks for', 'I want the page dark.'],
    ['asks for', 'Make it dark and moody'],
    ['asks for', 'a dark-themed page for our studio'],
    ['asks for', 'sleek dark design for a crypto wallet'],
    ['asks for', 'Moody, dark'],
    ['asks for', 'Black background with white type'],
    ['asks for', 'Make it dark & elegant'],
    ['does not ask for', 'A law firm in Boston. Colours: dark navy and gold.'],
    ['does not ask for', 'Use dark blue for the buttons'],
    ['does not ask for', 'dark blue'],
    ['does not ask for', 'dark purple and white, friendly tone'],
    ['does not ask for', 'Skincare clinic that treats acne and dark circles'],
    ['does not ask for', 'Coffee roaster: dark roast, light roast and decaf'],
    ['does not ask for', 'Chocolate shop selling dark chocolate truffles'],
    ['does not ask for', 'Cybersecurity firm that monitors the dark web'],
    ['does not ask for', 'Museum After Dark event on Friday'],
    ['does not ask for', 'glow-in-the-dark toys for kids'],
    ['does not ask for', 'A bright, airy page, not dark'],
    ['does not ask for', 'nothing too dark please'],
    ['does not ask for', 'A notes app that supports dark mode and offline sync'],
    ['does not ask for', 'Our app has light and dark modes'],
    ['does not ask for', 'Light or dark mode toggle in settings'],
    ['does not ask for', 'A dentist in Austin with a clean white look'],
    ['does not ask for', 'Open from dawn until dark.'],
  ])('%s a dark page: %s', (verdict, prompt) => {
    expect(wantsDarkTheme(prompt)).toBe(verdict === 'asks for');
  });
});

/** Text (>= 4.5) and UI (>= 3) pairs every dark palette must meet. */
function pairs(v: Record<string, string>): [string, string, string, number][] {
  const out: [string, string, string, number][] = [];
  const text = (fg: string, bgs: string[], min = 4.5) => {
    for (const bg of bgs) out.push([fg, bg, `${v[fg]} on ${v[bg]}`, min]);
  };
  text('text', ['bg', 'card', 'surface', 'soft'], 7);
  text('ink', ['bg', 'card', 'surface', 'soft'], 7);
  text('muted', ['bg', 'card', 'surface', 'soft']);
  text('link', ['bg', 'card', 'surface', 'soft']);
  text('on-btn', ['btn', 'btn-h']);
  text('ok', ['card', 'bg']);
  text('night-a', ['night']);
  text('field', ['card', 'bg'], 3);
  text('bg', ['ink']); // chips: page-coloured text on an ink pill
  return out;
}

const WHITE_ON = ['deep', 'deep2', 'night'];

function check(v: Record<string, string>): string[] {
  const bad: string[] = [];
  for (const [fg, bg, label, min] of pairs(v)) {
    const ratio = contrast(v[fg] ?? '', v[bg] ?? '');
    if (ratio < min) bad.push(`${fg}/${bg} ${label} = ${ratio.toFixed(2)} < ${min}`);
  }
  for (const band of WHITE_ON) {
    const ratio = contrast('#ffffff', v[band] ?? '');
    if (ratio < 4.5) bad.push(`white on ${band} ${v[band]} = ${ratio.toFixed(2)}`);
  }
  return bad;
}

describe('darkPalette', () => {
  const palettes = Object.entries(SCHEMES).flatMap(([key, scheme]) =>
    scheme.pairs.map(
      (pair, i) => [`${key}#${i}`, buildPalette(pair[0], pair[1], scheme.label, scheme.neutral)] as const,
    ),
  );
  const custom = ['#eab308', '#1e3a8a', '#7c3aed', '#0d9488', '#dc2626', '#b8860b', '#111827'].map(
    (hex) => [`custom ${hex}`, buildPalette(hex, '#f59e0b', hex)] as const,
  );

  it.each([...palettes, ...custom])('%s keeps every text/background pair at WCAG AA', (_name, light) => {
    const dark = darkPalette(light);
    const v = colourVars(dark);
    expect(check(v)).toEqual([]);
    expect(luminance(dark.bg)).toBeLessThan(0.02);
    expect(luminance(dark.card)).toBeGreaterThan(luminance(dark.bg));
    expect(luminance(dark.surface)).toBeGreaterThan(luminance(dark.bg));
    // Borders show on cards, and bands stand apart from the page background.
    expect(contrast(dark.border, dark.card)).toBeGreaterThanOrEqual(1.8);
    expect(contrast(dark.deep, dark.bg)).toBeGreaterThanOrEqual(1.3);
    // Buttons stand out from the page.
    expect(contrast(dark.btn, dark.bg)).toBeGreaterThanOrEqual(2.4);
  });

  it('leaves light palettes white', () => {
    const light = buildPalette('#2563eb', '#f59e0b', 'blue');
    const v = colourVars(light);
    expect([v.bg, v.card, v.nav, v.ok, v.scheme, v.ph]).toEqual([
      '#ffffff',
      '#ffffff',
      'rgba(255,255,255,.94)',
      '#15803d',
      'normal',
      'rgba(250,204,21,.18)',
    ]);
  });
});

const opts = (o: Partial<GenerationOptions> = {}): GenerationOptions => ({
  ...DEFAULT_GENERATION_OPTIONS,
  ...o,
});

function rootVars(html: string): Record<string, string> {
  const m = /\.pc-page\{\/\* pc-palette \*\/([^}]*)\}/.exec(html);
  expect(m?.[1]).toBeTruthy();
  const vars: Record<string, string> = {};
  for (const d of (m?.[1] ?? '').split(';')) {
    if (d.startsWith('--')) vars[d.slice(2, d.indexOf(':'))] = d.slice(d.indexOf(':') + 1);
  }
  return vars;
}

describe('composed pages', () => {
  const dark = [
    'FlowCRM, a SaaS CRM for small sales teams. Dark, bold, lots of contrast. 14-day free trial.',
    'Launch page for Nova, an AI writing app. Dark with a bright accent.',
    'Dark purple, futuristic. A VR arcade in Denver called Portal.',
    'A cybersecurity consultancy landing page, dark mode, black and gold',
  ];
  it.each(dark)('dark brief gives a dark page: %s', (prompt) => {
    for (const variationIndex of [0, 1, 2, 3, 4]) {
      const { html } = composePage({ prompt, options: opts(), variationIndex });
      const v = rootVars(html);
      expect(luminance(v.bg ?? '')).toBeLessThan(0.02);
      expect(luminance(v.card ?? '')).toBeLessThan(0.05);
      expect(v.scheme).toBe('dark');
      expect(check(v)).toEqual([]);
      expect(html).toContain('background:var(--bg)');
      expect(html).toMatch(/body\{[^}]*background:#[0-9a-f]{6}\}/);
    }
  });

  it.each([
    'Acme Dental, a family dentist in Austin, TX. Clean and friendly.',
    'A law firm in Boston. Colours: dark navy and gold.',
  ])('light brief stays light: %s', (prompt) => {
    const { html } = composePage({ prompt, options: opts(), variationIndex: 0 });
    const v = rootVars(html);
    expect(v.bg).toBe('#ffffff');
    expect(v.card).toBe('#ffffff');
    expect(v.scheme).toBe('normal');
    expect(contrast(v.text ?? '', v.bg ?? '')).toBeGreaterThanOrEqual(7);
    expect(contrast(v.muted ?? '', v.soft ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(v.link ?? '', v.soft ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(v['on-btn'] ?? '', v.btn ?? '')).toBeGreaterThanOrEqual(4.5);
  });
});
