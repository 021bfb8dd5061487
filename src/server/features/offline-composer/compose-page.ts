import type { GenerationOptions } from '../../../shared/api/generation.ts';
import { analysePrompt } from './analyse-prompt.ts';
import { BRAND_SLOT, brandSlotText, markBrandSlots } from './brand-slot.ts';
import { builderSectionId, renderBuilderComponent } from './builder.ts';
import {
  angleFraming,
  headings,
  metaDescription,
  pageTitle,
  secondaryCta,
  variationCopy,
} from './copywriter.ts';
import { explain } from './explain.ts';
import { esc } from './html.ts';
import { iconSprite } from './icons.ts';
import { localeFor } from './locale/index.ts';
import { choosePalette } from './palettes.ts';
import { FORM_GOALS, planPage, SECTION_IDS } from './plan.ts';
import { profileById } from './profiles/index.ts';
import { renderFooter, renderNav, renderTopbar } from './sections/chrome.ts';
import type { Ctx } from './sections/context.ts';
import { heroHasForm, renderHero } from './sections/hero.ts';
import { renderFormSection } from './sections/media.ts';
import { renderSection } from './sections/registry.ts';
import { buildCss } from './styles/index.ts';
import type { Brief, PageLanguage } from './types.ts';
import { makeVariant } from './variant.ts';

export interface ComposeInput {
  prompt: string;
  options: GenerationOptions;
  variationIndex?: number;
  referenceSummary?: string;
  templateId?: string;
  /** The page's language, whatever the brief's; by default the brief's own (English if unsure). */
  language?: PageLanguage;
}

export interface ComposedPage {
  html: string;
  title: string;
  explanation: string;
}

const PLATFORM_NOTES: Record<GenerationOptions['platformOptimization'], string> = {
  ghl: "GoHighLevel: paste this page into a funnel or website step as a Custom Code / HTML element (or the full-page code editor). Forms use standard field names (first_name, email, phone); Pagecraft's export connects them to the page's lead settings, which can send each lead to a GHL Inbound Webhook.",
  wordpress:
    'WordPress: copy the style element from the head together with the div.pc-page block into a Custom HTML block. All styles are scoped to .pc-page and there are no html/body rules, so your theme is left alone.',
  clickfunnels:
    'ClickFunnels: each section is wrapped in pc:section comments so it can be pasted into its own Custom HTML element; include the style element once. Styles are scoped to .pc-page.',
  universal: 'Standalone page: works on any host that accepts a full HTML document.',
};

/**
 * The brief in its page's language: the profile (and its stand-in name) in that language, and
 * the words the brief reader writes in English (the phone placeholder, a guide's kind, the
 * software category). An English brief read as English is left exactly as read.
 */
function localiseBrief(brief: Brief, language: PageLanguage | undefined): void {
  if (language) brief.language = language;
  const profile = profileById(brief.profile.id, brief.language);
  if (profile && profile !== brief.profile) {
    if (brief.brand === brief.profile.brand) brief.brand = profile.brand;
    brief.profile = profile;
  }
  if (brief.language === 'en') return;
  const t = localeFor(brief.language);
  if (!brief.phoneFound) brief.phone = t.phonePlaceholder;
  if (brief.magnet) brief.magnet = t.magnet(brief.magnet);
  brief.thing = t.thing(brief.thing);
}

function createContext(input: ComposeInput): Ctx {
  const brief = analysePrompt({
    prompt: input.prompt,
    options: input.options,
    referenceSummary: input.referenceSummary,
    templateId: input.templateId,
  });
  localiseBrief(brief, input.language);
  const index = Math.max(0, Math.floor(input.variationIndex ?? 0));
  const builderHero = brief.builder?.find((c) => String(c.type).toLowerCase() === 'hero');
  const heroContent = (builderHero?.content ?? {}) as Record<string, unknown>;
  if (typeof heroContent.headline === 'string' && heroContent.headline.trim())
    brief.headlineOverride = heroContent.headline.trim();
  if (typeof heroContent.ctaText === 'string' && heroContent.ctaText.trim())
    brief.ctaOverride = heroContent.ctaText.trim().slice(0, 40);
  // Each variation takes its own angle (pain, proof, urgency...): headline, subhead and CTA, and
  // below the hero the benefits' heading and lead, the closing heading and the form's note.
  const angled = variationCopy(brief, index);
  const framing = angleFraming(brief, angled.angle);
  return {
    brief,
    t: localeFor(brief.language),
    options: brief.options,
    palette: choosePalette(brief, index),
    variant: makeVariant(brief, index),
    copy: {
      headline: angled.headline,
      sub: angled.sub,
      cta: angled.cta,
      secondary: secondaryCta(brief),
      headings: headings(brief, framing),
      framing,
    },
    icons: new Set(),
    // A brief with no name puts "[Your business name]" in the copy: its outline must show.
    css: new Set(brief.name ? [] : ['placeholders']),
    ids: new Set(),
    planned: new Set(['top']),
    heroForm: false,
    h1Used: false,
    formCount: 0,
    formAnchor: null,
    scripts: [],
    notes: [],
  };
}

/** The words variation `variationIndex` of a brief pitches with: what a re-pitch writes (repitch.ts). */
export interface Pitch {
  language: PageLanguage;
  headline: string;
  sub: string;
  cta: string;
  /** The benefits section's heading and lead sentence. */
  featuresHeading: string;
  featuresLead: string | null;
  /** The closing section's heading. */
  closeHeading: string;
}

export function pitchFor(input: ComposeInput): Pitch {
  const { brief, copy } = createContext(input);
  return {
    language: brief.language,
    headline: copy.headline,
    sub: copy.sub,
    cta: copy.cta,
    featuresHeading: copy.headings.features,
    featuresLead: copy.framing ? copy.framing.lead(brief.brand) : null,
    closeHeading: copy.headings.cta,
  };
}

/**
 * Builder layouts may hold 40 components, but a page must stay small (under 60 KB) to load fast
 * and paste cleanly, so components past the budget are dropped and the user is told.
 */
const PAGE_BUDGET = 57_000;
const LARGEST_SECTION = 6_000;

function estimateSize(ctx: Ctx, parts: string[]): number {
  const chrome = 5_000 + ctx.icons.size * 400;
  return parts.reduce((n, p) => n + p.length, 0) + buildCss(ctx).length + chrome;
}

/** Body for a page laid out by the builder: its components, in its order. */
function builderBody(ctx: Ctx): { body: string; sectionIds: string[] } {
  const components = ctx.brief.builder ?? [];
  const types = components.map((c) => String(c.type ?? '').toLowerCase());
  for (const t of types) {
    const id = builderSectionId(t);
    if (id) ctx.planned.add(id);
  }
  const needsForm = FORM_GOALS.includes(ctx.brief.goal) && !types.includes('form');
  if (types.includes('form')) ctx.formAnchor = 'contact';
  else if (needsForm && types.includes('hero')) {
    ctx.heroForm = true;
    ctx.formAnchor = 'signup';
  }
  const parts: string[] = [];
  // Room for what is added after the loop: a generated hero and a fallback form.
  const reserve = (types.includes('hero') ? 0 : 9_000) + (needsForm && !types.includes('form') ? 5_000 : 0);
  let skipped = 0;
  for (const component of components) {
    if (skipped || estimateSize(ctx, parts) + LARGEST_SECTION + reserve > PAGE_BUDGET) {
      skipped++;
      continue;
    }
    parts.push(renderBuilderComponent(ctx, component));
  }
  if (skipped)
    ctx.notes.push(
      `${skipped} of your ${components.length} components were left out to keep the page under 60 KB.`,
    );
  if (!ctx.h1Used) parts.unshift(renderHero(ctx));
  if (needsForm && !parts.some((p) => p.includes('<form'))) {
    ctx.formAnchor = 'contact';
    parts.push(renderFormSection(ctx, undefined, ctx.copy.cta));
  }
  return { body: parts.join('\n'), sectionIds: [...ctx.ids] };
}

function plannedBody(ctx: Ctx): { body: string; header: string; sectionIds: string[] } {
  const plan = planPage(ctx.brief, ctx.variant, heroHasForm(ctx));
  const ids = plan.sections.map((k) => SECTION_IDS[k]);
  for (const id of ids) ctx.planned.add(id);
  ctx.heroForm = plan.heroForm;
  ctx.formAnchor = plan.formAnchor;
  const header = `${plan.topbar ? renderTopbar(ctx) : ''}${renderNav(ctx, ids)}`;
  const body = [renderHero(ctx), ...plan.sections.map((kind) => renderSection(ctx, kind))].join('\n');
  return { body, header, sectionIds: ids };
}

export function composePage(input: ComposeInput): ComposedPage {
  const ctx = createContext(input);
  const fromBuilder = ctx.brief.builder !== null;
  const { body, sectionIds, header } = fromBuilder ? { ...builderBody(ctx), header: '' } : plannedBody(ctx);
  const footer = renderFooter(ctx, sectionIds);
  const title = pageTitle(ctx.brief, ctx.copy.headline);
  const description = metaDescription(ctx.copy.sub);
  const platform = ctx.options.platformOptimization;
  const scripts = [...new Set(ctx.scripts)].map((s) => `<script>${s}</script>`).join('\n');
  const classes = `pc-page pc-cards-${ctx.variant.cards} pc-v${ctx.variant.index % 5}`;
  const draft = `<!DOCTYPE html>
<html lang="${ctx.brief.language}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${esc(title)}</title>
<meta name="description" content="${esc(description)}">
<meta name="theme-color" content="${ctx.palette.dark ? ctx.palette.bg : ctx.palette.btn}">
<style>${buildCss(ctx)}</style>
</head>
<body>
<!-- ${PLATFORM_NOTES[platform].replace(/-{2,}/g, '-')} -->
<div class="${classes}" data-platform="${platform}">
${iconSprite(ctx.icons)}${header}
<main id="main">
${body}
</main>
${footer}
</div>
${scripts}
</body>
</html>
`;
  const html = markBrandSlots(draft, ctx.brief.language);
  const plainTitle = title.split(BRAND_SLOT).join(brandSlotText(ctx.brief.language));
  return { html, title: plainTitle, explanation: explain(ctx, sectionIds, fromBuilder, html) };
}
