import { PLACEHOLDER_ATTRIBUTE } from '../../../shared/placeholders.ts';
import { article } from './html.ts';
import { profileById } from './profiles/index.ts';
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
  // The chat speaks English, the app's language, whatever the page's: the profile's English label.
  const label = profileById(b.profile.id)?.label ?? b.profile.label;
  const names = [
    ...new Set(
      sectionIds.map((id) => SECTION_NAMES[id.replace(/-\d+$/, '')]).filter((n): n is string => !!n),
    ),
  ];
  const heroPart =
    ctx.formCount > 0 && ctx.formAnchor === 'signup'
      ? 'a hero with the sign-up form above the fold'
      : 'a hero';
  const who = b.name ? `for ${b.name}` : `for your ${label}`;
  const layout = fromBuilder ? 'following your builder layout' : `with a ${ctx.variant.hero} hero layout`;
  const sentences = [
    `I built ${article(label)} ${label} landing page ${who} ${layout}: ${joinList([heroPart, ...names.slice(0, 7)])}.`,
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
  const marked = placeholderSummary(html.replace(new RegExp(`${PLACEHOLDER_ATTRIBUTE}="name"`, 'g'), ''));
  const name = b.name ? '' : 'your business name';
  const todo = [marked, name].filter(Boolean).join(' and ');
  if (todo)
    sentences.push(`Placeholders to replace before publishing: ${todo} (marked with dashed outlines).`);
  // What matters more than the description of the design comes first among the notes.
  const notes: string[] = [];
  if (b.briefLanguage.code !== b.language)
    notes.push(
      `Your brief reads as ${b.briefLanguage.name}; I write pages in English and Spanish, so this page is in English.`,
    );
  if (thinBrief(ctx))
    notes.push(
      'Your brief says little about the business, so most of the page is placeholders: tell me its name, what you sell and to whom, where, your offer and a phone number or email, and I will write it properly.',
    );
  notes.push(...ctx.notes);
  const kept = notes.slice(0, 2);
  return [...sentences.slice(0, Math.max(2, 4 - kept.length)), ...kept].join(' ');
}

/** A brief with no trade, offer or contact in it: empty, one word, or only a name. */
function thinBrief(ctx: Ctx): boolean {
  const b = ctx.brief;
  const words = b.prompt.trim().split(/\s+/).filter(Boolean).length;
  const known = [
    b.services.length > 0,
    !!b.offer,
    b.phoneFound,
    !!b.email,
    !!b.location,
    b.profile.id !== 'general',
  ];
  return words === 0 || (known.filter(Boolean).length === 0 && words <= 6);
}
