import { BRAND_SLOT, brandSlotText } from '../brand-slot.ts';
import { offerText, telHref } from '../copywriter.ts';
import { esc, firstThatFits, wholeSentences } from '../html.ts';
import type { IconName } from '../types.ts';
import { type Ctx, icon, phoneLink, phoneText } from './context.ts';

function logo(ctx: Ctx): string {
  return `<a class="pc-logo" href="#top"><span class="pc-logo-mark">${icon(ctx, ctx.brief.profile.icon)}</span><span>${esc(ctx.brief.brand)}</span></a>`;
}

/**
 * Rough advance widths, in em, of bold sans-serif text: the widest common system font's
 * (DejaVu Sans Bold), so on a phone's own font the estimate errs on the side of fitting.
 */
function boldWidth(text: string): number {
  let em = 0;
  for (const ch of text) {
    if (/[ijlI.,:;'!|]/.test(ch)) em += 0.36;
    else if (ch === ' ') em += 0.35;
    else if (/[frt\-[\]()]/.test(ch)) em += 0.49;
    else if (/[mwMW]/.test(ch)) em += 1.05;
    else if (/[A-Z&]/.test(ch)) em += 0.8;
    else em += 0.7;
  }
  return em;
}

/** Padding, border and (with an icon) icon and gap of the header button at phone widths, in px. */
const NAV_BUTTON_PX = 28;
const NAV_ICON_PX = 24;
/** The header button's label size at phone widths (.86rem), in px. */
const NAV_LABEL_PX = 13.76;
/** The name's usual size on a common phone (.875rem at 375 px), in px, and the room there. */
const PHONE_NAME_PX = 14;
const PHONE_ROOM = 375 - 28 - 10;
/** The smallest the name is set at phone widths (.75rem), in px. */
const MIN_NAME_PX = 12;
/** The narrowest phone the header is laid out for, less its container padding and the gap. */
const NARROWEST_ROOM = 320 - 28 - 10;
/**
 * A header button with a label, as wide as most are at phone widths: whether the name leaves it
 * room is decided by the name alone, so a page has the same elements in every language.
 */
const LABELLED_BUTTON_PX = 130;

interface HeaderFit {
  /** The button's label at phone widths. */
  label: string;
  /** The header's style attribute: the name's and the button's widths. */
  fit: string;
  tight: boolean;
}

/**
 * The header at phone widths keeps the name on one line beside a call to action: the button
 * says the first of `labels` that leaves the name its usual size on a common phone, the name is
 * set as large as the room the button leaves allows (--pc-name: its width in em; --pc-btn: the
 * button's width), and where even its smallest size would not fit beside a label (a long name
 * under 360 px), the button shows only its icon (pc-nav--tight; the label stays for screen
 * readers).
 */
function headerFit(ctx: Ctx, labels: string[], withIcon: boolean): HeaderFit {
  const { brand, name, language } = ctx.brief;
  // A nameless page shows "[Your business name]", set at .8em (styles: placeholders).
  const shown = name ? brand : brand.split(BRAND_SLOT).join(brandSlotText(language));
  const nameEm = Math.ceil(boldWidth(shown) * (name ? 1 : 0.8) * 10) / 10;
  const width = (label: string) =>
    Math.ceil(boldWidth(label) * NAV_LABEL_PX + NAV_BUTTON_PX + (withIcon ? NAV_ICON_PX : 0));
  const tight = nameEm * MIN_NAME_PX + LABELLED_BUTTON_PX > NARROWEST_ROOM;
  const fits = (l: string) =>
    nameEm * PHONE_NAME_PX + width(l) <= PHONE_ROOM &&
    (tight || nameEm * MIN_NAME_PX + width(l) <= NARROWEST_ROOM);
  const label = labels.find(fits) ?? labels.at(-1) ?? '';
  const button = width(label);
  return { label, fit: ` style="--pc-name:${nameEm};--pc-btn:${button}px"`, tight };
}

/** The header button's icon when it shows nothing else (a long name on a narrow phone). */
function goalIcon(ctx: Ctx): IconName {
  switch (ctx.brief.goal) {
    case 'booking':
    case 'consultation':
    case 'event':
      return 'calendar';
    case 'email':
      return 'mail';
    case 'sales':
      return 'cart';
    case 'donate':
      return 'heart';
    case 'signup':
    case 'launch':
    case 'app':
      return 'rocket';
    default:
      return 'chat';
  }
}

/** Main anchor for calls to action: the form when there is one, else the offer. */
export function ctaHref(ctx: Ctx): string {
  if (ctx.brief.goal === 'call' && ctx.brief.phoneFound) return telHref(ctx.brief.phone);
  if (ctx.formAnchor) return `#${ctx.formAnchor}`;
  if (ctx.planned.has('pricing')) return '#pricing';
  if (ctx.planned.has('offer')) return '#offer';
  if (ctx.planned.has('download')) return '#download';
  return '#cta';
}

/** `custom` holds [href, label] pairs from a builder navigation component. */
export function renderNav(ctx: Ctx, sectionIds: string[], custom?: [string, string][]): string {
  const { navLabels } = ctx.t;
  const items = custom?.length
    ? custom.slice(0, 6)
    : sectionIds
        .filter((id) => navLabels[id])
        .slice(0, 4)
        .map((id) => [`#${id}`, navLabels[id] ?? id]);
  const list = items.map(([href, label]) => `<li><a href="${esc(href)}">${esc(label)}</a></li>`).join('');
  const call = ctx.brief.goal === 'call' || ctx.brief.payPerCall || ctx.brief.phoneFound;
  // The header's call to action stays at every width; on a phone it says less ("Call" beside
  // the phone icon, or the call to action in a word or two), so the name keeps its one line.
  const cta = firstThatFits(24, ctx.copy.cta, ctx.t.angles.shortCtas[0]);
  const labels = [ctx.copy.cta, ctx.t.angles.shortCtas[0] ?? ''].filter((l) => l && l.length <= 18);
  const { label: short, fit, tight } = headerFit(ctx, call ? [ctx.t.callShort] : labels, call);
  const ctaIcon = tight ? icon(ctx, goalIcon(ctx), 'pc-icon pc-nav-icon') : '';
  const button = call
    ? phoneLink(
        ctx,
        'pc-btn pc-btn--primary pc-btn--sm pc-nav-call',
        `${icon(ctx, 'phone')}<span class="pc-nav-num">${esc(phoneText(ctx))}</span><span class="pc-nav-short pc-nav-label">${esc(ctx.t.callShort)}</span>`,
      )
    : `<a class="pc-btn pc-btn--primary pc-btn--sm pc-nav-cta" href="${ctaHref(ctx)}">${ctaIcon}<span class="pc-nav-long">${esc(
        cta,
      )}</span><span class="pc-nav-brief pc-nav-label">${esc(short)}</span></a>`;
  const sticky =
    ctx.options.platformOptimization === 'ghl' || ctx.options.platformOptimization === 'universal';
  return `<header class="pc-nav${sticky ? ' pc-nav--sticky' : ''}${tight ? ' pc-nav--tight' : ''}"${fit}><div class="pc-container pc-nav-inner">${logo(ctx)}${
    list ? `<nav aria-label="${esc(ctx.t.navAria)}"><ul class="pc-nav-links">${list}</ul></nav>` : ''
  }${button}</div></header>`;
}

export function renderTopbar(ctx: Ctx): string {
  const b = ctx.brief;
  const t = ctx.t.topbar;
  const text =
    b.goal === 'event'
      ? t.event(b.eventDate)
      : b.goal === 'call'
        ? t.call(b.phoneFound ? b.phone : null, b.brand)
        : t.offer(offerText(b), b.eventDate);
  return `<aside class="pc-topbar" aria-label="${esc(ctx.t.announcementAria)}"><div class="pc-container">${icon(ctx, 'clock')}<span>${esc(text)}</span></div></aside>`;
}

export function renderFooter(ctx: Ctx, sectionIds: string[]): string {
  const b = ctx.brief;
  const { navLabels } = ctx.t;
  const links = sectionIds
    .filter((id) => navLabels[id])
    .slice(0, 5)
    .map((id) => `<li><a href="#${id}">${esc(navLabels[id])}</a></li>`)
    .join('');
  const parts = [
    b.profile.local || b.goal === 'call' || b.phoneFound ? `${icon(ctx, 'phone')}${phoneLink(ctx)}` : '',
    b.email ? `<a href="mailto:${esc(b.email)}">${esc(b.email)}</a>` : '',
    b.location ? esc(b.location) : '',
  ].filter(Boolean);
  const contact = parts.length
    ? `<p class="pc-footer-contact">${parts.join(' <span aria-hidden="true">·</span> ')}</p>`
    : '';
  return `<footer class="pc-footer"><div class="pc-container"><div class="pc-footer-top"><div class="pc-footer-brand">${logo(ctx)}<p>${esc(
    wholeSentences(ctx.copy.sub, 140),
  )}</p>${contact}</div>${links ? `<nav aria-label="${esc(ctx.t.footerAria)}"><ul class="pc-footer-links">${links}</ul></nav>` : ''}</div><div class="pc-footer-legal"><p>${esc(
    ctx.t.rightsReserved(b.brand),
  )}</p><p><a href="#top">${esc(ctx.t.backToTop)}</a></p></div></div></footer>`;
}
