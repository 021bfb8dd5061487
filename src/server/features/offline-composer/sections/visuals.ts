import { capitalise, esc, firstThatFits } from '../html.ts';
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
  const benefit = (i: number) => b.profile.benefits[i]?.[1] ?? '';
  if (b.offer && b.offer.length <= 28) return [capitalise(b.offer), b.prices[0] ?? b.brand];
  if (b.prices[0]) return [b.prices[0], firstThatFits(24, b.services[0], b.profile.service, benefit(1))];
  return [benefit(0) || b.brand, firstThatFits(24, benefit(1), '')];
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
  )}</b><span></span></div><div class="pc-phone-hero"><small>${esc(ctx.t.visuals.today)}</small><b>${esc(profile.benefits[0]?.[1] ?? ctx.t.visuals.welcome)}</b><i></i></div>${items}<div class="pc-phone-tabs"><i></i><i></i><i></i><i></i></div></div></div><div class="pc-float pc-float--a"><b>${esc(
    floatTitle,
  )}</b><small>${esc(floatText)}</small></div></div>`;
}

export function ticket(ctx: Ctx): string {
  const b = ctx.brief;
  const t = ctx.t.visuals;
  const [month, day] = t.ticketDate(b.eventDate ?? '') ?? [t.live, t.soon];
  const where =
    b.eventFormat === 'webinar' || b.eventFormat === 'masterclass' ? t.online : (b.location ?? t.venueSoon);
  return `<div class="pc-ticket" aria-hidden="true"><div class="pc-ticket-date"><small>${esc(month)}</small><b>${esc(day)}</b></div><div class="pc-ticket-body"><small>${esc(
    b.eventFormat ? t.free(ctx.t.eventName(b.eventFormat)) : t.admitOne,
  )}</small><b>${esc(b.brand)}</b><span>${icon(ctx, 'clock')}${esc(b.eventDate ?? t.dateTba)}</span><span>${icon(ctx, 'pin')}${esc(
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
  return `<div class="pc-product" aria-hidden="true"><div class="pc-product-img"><span class="pc-product-shape"></span><span class="pc-chip">${esc(ctx.t.visuals.new)}</span></div><div class="pc-product-body"><small>${esc(
    b.brand,
  )}</small><b>${esc(firstThatFits(40, product, capitalise(b.profile.service)))}</b><div class="pc-product-buy"><strong>${esc(price)}</strong><span class="pc-fake-btn">${esc(firstThatFits(18, ctx.copy.cta, ctx.t.angles.shortCtas[0]))}</span></div><small>${icon(
    ctx,
    'check',
  )}${esc(b.profile.benefits[0]?.[1] ?? '')}</small></div></div>`;
}

function listing(ctx: Ctx): string {
  const b = ctx.brief;
  const where = b.location ? ctx.t.visuals.featuredIn(b.location) : ctx.t.visuals.featured;
  return `<div class="pc-product pc-listing" aria-hidden="true"><div class="pc-product-img">${icon(
    ctx,
    'house',
    'pc-icon pc-icon--xl',
  )}<span class="pc-chip">${esc(ctx.t.visuals.justListed)}</span></div><div class="pc-product-body"><small>${esc(where)}</small><b>${esc(
    b.prices[0] ?? capitalise(b.services[0] ?? b.profile.service),
  )}</b><div class="pc-facts">${b.profile.benefits
    .slice(0, 2)
    .map(([, title]) => `<span>${esc(title)}</span>`)
    .join(
      '',
    )}</div><span class="pc-fake-btn">${esc(firstThatFits(24, ctx.copy.cta, ctx.t.angles.shortCtas[0]))}</span></div></div>`;
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
