import { offerText, telHref } from '../copywriter.ts';
import { esc, firstThatFits, wholeSentences } from '../html.ts';
import { type Ctx, icon, phoneLink, phoneText } from './context.ts';

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
  const { navLabels } = ctx.t;
  const items = custom?.length
    ? custom.slice(0, 6)
    : sectionIds
        .filter((id) => navLabels[id])
        .slice(0, 4)
        .map((id) => [`#${id}`, navLabels[id] ?? id]);
  const list = items.map(([href, label]) => `<li><a href="${esc(href)}">${esc(label)}</a></li>`).join('');
  const call = ctx.brief.goal === 'call' || ctx.brief.payPerCall || ctx.brief.phoneFound;
  // The header's call to action stays at every width; on a phone it says less.
  const cta = firstThatFits(24, ctx.copy.cta, ctx.t.angles.shortCtas[0]);
  const short = firstThatFits(14, ctx.copy.cta, ctx.t.angles.shortCtas[0], ctx.t.callNowShort);
  const ctaButton = `<a class="pc-btn pc-btn--primary pc-btn--sm pc-nav-cta" href="${ctaHref(ctx)}"><span class="pc-nav-long">${esc(cta)}</span><span class="pc-nav-brief">${esc(short)}</span></a>`;
  const button = call
    ? phoneLink(
        ctx,
        'pc-btn pc-btn--primary pc-btn--sm pc-nav-call',
        `${icon(ctx, 'phone')}<span class="pc-nav-num">${esc(phoneText(ctx))}</span><span class="pc-nav-short">${esc(ctx.t.callNowShort)}</span>`,
      )
    : ctaButton;
  const sticky =
    ctx.options.platformOptimization === 'ghl' || ctx.options.platformOptimization === 'universal';
  return `<header class="pc-nav${sticky ? ' pc-nav--sticky' : ''}"><div class="pc-container pc-nav-inner">${logo(ctx)}${
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
