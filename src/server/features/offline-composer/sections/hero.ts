import { pricedItems } from '../brief-facts.ts';
import { fill, offerText } from '../copywriter.ts';
import { capitalise, esc, safeUrl } from '../html.ts';
import type { GoalKind } from '../types.ts';
import { ctaHref } from './chrome.ts';
import { animate, type Ctx, heroHeadingTag, icon, phoneLink, phoneText, sectionId } from './context.ts';
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
  const when = b.eventDate ? ` · ${b.eventDate}` : '';
  if (b.offer) return `${capitalise(b.offer)}${when}`;
  if (b.tone === 'urgent') return `${t.urgent(offerText(b))}${when}`;
  return `${fill(b, b.profile.eyebrow)}${when}`;
}

/** The brief's prices with what each buys, unless a pricing section shows them. */
function priceLine(ctx: Ctx): string {
  const b = ctx.brief;
  if (!b.prices.length || ctx.planned.has('pricing')) return '';
  const items = pricedItems(b.prompt, b.prices.slice(0, 4)).map(
    ({ label, price }) =>
      `<span>${label ? `${esc(capitalise(label))} ` : ''}<strong>${esc(price)}</strong></span>`,
  );
  ctx.css.add('prices');
  return `<p class="pc-hero-prices">${items.join('<span aria-hidden="true"> · </span>')}</p>`;
}

/** Checks under the hero: who the visitor deals with, where, and the first benefits. No ratings. */
function trust(ctx: Ctx): string {
  const b = ctx.brief;
  const facts = [
    b.person ? ctx.t.trust.with(b.person) : null,
    b.location && b.profile.local ? ctx.t.trust.serving(b.location) : null,
    ...b.profile.benefits.map(([, title]) => title),
  ].filter((x): x is string => !!x);
  return `<ul class="pc-checks">${facts
    .slice(0, 3)
    .map((text) => `<li>${icon(ctx, 'check')}<span>${esc(text)}</span></li>`)
    .join('')}</ul>`;
}

function actions(ctx: Ctx, withForm: boolean): string {
  const b = ctx.brief;
  if (b.goal === 'call') {
    return `<div class="pc-actions">${phoneLink(ctx, 'pc-btn pc-btn--primary pc-btn--lg', `${icon(ctx, 'phone')}<span>${esc(ctx.t.callPhone(phoneText(ctx)))}</span>`)}</div>`;
  }
  if (withForm) return '';
  const second = ctx.copy.secondary;
  const missing = second.href.startsWith('#') && !ctx.planned.has(second.href.slice(1));
  const secondHref = missing && ctx.planned.has('features') ? '#features' : second.href;
  const secondary =
    missing && secondHref === second.href
      ? ''
      : `<a class="pc-btn pc-btn--ghost pc-btn--lg" href="${esc(secondHref)}">${esc(second.text)}</a>`;
  return `<div class="pc-actions"><a class="pc-btn pc-btn--primary pc-btn--lg" href="${ctaHref(ctx)}">${esc(
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
  )}</p>${priceLine(ctx)}${actions(ctx, withForm)}${trust(ctx)}</div><div class="pc-hero-aside${animate(ctx, 2)}">${aside}</div></div></section>`;
}
