import { PLACEHOLDER_ATTRIBUTE } from '../../../../shared/placeholders.ts';
import { fill, midSentence } from '../copywriter.ts';
import { capitalise, esc, initials, safeUrl } from '../html.ts';
import type { IconName } from '../types.ts';
import {
  animate,
  type Ctx,
  icon,
  placeholder,
  sectionClose,
  sectionId,
  sectionOpen,
  stars,
} from './context.ts';
import { firstPhoto, imageSlot } from './image-slots.ts';

export function sectionHead(ctx: Ctx, eyebrow: string, title: string, lead?: string): string {
  return `<div class="pc-head${animate(ctx)}">${eyebrow ? `<p class="pc-eyebrow">${esc(eyebrow)}</p>` : ''}<h2 class="pc-h2">${esc(
    title,
  )}</h2>${lead ? `<p class="pc-lead">${esc(lead)}</p>` : ''}</div>`;
}

export interface Item {
  title: string;
  text: string;
  icon?: IconName;
}

const FALLBACK_ICONS: IconName[] = ['zap', 'shield', 'star', 'users', 'chart', 'heart'];

/** The brief's own services first, each as a card, then the profile's benefits. */
function featureItems(ctx: Ctx, limit: number): Item[] {
  const b = ctx.brief;
  const services: Item[] = b.services.slice(0, 6).map((service) => ({
    icon: b.profile.icon,
    title: capitalise(service),
    text: fill(b, b.profile.serviceCard.replace(/\{service\}/g, midSentence(service))),
  }));
  const all = b.profile.benefits.map(([ic, t, text]) => ({ icon: ic, title: t, text: fill(b, text) }));
  // Each variation leads with another of the profile's benefits (and a short page keeps other
  // ones), so variations differ in what they promise first, not only in their headings.
  const turn = all.length ? ctx.variant.index % all.length : 0;
  const benefits = [...all.slice(turn), ...all.slice(0, turn)];
  const items = [...services, ...benefits].slice(0, Math.max(limit, services.length));
  // Minimal pages keep fewer cards, but never drop a service the brief named.
  // Three to a row: a last row never holds a lone card.
  return items.length > 3 && items.length % 3 === 1 ? items.slice(0, items.length - 1) : items;
}

/** Columns for a card count: one or two cards never sit in a three-column grid with gaps. */
function gridClass(count: number): string {
  if (count <= 1) return 'pc-grid--1';
  if (count === 2 || count === 4) return 'pc-grid--2';
  return 'pc-grid--3';
}

export function renderFeatures(ctx: Ctx, title?: string, custom?: Item[]): string {
  ctx.css.add('cards');
  const b = ctx.brief;
  const limit = b.tone === 'minimalist' ? 3 : 6;
  const items: Item[] = custom ?? featureItems(ctx, limit);
  const cards = items
    .map(
      (item, i) =>
        `<article class="pc-card${animate(ctx, (i % 3) + 1)}"><span class="pc-card-icon">${icon(
          ctx,
          item.icon ?? FALLBACK_ICONS[i % FALLBACK_ICONS.length]!,
        )}</span><h3>${esc(item.title)}</h3><p>${esc(item.text)}</p></article>`,
    )
    .join('');
  const id = sectionId(ctx, 'features');
  const email = b.goal === 'email';
  const t = ctx.t.features;
  const lead = email ? t.emailLead : (ctx.copy.framing?.lead(b.brand) ?? t.lead(b.brand));
  return `${sectionOpen(ctx, id, '')}<div class="pc-container">${sectionHead(ctx, email ? t.emailEyebrow : t.eyebrow, title ?? ctx.copy.headings.features, lead)}${firstPhoto(ctx)}<div class="pc-grid ${gridClass(items.length)}">${cards}</div></div>${sectionClose(ctx, id)}`;
}

export function renderSteps(ctx: Ctx): string {
  ctx.css.add('steps');
  const b = ctx.brief;
  const steps = b.profile.steps
    .map(
      ([t, text], i) =>
        `<li class="pc-step${animate(ctx, i + 1)}"><span class="pc-step-num" aria-hidden="true">${i + 1}</span><h3>${esc(
          fill(b, t),
        )}</h3><p>${esc(fill(b, text))}</p></li>`,
    )
    .join('');
  const id = sectionId(ctx, 'how-it-works');
  return `${sectionOpen(ctx, id, 'pc-section--alt')}<div class="pc-container">${sectionHead(ctx, ctx.t.stepsEyebrow, ctx.copy.headings.steps)}<ol class="pc-steps">${steps}</ol></div>${sectionClose(ctx, id)}`;
}

export function renderStats(ctx: Ctx, title?: string, custom?: [string, string][]): string {
  ctx.css.add('stats');
  // Figures the brief did not give are placeholders the owner fills in, never invented numbers.
  const figures: [string | null, string][] =
    custom ?? ctx.brief.profile.figures.map((label) => [null, label]);
  const items = figures
    .slice(0, 4)
    .map(
      ([n, label]) =>
        `<div class="pc-stat">${n ? `<strong>${esc(n)}</strong>` : placeholder(ctx, 'figure', ctx.t.figurePlaceholder, 'strong')}<span>${esc(label)}</span></div>`,
    )
    .join('');
  const id = sectionId(ctx, 'stats');
  return `${sectionOpen(ctx, id, 'pc-band')}<div class="pc-container"><h2 class="pc-band-title">${esc(
    title ?? ctx.copy.headings.stats,
  )}</h2><div class="pc-stats">${items}</div></div>${sectionClose(ctx, id)}`;
}

export function renderLogos(ctx: Ctx, title?: string, custom?: string[]): string {
  ctx.css.add('logos');
  const list = custom?.length
    ? custom
        .slice(0, 6)
        .map((n, i) => `<li class="pc-logo-word pc-logo-word--${(i % 3) + 1}">${esc(n)}</li>`)
        .join('')
    : [1, 2, 3, 4]
        .map(() => placeholder(ctx, 'logo', ctx.t.logos.placeholder, 'li', ' class="pc-logo-word"'))
        .join('');
  const id = sectionId(ctx, 'logos');
  return `${sectionOpen(ctx, id, 'pc-logos')}<div class="pc-container"><h2 class="pc-logos-title">${esc(
    title ?? ctx.t.logos.title,
  )}</h2><ul class="pc-logo-row">${list}</ul></div>${sectionClose(ctx, id)}`;
}

export interface Quote {
  text: string;
  name: string;
  role: string;
  rating: number;
}

export function renderTestimonials(ctx: Ctx, title?: string, custom?: Quote[]): string {
  ctx.css.add('cards');
  ctx.css.add('quotes');
  const cards = custom ? quoteCards(ctx, custom) : quotePlaceholders(ctx);
  const id = sectionId(ctx, 'testimonials');
  return `${sectionOpen(ctx, id, 'pc-section--alt')}<div class="pc-container">${sectionHead(ctx, ctx.t.testimonials.eyebrow, title ?? ctx.copy.headings.testimonials)}<div class="pc-grid ${gridClass(custom ? Math.min(custom.length, 6) : 3)}">${cards}</div></div>${sectionClose(ctx, id)}`;
}

/** Reviews are never invented: three marked cards say what belongs in each. */
function quotePlaceholders(ctx: Ctx): string {
  ctx.css.add('placeholders');
  const t = ctx.t.testimonials;
  const customers = ctx.brief.profile.customers;
  return [1, 2, 3]
    .map(
      (n, i) =>
        `<figure class="pc-card pc-quote pc-ph${animate(ctx, (i % 3) + 1)}" ${PLACEHOLDER_ATTRIBUTE}="testimonial"><blockquote><p>${esc(
          t.placeholder(n, customers),
        )}</p></blockquote><figcaption><span class="pc-avatar" aria-hidden="true">?</span><span><strong>${esc(
          t.name,
        )}</strong><small>${esc(t.role(customers))}</small></span></figcaption></figure>`,
    )
    .join('');
}

function quoteCards(ctx: Ctx, quotes: Quote[]): string {
  return quotes
    .slice(0, 6)
    .map(
      (q, i) =>
        `<figure class="pc-card pc-quote${animate(ctx, (i % 3) + 1)}">${stars(ctx, q.rating)}<blockquote><p>${esc(
          q.text,
        )}</p></blockquote><figcaption><span class="pc-avatar" aria-hidden="true">${esc(initials(q.name))}</span><span><strong>${esc(
          q.name,
        )}</strong>${q.role ? `<small>${esc(q.role)}</small>` : ''}</span></figcaption></figure>`,
    )
    .join('');
}

export function renderFaq(ctx: Ctx): string {
  ctx.css.add('faq');
  const b = ctx.brief;
  const items = b.profile.faq
    .map(
      ([q, a], i) =>
        `<details class="pc-faq-item"${i === 0 ? ' open' : ''}><summary>${esc(fill(b, q))}</summary><p>${esc(fill(b, a))}</p></details>`,
    )
    .join('');
  const id = sectionId(ctx, 'faq');
  return `${sectionOpen(ctx, id, '')}<div class="pc-container pc-narrow">${sectionHead(ctx, ctx.t.faqEyebrow, ctx.copy.headings.faq)}<div class="pc-faq">${items}</div></div>${sectionClose(ctx, id)}`;
}

export interface GalleryImage {
  src: string;
  alt: string;
}

export function renderGallery(ctx: Ctx, title?: string, images?: GalleryImage[]): string {
  ctx.css.add('gallery');
  const b = ctx.brief;
  const safe = (images ?? []).flatMap((img) => {
    const src = safeUrl(img.src, true);
    return src ? [{ src, alt: img.alt }] : [];
  });
  const t = ctx.t.gallery;
  const subject = b.services[0] ?? b.profile.service;
  const beforeAfter = t.beforeAfterPattern.test(b.prompt);
  const tiles = safe.length
    ? safe
        .slice(0, 9)
        .map(
          (img) =>
            `<figure class="pc-tile"><img src="${esc(img.src)}" alt="${esc(img.alt)}" loading="lazy"></figure>`,
        )
    : beforeAfter
      ? [1, 2, 3].map(
          (n) =>
            `<figure class="pc-ba-pair">${imageSlot(ctx, { kind: 'before', alt: t.beforeAlt(subject, n), label: t.beforeLabel(n) })}${imageSlot(
              ctx,
              { kind: 'after', alt: t.afterAlt(subject, n), label: t.afterLabel(n) },
            )}<figcaption>${esc(t.pairCaption(n))}</figcaption></figure>`,
        )
      : [1, 2, 3, 4, 5, 6].map((n) =>
          imageSlot(ctx, {
            kind: 'gallery',
            alt: t.alt(subject, b.brand, n),
            label: t.label(n),
          }),
        );
  const grid = beforeAfter && !safe.length ? 'pc-ba' : 'pc-gallery';
  const id = sectionId(ctx, 'gallery');
  return `${sectionOpen(ctx, id, '')}<div class="pc-container">${sectionHead(ctx, t.eyebrow, title ?? (beforeAfter ? t.beforeAfter : t.lookInside(b.brand)))}<div class="${grid}">${tiles.join(
    '',
  )}</div></div>${sectionClose(ctx, id)}`;
}

/** The person the brief names, or the team it asks for: photo slots with names to fill in. */
export function renderTeam(ctx: Ctx): string {
  ctx.css.add('slots');
  const b = ctx.brief;
  const t = ctx.t.team;
  const people: [string, string][] = b.person ? [[b.person, b.brand]] : [];
  const wantsTeam = b.requested.includes('team');
  if (wantsTeam) while (people.length < 3) people.push([t.member(people.length + 1), t.role]);
  const cards = people
    .map(
      ([name, role]) =>
        `<figure class="pc-person">${imageSlot(ctx, {
          kind: people.length > 1 ? 'team' : 'person',
          alt: name.startsWith('[') ? t.memberAlt(b.brand) : name,
          label: ctx.t.photo.of(name.replace(/[[\]]/g, '')),
        })}<figcaption><strong>${esc(name)}</strong><span>${esc(role)}</span></figcaption></figure>`,
    )
    .join('');
  const id = sectionId(ctx, 'team');
  const title = people.length > 1 ? t.meetTeam(b.brand) : t.meet(b.person);
  return `${sectionOpen(ctx, id, '')}<div class="pc-container">${sectionHead(ctx, t.eyebrow, title)}<div class="pc-team${people.length === 1 ? ' pc-team--one' : ''}">${cards}</div></div>${sectionClose(ctx, id)}`;
}
