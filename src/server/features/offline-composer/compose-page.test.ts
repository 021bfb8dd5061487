import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import {
  allElements,
  documentProblems,
  leadFormProblems,
  textContent,
} from '../../../../tests/support/offline-composer-helpers.ts';
import { DEFAULT_GENERATION_OPTIONS, type GenerationOptions } from '../../../shared/api/generation.ts';
import { TEMPLATES } from '../../../shared/templates.ts';
import { composePage } from './compose-page.ts';

const FORM_GOALS = [
  'Generate Leads',
  'Build Email List',
  'Drive Sign-ups',
  'Schedule Consultation',
  'Service Booking',
  'Promote Event',
  'Collect Feedback',
];

const opts = (o: Partial<GenerationOptions> = {}): GenerationOptions => ({
  ...DEFAULT_GENERATION_OPTIONS,
  ...o,
});

interface Case {
  name: string;
  prompt: string;
  options?: Partial<GenerationOptions>;
  needsForm?: boolean;
}

const CASES: Case[] = [
  {
    name: 'dentist',
    prompt:
      'Landing page for Acme Dental, a family dentist in Austin, TX. We want more new patient appointments.',
    needsForm: true,
  },
  {
    name: 'saas crm',
    prompt: 'A SaaS CRM for small sales teams called FlowCRM. Offer a 14-day free trial.',
    needsForm: true,
  },
  {
    name: 'yoga studio',
    prompt: 'Yoga studio in Portland offering beginner classes, meditation and a free first class booking',
    needsForm: true,
  },
  {
    name: 'webinar',
    prompt: 'Webinar registration page for a free real estate investing masterclass on March 14 at 7pm ET',
    needsForm: true,
  },
  {
    name: 'real estate listing',
    prompt:
      'Real estate listing page for a 4 bedroom family home for sale at $675,000 with an open house this weekend',
  },
  {
    name: 'e-book opt-in',
    prompt: 'E-book opt-in page giving away a free e-book "10 Instagram Growth Hacks" to grow my email list',
    needsForm: true,
  },
  {
    name: 'plumber pay-per-call',
    prompt: 'Pay-per-call landing page for a 24/7 emergency plumber, call (555) 123-4567',
    needsForm: true,
  },
  {
    name: 'restaurant',
    prompt: 'Italian restaurant called "Bella Cucina" in Boston with seasonal menu and table reservations',
    needsForm: true,
  },
  {
    name: 'non-profit donation',
    prompt: 'Non-profit donation page for a charity that feeds children, every gift matched this month',
    needsForm: true,
  },
  { name: 'mobile app', prompt: 'Mobile app download page for a habit tracker app on iOS and Android' },
  {
    name: 'coaching call',
    prompt: 'Business coach offering a free discovery call booking for overwhelmed entrepreneurs',
    needsForm: true,
  },
  {
    name: 'product launch',
    prompt: 'E-commerce product launch for our new eco-friendly candle collection, pre-order now',
  },
  {
    name: 'conference',
    prompt: 'Conference event page for the Growth Summit 2025 with speakers, agenda and tickets',
    needsForm: true,
  },
  {
    name: 'law firm',
    prompt: 'Personal injury law firm Hartley & Stone offering a free case review',
    needsForm: true,
  },
  {
    name: 'fitness challenge',
    prompt: '6-week fitness challenge at our gym for busy parents, sign up now',
    needsForm: true,
  },
  {
    name: 'online course',
    prompt: 'Online course teaching beginners Python programming with lessons and certification',
  },
  {
    name: 'travel agency',
    prompt: 'Travel agency planning honeymoon and luxury vacation trips to Italy and Greece',
    needsForm: true,
  },
  {
    name: 'photography',
    prompt: 'Wedding photography portfolio for a photographer, show a gallery and take bookings',
    needsForm: true,
  },
  { name: 'feedback survey', prompt: 'Customer feedback survey page for our coffee shop', needsForm: true },
  {
    name: 'b2b consulting',
    prompt: 'B2B consulting firm helping manufacturers improve operations, book a strategy session',
    needsForm: true,
  },
  {
    name: 'marketing agency',
    prompt: 'Digital marketing agency that runs Facebook ads for local businesses',
    needsForm: true,
  },
  {
    name: 'options: goal + colour + tone',
    prompt: 'Accounting firm for freelancers',
    options: {
      primaryGoal: 'Generate Leads',
      colorScheme: 'Purple & White (Premium)',
      tone: 'Friendly',
      targetAudience: 'Freelancers',
    },
    needsForm: true,
  },
  {
    name: 'options: no responsive, animations, wordpress',
    prompt: 'Pilates studio with small group classes',
    options: {
      includeMobileResponsive: false,
      includeAnimations: true,
      platformOptimization: 'wordpress',
      primaryGoal: 'Service Booking',
    },
    needsForm: true,
  },
  {
    name: 'options: clickfunnels, no GHL, urgent',
    prompt: 'Skincare store flash sale',
    options: {
      platformOptimization: 'clickfunnels',
      includeGHLIntegration: false,
      tone: 'Urgent',
      primaryGoal: 'Increase Sales',
    },
  },
  {
    name: 'options: custom colour in prompt',
    prompt: 'Roofing company in Dallas, use navy and #ff5500 colours, luxury tone',
    options: { colorScheme: 'Custom', industry: 'Other', primaryGoal: 'Schedule Consultation' },
    needsForm: true,
  },
  {
    name: 'options: feedback + minimalist',
    prompt: 'Collect feedback from hotel guests',
    options: { primaryGoal: 'Collect Feedback', tone: 'Minimalist', colorScheme: 'Black & White (Elegant)' },
    needsForm: true,
  },
  {
    name: 'chatbot',
    prompt: 'Solar installer lead page with a chatbot that qualifies homeowners',
    options: { primaryGoal: 'Generate Leads' },
    needsForm: true,
  },
  { name: 'empty prompt', prompt: '' },
  { name: 'odd prompt', prompt: '<script>alert(1)</script> "quoted" & <b>bold</b> \u0000 ✨' },
];

function expectValid(html: string, options: GenerationOptions, needsForm: boolean) {
  expect(documentProblems(html, { maxStyles: 1 })).toEqual([]);
  expect(Buffer.byteLength(html)).toBeLessThan(60_000);
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  expect(/@media \(max-width:768px\)/.test(style)).toBe(options.includeMobileResponsive);
  expect(/@media \(max-width:480px\)/.test(style)).toBe(options.includeMobileResponsive);
  expect(/@keyframes/.test(style)).toBe(options.includeAnimations);
  const forms = allElements(parse(html)).filter((e) => e.tagName === 'form');
  if (needsForm) expect(forms.length).toBeGreaterThan(0);
  expect(leadFormProblems(html)).toEqual([]);
}

describe('composePage', () => {
  it.each(CASES)('$name yields a valid, complete page', ({ prompt, options, needsForm }) => {
    const o = opts(options);
    const page = composePage({ prompt, options: o });
    expectValid(page.html, o, !!needsForm || FORM_GOALS.includes(o.primaryGoal));
    expect(page.title.trim()).not.toBe('');
    expect(page.explanation.split(/(?<=\.)\s/).length).toBeGreaterThanOrEqual(2);
    expect(page.html).not.toMatch(/lorem ipsum|\{(?:brand|near|offer|thing|a_thing)\}/i);
    expect(page.html).not.toMatch(/\bundefined\b|\[object Object\]|\bNaN\b/);
  });

  it.each(TEMPLATES)('template $id yields a valid page', (template) => {
    const o = opts({ templateId: template.id });
    const page = composePage({ prompt: template.prompt, options: o, templateId: template.id });
    const needsForm =
      template.category === 'Lead Gen' ||
      ['service-business', 'health-wellness', 'saas-product'].includes(template.id);
    expectValid(page.html, o, needsForm);
  });

  it.each(FORM_GOALS)('goal %s always gets a form', (goal) => {
    const o = opts({ primaryGoal: goal });
    for (const prompt of ['Bakery in Leeds', 'Project management software', 'Wedding photographer']) {
      expectValid(composePage({ prompt, options: o }).html, o, true);
    }
  });

  it('is deterministic', () => {
    const input = {
      prompt: 'Dog grooming salon in Seattle',
      options: opts({ includeAnimations: true }),
      variationIndex: 2,
    };
    expect(composePage(input).html).toBe(composePage(input).html);
  });

  it('gives five visibly different variations of the same business', () => {
    const pages = [0, 1, 2, 3, 4].map((variationIndex) =>
      composePage({ prompt: 'Acme Dental, a family dentist in Austin', options: opts(), variationIndex }),
    );
    expect(new Set(pages.map((p) => p.html)).size).toBe(5);
    const heroes = pages.map((p) => /class="pc-hero pc-hero--(\w+)"/.exec(p.html)?.[1]);
    expect(new Set(heroes).size).toBe(5);
    const palettes = pages.map((p) => /--btn:(#[0-9a-f]{6})/.exec(p.html)?.[1]);
    expect(new Set(palettes).size).toBeGreaterThanOrEqual(4);
    for (const p of pages) expect(p.title).toContain('Acme Dental');
  });

  it('uses the business name, location and phone from the prompt', () => {
    const page = composePage({
      prompt: 'Emergency plumber Peak Plumbing in Denver, call (303) 555-0188',
      options: opts(),
    });
    expect(page.title).toContain('Peak Plumbing');
    expect(page.html).toContain('Denver');
    expect(page.html).toContain('href="tel:3035550188"');
  });

  it('uses colours named in the prompt and the colour-scheme option', () => {
    const hex = composePage({ prompt: 'Bakery, brand colour #ff5500', options: opts() }).html;
    expect(hex).toMatch(/--p:#ff5500/);
    const green = composePage({
      prompt: 'Bakery',
      options: opts({ colorScheme: 'Green & White (Growth)' }),
    }).html;
    expect(green).toMatch(/--p:#16a34a/);
  });

  it('changes wording with the tone', () => {
    const base = { prompt: 'Yoga studio', options: opts() };
    const playful = composePage({ ...base, options: opts({ tone: 'Playful' }) });
    const urgent = composePage({ ...base, options: opts({ tone: 'Urgent' }) });
    const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
    expect(h1(playful.html)).toMatch(/^Say hello to/);
    expect(h1(urgent.html)).toMatch(/starting today/);
    expect(urgent.html).toContain('pc-topbar');
  });

  it('puts the opt-in form above the fold for lead goals', () => {
    const html = composePage({
      prompt: 'Free e-book for real estate agents',
      options: opts({ primaryGoal: 'Build Email List' }),
    }).html;
    const hero = /<section id="top"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(hero).toContain('<form');
    expect(hero).toMatch(/name="email"/);
  });

  it('adds app badges, event details and pricing for matching goals', () => {
    expect(
      composePage({ prompt: 'Budget app', options: opts({ primaryGoal: 'Download App' }) }).html,
    ).toContain('App Store');
    const event = composePage({
      prompt: 'Marketing summit on June 12',
      options: opts({ primaryGoal: 'Promote Event' }),
    }).html;
    expect(event).toContain('id="event"');
    expect(event).toContain('JUN');
    expect(
      composePage({ prompt: 'Online course', options: opts({ primaryGoal: 'Increase Sales' }) }).html,
    ).toContain('id="pricing"');
  });

  it('escapes prompt text', () => {
    const html = composePage({ prompt: 'Shop called "<img src=x onerror=alert(1)>"', options: opts() }).html;
    expect(html).not.toContain('<img src=x');
  });

  it('marks platform details', () => {
    const wp = composePage({ prompt: 'Bakery', options: opts({ platformOptimization: 'wordpress' }) }).html;
    expect(wp).not.toMatch(/(?:<style>|\})(?:html|body)\{/);
    expect(wp).not.toContain('class="pc-nav pc-nav--sticky"');
    const cf = composePage({
      prompt: 'Bakery',
      options: opts({ platformOptimization: 'clickfunnels' }),
    }).html;
    expect(cf).toMatch(/<!-- pc:section features -->/);
    const ghl = composePage({ prompt: 'Bakery', options: opts() }).html;
    expect(ghl).toMatch(/(?:<style>|\})body\{margin:0/);
    expect(ghl).toContain('GoHighLevel');
  });

  it('keeps body text readable', () => {
    const html = composePage({
      prompt: 'Lemonade stand',
      options: opts({ colorScheme: 'Orange & White (Energy)' }),
    }).html;
    expect(textContent(allElements(parse(html)).find((e) => e.tagName === 'h1')!)).not.toBe('');
  });
});

describe('lead forms', () => {
  const template = (id: string) => TEMPLATES.find((t) => t.id === id)!;
  const INPUTS: [string, { prompt: string; templateId?: string; options?: Partial<GenerationOptions> }][] = [
    [
      'email opt-in template',
      { prompt: template('email-optin-lead').prompt, templateId: 'email-optin-lead' },
    ],
    [
      'service business template',
      { prompt: template('service-business').prompt, templateId: 'service-business' },
    ],
    ['consultation', { prompt: 'Tax advisor in Denver', options: { primaryGoal: 'Schedule Consultation' } }],
    ['booking', { prompt: 'Hair salon in Bristol', options: { primaryGoal: 'Service Booking' } }],
    [
      'feedback',
      { prompt: 'Collect feedback from hotel guests', options: { primaryGoal: 'Collect Feedback' } },
    ],
    ['donation', { prompt: 'Non-profit donation page for a food bank' }],
    ['event', { prompt: 'Webinar on March 14', options: { primaryGoal: 'Promote Event' } }],
    ['sign-up', { prompt: 'Project management software', options: { primaryGoal: 'Drive Sign-ups' } }],
  ];

  it.each(INPUTS)('%s: every form is marked, has no action, named and labelled inputs', (_, input) => {
    for (const platformOptimization of ['ghl', 'wordpress', 'clickfunnels', 'universal'] as const) {
      for (const includeGHLIntegration of [true, false]) {
        for (const variationIndex of [0, 1, 2, 3, 4]) {
          const options = opts({ ...input.options, platformOptimization, includeGHLIntegration });
          const { html } = composePage({ ...input, options, variationIndex });
          expect(html).toContain('<form');
          expect(leadFormProblems(html)).toEqual([]);
          expect(html).not.toMatch(/replace action|form handler|example\.com/i);
        }
      }
    }
  });

  it('writes the form the export wires', () => {
    const { html } = composePage({
      prompt: template('email-optin-lead').prompt,
      options: opts(),
      templateId: 'email-optin-lead',
    });
    const form = /<!--[^>]*-->\s*<form[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(form).toMatch(
      /^<!-- Pagecraft's export connects this form to the page's lead settings\. --><form class="pc-form" data-pc-form method="post" aria-label="[^"]+">/,
    );
    expect(form).toMatch(
      /<label for="(pc-f1-first-name)">First name<\/label><input id="\1" name="first_name" type="text"/,
    );
    expect(form).toMatch(/<label for="(pc-f1-email)">[^<]+<\/label><input id="\1" name="email" type="email"/);
    expect(form).toContain('<button type="submit"');
  });
});
