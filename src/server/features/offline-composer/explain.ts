import { PLACEHOLDER_ATTRIBUTE } from '../../../shared/placeholders.ts';
import { article } from './html.ts';
import type { Ctx } from './sections/context.ts';

const SECTION_NAMES: Record<string, string> = {
  logos: 'a trust bar',
  features: 'benefit cards',
  'how-it-works': 'a how-it-works strip',
  stats: 'a stats band',
  testimonials: 'testimonials',
  pricing: 'pricing plans',
  offer: 'an offer block',
  guarantee: 'a guarantee',
  faq: 'an FAQ',
  event: 'event details with an agenda',
  download: 'app-store buttons',
  booking: 'a booking form',
  chat: 'a chat-assistant preview',
  gallery: 'a gallery',
  donate: 'a donation form',
  feedback: 'a feedback survey',
  countdown: 'a countdown',
  cta: 'a closing call to action',
  contact: 'a contact form',
  about: 'a text block',
  image: 'an image',
  video: 'a video',
};

function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A short, plain-text summary for the chat panel. */
const KIND_NAMES: Record<string, [string, string]> = {
  testimonial: ['testimonial', 'testimonials'],
  rating: ['rating', 'ratings'],
  'review-count': ['review count', 'review counts'],
  'client-count': ['client count', 'client counts'],
  figure: ['figure or price', 'figures and prices'],
  phone: ['phone number', 'phone numbers'],
  logo: ['client logo', 'client logos'],
};

/** "3 testimonials and 2 figures and prices", from the page's marked placeholders. */
export function placeholderSummary(html: string): string | null {
  const counts = new Map<string, number>();
  for (const m of html.matchAll(new RegExp(`${PLACEHOLDER_ATTRIBUTE}="([a-z-]+)"`, 'g')))
    counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  if (!counts.size) return null;
  return joinList(
    [...counts].map(([kind, n]) => {
      const [one, many] = KIND_NAMES[kind] ?? [kind, `${kind}s`];
      return `${n} ${n === 1 ? one : many}`;
    }),
  );
}

export function explain(ctx: Ctx, sectionIds: string[], fromBuilder: boolean, html = ''): string {
  const b = ctx.brief;
  const names = [
    ...new Set(
      sectionIds.map((id) => SECTION_NAMES[id.replace(/-\d+$/, '')]).filter((n): n is string => !!n),
    ),
  ];
  const heroPart =
    ctx.formCount > 0 && ctx.formAnchor === 'signup'
      ? 'a hero with the sign-up form above the fold'
      : 'a hero';
  const who = b.name ? `for ${b.name}` : `for your ${b.profile.label}`;
  const layout = fromBuilder ? 'following your builder layout' : `with a ${ctx.variant.hero} hero layout`;
  const sentences = [
    `I built ${article(b.profile.label)} ${b.profile.label} landing page ${who} ${layout}: ${joinList([heroPart, ...names.slice(0, 7)])}.`,
  ];
  sentences.push(
    `It uses the ${ctx.palette.label} palette (main colour ${ctx.palette.btn}) with ${ctx.variant.font === 'serif' ? 'serif headings' : 'clean sans-serif type'}, ${article(b.tone)} ${b.tone} tone${
      ctx.options.includeAnimations ? ', subtle entrance animations' : ''
    }${ctx.options.includeMobileResponsive ? ' and a fully responsive layout' : ''}.`,
  );
  if (ctx.formCount > 0) {
    sentences.push(
      ctx.options.includeGHLIntegration
        ? "The form uses standard field names such as first_name and email, and the export connects it to this page's lead settings, which can send every lead to your GoHighLevel Inbound Webhook."
        : "The form uses standard field names, and the export connects it to this page's lead settings, where you choose where every lead is sent.",
    );
  }
  // Proof the brief did not give is a marked placeholder, never invented; say what to fill in.
  const marked = placeholderSummary(html);
  const name = b.name ? '' : ` and the name "${b.brand}"`;
  if (marked)
    sentences.push(
      `Placeholders to replace before publishing: ${marked}${name} (marked with dashed outlines).`,
    );
  else if (!b.name) sentences.push(`Replace the name "${b.brand}" with your own before publishing.`);
  return [...sentences.slice(0, 4 - Math.min(1, ctx.notes.length)), ...ctx.notes.slice(0, 1)].join(' ');
}
