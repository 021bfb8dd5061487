import { esc, truncate } from '../html.ts';
import type { VisualKind } from '../types.ts';
import { type Ctx, icon, stars } from './context.ts';

/** Decorative hero panels drawn in HTML/CSS so pages need no external images. */

function dashboard(ctx: Ctx): string {
  const { profile } = ctx.brief;
  const kpis = profile.stats
    .slice(0, 3)
    .map(
      ([n, label]) => `<div class="pc-kpi"><b>${esc(n)}</b><small>${esc(truncate(label, 22))}</small></div>`,
    )
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

function phone(ctx: Ctx): string {
  const { profile } = ctx.brief;
  const items = profile.benefits
    .slice(1, 4)
    .map(
      ([ic, title]) => `<div class="pc-phone-item"><span>${icon(ctx, ic)}</span><b>${esc(title)}</b></div>`,
    )
    .join('');
  const [rating, ratingLabel] = profile.stats[1] ?? ['4.8★', 'rating'];
  return `<div class="pc-phone-wrap" aria-hidden="true"><div class="pc-phone"><div class="pc-phone-screen"><div class="pc-phone-top"><b>${esc(
    ctx.brief.brand,
  )}</b><span></span></div><div class="pc-phone-hero"><small>Today</small><b>${esc(profile.benefits[0]?.[1] ?? 'Welcome')}</b><i></i></div>${items}<div class="pc-phone-tabs"><i></i><i></i><i></i><i></i></div></div></div><div class="pc-float pc-float--a"><b>${esc(
    rating,
  )}</b><small>${esc(ratingLabel)}</small></div></div>`;
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
  )}</span><div class="pc-meter"><i style="--w:78%"></i></div><small>78% of seats claimed</small></div></div>`;
}

function spotlight(ctx: Ctx): string {
  const { profile } = ctx.brief;
  const [num, label] = profile.stats.find(([n]) => n.includes('★')) ?? profile.stats[0] ?? ['4.9★', 'rating'];
  return `<div class="pc-spot" aria-hidden="true"><div class="pc-spot-art"><span class="pc-spot-ring">${icon(
    ctx,
    profile.icon,
    'pc-icon pc-icon--xl',
  )}</span></div><div class="pc-float pc-float--a">${stars(ctx)}<b>${esc(num.replace('★', ''))}</b><small>${esc(label)}</small></div><div class="pc-float pc-float--b"><span class="pc-float-icon">${icon(
    ctx,
    'check',
  )}</span><div><b>${esc(profile.benefits[0]?.[1] ?? '')}</b><small>${esc(profile.benefits[1]?.[1] ?? '')}</small></div></div></div>`;
}

function product(ctx: Ctx): string {
  const b = ctx.brief;
  const price = b.price ?? b.profile.plans[0]?.price ?? '$39';
  return `<div class="pc-product" aria-hidden="true"><div class="pc-product-img"><span class="pc-product-shape"></span><span class="pc-chip">New</span></div><div class="pc-product-body"><small>${esc(
    b.brand,
  )}</small><b>The Signature Collection</b>${stars(ctx)}<div class="pc-product-buy"><strong>${esc(price)}</strong><span class="pc-fake-btn">Add to cart</span></div><small>${icon(
    ctx,
    'truck',
  )}Free shipping over $50</small></div></div>`;
}

function listing(ctx: Ctx): string {
  const b = ctx.brief;
  const where = b.location ? `Featured listing in ${b.location}` : 'Featured listing';
  return `<div class="pc-product pc-listing" aria-hidden="true"><div class="pc-product-img">${icon(
    ctx,
    'house',
    'pc-icon pc-icon--xl',
  )}<span class="pc-chip">Just listed</span></div><div class="pc-product-body"><small>${esc(where)}</small><b>${esc(
    b.price ?? '$675,000',
  )}</b><div class="pc-facts"><span><strong>4</strong> beds</span><span><strong>3</strong> baths</span><span><strong>2,450</strong> sq ft</span></div><span class="pc-fake-btn">Schedule a viewing</span></div></div>`;
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
