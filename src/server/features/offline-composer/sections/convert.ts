import { fill, offerText } from '../copywriter.ts';
import { capitalise, esc } from '../html.ts';
import type { Plan } from '../types.ts';
import { ctaHref } from './chrome.ts';
import { sectionHead } from './content.ts';
import {
  animate,
  type Ctx,
  icon,
  phoneLink,
  placeholder,
  sectionClose,
  sectionId,
  sectionOpen,
} from './context.ts';
import { formCard, renderForm } from './forms.ts';

function checkList(ctx: Ctx, items: string[]): string {
  return `<ul class="pc-list">${items.map((f) => `<li>${icon(ctx, 'check')}<span>${esc(f)}</span></li>`).join('')}</ul>`;
}

/**
 * Plans: the profile's outlines carrying the brief's prices in the order given; a plan without
 * one shows a marked price placeholder. A brief with more prices than outlines gets a card each.
 */
function briefPlans(ctx: Ctx): Plan[] {
  const { prices, profile } = ctx.brief;
  const count = Math.min(4, Math.max(prices.length, Math.min(3, profile.plans.length)));
  return Array.from({ length: count }, (_, i) => {
    const outline = profile.plans[i] ?? profile.plans[profile.plans.length - 1]!;
    const price = prices[i] ?? '';
    // "$300/mo" already says its period.
    return { ...outline, price, period: /\/|\sper\s|\sa\s/.test(price) ? '' : outline.period };
  });
}

export function renderPricing(ctx: Ctx, title?: string, custom?: Plan[]): string {
  ctx.css.add('pricing');
  const plans = custom ? custom.slice(0, 4) : briefPlans(ctx);
  const featured = plans.length >= 3 ? 1 : -1;
  const cards = plans
    .map((p, i) => {
      const hot = i === featured;
      return `<article class="pc-plan${hot ? ' pc-plan--featured' : ''}${animate(ctx, i + 1)}">${
        hot ? '<p class="pc-plan-badge">Most popular</p>' : ''
      }<h3>${esc(p.name)}</h3><p class="pc-price">${p.price ? `<strong>${esc(p.price)}</strong>` : placeholder(ctx, 'figure', '[Price]', 'strong')}${p.period ? `<span>${esc(p.period)}</span>` : ''}</p>${checkList(
        ctx,
        p.features,
      )}<a class="pc-btn ${hot ? 'pc-btn--primary' : 'pc-btn--ghost'} pc-btn--block" href="${ctaHref(ctx).replace('#pricing', '#cta')}">${esc(
        hot ? ctx.copy.cta : `Choose ${p.name}`,
      )}</a></article>`;
    })
    .join('');
  const id = sectionId(ctx, 'pricing');
  const note = '<!-- Point the plan buttons at your checkout or order-form page. -->';
  return `${sectionOpen(ctx, id, '')}${note}<div class="pc-container">${sectionHead(ctx, 'Pricing', title ?? ctx.copy.headings.pricing, 'Pick the option that fits you best.')}<div class="pc-plans pc-plans--${plans.length}">${cards}</div></div>${sectionClose(ctx, id)}`;
}

export function renderOffer(ctx: Ctx): string {
  ctx.css.add('offer');
  const b = ctx.brief;
  const plan = b.profile.plans[1] ?? b.profile.plans[0];
  const price = b.prices[0] ?? '';
  const items: string[] = [...(plan?.features ?? [])];
  // Benefits that repeat a plan feature ("Free shipping" / "Free, fast shipping") are skipped.
  const words = (s: string): string[] => s.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  for (const [, title] of b.profile.benefits) {
    if (items.length >= 5) break;
    if (!words(title).some((w) => items.some((i) => words(i).includes(w)))) items.push(title);
  }
  const launch = b.goal === 'launch';
  const id = sectionId(ctx, 'offer');
  return `${sectionOpen(ctx, id, 'pc-section--alt')}<div class="pc-container"><div class="pc-offer${animate(ctx)}"><div class="pc-offer-copy"><p class="pc-eyebrow">${
    launch ? 'Launch offer' : 'Today’s offer'
  }</p><h2 class="pc-h2">${esc(launch ? `Be first to get ${b.brand}` : `Get ${fill(b, '{offer}')}`)}</h2><p class="pc-lead">${esc(
    launch
      ? `Early supporters are first in line for ${b.offer ?? b.services[0] ?? b.profile.service}.`
      : fill(b, `Everything included with {offer} from {brand}.`),
  )}</p>${checkList(ctx, items)}</div><div class="pc-offer-card"><p class="pc-offer-price"><small>${launch ? 'Launch price' : 'Your price'}</small>${
    price ? `<strong>${esc(price)}</strong>` : placeholder(ctx, 'figure', '[Price]', 'strong')
  }</p><a class="pc-btn pc-btn--primary pc-btn--lg pc-btn--block" href="${ctaHref(ctx).replace('#offer', '#cta')}">${esc(
    ctx.copy.cta,
  )}</a><p class="pc-offer-note">${icon(ctx, 'shield')}<span>Secure checkout</span></p></div></div></div>${sectionClose(ctx, id)}`;
}

export function renderGuarantee(ctx: Ctx, title?: string, text?: string): string {
  ctx.css.add('guarantee');
  const b = ctx.brief;
  // The guarantee as the brief states it ("the 30-day money-back guarantee"); its terms are the owner's.
  const stated = /[^.,;:!?\n]*\b(?:guarantee|money[- ]back|risk[- ]free)\b[^.,;:!?\n]*/i
    .exec(b.prompt)?.[0]
    ?.trim()
    .replace(/^(?:and|with|plus|show|include|the|a|an|our)\s+/gi, '')
    .replace(/^(?:the|a|an|our)\s+/i, '');
  const heading = title ?? capitalise(stated ?? 'Our promise to you');
  const body =
    text ??
    `${b.brand} stands behind its work. Add the terms of your guarantee here so ${b.profile.customers} know exactly what is covered.`;
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
  const body =
    text ??
    (b.goal === 'feedback'
      ? `Every answer is read by the ${b.brand} team and shapes what we do next.`
      : fill(b, `{brand} is ready when you are. Getting started takes a moment.`));
  let action: string;
  if (ctx.formAnchor === 'cta' && b.goal !== 'call') {
    const kind = b.goal === 'launch' || b.goal === 'sales' ? 'email' : b.goal;
    const form = renderForm(ctx, { kind, submit: ctx.copy.cta, label: heading });
    action = `<div class="pc-cta-form">${formCard(b.goal === 'launch' ? 'Get early access' : 'Create your account', '', form, 'h3')}</div>`;
  } else if (b.goal === 'call') {
    action = `<div class="pc-actions pc-actions--center">${phoneLink(ctx, 'pc-btn pc-btn--light pc-btn--lg', `${icon(ctx, 'phone')}<span>Call ${esc(b.phoneFound ? b.phone : `[${b.phone}]`)}</span>`)}</div>`;
  } else {
    const href = ctaHref(ctx);
    action = `<div class="pc-actions pc-actions--center"><a class="pc-btn pc-btn--light pc-btn--lg" href="${href === '#cta' ? '#top' : href}">${esc(
      ctx.copy.cta,
    )}</a></div>`;
  }
  return `${sectionOpen(ctx, id, 'pc-cta')}<div class="pc-container pc-cta-inner${animate(ctx)}"><h2 class="pc-h2">${esc(heading)}</h2><p class="pc-lead">${esc(
    body,
  )}</p>${action}</div>${sectionClose(ctx, id)}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Parses only ISO-like dates so output never depends on the machine's clock or locale. */
function isoDeadline(value: unknown): { iso: string; label: string } | null {
  const m =
    typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(value.trim()) : null;
  if (!m) return null;
  const month = MONTHS[Number(m[2]) - 1];
  if (!month || Number(m[3]) < 1 || Number(m[3]) > 31) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}T${m[4] ?? '23'}:${m[5] ?? '59'}:00`;
  return { iso, label: `${month} ${Number(m[3])}, ${m[1]}` };
}

export function renderCountdown(ctx: Ctx, title?: string, endDate?: unknown): string {
  ctx.css.add('countdown');
  const deadline = isoDeadline(endDate);
  const id = sectionId(ctx, 'countdown');
  const heading = title ?? `Limited-time offer: ${offerText(ctx.brief)}`;
  let body: string;
  if (deadline) {
    const units = ['Days', 'Hours', 'Minutes', 'Seconds']
      .map((u) => `<div><strong data-pc-unit="${u[0]!.toLowerCase()}">--</strong><small>${u}</small></div>`)
      .join('');
    body = `<p class="pc-countdown-end">Offer ends ${esc(deadline.label)}</p><div class="pc-countdown" data-pc-deadline="${deadline.iso}" aria-hidden="true">${units}</div>`;
    ctx.scripts.push(
      "document.querySelectorAll('[data-pc-deadline]').forEach(function(el){var end=new Date(el.getAttribute('data-pc-deadline')).getTime();function pad(n){return n<10?'0'+n:''+n}function tick(){var s=Math.max(0,Math.floor((end-Date.now())/1000));var v={d:Math.floor(s/86400),h:Math.floor(s%86400/3600),m:Math.floor(s%3600/60),s:s%60};el.querySelectorAll('[data-pc-unit]').forEach(function(n){n.textContent=pad(v[n.getAttribute('data-pc-unit')])})}tick();setInterval(tick,1000)});",
    );
  } else {
    const by = ctx.brief.eventDate ? `Ends ${ctx.brief.eventDate}.` : 'Available for a limited time.';
    body = `<p class="pc-countdown-end">${esc(by)}</p>`;
  }
  return `${sectionOpen(ctx, id, 'pc-urgency')}<div class="pc-container pc-urgency-inner"><h2 class="pc-h3">${icon(ctx, 'clock')}<span>${esc(
    heading,
  )}</span></h2>${body}<a class="pc-btn pc-btn--light" href="${ctaHref(ctx)}">${esc(ctx.copy.cta)}</a></div>${sectionClose(ctx, id)}`;
}
