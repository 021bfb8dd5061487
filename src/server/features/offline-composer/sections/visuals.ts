import { capitalise, esc, truncate } from '../html.ts';
import type { VisualKind } from '../types.ts';
import { type Ctx, icon } from './context.ts';

/** Decorative hero panels drawn in HTML/CSS so pages need no external images. */

function dashboard(ctx: Ctx): string {
  const { profile } = ctx.brief;
  // A decorative mock: labels only, since any number here would be an invented result.
  const kpis = profile.figures
    .slice(0, 3)
    .map((label) => `<div class="pc-kpi"><b>—</b><small>${esc(label)}</small></div>`)
    .join('');
  const bars = [42, 58, 50, 72, 64, 86, 78, 94].map((h) => `<i style="--h:${h}%"></i>`).join('');
  const rows = profile.benefits
    .slice(0, 3)
    .map(
      ([ic, title]) =>
        `<div class="pc-row">${icon(ctx, ic)}<span>${esc(title)}</span><em>${icon(ctx, 'check')}</em></div>`,
    )
    .join('');
  return `<div class="pc-mock pc-dash" aria-hidden="true"><div class="pc-mock-bar"><span></span><span></span><span></span><em>${esc(
    ctx.brief.brand,
  )}</em></div><div class="pc-dash-body"><div class="pc-kpis">${kpis}</div><div class="pc-chart">${bars}</div><div class="pc-rows">${rows}</div></div></div>`;
}

/** The floating card on a hero visual: the brief's offer or price, else a benefit. Never a rating. */
function floatFact(ctx: Ctx): [string, string] {
  const b = ctx.brief;
  if (b.offer) return [truncate(capitalise(b.offer), 28), b.prices[0] ?? b.brand];
  if (b.prices[0]) return [b.prices[0], truncate(b.services[0] ?? b.profile.service, 24)];
  return [b.profile.benefits[0]?.[1] ?? b.brand, truncate(b.profile.benefits[1]?.[1] ?? '', 24)];
}

function phone(ctx: Ctx): string {
  const { profile } = ctx.brief;
  const items = profile.benefits
    .slice(1, 4)
    .map(
      ([ic, title]) => `<div class="pc-phone-item"><span>${icon(ctx, ic)}</span><b>${esc(title)}</b></div>`,
    )
    .join('');
  const [floatTitle, floatText] = floatFact(ctx);
  return `<div class="pc-phone-wrap" aria-hidden="true"><div class="pc-phone"><div class="pc-phone-screen"><div class="pc-phone-top"><b>${esc(
    ctx.brief.brand,
  )}</b><span></span></div><div class="pc-phone-hero"><small>Today</small><b>${esc(profile.benefits[0]?.[1] ?? 'Welcome')}</b><i></i></div>${items}<div class="pc-phone-tabs"><i></i><i></i><i></i><i></i></div></div></div><div class="pc-float pc-float--a"><b>${esc(
    floatTitle,
  )}</b><small>${esc(floatText)}</small></div></div>`;
}

export function ticket(ctx: Ctx): string {
  const b = ctx.brief;
  const m = /([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2})/.exec(b.eventDate ?? '');
  const month = m?.[1] ? m[1].toUpperCase() : 'LIVE';
  const day = m?.[2] ?? 'Soon';
  const where =
    b.eventFormat === 'webinar' || b.eventFormat === 'masterclass'
      ? 'Online, live'
      : (b.location ?? 'Venue announced soon');
  return `<div class="pc-ticket" aria-hidden="true"><div class="pc-ticket-date"><small>${esc(month)}</small><b>${esc(day)}</b></div><div class="pc-ticket-body"><small>${esc(
    b.eventFormat ? `Free ${b.eventFormat}` : 'Admit one',
  )}</small><b>${esc(b.brand)}</b><span>${icon(ctx, 'clock')}${esc(b.eventDate ?? 'Date to be announced')}</span><span>${icon(ctx, 'pin')}${esc(
    where,
  )}</span>${b.prices[0] ? `<small>${esc(b.prices[0])}</small>` : ''}</div></div>`;
}

function spotlight(ctx: Ctx): string {
  const { profile } = ctx.brief;
  const [title, text] = floatFact(ctx);
  return `<div class="pc-spot" aria-hidden="true"><div class="pc-spot-art"><span class="pc-spot-ring">${icon(
    ctx,
    profile.icon,
    'pc-icon pc-icon--xl',
  )}</span></div><div class="pc-float pc-float--a"><b>${esc(title)}</b><small>${esc(text)}</small></div><div class="pc-float pc-float--b"><span class="pc-float-icon">${icon(
    ctx,
    'check',
  )}</span><div><b>${esc(profile.benefits[0]?.[1] ?? '')}</b><small>${esc(profile.benefits[1]?.[1] ?? '')}</small></div></div></div>`;
}

function product(ctx: Ctx): string {
  const b = ctx.brief;
  const price = b.prices[0] ?? '';
  const product = capitalise(b.services[0] ?? b.profile.service);
  return `<div class="pc-product" aria-hidden="true"><div class="pc-product-img"><span class="pc-product-shape"></span><span class="pc-chip">New</span></div><div class="pc-product-body"><small>${esc(
    b.brand,
  )}</small><b>${esc(truncate(product, 40))}</b><div class="pc-product-buy"><strong>${esc(price)}</strong><span class="pc-fake-btn">${esc(truncate(ctx.copy.cta, 18))}</span></div><small>${icon(
    ctx,
    'check',
  )}${esc(b.profile.benefits[0]?.[1] ?? '')}</small></div></div>`;
}

function listing(ctx: Ctx): string {
  const b = ctx.brief;
  const where = b.location ? `Featured listing in ${b.location}` : 'Featured listing';
  return `<div class="pc-product pc-listing" aria-hidden="true"><div class="pc-product-img">${icon(
    ctx,
    'house',
    'pc-icon pc-icon--xl',
  )}<span class="pc-chip">Just listed</span></div><div class="pc-product-body"><small>${esc(where)}</small><b>${esc(
    b.prices[0] ?? capitalise(b.services[0] ?? b.profile.service),
  )}</b><div class="pc-facts">${b.profile.benefits
    .slice(0, 2)
    .map(([, title]) => `<span>${esc(title)}</span>`)
    .join('')}</div><span class="pc-fake-btn">${esc(truncate(ctx.copy.cta, 24))}</span></div></div>`;
}

const VISUALS: Record<VisualKind, (ctx: Ctx) => string> = {
  dashboard,
  phone,
  ticket,
  spotlight,
  product,
  listing,
};

export function renderVisual(ctx: Ctx, kind: VisualKind): string {
  ctx.css.add('visuals');
  return VISUALS[kind](ctx);
}
