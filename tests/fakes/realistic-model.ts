/**
 * A *realistic* fake model, for either wire protocol (Anthropic Messages or OpenAI chat completions).
 *
 * The plain fakes (fake-anthropic.ts, fake-openai.ts) answer whatever a test scripts, instantly. This
 * one decides its answer from the request, the way a real model would, and misbehaves the way real
 * models do, so that the generation pipeline can be tested (and benchmarked) against the failure
 * modes seen in production rather than against the happy path:
 *
 * - it writes at a real pace (`tokensPerSecond`, ~4 characters a token), so time-outs, progress
 *   and parallelism show up as they would;
 * - it stops at the request's `max_tokens`, mid-page, with the provider's "length" stop reason and
 *   exact usage, and continues a cut answer when asked — optionally starting the continuation
 *   with a re-opened fence or a repeated stretch (`continuationFault`), as real models do;
 * - it answers edit requests with search/replace blocks whose SEARCH text is copied imperfectly
 *   (`drift`: indentation, `&mdash;` ↔ `—`, `required=""`, `&amp;` → `&`) and, now and then
 *   (`missEvery`), paraphrased so it matches nothing; a repair request gets exact blocks back;
 * - it refuses its first calls when `busy` (429 / 529 / 503, with `retry-after`);
 * - with a small `contextTokens` (Ollama's default window) it loses the front of a long prompt and
 *   answers like a confused model;
 * - it reports prompt-cache reads and writes like the real APIs (Anthropic `cache_control`
 *   breakpoints, OpenAI automatic caching of long prefixes).
 *
 * Everything is deterministic for a given request (seeded by its text), except `missEvery`, which
 * counts SEARCH blocks over the server's lifetime. The wire protocols and the HTTP machinery are the
 * plain fakes' own (scripted-provider.ts), so `enqueue()` still works: a queued reply (e.g. a
 * 'stall' or 'cut' fault) is used before the realistic answer. `stats` counts only the calls the
 * realistic model answered itself.
 */
import { createHash } from 'node:crypto';
import { mulberry32 } from '../../src/server/lib/seeded-random.ts';
import { anthropicProtocol } from './fake-anthropic.ts';
import { openaiProtocol } from './fake-openai.ts';
import {
  allRequestText,
  contentText,
  type FakeProviderServer,
  type FakeReply,
  imageParts,
  type RecordedRequest,
  startScriptedServer,
} from './scripted-provider.ts';

export interface RealisticOptions {
  protocol: 'anthropic' | 'openai';
  /** Pacing, default 75; ~4 characters per token. */
  tokensPerSecond?: number;
  /** Size of a generated page in KB (1,024 characters), default 60; about 9 KB at least (see realisticPage). */
  pageKB?: number;
  /**
   * The first `calls` calls are refused with `status` (Anthropic 529 = overloaded_error body; OpenAI
   * has no 529, so it gets 503 instead), with a `retry-after` header when retryAfterSeconds is set.
   */
  busy?: { calls: number; status: 429 | 529 | 503; retryAfterSeconds?: number };
  /** How a continuation starts: cleanly (default), with "```html\n", or repeating 20-120 characters. */
  continuationFault?: 'none' | 'reopen-fence' | 'overlap';
  /** Edits copy SEARCH text imperfectly (whitespace, entities, boolean attributes); default true. */
  drift?: boolean;
  /** One SEARCH block in N (over the server's lifetime) matches nothing at all; default 10, 0 = never. */
  missEvery?: number;
  /** A prompt beyond this many tokens loses its FRONT (Ollama): the model answers confused. */
  contextTokens?: number;
  requireAuth?: boolean;
  port?: number;
}

export interface RealisticModel extends FakeProviderServer {
  /** Read on every call: tests may change tokensPerSecond, drift… between calls. */
  options: RealisticOptions;
  stats: {
    calls: number;
    refused: number;
    truncatedPrompts: number;
    cacheReads: number;
    cacheWrites: number;
  };
}

/** One intended edit: `search` is exact, unique text of the page (1-4 whole lines). */
export interface PlannedEdit {
  search: string;
  replace: string;
}

const CHARS_PER_TOKEN = 4;
/** What an image costs in prompt tokens (a ~1,000×1,000 picture on Anthropic is ~1,300-1,600). */
const IMAGE_TOKENS = 1_600;
/** Anthropic does not cache a prefix shorter than this; OpenAI caches only prompts at least this long. */
const MIN_CACHE_TOKENS = 1_024;
/** OpenAI reports cached tokens in steps of 128 above the minimum. */
const OPENAI_CACHE_STEP = 128;
/** Both providers keep a cached prefix about five minutes after its last use. */
const CACHE_TTL_MS = 5 * 60_000;
const CONTINUE_MARKER = 'cut off by the output limit';

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

/** FNV-1a, 32 bits: a stable seed from any text. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ---------------------------------------------------------------------------------------------
// The page generator

/** A word list written as 'a|b|c', to keep the lists short on the page. */
function words(list: string): readonly string[] {
  return list.split('|');
}

const NOUNS: readonly string[] = words(
  'scheduling|onboarding|follow-up|reporting|support|planning|pricing|quality checks|training|maintenance|paperwork|communication|aftercare|consultations|site visits|progress reviews|budgeting|preparation',
);
const ADJECTIVES: readonly string[] = words(
  'clear|friendly|fast|reliable|flexible|transparent|local|experienced|careful|personal|honest|thorough|calm|practical',
);
const VERBS: readonly string[] = words(
  'plan|book|track|review|adjust|deliver|prepare|explain|check|confirm|organise|document|schedule|walk through',
);
const OBJECTS: readonly string[] = words(
  'your first session|the details|every appointment|your goals|the paperwork|each milestone|the schedule|your budget|the next step|the results|every quote|the small print|your questions|the handover',
);
const WHEN: readonly string[] = words(
  'within a day|before you commit|at every stage|on your schedule|in plain English|without surprises|from the first call|week by week|whenever you need us|long after the job is done',
);
const AUDIENCES: readonly string[] = words(
  'busy families|first-time clients|small businesses|returning customers|landlords|new homeowners|growing teams|local professionals',
);

/** One sentence, mixing the characters models mangle: `—`, `&mdash;`, `&amp;`. */
function sentence(random: () => number, name: string): string {
  const noun = pick(random, NOUNS);
  const noun2 = pick(random, NOUNS);
  const adj = pick(random, ADJECTIVES);
  const verb = pick(random, VERBS);
  const object = pick(random, OBJECTS);
  const when = pick(random, WHEN);
  const audience = pick(random, AUDIENCES);
  const templates = [
    () => `We ${verb} ${object} ${when}, so you always know what happens next.`,
    () => `${capitalise(adj)} ${noun} means fewer surprises &mdash; and more time for what matters.`,
    () => `Our team will ${verb} ${object} with you ${when}.`,
    () => `You get ${adj} ${noun} — no jargon, no pressure, no hidden extras.`,
    () => `Questions about ${noun}? We ${verb} ${object} ${when}.`,
    () => `From ${noun} to ${noun2}, everything is handled ${when}.`,
    () => `${name} keeps ${noun} &amp; ${noun2} simple for ${audience}.`,
    () => `Most ${audience} tell us the ${adj} ${noun} is what made the difference.`,
    () => `Expect ${adj} ${noun} — we ${verb} ${object} ${when}.`,
    () => `Nothing is rushed: we ${verb} ${object} and agree on ${noun2} &mdash; ${when}.`,
  ];
  return pick(random, templates)();
}

function paragraph(random: () => number, name: string, sentences: number): string {
  return Array.from({ length: sentences }, () => sentence(random, name)).join(' ');
}

/**
 * A complete, deterministic HTML5 landing page of about `kb` KB, as a capable model writes one: an
 * inline <style> with :root custom properties and class rules, a header with anchors, a hero with
 * the one h1, features, steps, proof placeholders, topic sections (as many as the size needs, each
 * with its own generated copy), an FAQ, pricing, a lead form (named inputs, `required`), a footer.
 * Markup is indented by two spaces per level; copy mixes `—`, `&mdash;` and `&amp;`. Below 16 KB the
 * sections hold fewer items; every kind of section is always there, so no page is under ~9 KB.
 *
 * The seed defaults to one derived from the title, so `realisticPage(title, kb)` is what the fake
 * answers to a generation request whose prompt starts with that title (see titleFromPrompt).
 */
export function realisticPage(title: string, kb: number, seed: number = hashSeed(title)): string {
  const random = mulberry32(seed);
  const name = escapeHtml(title.trim() || 'Your Business');
  const target = Math.max(2, kb) * 1024;
  const lines: string[] = [];
  const at = (depth: number, html: string) => lines.push(`${'  '.repeat(depth)}${html}`);
  const hue = Math.floor(random() * 360);
  // A small page keeps every kind of section, with fewer items in each.
  const small = kb < 16;

  const head = (): void => {
    at(0, '<!DOCTYPE html>');
    at(0, '<html lang="en">');
    at(0, '<head>');
    at(1, '<meta charset="UTF-8">');
    at(1, '<meta name="viewport" content="width=device-width, initial-scale=1.0">');
    at(1, `<title>${name} — ${capitalise(pick(random, ADJECTIVES))} service you can count on</title>`);
    at(
      1,
      `<meta name="description" content="${name}: ${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}, clear prices &amp; a free first consultation.">`,
    );
    at(1, '<style>');
    at(2, ':root {');
    at(3, `--pc-brand: hsl(${hue} 62% 38%);`);
    at(3, `--pc-brand-dark: hsl(${hue} 64% 26%);`);
    at(3, `--pc-accent: hsl(${(hue + 150) % 360} 70% 45%);`);
    at(3, '--pc-ink: #1b1f24;');
    at(3, '--pc-muted: #57606a;');
    at(3, '--pc-surface: #f6f8fa;');
    at(3, '--pc-radius: 12px;');
    at(3, '--pc-space: clamp(1rem, 2.5vw, 2rem);');
    at(3, "--pc-font: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;");
    at(2, '}');
    // Selector, then its declarations.
    const rules: [string, string][] = [
      ['.pc-page', 'font-family: var(--pc-font); color: var(--pc-ink); line-height: 1.6;'],
      ['.pc-page .container', 'max-width: 1120px; margin: 0 auto; padding: 0 var(--pc-space);'],
      [
        '.pc-page .site-header',
        'display: flex; align-items: center; justify-content: space-between; gap: 1rem; padding: 1rem var(--pc-space);',
      ],
      [
        '.pc-page .site-nav a',
        'color: var(--pc-ink); text-decoration: none; padding: 0.75rem 0.5rem; white-space: nowrap;',
      ],
      [
        '.pc-page .hero',
        'background: linear-gradient(135deg, var(--pc-brand), var(--pc-brand-dark)); color: #fff; padding: calc(var(--pc-space) * 3) 0;',
      ],
      ['.pc-page .hero h1', 'font-size: clamp(2rem, 5vw, 3.25rem); line-height: 1.15; margin: 0 0 1rem;'],
      [
        '.pc-page .btn',
        'display: inline-flex; align-items: center; min-height: 44px; padding: 0.75rem 1.5rem; border-radius: var(--pc-radius); font-weight: 600; text-decoration: none;',
      ],
      ['.pc-page .btn-primary', 'background: var(--pc-accent); color: #fff; border: 0;'],
      [
        '.pc-page .cards',
        'display: grid; grid-template-columns: repeat(auto-fit, minmax(240px, 1fr)); gap: var(--pc-space);',
      ],
      [
        '.pc-page .card',
        'background: var(--pc-surface); border-radius: var(--pc-radius); padding: var(--pc-space);',
      ],
      ['.pc-page .steps ol', 'counter-reset: step; list-style: none; padding: 0;'],
      ['.pc-page .topic', 'padding: calc(var(--pc-space) * 2) 0; border-top: 1px solid #e5e7eb;'],
      ['.pc-page .faq details', 'border-bottom: 1px solid #e5e7eb; padding: 1rem 0;'],
      [
        '.pc-page .pricing .tier',
        'border: 2px solid var(--pc-surface); border-radius: var(--pc-radius); padding: var(--pc-space);',
      ],
      ['.pc-page .lead-form .field', 'display: grid; gap: 0.35rem; margin-bottom: 1rem;'],
      [
        '.pc-page .lead-form input, .pc-page .lead-form textarea',
        'font: inherit; padding: 0.75rem; border: 1px solid #c9d1d9; border-radius: 8px;',
      ],
      ['.pc-page .site-footer', 'background: var(--pc-ink); color: #e6edf3; padding: var(--pc-space) 0;'],
    ];
    for (const [selector, declarations] of small ? rules.filter((_, index) => index % 2 === 0) : rules) {
      at(2, `${selector} {`);
      for (const declaration of declarations.split(/(?<=;) /)) at(3, declaration);
      at(2, '}');
    }
    at(2, '@media (max-width: 768px) {');
    at(3, '.pc-page .site-nav { display: none; }');
    at(3, '.pc-page .hero { padding: calc(var(--pc-space) * 2) 0; }');
    at(2, '}');
    at(1, '</style>');
    at(0, '</head>');
  };

  const hero = (): void => {
    at(3, '<section class="hero" id="hero">');
    at(4, '<div class="container hero-grid">');
    at(5, '<div class="hero-copy">');
    at(
      6,
      `<p class="eyebrow">${capitalise(pick(random, ADJECTIVES))} ${pick(random, NOUNS)} for ${pick(random, AUDIENCES)}</p>`,
    );
    at(6, `<h1>${name}: ${capitalise(pick(random, ADJECTIVES))} help, ${pick(random, WHEN)}</h1>`);
    at(6, `<p class="lead">${paragraph(random, name, 2)}</p>`);
    at(6, '<a class="btn btn-primary" href="#lead-form">Book your free consultation</a>');
    at(5, '</div>');
    at(
      5,
      `<img data-pc-slot="hero" data-pc-slot-empty src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='640' height='420'%3E%3Crect width='100%25' height='100%25' fill='%23d0d7de'/%3E%3C/svg%3E" alt="Photo of the ${name} team at work" width="640" height="420">`,
    );
    at(4, '</div>');
    at(3, '</section>');
  };

  const features = (): void => {
    at(3, '<section class="features" id="features">');
    at(4, '<div class="container">');
    at(5, `<h2>Why clients choose ${name}</h2>`);
    at(5, '<div class="cards">');
    for (let i = 0; i < (small ? 3 : 6); i++) {
      at(6, '<article class="card">');
      at(7, `<h3>${capitalise(pick(random, ADJECTIVES))} ${pick(random, NOUNS)}</h3>`);
      at(7, `<p>${paragraph(random, name, small ? 1 : 2)}</p>`);
      at(6, '</article>');
    }
    at(5, '</div>');
    at(4, '</div>');
    at(3, '</section>');
  };

  const steps = (): void => {
    at(3, '<section class="steps" id="how-it-works">');
    at(4, '<div class="container">');
    at(5, '<h2>How it works &mdash; three simple steps</h2>');
    at(5, '<ol>');
    const titles = ['Tell us what you need', 'Get a clear plan &amp; price', 'Relax while we deliver'];
    for (const [index, stepTitle] of titles.entries()) {
      at(6, '<li>');
      at(7, `<h3>Step ${index + 1}: ${stepTitle}</h3>`);
      at(7, `<p>${paragraph(random, name, small ? 1 : 2)}</p>`);
      at(6, '</li>');
    }
    at(5, '</ol>');
    at(4, '</div>');
    at(3, '</section>');
  };

  const proof = (): void => {
    at(3, '<section class="proof" id="proof">');
    at(4, '<div class="container">');
    at(5, '<h2>What our clients say</h2>');
    at(5, '<div class="cards">');
    for (let i = 1; i <= (small ? 2 : 3); i++) {
      at(6, '<figure class="card">');
      at(
        7,
        `<blockquote data-pc-placeholder="testimonial">[Client testimonial ${i}: add a real quote]</blockquote>`,
      );
      at(7, `<figcaption>[Client name ${i} — add with permission]</figcaption>`);
      at(6, '</figure>');
    }
    at(5, '</div>');
    at(5, '<p class="rating" data-pc-placeholder="rating">[Average rating: add your real score]</p>');
    at(4, '</div>');
    at(3, '</section>');
  };

  let topicCount = 0;
  const topic = (): void => {
    topicCount++;
    const noun = pick(random, NOUNS);
    at(3, `<section class="topic" id="topic-${topicCount}">`);
    at(4, '<div class="container">');
    at(5, `<h2>${capitalise(pick(random, ADJECTIVES))} ${noun} for ${pick(random, AUDIENCES)}</h2>`);
    const paragraphs = 2 + Math.floor(random() * 2);
    for (let i = 0; i < paragraphs; i++)
      at(5, `<p>${paragraph(random, name, 2 + Math.floor(random() * 2))}</p>`);
    at(5, '<ul class="checklist">');
    for (let i = 0; i < 3; i++)
      at(6, `<li>${capitalise(pick(random, VERBS))} ${pick(random, OBJECTS)} ${pick(random, WHEN)}</li>`);
    at(5, '</ul>');
    at(5, `<a class="btn" href="#lead-form">Ask about ${noun}</a>`);
    at(4, '</div>');
    at(3, '</section>');
  };

  const faq = (): void => {
    at(3, '<section class="faq" id="faq">');
    at(4, '<div class="container narrow">');
    at(5, '<h2>Questions &amp; answers</h2>');
    const questions = [
      'How soon can you start?',
      'What does the first consultation cost?',
      'Do you work evenings &amp; weekends?',
      'What happens if plans change?',
      'How do you keep me updated?',
    ];
    for (const question of small ? questions.slice(0, 3) : questions) {
      at(5, '<details>');
      at(6, `<summary>${question}</summary>`);
      at(6, `<p>${paragraph(random, name, small ? 1 : 2)}</p>`);
      at(5, '</details>');
    }
    at(4, '</div>');
    at(3, '</section>');
  };

  const pricing = (): void => {
    at(3, '<section class="pricing" id="pricing">');
    at(4, '<div class="container">');
    at(5, '<h2>Simple pricing &mdash; no surprises</h2>');
    at(5, '<div class="cards">');
    const tiers: [string, string][] = [
      ['Starter', '[Price: add your starter price]'],
      ['Standard', '[Price: add your standard price]'],
      ['Complete', '[Price: add your complete price]'],
    ];
    for (const [tier, price] of tiers) {
      at(6, '<article class="card tier">');
      at(7, `<h3>${tier}</h3>`);
      at(7, `<p class="price" data-pc-placeholder="figure">${price}</p>`);
      at(7, '<ul>');
      for (let i = 0; i < (small ? 2 : 3); i++) {
        at(8, `<li>${capitalise(pick(random, ADJECTIVES))} ${pick(random, NOUNS)}</li>`);
      }
      at(7, '</ul>');
      at(7, `<a class="btn btn-primary" href="#lead-form">Choose ${tier}</a>`);
      at(6, '</article>');
    }
    at(5, '</div>');
    at(4, '</div>');
    at(3, '</section>');
  };

  const leadForm = (): void => {
    at(3, '<section class="lead-capture" id="lead-form">');
    at(4, '<div class="container narrow">');
    at(5, '<h2>Request your free consultation</h2>');
    at(5, '<p>Tell us a little about what you need &mdash; we reply within one working day.</p>');
    at(5, '<form class="lead-form" data-pc-form method="post">');
    const fields: [string, string, string, string, boolean][] = [
      ['full_name', 'Full name', 'text', 'name', true],
      ['email', 'Email address', 'email', 'email', true],
      ['phone', 'Phone number', 'tel', 'tel', false],
      ['preferred_date', 'Preferred date', 'date', 'off', false],
    ];
    for (const [field, label, type, autocomplete, required] of fields) {
      at(6, '<div class="field">');
      at(7, `<label for="${field}">${label}</label>`);
      at(
        7,
        `<input id="${field}" name="${field}" type="${type}" autocomplete="${autocomplete}"${required ? ' required' : ''}>`,
      );
      at(6, '</div>');
    }
    at(6, '<div class="field">');
    at(7, '<label for="message">How can we help?</label>');
    at(7, '<textarea id="message" name="message" rows="4" required></textarea>');
    at(6, '</div>');
    at(6, '<button class="btn btn-primary" type="submit">Send my request</button>');
    at(5, '</form>');
    at(4, '</div>');
    at(3, '</section>');
  };

  const footer = (): void => {
    at(2, '<footer class="site-footer">');
    at(3, '<div class="container">');
    at(4, `<p>&copy; 2025 ${name}. All rights reserved.</p>`);
    at(4, '<p>Privacy &amp; cookies — we only use your details to answer your request.</p>');
    at(3, '</div>');
    at(2, '</footer>');
  };

  head();
  at(0, '<body>');
  at(1, '<div class="pc-page">');
  at(2, '<header class="site-header">');
  at(3, `<a class="brand" href="#hero">${name}</a>`);
  at(3, '<nav class="site-nav" aria-label="Main">');
  at(4, '<a href="#features">Features</a>');
  at(4, '<a href="#how-it-works">How it works</a>');
  at(4, '<a href="#pricing">Pricing</a>');
  at(4, '<a href="#faq">FAQ</a>');
  at(3, '</nav>');
  at(2, '</header>');
  at(2, '<main>');
  hero();
  features();
  steps();
  proof();
  // The closing sections, rendered apart so the topic sections can fill the page to its size.
  const before = lines.splice(0);
  faq();
  pricing();
  leadForm();
  at(2, '</main>');
  footer();
  at(1, '</div>');
  at(0, '</body>');
  at(0, '</html>');
  const after = lines.splice(0);
  const size = (chunk: string[]) => chunk.reduce((sum, line) => sum + line.length + 1, 0);
  let used = size(before) + size(after);
  const topics: string[] = [];
  while (used < target) {
    topic();
    const added = lines.splice(0);
    // Stop short rather than overshoot by more than half a section.
    if (topicCount > 1 && used + size(added) / 2 > target) break;
    topics.push(...added);
    used += size(added);
  }
  return [...before, ...topics, ...after].join('\n');
}

/**
 * The page title the fake uses for a generation prompt: its first words, without a leading
 * "Create a landing page for"-style request, title-cased (at most five words).
 */
export function titleFromPrompt(prompt: string): string {
  const cleaned = prompt
    .replace(/^\s*(please\s+)?((create|build|make|generate|design|write)\s+)?(me\s+)?(an?\s+)?/i, '')
    .replace(/^(landing\s+)?(page\s+)?(for\s+)?(an?\s+|the\s+)?/i, '');
  const words = cleaned
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}'&-]/gu, ''))
    .filter((word) => word !== '')
    .slice(0, 5);
  if (words.length === 0) return 'Your Business';
  // Short joining words ("in", "and", "of") stay as written, as in a real title.
  return words.map((word, index) => (index === 0 || word.length > 3 ? capitalise(word) : word)).join(' ');
}

// ---------------------------------------------------------------------------------------------
// Edits: what the model means to change, and how it copies it

/** Text elements the fake edits: a whole element on one line, with text only inside. */
const TEXT_ELEMENT = /^(\s*)<(h1|h2|h3|p|button|a|label)\b[^>]*>([^<]*\S[^<]*)<\/\2>\s*$/;
const INLINE_TEXT_ELEMENT = /<(h1|h2|h3|p|button|a|label)\b[^>]*>([^<]*\S[^<]*)<\/\1>/g;
const ONE_TEXT_ELEMENT = /<(h1|h2|h3|p|button|a|label)\b[^>]*>([^<]*\S[^<]*)<\/\1>/;
const STOPWORDS = new Set(
  (
    'a an the and or but to of in on at for with by from into onto as is are be been it its this that these ' +
    'those make makes made change changes changed please can could would should will more less very so ' +
    "some any all my our your their me us them we you i add use using then than also just about it’s it's " +
    'text copy page section'
  ).split(' '),
);

/** Words from the instruction a model would put into the copy: quoted text wins, else keywords. */
function instructionWords(instruction: string): { quoted: string | null; words: string[] } {
  const quoted = /["“‘']([^"”’']{2,80})["”’']/.exec(instruction)?.[1]?.trim() ?? null;
  const words: string[] = [];
  for (const raw of instruction.split(/[^\p{L}\p{N}'-]+/u)) {
    const word = raw.replace(/^'+|'+$/g, '');
    if (word.length < 3 || STOPWORDS.has(word.toLowerCase())) continue;
    if (!words.some((known) => known.toLowerCase() === word.toLowerCase())) words.push(word);
    if (words.length === 4) break;
  }
  return { quoted, words: words.length > 0 ? words : ['updated'] };
}

/**
 * The element text as the model rewrites it: the quoted text when the instruction quotes one,
 * else (by seed) the instruction's keywords appended after a dash or in place of the text.
 * The result is HTML-escaped and single-line, so an edit never changes the page's line count.
 */
export function changeText(old: string, instruction: string, seed: number): string {
  const { quoted, words } = instructionWords(instruction);
  let next: string;
  if (quoted) next = escapeHtml(quoted);
  else if (seed % 2 === 0) next = `${old.trimEnd()} — ${escapeHtml(words.join(' '))}`;
  else next = escapeHtml(capitalise(words.join(' ')));
  next = next.replace(/\s+/g, ' ');
  return next === old ? `${old} — ${escapeHtml(words.join(' '))}` : next;
}

interface Candidate {
  /** Line index of the element (line-based) or character index (inline). */
  line: number;
  tag: string;
  text: string;
}

/**
 * The 1-3 edits the model means to make for `instruction` on `page`, in page order, each with an
 * exact and unique `search` of 1-4 whole lines around a text element (h1, h2, h3, p, button, a,
 * label) and a `replace` with that element's text changed. Seeded by the instruction and chosen
 * by the element's position among the page's text elements, so an edit stays the same when other
 * planned edits have already been applied to the page. Exported for tests and benchmarks.
 */
export function planEdits(page: string, instruction: string): PlannedEdit[] {
  const seed = hashSeed(instruction.trim());
  const wanted = 1 + (seed % 3);
  const lines = page.split('\n');
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  const candidates: Candidate[] = [];
  const bodyStart = Math.max(
    0,
    lines.findIndex((line) => /<body\b/i.test(line)),
  );
  lines.forEach((line, index) => {
    if (index < bodyStart) return;
    const match = TEXT_ELEMENT.exec(line);
    if (!match || counts.get(line) !== 1) return;
    if (page.indexOf(line.trim()) !== page.lastIndexOf(line.trim())) return;
    candidates.push({ line: index, tag: match[2]!.toLowerCase(), text: match[3]! });
  });
  if (candidates.length === 0) return planInlineEdits(page, instruction, seed, wanted);

  // The instruction's subject goes first when it names one; the rest are picked by seed.
  const lower = instruction.toLowerCase();
  const preferred = /headline|heading|title|hero|h1/.test(lower)
    ? 'h1'
    : /button|cta|call to action/.test(lower)
      ? 'button'
      : /label|form|field/.test(lower)
        ? 'label'
        : null;
  const order = candidates
    .map((candidate, index) => ({ candidate, rank: hashSeed(`${seed}:${index}`) }))
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.candidate);
  const first = preferred ? order.findIndex((candidate) => candidate.tag === preferred) : -1;
  if (first > 0) order.unshift(...order.splice(first, 1));

  const taken: { from: number; to: number; candidate: Candidate }[] = [];
  for (const candidate of order) {
    if (taken.length === wanted) break;
    const span = 1 + (hashSeed(`${seed}:span:${candidate.line}`) % 4);
    const before = hashSeed(`${seed}:before:${candidate.line}`) % span;
    let from = Math.max(bodyStart + 1, candidate.line - before);
    let to = Math.min(lines.length - 1, from + span - 1);
    if (to < candidate.line) to = candidate.line;
    if (from > candidate.line) from = candidate.line;
    // Blocks never touch or share lines, or applying one would break the next one's anchor.
    if (taken.some((other) => from <= other.to + 1 && to >= other.from - 1)) continue;
    taken.push({ from, to, candidate });
  }
  taken.sort((a, b) => a.from - b.from);
  return taken.map(({ from, to, candidate }) => {
    const window = lines.slice(from, to + 1);
    const edited = window.map((line, offset) => {
      if (from + offset !== candidate.line) return line;
      const match = TEXT_ELEMENT.exec(line)!;
      const start = line.indexOf('>', match[1]!.length) + 1;
      const end = line.lastIndexOf('</');
      return `${line.slice(0, start)}${changeText(candidate.text, instruction, hashSeed(`${seed}:${candidate.line}`))}${line.slice(end)}`;
    });
    return { search: window.join('\n'), replace: edited.join('\n') };
  });
}

/** A page on one line (minified): the elements themselves are the search texts. */
function planInlineEdits(page: string, instruction: string, seed: number, wanted: number): PlannedEdit[] {
  const found: { at: number; html: string; text: string }[] = [];
  for (const match of page.matchAll(INLINE_TEXT_ELEMENT)) {
    const html = match[0];
    if (page.indexOf(html) !== page.lastIndexOf(html)) continue;
    found.push({ at: match.index ?? 0, html, text: match[2]! });
  }
  const chosen = found
    .map((entry, index) => ({ entry, rank: hashSeed(`${seed}:${index}`) }))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, wanted)
    .map(({ entry }) => entry)
    .sort((a, b) => a.at - b.at);
  return chosen.map(({ at, html, text }) => {
    const start = html.indexOf('>') + 1;
    const end = html.lastIndexOf('</');
    return {
      search: html,
      replace: `${html.slice(0, start)}${changeText(text, instruction, hashSeed(`${seed}:${at}`))}${html.slice(end)}`,
    };
  });
}

/** Applies planned edits exactly (each search is unique on the page it was planned for). */
export function applyPlannedEdits(page: string, edits: PlannedEdit[]): string {
  let result = page;
  for (const edit of edits) {
    const at = result.indexOf(edit.search);
    if (at !== -1) result = result.slice(0, at) + edit.replace + result.slice(at + edit.search.length);
  }
  return result;
}

/**
 * The SEARCH text as a real model copies it: whitespace changed, `&mdash;` and `—` swapped,
 * `required` written as `required=""` (the browser's outerHTML), `&amp;` as `&`. Each applicable
 * change is made by seed; the result is guaranteed not to occur in the page, while a normaliser
 * that folds whitespace, entities and boolean attributes still finds it.
 */
export function driftSearch(search: string, page: string, seed: number): string {
  const random = mulberry32(seed);
  let drifted = search;
  if (random() < 0.8) {
    if (drifted.includes('&mdash;')) drifted = drifted.replace(/&mdash;/g, '—');
    else if (drifted.includes('—')) drifted = drifted.replace(/—/g, '&mdash;');
  }
  if (random() < 0.8) {
    // Inside tags only: the word in copy stays as it is.
    drifted = drifted.replace(/<[^<>]*>/g, (tag) => tag.replace(/ required(?=[\s/>])/g, ' required=""'));
  }
  if (random() < 0.8) drifted = drifted.replace(/&amp;/g, '&');
  const multiline = drifted.includes('\n');
  const styles = multiline ? ['tabs', 'double', 'dedent', 'none'] : ['tabs', 'double', 'none'];
  drifted = reindent(drifted, pick(random, styles));
  // Nothing drifted (or the drift happens to occur anyway): the model's indentation is off.
  if (page.includes(drifted)) drifted = reindent(drifted, 'tabs');
  if (page.includes(drifted)) drifted = reindent(drifted, 'double');
  return drifted;
}

function reindent(text: string, style: string): string {
  return text
    .split('\n')
    .map((line) => {
      const indent = /^[ \t]*/.exec(line)![0];
      const rest = line.slice(indent.length);
      if (style === 'tabs') return `${indent.replace(/ {2}/g, '\t')}${rest}`;
      if (style === 'double') return `${indent.replace(/ {2}/g, '    ')}${indent === '' ? '  ' : ''}${rest}`;
      if (style === 'dedent') return rest;
      return line;
    })
    .join('\n');
}

/**
 * A paraphrase: the element's words changed (one added in front, the last one replaced), so no
 * normalisation finds the SEARCH text, although the element it was meant for is on the page.
 */
export function paraphraseSearch(search: string): string {
  const lines = search.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^(\s*<(h1|h2|h3|p|button|a|label)\b[^>]*>)([^<]*\S[^<]*)(<\/\2>\s*)$/.exec(lines[i]!);
    if (!match) continue;
    const words = match[3]!.trim().split(/\s+/);
    const kept = words.length > 1 ? words.slice(0, -1) : words;
    lines[i] = `${match[1]}Truly ${kept.join(' ')} now${match[4]}`;
    return lines.join('\n');
  }
  const element = /(<(h1|h2|h3|p|button|a|label)\b[^>]*>)([^<]*\S[^<]*)(<\/\2>)/.exec(search);
  if (element) {
    return search.replace(element[0], () => `${element[1]}Truly ${element[3]!.trim()} now${element[4]}`);
  }
  return `Truly ${search} now`;
}

function formatBlocks(blocks: PlannedEdit[]): string {
  return blocks
    .map((block) => `<<<<<<< SEARCH\n${block.search}\n=======\n${block.replace}\n>>>>>>> REPLACE`)
    .join('\n\n');
}

/** Character trigrams' Dice coefficient, whitespace folded: how alike two snippets are. */
function similarity(a: string, b: string): number {
  const grams = (text: string) => {
    const folded = text.replace(/\s+/g, ' ').trim().toLowerCase();
    const set = new Map<string, number>();
    for (let i = 0; i + 3 <= folded.length; i++) {
      const gram = folded.slice(i, i + 3);
      set.set(gram, (set.get(gram) ?? 0) + 1);
    }
    return set;
  };
  const left = grams(a);
  const right = grams(b);
  let shared = 0;
  let total = 0;
  for (const [gram, count] of left) {
    shared += Math.min(count, right.get(gram) ?? 0);
    total += count;
  }
  for (const count of right.values()) total += count;
  return total === 0 ? 0 : (2 * shared) / total;
}

// ---------------------------------------------------------------------------------------------
// Reading the request

interface Turn {
  role: string;
  text: string;
}

/** The system prompt: Anthropic's `system`, OpenAI's system/developer messages. */
function systemText(body: any): string {
  const parts: string[] = [];
  if (body?.system !== undefined) parts.push(contentText(body.system));
  if (Array.isArray(body?.messages)) {
    for (const message of body.messages) {
      if (message?.role === 'system' || message?.role === 'developer')
        parts.push(contentText(message.content));
    }
  }
  return parts.join('\n');
}

/** The conversation without system messages. */
function turns(body: any): Turn[] {
  if (!Array.isArray(body?.messages)) return [];
  return body.messages
    .filter((message: any) => message?.role !== 'system' && message?.role !== 'developer')
    .map((message: any) => ({ role: String(message?.role), text: contentText(message?.content) }));
}

/** Max output tokens the request allows (Anthropic max_tokens; OpenAI max_tokens or max_completion_tokens). */
function maxTokensOf(body: any): number | undefined {
  const value = body?.max_tokens ?? body?.max_completion_tokens;
  return typeof value === 'number' && value > 0 ? Math.floor(value) : undefined;
}

function lastUser(conversation: Turn[]): Turn | undefined {
  return [...conversation].reverse().find((turn) => turn.role === 'user');
}

const CURRENT_PAGE = /<current_page>\n([\s\S]*?)\n<\/current_page>/;
const ELEMENT = /<element>\n([\s\S]*?)\n<\/element>/;

function requestedChange(text: string): string | undefined {
  return /Requested change:\s*([\s\S]*?)\s*$/.exec(text)?.[1];
}

// ---------------------------------------------------------------------------------------------
// The server

export async function startRealisticModel(options: RealisticOptions): Promise<RealisticModel> {
  // The protocol is fixed for the server's life; everything else in `options` is read per call.
  const anthropic = options.protocol === 'anthropic';
  const protocol = anthropic ? anthropicProtocol : openaiProtocol;
  const server = await startScriptedServer(protocol, {
    requireAuth: options.requireAuth,
    port: options.port,
    defaultApiKey: anthropic ? 'sk-ant-realistic' : 'sk-realistic-openai',
  });
  const stats = { calls: 0, refused: 0, truncatedPrompts: 0, cacheReads: 0, cacheWrites: 0 };
  const model: RealisticModel = Object.assign(server, { options, stats });

  /** SEARCH blocks written over the server's lifetime, for missEvery. */
  let blocksWritten = 0;
  /** The last full answer per original request, so a continuation continues the same answer. */
  const answers = new Map<string, string>();
  /** Anthropic: prefix hash → tokens and expiry. */
  const anthropicCache = new Map<string, { tokens: number; expires: number }>();
  /** OpenAI: recent long prompts, serialised, with their expiry. */
  const openaiCache: { key: string; expires: number }[] = [];

  const remember = (key: string, answer: string) => {
    answers.delete(key);
    answers.set(key, answer);
    if (answers.size > 200) answers.delete(answers.keys().next().value!);
  };

  /** The full answer the model means to give to a (non-continuation) request. */
  const intendedAnswer = (system: string, conversation: Turn[]): string => {
    const user = lastUser(conversation)?.text ?? '';
    const all = conversation.map((turn) => turn.text).join('\n');

    if (user.includes('<failed_blocks>')) return repairAnswer(conversation, user);

    const element = ELEMENT.exec(user);
    if (element) {
      const instruction =
        requestedChange(user) ?? user.replace(ELEMENT, '').trim().replace(/\s+/g, ' ').slice(0, 200);
      const html = element[1]!;
      const seed = hashSeed(instruction);
      const text = /(>)([^<]*\S[^<]*)(<)/.exec(html);
      const changed = text
        ? html.replace(
            text[0],
            () =>
              `>${/^\s*/.exec(text[2]!)![0]}${changeText(text[2]!.trim(), instruction, seed)}${/\s*$/.exec(text[2]!)![0]}<`,
          )
        : html;
      return `I updated the element's text as requested.\n\n\`\`\`html\n${changed}\n\`\`\`\n`;
    }

    const current = CURRENT_PAGE.exec(all);
    if (current) {
      const pageMessage = conversation.find((turn) => CURRENT_PAGE.test(turn.text))!.text;
      const instruction = requestedChange(pageMessage) ?? requestedChange(user) ?? user;
      const page = current[1]!;
      const edits = planEdits(page, instruction);
      if (/complete updated page/i.test(system)) {
        return `I applied the requested change: ${instruction.trim().slice(0, 80)}.\n\n\`\`\`html\n${applyPlannedEdits(page, edits)}\n\`\`\`\n`;
      }
      if (edits.length === 0) return 'I could not find any text on the page to change for that request.';
      const blocks = edits.map((edit, index) => {
        blocksWritten++;
        const seed = hashSeed(`${instruction}:${index}`);
        let search = model.options.drift === false ? edit.search : driftSearch(edit.search, page, seed);
        const missEvery = model.options.missEvery ?? 10;
        if (missEvery > 0 && blocksWritten % missEvery === 0) search = paraphraseSearch(search);
        return { search, replace: edit.replace };
      });
      const noun = blocks.length === 1 ? 'one text element' : `${blocks.length} text elements`;
      return `I updated ${noun} to reflect the request.\n\n${formatBlocks(blocks)}\n`;
    }

    const title = titleFromPrompt(user);
    const page = realisticPage(title, model.options.pageKB ?? 60);
    return `Here is a landing page for ${title}, with a hero, features, steps, FAQ, pricing and a lead form.\n\n\`\`\`html\n${page}\n\`\`\`\n`;
  };

  /** Exact blocks for the intended edits the failed blocks were meant to be. */
  const repairAnswer = (conversation: Turn[], user: string): string => {
    const pageTurn = conversation.find((turn) => CURRENT_PAGE.test(turn.text));
    if (!pageTurn) return 'I cannot see the page those blocks belong to; please send it again.';
    const page = CURRENT_PAGE.exec(pageTurn.text)![1]!;
    // The change is asked either with the page or in a later turn of its own.
    const instruction =
      conversation.map((turn) => requestedChange(turn.text)).find((found) => found !== undefined) ?? '';
    const edits = planEdits(page, instruction);
    const failed = [
      ...user.matchAll(
        /<block n="[^"]*">\s*<your_search>\n?([\s\S]*?)\n?<\/your_search>(?:\s*<page_text>\n?([\s\S]*?)\n?<\/page_text>)?\s*<\/block>/g,
      ),
    ].map((match) => ({ search: match[1] ?? '', pageText: match[2] ?? '' }));
    const chosen = new Set<number>();
    for (const block of failed) {
      let best = -1;
      let bestScore = -1;
      edits.forEach((edit, index) => {
        const element = edit.search
          .split('\n')
          .map((line) => line.trim())
          .find((line) => TEXT_ELEMENT.test(line) || ONE_TEXT_ELEMENT.test(line));
        const within = block.pageText !== '' && element !== undefined && block.pageText.includes(element);
        const score = (within ? 2 : 0) + similarity(block.search, edit.search);
        if (score > bestScore) {
          best = index;
          bestScore = score;
        }
      });
      if (best >= 0) chosen.add(best);
    }
    const blocks = [...chosen].sort((a, b) => a - b).map((index) => edits[index]!);
    if (blocks.length === 0) return 'I could not tell which part of the page those blocks were meant for.';
    return `Here are the corrected blocks, copied exactly from the page.\n\n${formatBlocks(blocks)}\n`;
  };

  /** Prompt-cache usage for this request (and the cache updated). */
  const cacheUsage = (body: any, totalTokens: number): { read: number; write: number } => {
    const now = Date.now();
    const modelName = String(body?.model ?? '');
    if (anthropic) {
      const blocks: { role: string; block: any }[] = [];
      const system = body?.system;
      if (typeof system === 'string') blocks.push({ role: 'system', block: { type: 'text', text: system } });
      else if (Array.isArray(system)) for (const block of system) blocks.push({ role: 'system', block });
      for (const message of Array.isArray(body?.messages) ? body.messages : []) {
        const content = message?.content;
        if (typeof content === 'string')
          blocks.push({ role: message.role, block: { type: 'text', text: content } });
        else if (Array.isArray(content))
          for (const block of content) blocks.push({ role: message.role, block });
      }
      // Characters as allRequestText counts them (pieces joined by '\n'), so a prefix never
      // counts more tokens than the whole prompt.
      const hash = createHash('sha256').update(modelName);
      let chars = 0;
      let images = 0;
      const marked: { key: string; tokens: number }[] = [];
      blocks.forEach(({ role, block }, index) => {
        if (index > 0) chars += 1;
        if (block?.type === 'text' && typeof block.text === 'string') chars += block.text.length;
        if (block?.type === 'image') images++;
        const { cache_control: cacheControl, ...content } = block ?? {};
        hash.update(JSON.stringify({ role, content }));
        if (cacheControl?.type === 'ephemeral') {
          marked.push({
            key: hash.copy().digest('hex'),
            tokens: Math.floor(chars / CHARS_PER_TOKEN) + images * IMAGE_TOKENS,
          });
        }
      });
      const eligible = marked.filter((prefix) => prefix.tokens >= MIN_CACHE_TOKENS);
      let read = 0;
      for (const prefix of eligible) {
        const entry = anthropicCache.get(prefix.key);
        if (entry && entry.expires > now) read = Math.max(read, prefix.tokens);
      }
      const longest = eligible.reduce((max, prefix) => Math.max(max, prefix.tokens), 0);
      const write = longest > read ? longest - read : 0;
      // Every marked prefix is stored (or kept alive): a later request may share only a shorter one.
      for (const prefix of eligible) {
        anthropicCache.set(prefix.key, { tokens: prefix.tokens, expires: now + CACHE_TTL_MS });
      }
      return {
        read: Math.min(read, totalTokens),
        write: Math.min(write, totalTokens - Math.min(read, totalTokens)),
      };
    }
    // OpenAI: automatic, on the longest prefix shared with a recent prompt of 1,024+ tokens.
    let serial = `${modelName}\u0000`;
    for (const message of Array.isArray(body?.messages) ? body.messages : []) {
      serial += `\u0000${message?.role}\u0000`;
      const content = message?.content;
      if (typeof content === 'string') serial += content;
      else if (Array.isArray(content)) {
        for (const part of content) {
          if (part?.type === 'text') serial += part.text;
          else if (part?.type === 'image_url') {
            const url = typeof part.image_url === 'string' ? part.image_url : String(part.image_url?.url);
            serial += `\uE000${createHash('sha256').update(url).digest('hex')}\uE000`;
          }
        }
      }
    }
    for (let i = openaiCache.length - 1; i >= 0; i--)
      if (openaiCache[i]!.expires <= now) openaiCache.splice(i, 1);
    let shared = 0;
    for (const entry of openaiCache) {
      let length = 0;
      const limit = Math.min(entry.key.length, serial.length);
      while (length < limit && entry.key.charCodeAt(length) === serial.charCodeAt(length)) length++;
      shared = Math.max(shared, length);
    }
    const prefix = serial.slice(0, shared);
    const sharedTokens =
      Math.floor(prefix.replace(/\uE000[0-9a-f]{64}\uE000/g, '').length / CHARS_PER_TOKEN) +
      (prefix.match(/\uE000[0-9a-f]{64}\uE000/g)?.length ?? 0) * IMAGE_TOKENS;
    const cached =
      sharedTokens >= MIN_CACHE_TOKENS
        ? MIN_CACHE_TOKENS +
          Math.floor((sharedTokens - MIN_CACHE_TOKENS) / OPENAI_CACHE_STEP) * OPENAI_CACHE_STEP
        : 0;
    if (totalTokens >= MIN_CACHE_TOKENS) {
      const known = openaiCache.find((entry) => entry.key === serial);
      if (known) known.expires = now + CACHE_TTL_MS;
      else openaiCache.push({ key: serial, expires: now + CACHE_TTL_MS });
      if (openaiCache.length > 64) openaiCache.shift();
    }
    return { read: Math.min(cached, totalTokens), write: 0 };
  };

  const answer = (request: RecordedRequest): FakeReply => {
    const opts = model.options;
    stats.calls++;
    const body = request.body;

    if (opts.busy && stats.calls <= opts.busy.calls) {
      stats.refused++;
      const status = !anthropic && opts.busy.status === 529 ? 503 : opts.busy.status;
      const message =
        status === 429
          ? anthropic
            ? 'Number of request tokens has exceeded your per-minute rate limit.'
            : 'Rate limit reached for requests. Please try again in a few seconds.'
          : anthropic
            ? 'Overloaded'
            : 'The server is overloaded or not ready yet.';
      return { fault: 'http_status', status, retryAfterSeconds: opts.busy.retryAfterSeconds, message };
    }

    const promptText = allRequestText(body);
    const totalTokens =
      Math.ceil(promptText.length / CHARS_PER_TOKEN) + imageParts(request).length * IMAGE_TOKENS;
    const tokensPerSecond = opts.tokensPerSecond ?? 75;
    // A few tokens a delta, as the real APIs send; fewer, larger deltas at high test speeds.
    const chunkSize = Math.max(12, Math.round(tokensPerSecond * CHARS_PER_TOKEN * 0.02));

    let text: string;
    let inputTokens = totalTokens;
    let cache = { read: 0, write: 0 };
    if (opts.contextTokens !== undefined && totalTokens > opts.contextTokens) {
      // The window keeps the END of the prompt: the instructions and the page's start are gone.
      stats.truncatedPrompts++;
      const visible = promptText.slice(-opts.contextTokens * CHARS_PER_TOKEN);
      const fragment = visible.trim().split(/\s+/).slice(-6).join(' ').replace(/[<>`]/g, '');
      text = `I'm not sure what you would like me to do with "${fragment}". Could you share the full page and say what you want changed?`;
      inputTokens = opts.contextTokens;
    } else {
      const conversation = turns(body);
      const system = systemText(body);
      const last = conversation.at(-1);
      const continuing =
        last?.role === 'user' &&
        last.text.includes(CONTINUE_MARKER) &&
        conversation.length >= 2 &&
        conversation.at(-2)?.role === 'assistant';
      if (continuing) {
        // The original request ends before the first assistant turn of the continuation chain.
        let start = conversation.length - 2;
        while (
          start >= 2 &&
          conversation[start - 1]?.role === 'user' &&
          conversation[start - 1]!.text.includes(CONTINUE_MARKER) &&
          conversation[start - 2]?.role === 'assistant'
        ) {
          start -= 2;
        }
        const original = conversation.slice(0, start);
        const sent = conversation
          .slice(start)
          .filter((turn) => turn.role === 'assistant')
          .map((turn) => turn.text)
          .join('');
        const key = answerKey(system, original);
        const full = answers.get(key) ?? intendedAnswer(system, original);
        remember(key, full);
        const rest = full.slice(resumeAt(full, sent));
        const fault = opts.continuationFault ?? 'none';
        if (rest === '' || fault === 'none') text = rest;
        else if (fault === 'reopen-fence') text = `\`\`\`html\n${rest}`;
        else {
          const overlap = Math.min(sent.length, 20 + (hashSeed(`${sent.length}:${key}`) % 101));
          text = `${sent.slice(sent.length - overlap)}${rest}`;
        }
      } else {
        text = intendedAnswer(system, conversation);
        remember(answerKey(system, conversation), text);
      }
      cache = cacheUsage(body, totalTokens);
      if (cache.read > 0) stats.cacheReads++;
      if (cache.write > 0) stats.cacheWrites++;
      // Anthropic reports the uncached rest as input_tokens; OpenAI's prompt_tokens include cached ones.
      if (anthropic) inputTokens = totalTokens - cache.read - cache.write;
    }

    const limit = maxTokensOf(body);
    let stopReason: 'stop' | 'length' = 'stop';
    let outputTokens = Math.ceil(text.length / CHARS_PER_TOKEN);
    if (limit !== undefined && text.length > limit * CHARS_PER_TOKEN) {
      text = text.slice(0, limit * CHARS_PER_TOKEN);
      stopReason = 'length';
      outputTokens = limit;
    }
    return {
      text,
      chunkSize,
      tokensPerSecond,
      stopReason,
      inputTokens,
      outputTokens,
      ...(anthropic
        ? { cacheReadInputTokens: cache.read, cacheCreationInputTokens: cache.write }
        : { cacheReadInputTokens: cache.read }),
    };
  };

  server.setFallback(answer);
  return model;
}

function answerKey(system: string, conversation: Turn[]): string {
  return createHash('sha256')
    .update(JSON.stringify([system, conversation]))
    .digest('hex');
}

/** Where the text already sent ends within the full answer (a cleaned join is a prefix of it). */
function resumeAt(full: string, sent: string): number {
  if (full.startsWith(sent)) return sent.length;
  for (const size of [200, 80, 30]) {
    if (sent.length < size) continue;
    const at = full.lastIndexOf(sent.slice(-size));
    if (at !== -1) return at + size;
  }
  return Math.min(sent.length, full.length);
}
