import type { BuilderComponent } from '../../../shared/api/generation.ts';
import {
  field,
  list,
  readFields,
  readImages,
  readItems,
  readPlans,
  readQuotes,
  readStats,
  readStrings,
} from './builder-read.ts';
import { EN } from './locale/en.ts';
import { renderNav } from './sections/chrome.ts';
import {
  renderFeatures,
  renderGallery,
  renderLogos,
  renderStats,
  renderTestimonials,
} from './sections/content.ts';
import type { Ctx } from './sections/context.ts';
import { renderCountdown, renderCta, renderGuarantee, renderPricing } from './sections/convert.ts';
import { renderHero } from './sections/hero.ts';
import { renderFormSection, renderImage, renderText, renderVideo } from './sections/media.ts';

/** Section id a builder component will render with (for navigation links and anchors). */
export function builderSectionId(type: string): string | null {
  const ids: Record<string, string> = {
    hero: 'top',
    text: 'about',
    image: 'image',
    video: 'video',
    gallery: 'gallery',
    features: 'features',
    testimonials: 'testimonials',
    logos: 'logos',
    statistics: 'stats',
    stats: 'stats',
    cta: 'cta',
    form: 'contact',
    pricing: 'pricing',
    guarantee: 'guarantee',
    urgency: 'countdown',
    countdown: 'countdown',
  };
  return ids[type.toLowerCase()] ?? null;
}

function navLinks(ctx: Ctx, c: BuilderComponent): [string, string][] {
  // 'form' stands for the main form's anchor.
  const targets = ctx.t.builder.navTargets.map(([re, ids]): [RegExp, string[]] => [
    re,
    ids.map((id) => (id === 'form' ? (ctx.formAnchor ?? 'contact') : id)),
  ]);
  return readStrings(list(c, 'links')).map((label) => {
    const match = targets.find(([re]) => re.test(label));
    const id = match?.[1].find((t) => ctx.planned.has(t)) ?? 'top';
    return [`#${id}`, label];
  });
}

/** The builder reader's English stand-ins ("Happy customer"), in the page's language. */
function localDefault(ctx: Ctx, value: string, key: 'happyCustomer' | 'contactUs' | 'galleryImage'): string {
  return value === EN.builder[key] ? ctx.t.builder[key] : value;
}

/** Renders one builder component; unknown types with text fall back to a text section. */
export function renderBuilderComponent(ctx: Ctx, c: BuilderComponent): string {
  const type = String(c.type ?? '').toLowerCase();
  const title = field(c, 'title', 'heading');
  switch (type) {
    case 'hero': {
      const headline = field(c, 'headline', 'title') ?? ctx.copy.headline;
      const sub = field(c, 'subheadline', 'subtitle', 'description') ?? ctx.copy.sub;
      return renderHero(ctx, {
        headline,
        sub,
        image: field(c, 'heroImageUrl', 'heroImage', 'imageUrl', 'image'),
      });
    }
    case 'navigation':
    case 'nav':
      return renderNav(ctx, [...ctx.planned], navLinks(ctx, c));
    case 'text':
      return renderText(ctx, field(c, 'text', 'content', 'body') ?? ctx.copy.sub, title);
    case 'image':
      return renderImage(ctx, field(c, 'imageUrl', 'image', 'src', 'url'), title);
    case 'video':
      return renderVideo(ctx, field(c, 'videoUrl', 'url', 'src'), title, field(c, 'description'));
    case 'gallery':
      return renderGallery(
        ctx,
        title,
        readImages(list(c, 'images'), field(c, 'imageUrl')).map((img) => ({
          ...img,
          alt: localDefault(ctx, img.alt, 'galleryImage'),
        })),
      );
    case 'features': {
      const items = readItems(list(c, 'items', 'features'));
      return renderFeatures(ctx, title, items.length ? items : undefined);
    }
    case 'testimonials': {
      const quotes = readQuotes(list(c, 'testimonials', 'items')).map((q) => ({
        ...q,
        name: localDefault(ctx, q.name, 'happyCustomer'),
      }));
      return renderTestimonials(ctx, title, quotes.length ? quotes : undefined);
    }
    case 'logos': {
      const logos = readStrings(list(c, 'logos'));
      return renderLogos(ctx, title, logos.length ? logos : undefined);
    }
    case 'statistics':
    case 'stats': {
      const stats = readStats(list(c, 'stats', 'statistics', 'items'));
      return renderStats(ctx, title, stats.length ? stats : undefined);
    }
    case 'cta':
      return renderCta(ctx, field(c, 'text', 'description'));
    case 'form':
      return renderFormSection(
        ctx,
        readFields(list(c, 'fields')),
        field(c, 'submitText', 'buttonText') ?? ctx.copy.cta,
        title,
      );
    case 'pricing': {
      const plans = readPlans(list(c, 'plans')).map((p) => ({
        ...p,
        price: localDefault(ctx, p.price, 'contactUs'),
      }));
      return renderPricing(ctx, title, plans.length ? plans : undefined);
    }
    case 'guarantee':
      return renderGuarantee(ctx, title, field(c, 'description', 'text'));
    case 'urgency':
    case 'countdown':
      return renderCountdown(ctx, title, field(c, 'endDate', 'deadline', 'date'));
    default: {
      const text = field(c, 'text', 'content', 'description', 'body');
      return text ? renderText(ctx, text, title ?? c.title) : '';
    }
  }
}
