import { LEAD_FORM_ATTRIBUTE } from '../../../../shared/api/leads.ts';
import { PLACEHOLDER_ATTRIBUTE } from '../../../../shared/placeholders.ts';
import { analysePrompt } from '../analyse-prompt.ts';
import { contrast, darkenFor } from '../color-math.ts';
import { fill } from '../copywriter.ts';
import { esc, LEAD_FORM_NOTE } from '../html.ts';
import type { Brief } from '../types.ts';
import type { SnippetKind } from './instruction.ts';
import { snippetCss } from './snippet-css.ts';

export interface SnippetContext {
  /** Visible text of the page, used to pick industry-appropriate copy. */
  pageText: string;
  brandColour: string;
  /** The page's business name when it can be read from the title, else null. */
  brand: string | null;
  /** Where plan and call-to-action buttons should lead (the page's form, else the top). */
  actionHref: string;
  uniqueId: (base: string) => string;
  /** The page's visible texts, one per text node, for facts about a topic. */
  pageTexts?: string[];
}

function brief(ctx: SnippetContext): Brief {
  const b = analysePrompt({ prompt: ctx.pageText.slice(0, 4000) });
  return { ...b, brand: ctx.brand ?? 'this company' };
}

/**
 * The snippet's section, with a fresh id made from its kind; `inner` gets that id (its title
 * is `${id}-title`). `extra` adds classes (' pcx-alt', ' pcx-band').
 */
const section = (ctx: SnippetContext, kind: SnippetKind, inner: (id: string) => string, extra = '') => {
  const id = ctx.uniqueId(kind);
  const colour = darkenFor(ctx.brandColour, '#ffffff', 4.6);
  const on = contrast('#ffffff', colour) >= 4.5 ? '#ffffff' : '#0f172a';
  return `<section id="${id}" class="pcx-section pcx-${kind}${extra}" aria-labelledby="${id}-title"><style>${snippetCss(colour, on)}</style>${inner(id)}</section>`;
};

type HeadedKind = Exclude<SnippetKind, 'guarantee'>;

/** The box, title and lead each headed snippet opens with. */
const HEADINGS: Record<HeadedKind, [box: string, title: string, lead: string]> = {
  testimonials: ['pcx-wrap', 'What our customers say', 'Real feedback from people we have helped.'],
  faq: [
    'pcx-wrap pcx-narrow',
    'Frequently asked questions',
    'Everything you need to know before getting started.',
  ],
  pricing: ['pcx-wrap', 'Simple, transparent pricing', 'Pick the option that suits you.'],
  features: ['pcx-wrap', 'Why people choose us', 'Everything you need, nothing you don’t.'],
  cta: ['pcx-wrap pcx-narrow pcx-band-inner', 'Ready to get started?', 'Getting started takes a moment.'],
  statistics: ['pcx-wrap pcx-band-inner', 'By the numbers', 'Add your own figures here.'],
  contact: [
    'pcx-wrap pcx-narrow',
    'Get in touch',
    'Leave your details and we will get back to you within one business day.',
  ],
};

/** A snippet section with its kind's title and lead (HEADINGS) above `body`. */
function headedSection(
  ctx: SnippetContext,
  kind: HeadedKind,
  body: (id: string) => string,
  extra = '',
): string {
  const [box, title, lead] = HEADINGS[kind];
  return section(
    ctx,
    kind,
    (id) =>
      `<div class="${box}"><h2 class="pcx-title" id="${id}-title">${esc(title)}</h2><p class="pcx-lead">${esc(lead)}</p>${body(id)}</div>`,
    extra,
  );
}

function testimonials(ctx: SnippetContext, b: Brief): string {
  // Reviews are never invented: marked placeholders the owner replaces (src/shared/placeholders.ts).
  const who = b.profile.customers.replace(/s$/, '');
  const cards = [1, 2, 3]
    .map(
      (n) =>
        `<figure class="pcx-card" ${PLACEHOLDER_ATTRIBUTE}="testimonial" style="outline:2px dashed currentColor;outline-offset:-6px"><blockquote style="margin:0"><p>${esc(
          `[Testimonial ${n}: paste a real review from a ${who}, with their permission.]`,
        )}</p></blockquote><figcaption class="pcx-who">[Name]<small>${esc(who)}</small></figcaption></figure>`,
    )
    .join('');
  return headedSection(ctx, 'testimonials', () => `<div class="pcx-grid">${cards}</div>`, ' pcx-alt');
}

function faq(ctx: SnippetContext, b: Brief): string {
  const items = b.profile.faq
    .map(([q, a]) => `<details><summary>${esc(fill(b, q))}</summary><p>${esc(fill(b, a))}</p></details>`)
    .join('');
  return headedSection(ctx, 'faq', () => `<div class="pcx-faq">${items}</div>`);
}

function pricing(ctx: SnippetContext, b: Brief): string {
  const cards = b.profile.plans
    .map(
      (p, i) =>
        `<article class="pcx-card${i === 1 ? ' pcx-featured' : ''}"><h3>${esc(p.name)}</h3><p class="pcx-price">${
          b.prices[i]
            ? esc(b.prices[i])
            : `<span ${PLACEHOLDER_ATTRIBUTE}="figure" style="outline:2px dashed currentColor">[Price]</span>`
        }<small>${esc(p.period)}</small></p><ul class="pcx-list">${p.features
          .map((f) => `<li>${esc(f)}</li>`)
          .join(
            '',
          )}</ul><a class="pcx-btn" href="${esc(ctx.actionHref)}">Choose ${esc(p.name)}</a></article>`,
    )
    .join('');
  return headedSection(ctx, 'pricing', () => `<div class="pcx-grid">${cards}</div>`);
}

function features(ctx: SnippetContext, b: Brief): string {
  const cards = b.profile.benefits
    .slice(0, 6)
    .map(
      ([, t, d], i) =>
        `<article class="pcx-card"><span class="pcx-mark" aria-hidden="true">${i + 1}</span><h3>${esc(t)}</h3><p>${esc(fill(b, d))}</p></article>`,
    )
    .join('');
  return headedSection(ctx, 'features', () => `<div class="pcx-grid">${cards}</div>`);
}

/** The contact snippet's lead form: its controls' ids start with the section's `id`. */
function contactForm(id: string): string {
  const field = (name: string, label: string, type: string, extra = '') =>
    `<div><label for="${id}-${name}">${label}</label>${
      type === 'textarea'
        ? `<textarea id="${id}-${name}" name="${name}"${extra}></textarea>`
        : `<input id="${id}-${name}" name="${name}" type="${type}"${extra}>`
    }</div>`;
  return `${LEAD_FORM_NOTE}<form class="pcx-form" ${LEAD_FORM_ATTRIBUTE} method="post" aria-labelledby="${id}-title">${field(
    'first_name',
    'First name',
    'text',
    ' autocomplete="given-name" required',
  )}${field('email', 'Email address', 'email', ' autocomplete="email" required')}${field('phone', 'Phone number', 'tel', ' autocomplete="tel"')}${field(
    'message',
    'How can we help?',
    'textarea',
  )}<button class="pcx-btn" type="submit">Send message</button></form>`;
}

function contact(ctx: SnippetContext): string {
  return headedSection(ctx, 'contact', contactForm, ' pcx-alt');
}

function guarantee(ctx: SnippetContext): string {
  return section(
    ctx,
    'guarantee',
    (id) =>
      `<div class="pcx-wrap pcx-narrow"><div class="pcx-guarantee"><span class="pcx-mark" aria-hidden="true">✓</span><div><h2 id="${id}-title">100% satisfaction guarantee</h2><p>If you are not completely happy, tell us within 30 days and we will make it right or refund you in full. No hoops, no hassle.</p></div></div></div>`,
  );
}

function cta(ctx: SnippetContext): string {
  return headedSection(
    ctx,
    'cta',
    () => `<a class="pcx-btn" href="${esc(ctx.actionHref)}">Get started today</a>`,
    ' pcx-band',
  );
}

function statistics(ctx: SnippetContext, b: Brief): string {
  const stats = b.profile.figures
    .map(
      (l) =>
        `<div><strong ${PLACEHOLDER_ATTRIBUTE}="figure" style="outline:2px dashed currentColor">[Number]</strong><span>${esc(l)}</span></div>`,
    )
    .join('');
  return headedSection(ctx, 'statistics', () => `<div class="pcx-stats">${stats}</div>`, ' pcx-band');
}

export function renderSnippet(kind: SnippetKind, ctx: SnippetContext): string {
  const b = brief(ctx);
  switch (kind) {
    case 'testimonials':
      return testimonials(ctx, b);
    case 'faq':
      return faq(ctx, b);
    case 'pricing':
      return pricing(ctx, b);
    case 'features':
      return features(ctx, b);
    case 'contact':
      return contact(ctx);
    case 'guarantee':
      return guarantee(ctx);
    case 'cta':
      return cta(ctx);
    case 'statistics':
      return statistics(ctx, b);
  }
}

/** Sentences of the page that mention one of `words`: the page's own facts about a topic. */
function sentencesAbout(texts: string[], words: string[]): string[] {
  if (!words.length) return [];
  const sentences = texts.flatMap((t) => t.replace(/\s+/g, ' ').match(/[^.!?]{12,240}(?:[.!?]|$)/g) ?? []);
  const seen = new Set<string>();
  return sentences
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => {
      const lower = s.toLowerCase();
      if (seen.has(lower) || !words.some((w) => new RegExp(`\\b${w}`, 'i').test(lower))) return false;
      seen.add(lower);
      return true;
    })
    .slice(0, 3);
}

const STOP = new Set([
  'our',
  'the',
  'your',
  'my',
  'and',
  'with',
  'about',
  'for',
  'how',
  'what',
  'who',
  'why',
  'we',
]);

/**
 * "Add a section about our delivery area": a titled section on the topic, in the snippets' style,
 * holding what the page already says about it; nothing is invented, so where the page says
 * nothing a marked placeholder asks the owner for the words (src/shared/placeholders.ts).
 */
export function renderTopicSnippet(topic: string, ctx: SnippetContext): string {
  const clean = topic.replace(/^(?:the|a|an)\s+/i, '');
  const aboutUs = /^about(?: us| me)?$/i.test(clean);
  const title = aboutUs ? `About ${ctx.brand ?? 'us'}` : `${clean.charAt(0).toUpperCase()}${clean.slice(1)}`;
  const words = (aboutUs ? ['we ', 'our '] : clean.toLowerCase().split(/[^a-z0-9]+/))
    .map((w) => w.trim().replace(/(?:ies|ing|ery|ed|s|y)$/, ''))
    .filter((w) => w.length > 2 && !STOP.has(w.trim()));
  const facts = sentencesAbout(ctx.pageTexts ?? [ctx.pageText], words);
  const body = facts.length
    ? facts.map((f) => `<p>${esc(f)}</p>`).join('')
    : `<p style="outline:2px dashed currentColor;outline-offset:4px">${esc(
        `[Write a few sentences about ${clean} here.]`,
      )}</p>`;
  const id = ctx.uniqueId(
    `${
      clean
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 32) || 'about'
    }`,
  );
  const colour = darkenFor(ctx.brandColour, '#ffffff', 4.6);
  const on = contrast('#ffffff', colour) >= 4.5 ? '#ffffff' : '#0f172a';
  return `<section id="${id}" class="pcx-section pcx-topic" aria-labelledby="${id}-title"><style>${snippetCss(colour, on)}</style><div class="pcx-wrap pcx-narrow"><h2 class="pcx-title" id="${id}-title">${esc(title)}</h2><div class="pcx-prose">${body}</div><p class="pcx-center"><a class="pcx-btn" href="${esc(ctx.actionHref)}">Get in touch</a></p></div></section>`;
}
