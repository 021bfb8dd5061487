import { describe, expect, it } from 'vitest';
import { buildPromptFromLayout, toBuilderLayout } from './build-prompt.ts';
import { addFromLibrary, type CanvasItem } from './canvas.ts';
import { cleanContent, describeFields } from './content-fields.ts';
import { getLibraryComponent } from './library.ts';

const NOW = 1_700_000_000_000;
const canvasOf = (...libraryIds: string[]) =>
  libraryIds.reduce<CanvasItem[]>(
    (items, id, i) => addFromLibrary(items, getLibraryComponent(id)!, NOW + i),
    [],
  );

describe('buildPromptFromLayout', () => {
  it('numbers the sections in canvas order with their content, then the instructions', () => {
    // Untouched library sample copy ('Lightning Fast') is not the user's: only the form's structure goes.
    const prompt = buildPromptFromLayout(canvasOf('hero', 'features', 'form'), '  Use a dark theme.  ');
    expect(prompt).toBe(
      [
        'Create a landing page with exactly these 3 sections, in this order, using the content given for each:',
        '',
        '1. Hero Section (hero)',
        '',
        '2. Features Grid (features)',
        '',
        '3. Contact Form (form)',
        '   - Form Fields: Name, Email, Message',
        '   - Submit Button Text: Send Message',
        '   - Write it as a lead form: <form data-pc-form method="post"> with no action (the export connects it to the page\'s lead destination), inputs named first_name, last_name, full_name, email, phone, message as they fit (full_name for a single name field; snake_case for other fields), a visible <label for> per input and a submit button',
        '',
        'Additional instructions:',
        'Use a dark theme.',
      ].join('\n'),
    );
  });

  it('summarises uploads, skips blanks, lists nested features and indents multi-line text', () => {
    const [gallery, pricing, hero] = canvasOf('gallery', 'pricing', 'hero') as CanvasItem[];
    gallery!.content.images = ['data:image/png;base64,AAAA', 'data:image/png;base64,BBBB'];
    hero!.content.heroImage = 'data:image/jpeg;base64,CCCC';
    hero!.content.subheadline = 'Line one\nLine two';
    hero!.content.ctaText = '  ';
    pricing!.content.plans = [
      { name: 'Starter', price: '$29', features: ['5 landing pages', 'Email support', 'Basic analytics'] },
    ];
    const prompt = buildPromptFromLayout([gallery!, pricing!, hero!], '');
    expect(prompt).toContain('   - Images: 2 uploaded images');
    expect(prompt).toContain('   - Hero Image: (uploaded image)');
    expect(prompt).not.toContain('base64');
    expect(prompt).toContain(
      '1. Name: Starter; Price: $29; Features: 5 landing pages, Email support, Basic analytics',
    );
    expect(prompt).toContain('   - Subheadline: Line one\n     Line two');
    expect(prompt).not.toContain('Button Text');
    expect(prompt).not.toContain('Additional instructions');
    expect(prompt).not.toContain('data-pc-form');
  });

  it('works from instructions alone, and is empty when there is nothing', () => {
    expect(buildPromptFromLayout([], 'A bakery page')).toBe(
      'Create a landing page based on these instructions:\n\nA bakery page',
    );
    expect(buildPromptFromLayout([], '  ')).toBe('');
    expect(buildPromptFromLayout(canvasOf('cta'), '')).toMatch(
      /^Create a landing page with exactly these 1 section,/,
    );
  });
});

describe('toBuilderLayout', () => {
  it('keeps type, title and a copy of the content, in order', () => {
    const items = canvasOf('navigation', 'hero');
    items[1]!.content.headline = 'Gentle dental care in Tucson';
    const layout = toBuilderLayout(items);
    expect(layout).toEqual([
      { type: 'navigation', title: 'Navigation Bar', content: items[0]!.content },
      { type: 'hero', title: 'Hero Section', content: { headline: 'Gentle dental care in Tucson' } },
    ]);
    expect(layout[0]!.content).not.toBe(items[0]!.content);
  });

  it('leaves out sample copy the user never changed: claims, quotes, figures, prices', () => {
    const layout = toBuilderLayout(
      canvasOf('features', 'testimonials', 'statistics', 'pricing', 'guarantee', 'form'),
    );
    const text = JSON.stringify(layout);
    for (const sample of ['Lightning Fast', 'sign-ups doubled', '10,000+', '$29', '30-Day Money Back'])
      expect(text).not.toContain(sample);
    expect(layout.at(-1)!.content).toMatchObject({
      fields: ['Name', 'Email', 'Message'],
      submitText: 'Send Message',
    });
  });
});

describe('describeFields', () => {
  const kinds = (libraryId: string, content = getLibraryComponent(libraryId)!.defaultContent) =>
    describeFields(getLibraryComponent(libraryId)!.type, libraryId, content).map((f) => `${f.key}:${f.kind}`);

  it('derives editors from the content, plus hero images and a description', () => {
    expect(kinds('hero')).toEqual([
      'headline:text',
      'subheadline:textarea',
      'ctaText:text',
      'heroImage:image',
      'heroImageUrl:url',
      'description:textarea',
    ]);
    expect(kinds('gallery')).toEqual(['title:text', 'images:image', 'imageUrl:url', 'description:textarea']);
    expect(kinds('cta')).toEqual(['text:text', 'style:select', 'size:select', 'description:textarea']);
    expect(kinds('navigation')).toEqual(['links:string-list', 'description:textarea']);
    expect(kinds('urgency')).toEqual(['title:text', 'endDate:date', 'description:textarea']);
  });

  it('labels the extra description as optional, but not a real description field', () => {
    const label = (libraryId: string) =>
      describeFields(libraryId, libraryId, getLibraryComponent(libraryId)!.defaultContent).at(-1)?.label;
    expect(label('features')).toBe('Description (Optional)');
    expect(label('guarantee')).toBe('Description');
  });

  it('describes list rows from the library shape, even when every row was removed', () => {
    const [plans] = describeFields('pricing', 'pricing', { plans: [] });
    expect(plans).toMatchObject({ kind: 'object-list', itemLabel: 'Plan', label: 'Pricing Plans' });
    if (plans?.kind !== 'object-list') throw new Error('expected a list');
    expect(plans.fields.map((f) => `${f.key}:${f.kind}`)).toEqual([
      'name:text',
      'price:text',
      'features:lines',
    ]);
    expect(plans.blank).toEqual({ name: '', price: '', features: [] });
    const [quotes] = describeFields(
      'testimonials',
      'testimonials',
      getLibraryComponent('testimonials')!.defaultContent,
    );
    expect(quotes).toMatchObject({ label: 'Testimonials', itemLabel: 'Testimonial' });
    if (quotes?.kind !== 'object-list') throw new Error('expected a list');
    expect(quotes.blank).toEqual({ name: '', text: '', rating: 5 });
  });
});

describe('cleanContent', () => {
  it('drops blank rows and empty optional fields, keeping library keys', () => {
    expect(
      cleanContent('pricing', {
        plans: [
          { name: 'Pro', price: '$59', features: ['Support', '  ', ''] },
          { name: '', price: ' ', features: [] },
        ],
        description: '  ',
      }),
    ).toEqual({ plans: [{ name: 'Pro', price: '$59', features: ['Support'] }] });
    expect(cleanContent('navigation', { links: ['Home', ''], description: 'Sticky menu' })).toEqual({
      links: ['Home'],
      description: 'Sticky menu',
    });
    expect(cleanContent('image', { title: '', image: '', imageUrl: '' })).toEqual({
      title: '',
      image: '',
      imageUrl: '',
    });
  });
});
