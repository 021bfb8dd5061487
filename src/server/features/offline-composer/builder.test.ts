import { describe, expect, it } from 'vitest';
import { documentProblems, leadFormProblems } from '../../../../tests/support/offline-composer-helpers.ts';
import { type BuilderComponent, DEFAULT_GENERATION_OPTIONS } from '../../../shared/api/generation.ts';
import { readFields } from './builder-read.ts';
import { composePage } from './compose-page.ts';

const compose = (builderLayout: BuilderComponent[], extra: Partial<typeof DEFAULT_GENERATION_OPTIONS> = {}) =>
  composePage({
    prompt: 'Bright Yoga studio in Leeds',
    options: { ...DEFAULT_GENERATION_OPTIONS, ...extra, builderLayout },
  });

const ALL: BuilderComponent[] = [
  { type: 'navigation', content: { links: ['Home', 'About', 'Services', 'Contact'] } },
  {
    type: 'hero',
    content: {
      headline: 'Breathe. Move. Rest.',
      subheadline: 'Classes for every body.',
      ctaText: 'Try a free class',
    },
  },
  { type: 'text', content: { text: 'We opened in 2015.\n\nEvery class is small and friendly.' } },
  {
    type: 'image',
    title: 'Image',
    content: { title: 'Our studio', imageUrl: 'https://example.com/studio.jpg' },
  },
  {
    type: 'video',
    content: {
      title: 'Take a tour',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      description: 'Two minutes.',
    },
  },
  {
    type: 'gallery',
    content: {
      title: 'Moments',
      images: ['https://example.com/a.jpg', { url: 'https://example.com/b.jpg', alt: 'Class' }],
    },
  },
  {
    type: 'features',
    content: {
      items: [{ title: 'Small classes', description: 'Max 12 people' }, { title: 'All levels' }, 'Free mats'],
    },
  },
  {
    type: 'testimonials',
    content: { testimonials: [{ name: 'Ann', text: 'Lovely!', rating: 4 }, { text: 'Great' }] },
  },
  { type: 'logos', content: { title: 'As seen in', logos: ['Yoga Journal', { name: 'Vogue' }] } },
  {
    type: 'statistics',
    content: {
      stats: [
        { number: '500+', label: 'members' },
        { number: 12, label: 'teachers' },
      ],
    },
  },
  { type: 'cta', content: { text: 'Your first class is free', style: 'primary', size: 'large' } },
  {
    type: 'form',
    content: { fields: ['Name', 'Email', 'Phone', 'Message', { label: 'Company' }], submitText: 'Send' },
  },
  {
    type: 'pricing',
    content: {
      plans: [
        { name: 'Basic', price: '29', features: ['4 classes'] },
        { name: 'Pro', price: '$59/mo', features: ['Unlimited'] },
      ],
    },
  },
  {
    type: 'guarantee',
    content: { title: '30-Day Money Back Guarantee', description: 'No questions asked.' },
  },
  { type: 'urgency', content: { title: 'Spring offer ends soon', endDate: '2030-05-01' } },
];

describe('composePage with a builder layout', () => {
  it('keeps the builder order', () => {
    const html = compose([
      { type: 'testimonials', content: {} },
      { type: 'hero', content: { headline: 'Hello' } },
      { type: 'pricing', content: {} },
    ]).html;
    const body = html.slice(html.indexOf('<main'));
    const at = (id: string) => body.indexOf(`id="${id}"`);
    expect(at('testimonials')).toBeGreaterThan(-1);
    expect(at('testimonials')).toBeLessThan(at('top'));
    expect(at('top')).toBeLessThan(at('pricing'));
    expect(documentProblems(html, { maxStyles: 1 })).toEqual([]);
  });

  it('renders every component type with its content', () => {
    const page = compose(ALL);
    const html = page.html;
    expect(documentProblems(html, { maxStyles: 1 })).toEqual([]);
    for (const text of [
      'Breathe. Move. Rest.',
      'Try a free class',
      'We opened in 2015.',
      'Our studio',
      'youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'Small classes',
      'Lovely!',
      'Yoga Journal',
      '500+',
      'Your first class is free',
      '>Send<',
      '$59',
      '30-Day Money Back Guarantee',
      'Offer ends May 1, 2030',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/<script>document\.querySelectorAll\('\[data-pc-deadline\]'\)/);
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(page.title).toContain('Breathe. Move. Rest');
    expect(leadFormProblems(html)).toEqual([]);
    const contact = /<section id="contact"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect([...contact.matchAll(/ name="(\w+)"/g)].map((m) => m[1])).toEqual([
      'full_name',
      'email',
      'phone',
      'message',
      'company_name',
    ]);
    const order = [
      'id="about"',
      'id="image"',
      'id="video"',
      'id="gallery"',
      'id="features"',
      'id="testimonials"',
      'id="logos"',
      'id="stats"',
      'id="cta"',
      'id="contact"',
      'id="pricing"',
      'id="guarantee"',
      'id="countdown"',
    ];
    const positions = order.map((o) => html.indexOf(o));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain('href="#contact">Contact</a>');
  });

  it('survives missing and oddly typed content', () => {
    const odd = [
      { type: 'hero', content: { headline: 42, subheadline: null } },
      { type: 'features', content: { items: 'not a list' } },
      { type: 'testimonials', content: { testimonials: [null, 3, { rating: 'x' }] } },
      { type: 'pricing', content: { plans: [{ price: 10 }] } },
      { type: 'video', content: { videoUrl: 'javascript:alert(1)' } },
      { type: 'image', content: { imageUrl: 'javascript:alert(1)' } },
      { type: 'urgency', content: { endDate: 'next Friday' } },
      { type: 'mystery', content: {} },
      { type: 'form', content: { fields: [] } },
    ] as unknown as BuilderComponent[];
    const html = compose(odd, { primaryGoal: 'Generate Leads' }).html;
    expect(documentProblems(html, { maxStyles: 1 })).toEqual([]);
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<form');
    expect(leadFormProblems(html)).toEqual([]);
  });

  it('stays under 60 KB with the largest layouts the builder allows', () => {
    for (const type of ['pricing', 'testimonials', 'features', 'form']) {
      const page = compose(Array.from({ length: 40 }, () => ({ type, content: {} })));
      expect(Buffer.byteLength(page.html)).toBeLessThan(60_000);
      expect(documentProblems(page.html, { maxStyles: 1 })).toEqual([]);
      expect(leadFormProblems(page.html)).toEqual([]);
      expect(page.explanation).toMatch(/left out/);
    }
  });

  it('adds a hero and a form when the layout lacks them but the goal needs one', () => {
    const html = compose([{ type: 'features', content: {} }], { primaryGoal: 'Build Email List' }).html;
    expect(documentProblems(html, { maxStyles: 1 })).toEqual([]);
    expect(html).toContain('<h1');
    expect(html).toContain('<form');
    expect(leadFormProblems(html)).toEqual([]);
  });

  it('writes forms to the lead-form contract whatever the layout holds', () => {
    const layouts: BuilderComponent[][] = [
      [
        { type: 'hero', content: {} },
        { type: 'form', content: { fields: ['Name', 'Email', 'Message'] } },
      ],
      [
        { type: 'hero', content: {} },
        { type: 'features', content: {} },
      ],
      [
        { type: 'form', content: { fields: ['First Name', 'Last Name', 'E-mail', 'Mobile', 'Best date'] } },
        { type: 'form', content: { fields: [{ label: 'Your name' }, { placeholder: 'Phone' }, 'Referrer'] } },
      ],
    ];
    for (const layout of layouts) {
      for (const primaryGoal of ['Generate Leads', 'Build Email List', 'Schedule Consultation']) {
        const { html } = compose(layout, { primaryGoal });
        expect(html).toContain('<form');
        expect(leadFormProblems(html)).toEqual([]);
      }
    }
  });
});

describe('readFields', () => {
  const names = (values: unknown[]) => readFields(values).map((f) => f.name);

  it('gives the contract names: one name field is the full name, beside a last name the first', () => {
    expect(names(['Name', 'Email', 'Message'])).toEqual(['full_name', 'email', 'message']);
    expect(names(['Name', 'Surname', 'Email address'])).toEqual(['first_name', 'last_name', 'email']);
    expect(names(['First name', 'Phone number', { label: 'Company' }, 'Preferred date'])).toEqual([
      'first_name',
      'phone',
      'company_name',
      'preferred_date',
    ]);
    expect(readFields(['Full name'])[0]).toMatchObject({ autocomplete: 'name', type: 'text' });
  });

  it('names other fields in snake_case, never as a field the wiring script fills', () => {
    expect(names(['How did you hear about us?', 'Hotel', 'Referrer', 'UTM source'])).toEqual([
      'how_did_you_hear_about_us',
      'hotel',
      'referrer_answer',
      'utm_source_answer',
    ]);
  });
});
