import { offerText, telHref } from '../copywriter.ts';
import { esc, truncate } from '../html.ts';
import { type Ctx, icon, phoneLink } from './context.ts';

const NAV_LABELS: Record<string, string> = {
  features: 'Why us',
  'how-it-works': 'How it works',
  testimonials: 'Reviews',
  pricing: 'Pricing',
  offer: 'Offer',
  event: 'Agenda',
  gallery: 'Work',
  faq: 'FAQ',
  booking: 'Book',
  donate: 'Give',
};

function logo(ctx: Ctx): string {
  return `<a class="pc-logo" href="#top"><span class="pc-logo-mark">${icon(ctx, ctx.brief.profile.icon)}</span><span>${esc(ctx.brief.brand)}</span></a>`;
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
  const items = custom?.length
    ? custom.slice(0, 6)
    : sectionIds
        .filter((id) => NAV_LABELS[id])
        .slice(0, 4)
        .map((id) => [`#${id}`, NAV_LABELS[id] ?? id]);
  const list = items.map(([href, label]) => `<li><a href="${esc(href)}">${esc(label)}</a></li>`).join('');
  const call = ctx.brief.goal === 'call' || ctx.brief.payPerCall;
  const button = call
    ? phoneLink(
        ctx,
        'pc-btn pc-btn--primary pc-btn--sm pc-nav-call',
        `${icon(ctx, 'phone')}<span class="pc-nav-num">${esc(ctx.brief.phoneFound ? ctx.brief.phone : `[${ctx.brief.phone}]`)}</span><span class="pc-nav-short">Call now</span>`,
      )
    : `<a class="pc-btn pc-btn--primary pc-btn--sm pc-nav-cta" href="${ctaHref(ctx)}">${esc(truncate(ctx.copy.cta, 24))}</a>`;
  const sticky =
    ctx.options.platformOptimization === 'ghl' || ctx.options.platformOptimization === 'universal';
  return `<header class="pc-nav${sticky ? ' pc-nav--sticky' : ''}"><div class="pc-container pc-nav-inner">${logo(ctx)}${
    list ? `<nav aria-label="Main"><ul class="pc-nav-links">${list}</ul></nav>` : ''
  }${button}</div></header>`;
}

export function renderTopbar(ctx: Ctx): string {
  const b = ctx.brief;
  const text =
    b.goal === 'event'
      ? `${b.eventDate ? `${b.eventDate}: r` : 'R'}egister today to save your spot.`
      : b.goal === 'call'
        ? `Call ${b.phoneFound ? b.phone : 'us'} to speak to ${b.brand}.`
        : `Claim your ${offerText(b)}${b.eventDate ? ` by ${b.eventDate}` : ' today'}.`;
  return `<aside class="pc-topbar" aria-label="Announcement"><div class="pc-container">${icon(ctx, 'clock')}<span>${esc(text)}</span></div></aside>`;
}

export function renderFooter(ctx: Ctx, sectionIds: string[]): string {
  const b = ctx.brief;
  const links = sectionIds
    .filter((id) => NAV_LABELS[id])
    .slice(0, 5)
    .map((id) => `<li><a href="#${id}">${esc(NAV_LABELS[id])}</a></li>`)
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
    truncate(ctx.copy.sub, 140),
  )}</p>${contact}</div>${links ? `<nav aria-label="Footer"><ul class="pc-footer-links">${links}</ul></nav>` : ''}</div><div class="pc-footer-legal"><p>© ${esc(
    b.brand,
  )}. All rights reserved.</p><p><a href="#top">Back to top</a></p></div></div></footer>`;
}
