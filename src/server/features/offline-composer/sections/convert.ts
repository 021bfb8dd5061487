import { fill, offerText } from '../copywriter.ts';
import { capitalise, esc } from '../html.ts';
import { freeOffer } from '../plan.ts';
import type { Plan } from '../types.ts';
import { ctaHref } from './chrome.ts';
import { sectionHead } from './content.ts';
import {
  animate,
  type Ctx,
  icon,
  phoneLink,
  phoneText,
  placeholder,
  sectionClose,
  sectionId,
  sectionOpen,
} from './context.ts';
import { formCard, renderForm } from './forms.ts';
import { firstPhoto } from './image-slots.ts';

function checkList(ctx: Ctx, items: string[]): string {
  return `<ul class="pc-list">${items.map((f) => `<li>${icon(ctx, 'check')}<span>${esc(f)}</span></li>`).join('')}</ul>`;
}

/** Words that make a price a single payment: "lifetime deal", "one-time fee", "pago único". */
const ONE_OFF =
  /\blifetime\b|\bone[- ]?time\b|\bone[- ]off\b|\bpay once\b|\bpago [uú]nico\b|\bde por vida\b/i;

/**
 * Plans: the profile's outlines carrying the brief's prices in the order given; a plan without
 * one shows a marked price placeholder. A brief with more prices than outlines gets a card each.
 */
function briefPlans(ctx: Ctx): Plan[] {
  const { profile, terms } = ctx.brief;
  // A reduced price's old price is no plan of its own: it shows struck through beside the new one.
  const prices = ctx.brief.prices.filter((p) => p !== terms.wasNow?.was);
  const inPrice = ctx.t.pricing.periodInPrice;
  const statesPeriod = prices.some((p) => inPrice.test(p));
  const oneOff = (price: string) => {
    const at = ctx.brief.prompt.indexOf(price);
    const near = at < 0 ? '' : ctx.brief.prompt.slice(Math.max(0, at - 40), at + price.length + 20);
    return price !== '' && ONE_OFF.test(near);
  };
  // Beside a free offer, only the prices the brief gives: no "[Price]" card reads as a sale.
  const count =
    freeOffer(ctx.brief) && prices.length
      ? Math.min(4, prices.length)
      : Math.min(4, Math.max(prices.length, Math.min(3, profile.plans.length)));
  return Array.from({ length: count }, (_, i) => {
    const outline = profile.plans[i] ?? profile.plans[profile.plans.length - 1]!;
    const price = prices[i] ?? '';
    const was = terms.wasNow && price === terms.wasNow.now ? terms.wasNow.was : undefined;
    // "$300/mo" already says its period; beside a price that says its own, a bare price is a
    // one-off ("a lifetime deal for $259"), not a plan billed by the profile's period.
    const period = inPrice.test(price) || (price && statesPeriod) || oneOff(price) ? '' : outline.period;
    return { ...outline, price, period, was };
  });
}

export function renderPricing(ctx: Ctx, title?: string, custom?: Plan[]): string {
  ctx.css.add('pricing');
  const t = ctx.t.pricing;
  const plans = custom ? custom.slice(0, 4) : briefPlans(ctx);
  const featured = plans.length >= 3 ? 1 : -1;
  const cards = plans
    .map((p, i) => {
      const hot = i === featured;
      return `<article class="pc-plan${hot ? ' pc-plan--featured' : ''}${animate(ctx, i + 1)}">${
        hot ? `<p class="pc-plan-badge">${esc(t.popular)}</p>` : ''
      }<h3>${esc(p.name)}</h3><p class="pc-price">${p.price ? `<strong>${esc(p.price)}</strong>` : placeholder(ctx, 'figure', t.pricePlaceholder, 'strong')}${p.period ? `<span>${esc(p.period)}</span>` : ''}</p>${
        p.was ? `<p class="pc-price-was">${esc(ctx.t.terms.normally)} <s>${esc(p.was)}</s></p>` : ''
      }${checkList(
        ctx,
        p.features,
      )}<a class="pc-btn ${hot ? 'pc-btn--primary' : 'pc-btn--ghost'} pc-btn--block" href="${ctaHref(ctx).replace('#pricing', '#cta')}">${esc(
        hot ? ctx.copy.cta : t.choose(p.name),
      )}</a></article>`;
    })
    .join('');
  const id = sectionId(ctx, 'pricing');
  const note = '<!-- Point the plan buttons at your checkout or order-form page. -->';
  return `${sectionOpen(ctx, id, '')}${note}<div class="pc-container">${sectionHead(ctx, t.eyebrow, title ?? ctx.copy.headings.pricing, t.lead)}<div class="pc-plans pc-plans--${plans.length}">${cards}</div></div>${sectionClose(ctx, id)}`;
}

export function renderOffer(ctx: Ctx): string {
  ctx.css.add('offer');
  const b = ctx.brief;
  const t = ctx.t.offer;
  const plan = b.profile.plans[1] ?? b.profile.plans[0];
  const price = b.prices[0] ?? '';
  const items: string[] = [...(plan?.features ?? [])];
  // Benefits that repeat a plan feature ("Free shipping" / "Free, fast shipping") are skipped.
  const words = (s: string): string[] => s.toLowerCase().match(t.words) ?? [];
  for (const [, title] of b.profile.benefits) {
    if (items.length >= 5) break;
    if (!words(title).some((w) => items.some((i) => words(i).includes(w)))) items.push(title);
  }
  const launch = b.goal === 'launch';
  const id = sectionId(ctx, 'offer');
  return `${sectionOpen(ctx, id, 'pc-section--alt')}<div class="pc-container"><div class="pc-offer${animate(ctx)}"><div class="pc-offer-copy"><p class="pc-eyebrow">${
    launch ? t.launchEyebrow : t.eyebrow
  }</p><h2 class="pc-h2">${esc(launch ? t.launchTitle(b.brand) : t.title(fill(b, '{offer}')))}</h2><p class="pc-lead">${esc(
    launch ? t.launchLead(b.offer ?? b.services[0] ?? b.profile.service) : fill(b, t.lead),
  )}</p>${checkList(ctx, items)}</div><div class="pc-offer-card"><p class="pc-offer-price"><small>${launch ? t.launchPrice : t.price}</small>${
    price
      ? `<strong>${esc(price)}</strong>`
      : placeholder(ctx, 'figure', ctx.t.pricing.pricePlaceholder, 'strong')
  }</p><a class="pc-btn pc-btn--primary pc-btn--lg pc-btn--block" href="${ctaHref(ctx).replace('#offer', '#cta')}">${esc(
    ctx.copy.cta,
  )}</a><p class="pc-offer-note">${icon(ctx, 'shield')}<span>${esc(t.secure)}</span></p></div></div></div>${sectionClose(ctx, id)}`;
}

export function renderGuarantee(ctx: Ctx, title?: string, text?: string): string {
  ctx.css.add('guarantee');
  const b = ctx.brief;
  const t = ctx.t.guarantee;
  // The guarantee as the brief states it ("the 30-day money-back guarantee"); its terms are the owner's.
  const found = t.pattern.exec(b.prompt)?.[0]?.trim();
  const stated = found === undefined ? undefined : t.strip.reduce((s, re) => s.replace(re, ''), found);
  const heading = title ?? capitalise(stated ?? t.title);
  const body = text ?? t.body(b.brand, b.profile.customers);
  const id = sectionId(ctx, 'guarantee');
  return `${sectionOpen(ctx, id, '')}<div class="pc-container pc-narrow"><div class="pc-guarantee${animate(ctx)}"><span class="pc-guarantee-seal">${icon(
    ctx,
    'shield',
    'pc-icon pc-icon--lg',
  )}</span><div><h2 class="pc-h3">${esc(heading)}</h2><p>${esc(body)}</p></div></div></div>${sectionClose(ctx, id)}`;
}

/** Closing call to action; carries the main form when the plan puts it here. */
export function renderCta(ctx: Ctx, text?: string): string {
  ctx.css.add('cta');
  const b = ctx.brief;
  const id = sectionId(ctx, 'cta');
  const heading = ctx.copy.headings.cta;
  const body = text ?? (b.goal === 'feedback' ? ctx.t.cta.feedback(b.brand) : fill(b, ctx.t.cta.body));
  let action: string;
  if (ctx.formAnchor === 'cta' && b.goal !== 'call') {
    const kind = b.goal === 'launch' || b.goal === 'sales' ? 'email' : b.goal;
    // A shop's closing form signs the visitor up for offers: its button says so, not "Shop now".
    const submit = b.goal === 'sales' ? ctx.t.cta.salesSubmit : ctx.copy.cta;
    const form = renderForm(ctx, { kind, submit, label: heading });
    action = `<div class="pc-cta-form">${formCard(ctx.t.cta.form[b.goal], ctx.copy.framing?.formNote ?? '', form, 'h3')}</div>`;
  } else if (b.goal === 'call') {
    action = `<div class="pc-actions pc-actions--center">${phoneLink(ctx, 'pc-btn pc-btn--light pc-btn--lg', `${icon(ctx, 'phone')}<span>${esc(ctx.t.callPhone(phoneText(ctx)))}</span>`)}</div>`;
  } else {
    const href = ctaHref(ctx);
    action = `<div class="pc-actions pc-actions--center"><a class="pc-btn pc-btn--light pc-btn--lg" href="${href === '#cta' ? '#top' : href}">${esc(
      ctx.copy.cta,
    )}</a></div>`;
  }
  // The last chance for a page without a photo slot yet (an event page has no feature cards).
  const photo = firstPhoto(ctx);
  return `${sectionOpen(ctx, id, 'pc-cta')}<div class="pc-container pc-cta-inner${animate(ctx)}">${photo}<h2 class="pc-h2">${esc(heading)}</h2><p class="pc-lead">${esc(
    body,
  )}</p>${action}</div>${sectionClose(ctx, id)}`;
}

/** Parses only ISO-like dates so output never depends on the machine's clock or locale. */
function isoDeadline(ctx: Ctx, value: unknown): { iso: string; label: string } | null {
  const m =
    typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(value.trim()) : null;
  if (!m) return null;
  const month = ctx.t.countdown.months[Number(m[2]) - 1];
  if (!month || Number(m[3]) < 1 || Number(m[3]) > 31) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}T${m[4] ?? '23'}:${m[5] ?? '59'}:00`;
  return { iso, label: ctx.t.countdown.date(Number(m[3]), month, m[1]!) };
}

export function renderCountdown(ctx: Ctx, title?: string, endDate?: unknown): string {
  ctx.css.add('countdown');
  const t = ctx.t.countdown;
  const deadline = isoDeadline(ctx, endDate);
  const id = sectionId(ctx, 'countdown');
  const heading = title ?? t.title(offerText(ctx.brief));
  let body: string;
  if (deadline) {
    const keys = ['d', 'h', 'm', 's'];
    const units = t.units
      .map((u, i) => `<div><strong data-pc-unit="${keys[i]}">--</strong><small>${esc(u)}</small></div>`)
      .join('');
    body = `<p class="pc-countdown-end">${esc(t.ends(deadline.label))}</p><div class="pc-countdown" data-pc-deadline="${deadline.iso}" aria-hidden="true">${units}</div>`;
    ctx.scripts.push(
      "document.querySelectorAll('[data-pc-deadline]').forEach(function(el){var end=new Date(el.getAttribute('data-pc-deadline')).getTime();function pad(n){return n<10?'0'+n:''+n}function tick(){var s=Math.max(0,Math.floor((end-Date.now())/1000));var v={d:Math.floor(s/86400),h:Math.floor(s%86400/3600),m:Math.floor(s%3600/60),s:s%60};el.querySelectorAll('[data-pc-unit]').forEach(function(n){n.textContent=pad(v[n.getAttribute('data-pc-unit')])})}tick();setInterval(tick,1000)});",
    );
  } else {
    // The offer's own deadline ("until May 1") before the date of the event it sells.
    const end = ctx.brief.terms.deadline?.date ?? ctx.brief.eventDate;
    const by = end ? t.endsOn(end) : t.limited;
    body = `<p class="pc-countdown-end">${esc(by)}</p>`;
  }
  return `${sectionOpen(ctx, id, 'pc-urgency')}<div class="pc-container pc-urgency-inner"><h2 class="pc-h3">${icon(ctx, 'clock')}<span>${esc(
    heading,
  )}</span></h2>${body}<a class="pc-btn pc-btn--light" href="${ctaHref(ctx)}">${esc(ctx.copy.cta)}</a></div>${sectionClose(ctx, id)}`;
}
