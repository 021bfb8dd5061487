import { darkenFor, lightenFor, mix } from '../color-math.ts';
import type { Palette } from '../palettes.ts';
import type { Ctx, FontStyle } from '../sections/context.ts';
import { BASE_CSS, GLOBAL_CSS } from './base.ts';
import { BLOCK_CSS } from './blocks.ts';
import { FORM_CSS, MOTION_CSS, REDUCED_MOTION_CSS, RESPONSIVE_CSS } from './forms.ts';
import { HERO_CSS, VISUALS_CSS } from './hero.ts';
import { minifyCss, scopeCss } from './scope.ts';

const SANS = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif';
const FONTS: Record<FontStyle, { head: string; weight: number; track: string }> = {
  sans: { head: SANS, weight: 800, track: '-.025em' },
  serif: {
    head: '"Iowan Old Style","Palatino Linotype",Palatino,"Book Antiqua",Georgia,serif',
    weight: 700,
    track: '-.01em',
  },
  rounded: { head: `ui-rounded,"SF Pro Rounded","Nunito",${SANS}`, weight: 800, track: '-.02em' },
};

const CHUNKS: Record<string, string> = { hero: HERO_CSS, visuals: VISUALS_CSS, ...BLOCK_CSS, ...FORM_CSS };

/** Page wrapper class; every rule is scoped under it. */
export const SCOPE = '.pc-page';

/** The colour custom properties of a palette; the modify engine rewrites exactly these. */
export function colourVars(p: Palette): Record<string, string> {
  return {
    p: p.primary,
    a: p.accent,
    btn: p.btn,
    'on-btn': p.onBtn,
    'btn-h': p.btnHover,
    deep: p.deep,
    deep2: p.deep2,
    link: p.link,
    soft: p.soft,
    soft2: p.dark ? mix(p.accent, p.bg, 0.86) : mix(p.accent, '#ffffff', 0.86),
    surface: p.surface,
    border: p.border,
    field: p.dark
      ? lightenFor(mix(p.muted, p.card, 0.45), p.card, 3.2)
      : darkenFor(mix(p.muted, '#ffffff', 0.45), '#ffffff', 3.2),
    ink: p.ink,
    text: p.text,
    muted: p.muted,
    night: p.night,
    'night-a': p.nightAccent,
    glow: `${p.primary}80`,
    glow2: `${p.accent}4d`,
    // Page and card backgrounds, the translucent nav, "positive" green text and the native
    // control scheme: white/normal on light pages, dark on dark ones (see darkPalette).
    bg: p.bg,
    card: p.card,
    nav: p.dark ? `${p.bg}f0` : 'rgba(255,255,255,.94)',
    ok: p.dark ? lightenFor('#22c55e', p.card, 4.5) : '#15803d',
    // Placeholder tint: fainter on dark so muted text inside a placeholder keeps 4.5:1.
    ph: p.dark ? 'rgba(250,204,21,.1)' : 'rgba(250,204,21,.18)',
    scheme: p.dark ? 'dark' : 'normal',
  };
}

function rootRule(ctx: Ctx): string {
  const font = FONTS[ctx.variant.font];
  const btnRadius = ['999px', '12px', '999px', '8px', '14px'][ctx.variant.index % 5];
  const vars: Record<string, string | number> = {
    ...colourVars(ctx.palette),
    r: `${ctx.variant.radius}px`,
    'btn-r': btnRadius ?? '999px',
    font: SANS,
    head: font.head,
    'head-w': font.weight,
    track: font.track,
  };
  const declarations = Object.entries(vars)
    .map(([k, v]) => `--${k}:${v}`)
    .join(';');
  return `${SCOPE}{/* pc-palette */${declarations};box-sizing:border-box;font-family:var(--font);font-size:17px;line-height:1.65;color:var(--text);background:var(--bg);color-scheme:var(--scheme);overflow-x:clip;-webkit-font-smoothing:antialiased}`;
}

/**
 * Only the chunks a page used are emitted. Platforms that embed the page inside a host
 * theme (WordPress, ClickFunnels) get no html/body rules at all.
 */
export function buildCss(ctx: Ctx): string {
  const { options } = ctx;
  const embedded =
    options.platformOptimization === 'wordpress' || options.platformOptimization === 'clickfunnels';
  const parts = [
    BASE_CSS,
    ...Object.keys(CHUNKS)
      .filter((name) => ctx.css.has(name))
      .map((name) => CHUNKS[name]),
  ];
  if (options.includeMobileResponsive) parts.push(RESPONSIVE_CSS);
  if (options.includeAnimations) parts.push(MOTION_CSS);
  parts.push(REDUCED_MOTION_CSS);
  const scoped = scopeCss(parts.join('\n'), SCOPE);
  // The page background also fills the body (below a short page, overscroll) on dark pages.
  const global = embedded
    ? ''
    : `${GLOBAL_CSS}${ctx.palette.dark ? `body{background:${ctx.palette.bg}}` : ''}`;
  return minifyCss(`${global}\n${rootRule(ctx)}\n${scoped}`);
}
