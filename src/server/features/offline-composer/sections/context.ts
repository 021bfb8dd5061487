import type { GenerationOptions } from '../../../../shared/api/generation.ts';
import { PLACEHOLDER_ATTRIBUTE, type PlaceholderKind } from '../../../../shared/placeholders.ts';
import type { Headings } from '../copywriter.ts';
import { esc } from '../html.ts';
import { iconUse } from '../icons.ts';
import type { AngleFraming, PageStrings } from '../locale/index.ts';
import type { Palette } from '../palettes.ts';
import type { Brief, IconName } from '../types.ts';

export type HeroLayout = 'split' | 'centered' | 'bold' | 'reverse' | 'minimal';
export type CardStyle = 'elevated' | 'outline' | 'tinted' | 'accent';
export type FontStyle = 'sans' | 'serif' | 'rounded';

export interface Variant {
  index: number;
  hero: HeroLayout;
  cards: CardStyle;
  radius: number;
  font: FontStyle;
}

export interface Copy {
  headline: string;
  sub: string;
  cta: string;
  secondary: { text: string; href: string };
  headings: Headings;
  /** The variation's framing below the hero; null on the offer-led page (copywriter: angleFraming). */
  framing: AngleFraming | null;
}

/** Per-render state shared by the section renderers. */
export interface Ctx {
  brief: Brief;
  /** The page's fixed strings, in the brief's language. */
  t: PageStrings;
  options: GenerationOptions;
  palette: Palette;
  variant: Variant;
  copy: Copy;
  icons: Set<IconName>;
  /** CSS chunks the page needs; only these reach the stylesheet. */
  css: Set<string>;
  ids: Set<string>;
  /** Ids of every section the page will have, known before rendering so links can point ahead. */
  planned: Set<string>;
  /** Whether the (first) hero carries the main form; cleared once rendered. */
  heroForm: boolean;
  h1Used: boolean;
  formCount: number;
  /** Anchor of the main form, so buttons elsewhere can jump to it. */
  formAnchor: string | null;
  scripts: string[];
  /** Extra sentences for the explanation (e.g. components left out). */
  notes: string[];
}

export function icon(ctx: Ctx, name: IconName, className?: string): string {
  ctx.icons.add(name);
  return iconUse(name, className);
}

/** A unique id for a section (builder layouts may repeat a type). */
export function sectionId(ctx: Ctx, base: string): string {
  let id = base;
  for (let n = 2; ctx.ids.has(id); n++) id = `${base}-${n}`;
  ctx.ids.add(id);
  return id;
}

/** Heading level for a section title: the first hero owns the only h1. */
export function heroHeadingTag(ctx: Ctx): 'h1' | 'h2' {
  if (ctx.h1Used) return 'h2';
  ctx.h1Used = true;
  return 'h1';
}

export function animate(ctx: Ctx, delay = 0): string {
  if (!ctx.options.includeAnimations) return '';
  return delay ? ` pc-reveal pc-d${Math.min(delay, 4)}` : ' pc-reveal';
}

export function sectionOpen(ctx: Ctx, id: string, extraClass: string, label?: string): string {
  const comment = ctx.options.platformOptimization === 'clickfunnels' ? `<!-- pc:section ${id} -->\n` : '';
  const aria = label ? ` aria-label="${label}"` : '';
  return `${comment}<section id="${id}" class="pc-section ${extraClass}"${aria}>`;
}

export function sectionClose(ctx: Ctx, id: string): string {
  return ctx.options.platformOptimization === 'clickfunnels'
    ? `</section>\n<!-- /pc:section ${id} -->`
    : '</section>';
}

export function stars(ctx: Ctx, count = 5): string {
  const n = Math.max(1, Math.min(5, Math.round(count)));
  const star = icon(ctx, 'star', 'pc-star');
  return `<span class="pc-stars" role="img" aria-label="${ctx.t.stars(n)}">${star.repeat(n)}</span>`;
}

/**
 * Proof the brief did not give, written as a visible, marked placeholder the owner replaces
 * (src/shared/placeholders.ts); the page check counts what is left.
 */
export function placeholder(ctx: Ctx, kind: PlaceholderKind, text: string, tag = 'span', extra = ''): string {
  ctx.css.add('placeholders');
  return `<${tag} class="pc-ph" ${PLACEHOLDER_ATTRIBUTE}="${kind}"${extra}>${esc(text)}</${tag}>`;
}

/** The phone number as a call link: the brief's number, or a marked placeholder. */
export function phoneLink(ctx: Ctx, className = '', inner?: string): string {
  const b = ctx.brief;
  const cls = className ? ` class="${className}"` : '';
  if (b.phoneFound)
    return `<a${cls} href="tel:${b.phone.replace(/[^\d+]/g, '')}">${inner ?? esc(b.phone)}</a>`;
  return `<a${cls} href="#contact" ${PLACEHOLDER_ATTRIBUTE}="phone">${inner ?? esc(`[${b.phone}]`)}</a>`;
}

/** The phone number as shown in text: the brief's, or the bracketed placeholder. */
export function phoneText(ctx: Ctx): string {
  return ctx.brief.phoneFound ? ctx.brief.phone : `[${ctx.brief.phone}]`;
}
