import { pricedItems } from '../brief-facts.ts';
import { fill, offerText } from '../copywriter.ts';
import { capitalise, esc, safeUrl } from '../html.ts';
import type { GoalKind } from '../types.ts';
import { ctaHref } from './chrome.ts';
import { animate, type Ctx, heroHeadingTag, icon, phoneLink, phoneText, sectionId } from './context.ts';
import { actionsBelowFirstScreen } from './first-screen.ts';
import { formCard, renderForm } from './forms.ts';
import { imageSlot, subjectOf } from './image-slots.ts';
import { renderVisual } from './visuals.ts';

/** Goals whose form belongs above the fold. */
const HERO_FORM_GOALS: GoalKind[] = ['leads', 'email', 'call', 'event'];

export function heroHasForm(ctx: Ctx): boolean {
  const { goal, profile } = ctx.brief;
  if (HERO_FORM_GOALS.includes(goal)) return true;
  if (goal === 'signup') return profile.visual !== 'dashboard' && profile.visual !== 'phone';
  if (goal === 'consultation') return ctx.variant.index % 2 === 1;
  return false;
}

function formHeading(ctx: Ctx): [string, string] {
  const b = ctx.brief;
  const t = ctx.t.heroForm;
  const offer = offerText(b).replace(/:.*$/, '');
  switch (b.goal) {
    case 'email':
      return t.email;
    case 'call':
      return t.call;
    case 'event':
      return t.event(b.eventDate);
    case 'signup':
      return t.signup(offer);
    case 'consultation':
      return t.consultation(offer);
    default:
      return t.other(offer);
  }
}

export function eyebrowText(ctx: Ctx): string {
  const b = ctx.brief;
  const t = ctx.t.eyebrow;
  if (b.goal === 'event' && b.eventFormat) return t.event(ctx.t.eventName(b.eventFormat), b.eventDate);
  if (b.goal === 'feedback') return t.feedback;
  if (b.goal === 'email' && b.magnet) return t.magnet(b.magnet.replace(/:.*$/, ''));
  // A deadline keeps its word ("until May 1"): a bare date would read as an event's.
  const deadline = b.terms.deadline;
  const when = deadline ? ` · ${ctx.t.terms.until(deadline.date)}` : b.eventDate ? ` · ${b.eventDate}` : '';
  if (b.offer) return `${capitalise(b.offer)}${when}`;
  if (b.tone === 'urgent') return `${t.urgent(offerText(b))}${when}`;
  return `${fill(b, b.profile.eyebrow)}${when}`;
}

/** The brief's prices with what each buys, unless a pricing section shows them. */
function priceLine(ctx: Ctx): string {
  const b = ctx.brief;
  if (!b.prices.length || ctx.planned.has('pricing')) return '';
  // A reduced price shows the price it replaces beside it, struck through: "$129 normally $199".
  const wasNow = b.terms.wasNow;
  const shown = b.prices.filter((p) => p !== wasNow?.was).slice(0, 4);
  const items = pricedItems(b.prompt, shown).map(({ label, price }) => {
    const was =
      wasNow && price === wasNow.now
        ? ` <small>${esc(ctx.t.terms.normally)} <s>${esc(wasNow.was)}</s></small>`
        : '';
    const name = label.replace(/\b(?:was|normally|now|antes|ahora)\s*$/i, '').trim();
    return `<span>${name ? `${esc(capitalise(name))} ` : ''}<strong>${esc(price)}</strong>${was}</span>`;
  });
  ctx.css.add('prices');
  return `<p class="pc-hero-prices">${items.join('<span aria-hidden="true"> · </span>')}</p>`;
}

/** Checks under the hero: who the visitor deals with, where, and the first benefits. No ratings. */
function joinList(items: string[], and: string): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** The terms of the offer the brief states, in its words (lib/brief/offer-terms.ts). */
function offerTerms(ctx: Ctx): string[] {
  const { terms } = ctx.brief;
  const t = ctx.t.terms;
  return [
    terms.allHours ? t.allHours(terms.allHours) : null,
    terms.sameDay && !terms.allHours?.includes('same') ? t.sameDay : null,
    terms.trial ? t.trial(terms.trial.days) : null,
    terms.ageRange ? t.ages(terms.ageRange.from, terms.ageRange.to) : null,
    terms.scarcity ? capitalise(terms.scarcity) : null,
    terms.integrations.length ? t.worksWith(joinList(terms.integrations.slice(0, 4), t.and)) : null,
  ].filter((x): x is string => !!x);
}

function trust(ctx: Ctx): string {
  const b = ctx.brief;
  // An offer the eyebrow does not carry (an event's shows its date) is the first check.
  const offer =
    b.offer && !eyebrowText(ctx).toLowerCase().includes(b.offer.toLowerCase()) ? capitalise(b.offer) : null;
  const terms = [...(offer ? [offer] : []), ...offerTerms(ctx)];
  const facts = [
    ...terms,
    b.person ? ctx.t.trust.with(b.person) : null,
    b.location ? ctx.t.trust.serving(b.location) : null,
    ...b.profile.benefits.map(([, title]) => title),
  ].filter((x): x is string => !!x);
  // The brief's own terms and facts all stay; benefits fill the list up to three.
  const stated = terms.length + (b.person ? 1 : 0) + (b.location ? 1 : 0);
  return `<ul class="pc-checks">${facts
    .slice(0, Math.max(3, stated))
    .map((text) => `<li>${icon(ctx, 'check')}<span>${esc(text)}</span></li>`)
    .join('')}</ul>`;
}

function actions(ctx: Ctx, withForm: boolean, text: { headline: string; sub: string }): string {
  const b = ctx.brief;
  // A long hero keeps its buttons in a phone's first screen: straight under the headline there.
  const prices = priceLine(ctx).replace(/<[^>]+>/g, '');
  const heroText = { eyebrow: eyebrowText(ctx), prices, ...text };
  const lead = actionsBelowFirstScreen(ctx, heroText) ? ' pc-actions--lead' : '';
  const open = `<div class="pc-actions${lead}">`;
  // "Call +52 33 2296 2476", or the number alone on the narrowest phones, so the button keeps
  // one line (styles: .pc-call-full, .pc-call-bare).
  const callLabel = `${icon(ctx, 'phone')}<span class="pc-call-full">${esc(ctx.t.callPhone(phoneText(ctx)))}</span><span class="pc-call-bare">${esc(phoneText(ctx))}</span>`;
  if (b.goal === 'call') {
    return `${open}${phoneLink(ctx, 'pc-btn pc-btn--primary pc-btn--lg', callLabel)}</div>`;
  }
  // A phone in the brief is a tap-to-call button in the first screen, beside the form or the
  // main button: on a phone, calling is the shortest way to a lead.
  const call = b.phoneFound ? phoneLink(ctx, 'pc-btn pc-btn--ghost pc-btn--lg', callLabel) : '';
  if (withForm) {
    // On a phone the form stacks below the copy, out of the first screen: a button to it keeps
    // the call to action there (shown only once the hero stacks, alone or beside the call
    // button; styles: .pc-hero-jump).
    const jump = (cls: string) =>
      `<a class="pc-btn pc-btn--primary pc-btn--lg${cls}" href="#signup">${esc(ctx.copy.cta)}</a>`;
    return call
      ? `${open}${jump(' pc-hero-jump')}${call}</div>`
      : `${open.replace('pc-actions', 'pc-actions pc-hero-jump')}${jump('')}</div>`;
  }
  const second = ctx.copy.secondary;
  const missing = second.href.startsWith('#') && !ctx.planned.has(second.href.slice(1));
  const secondHref = missing && ctx.planned.has('features') ? '#features' : second.href;
  const secondary = call
    ? call
    : missing && secondHref === second.href
      ? ''
      : `<a class="pc-btn pc-btn--ghost pc-btn--lg" href="${esc(secondHref)}">${esc(second.text)}</a>`;
  return `${open}<a class="pc-btn pc-btn--primary pc-btn--lg" href="${ctaHref(ctx)}">${esc(
    ctx.copy.cta,
  )}</a>${secondary}</div>`;
}

/**
 * A business people visit or hire shows a photo (an image slot the owner fills); software,
 * apps and events keep their drawn panel.
 */
function heroPicture(ctx: Ctx): string {
  const { profile, person } = ctx.brief;
  if (profile.visual === 'spotlight' || profile.visual === 'listing' || profile.visual === 'product') {
    const product = profile.visual === 'product';
    const subject = subjectOf(ctx);
    return imageSlot(ctx, {
      kind: product ? 'product' : person && !profile.local ? 'person' : 'hero',
      alt: product ? subject : person && !profile.local ? person : subject,
      label: product
        ? ctx.t.photo.product
        : person && !profile.local
          ? ctx.t.photo.of(person)
          : ctx.t.photo.of(subject),
      eager: true,
      className: 'pc-hero-photo',
    });
  }
  return renderVisual(ctx, profile.visual);
}

export interface HeroContent {
  headline: string;
  sub: string;
  image?: string | null;
}

/** The hero; `content` lets a builder hero override the headline, subheadline and image. */
export function renderHero(ctx: Ctx, content?: HeroContent): string {
  ctx.css.add('hero');
  const id = sectionId(ctx, ctx.ids.has('top') ? 'hero' : 'top');
  const tag = heroHeadingTag(ctx);
  const withForm = ctx.heroForm;
  ctx.heroForm = false;
  const headline = content?.headline ?? ctx.copy.headline;
  const sub = content?.sub ?? ctx.copy.sub;
  let aside: string;
  const image = safeUrl(content?.image, true);
  if (withForm) {
    const [heading, text] = formHeading(ctx);
    const submit = ctx.brief.goal === 'call' ? ctx.t.heroForm.callBack : ctx.copy.cta;
    const form = renderForm(ctx, { kind: ctx.brief.goal, submit, label: heading });
    aside = formCard(heading, text, form, tag === 'h1' ? 'h2' : 'h3', 'signup');
  } else if (image) {
    aside = `<img class="pc-hero-img" src="${esc(image)}" alt="${esc(headline)}" loading="eager">`;
  } else {
    aside = heroPicture(ctx);
  }
  const layout = ctx.variant.hero;
  return `<section id="${id}" class="pc-hero pc-hero--${layout}"><div class="pc-container pc-hero-grid"><div class="pc-hero-copy${animate(
    ctx,
  )}"><p class="pc-eyebrow">${esc(eyebrowText(ctx))}</p><${tag} class="pc-h1">${esc(headline)}</${tag}><p class="pc-hero-sub">${esc(
    sub,
  )}</p>${priceLine(ctx)}${actions(ctx, withForm, { headline, sub })}${trust(ctx)}</div><div class="pc-hero-aside${animate(ctx, 2)}">${aside}</div></div></section>`;
}
