import type { SectionKind } from '../types.ts';
import {
  renderFaq,
  renderFeatures,
  renderGallery,
  renderLogos,
  renderStats,
  renderSteps,
  renderTeam,
  renderTestimonials,
} from './content.ts';
import type { Ctx } from './context.ts';
import { renderCountdown, renderCta, renderGuarantee, renderOffer, renderPricing } from './convert.ts';
import {
  renderApp,
  renderBooking,
  renderChat,
  renderDonate,
  renderEvent,
  renderFeedback,
} from './special.ts';

const RENDERERS: Record<SectionKind, (ctx: Ctx) => string> = {
  logos: (ctx) => renderLogos(ctx),
  features: (ctx) => renderFeatures(ctx),
  steps: renderSteps,
  stats: (ctx) => renderStats(ctx),
  testimonials: (ctx) => renderTestimonials(ctx),
  pricing: (ctx) => renderPricing(ctx),
  offer: renderOffer,
  guarantee: (ctx) => renderGuarantee(ctx),
  faq: renderFaq,
  event: renderEvent,
  app: renderApp,
  booking: renderBooking,
  chat: renderChat,
  gallery: (ctx) => renderGallery(ctx),
  donate: renderDonate,
  feedback: renderFeedback,
  countdown: (ctx) => renderCountdown(ctx),
  team: renderTeam,
  cta: (ctx) => renderCta(ctx),
};

export function renderSection(ctx: Ctx, kind: SectionKind): string {
  return RENDERERS[kind](ctx);
}
