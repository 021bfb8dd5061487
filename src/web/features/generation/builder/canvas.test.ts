import { describe, expect, it } from 'vitest';
import {
  addFromLibrary,
  applyDrop,
  type CanvasItem,
  canGenerate,
  componentCount,
  createCanvasItem,
  duplicateItem,
  layoutStatus,
  makeCanvasId,
  moveItem,
  planDrop,
  removeItem,
  replaceItem,
  summarizeItem,
} from './canvas.ts';
import { COMPONENT_LIBRARY, getLibraryComponent, LIBRARY_CATEGORIES, libraryByCategory } from './library.ts';

const NOW = 1_700_000_000_000;
const lib = (id: string) => getLibraryComponent(id)!;
const ids = (items: CanvasItem[]) => items.map((item) => item.id);
const types = (items: CanvasItem[]) => items.map((item) => item.type);
const positions = (items: CanvasItem[]) => items.map((item) => item.position);

function canvasOf(...libraryIds: string[]): CanvasItem[] {
  return libraryIds.reduce<CanvasItem[]>((items, id, i) => addFromLibrary(items, lib(id), NOW + i), []);
}

describe('component library', () => {
  it('has the library types per category, in tab order, without a duplicate video entry', () => {
    expect(LIBRARY_CATEGORIES.map((c) => c.label)).toEqual([
      'Headers',
      'Content',
      'Social',
      'Convert',
      'Trust',
    ]);
    expect(libraryByCategory('header').map((c) => c.type)).toEqual(['hero', 'navigation']);
    expect(libraryByCategory('content').map((c) => c.type)).toEqual([
      'text',
      'image',
      'video',
      'gallery',
      'features',
    ]);
    expect(libraryByCategory('social-proof').map((c) => c.type)).toEqual([
      'testimonials',
      'logos',
      'statistics',
    ]);
    expect(libraryByCategory('conversion').map((c) => c.type)).toEqual(['cta', 'form', 'pricing']);
    expect(libraryByCategory('trust').map((c) => c.type)).toEqual(['guarantee', 'urgency']);
    expect(new Set(COMPONENT_LIBRARY.map((c) => c.id)).size).toBe(COMPONENT_LIBRARY.length);
  });

  it('gives the library defaults', () => {
    expect(lib('navigation').defaultContent.links).toEqual(['Home', 'About', 'Services', 'Contact']);
    expect(lib('form').defaultContent.fields).toEqual(['Name', 'Email', 'Message']);
    expect(lib('features').defaultContent.items).toHaveLength(3);
    const plans = lib('pricing').defaultContent.plans as { price: string }[];
    expect(plans.map((p) => p.price)).toEqual(['$29', '$59']);
    expect(lib('guarantee').defaultContent.title).toBe('30-Day Money Back Guarantee');
    expect(Object.keys(lib('hero').defaultContent)).toEqual(['headline', 'subheadline', 'ctaText']);
  });
});

describe('canvas items', () => {
  it('ids are the library id plus the timestamp, unique even within one millisecond', () => {
    expect(makeCanvasId('hero', [], NOW)).toBe(`hero-${NOW}`);
    expect(makeCanvasId('hero', [`hero-${NOW}`], NOW)).toBe(`hero-${NOW}-2`);
    expect(makeCanvasId('hero', [`hero-${NOW}`, `hero-${NOW}-2`], NOW)).toBe(`hero-${NOW}-3`);
  });

  it('copies default content deeply, so edits never touch the library', () => {
    const item = createCanvasItem(lib('features'), 'features-1', NOW);
    (item.content.items as { title: string }[])[0]!.title = 'Changed';
    expect((lib('features').defaultContent.items as { title: string }[])[0]!.title).toBe('Lightning Fast');
  });

  it('fills time-based defaults at creation (countdown ends a week later)', () => {
    const item = createCanvasItem(lib('urgency'), 'urgency-1', Date.UTC(2025, 0, 10));
    expect(item.content.endDate).toBe('2025-01-17');
  });

  it('appends by default and inserts at an index, keeping positions in step', () => {
    let items = canvasOf('hero', 'form');
    items = addFromLibrary(items, lib('features'), NOW + 9, 1);
    expect(types(items)).toEqual(['hero', 'features', 'form']);
    expect(positions(items)).toEqual([0, 1, 2]);
    expect(items[1]!.id).toBe(`features-${NOW + 9}`);
    expect(types(addFromLibrary(items, lib('cta'), NOW, 99))).toEqual(['hero', 'features', 'form', 'cta']);
  });

  it('reorders, duplicates right after the original with a new id, and deletes', () => {
    const items = canvasOf('hero', 'features', 'form');
    expect(types(moveItem(items, 0, 2))).toEqual(['features', 'form', 'hero']);
    expect(positions(moveItem(items, 0, 2))).toEqual([0, 1, 2]);
    expect(moveItem(items, 1, 1)).toBe(items);
    expect(moveItem(items, 0, 7)).toBe(items);

    const dup = duplicateItem(items, items[1]!.id, NOW + 50);
    expect(types(dup)).toEqual(['hero', 'features', 'features', 'form']);
    expect(dup[2]!.id).toBe(`features-${NOW + 50}`);
    expect(dup[2]!.content).toEqual(dup[1]!.content);
    expect(dup[2]!.content.items).not.toBe(dup[1]!.content.items);
    expect(duplicateItem(items, 'missing', NOW)).toBe(items);

    const removed = removeItem(items, items[0]!.id);
    expect(types(removed)).toEqual(['features', 'form']);
    expect(positions(removed)).toEqual([0, 1]);
    expect(removeItem(items, 'missing')).toBe(items);
  });

  it('refuses new items once the canvas holds the 40 the generation request accepts', () => {
    const full = Array.from({ length: 40 }, () => 'cta').reduce<CanvasItem[]>(
      (items, id, i) => addFromLibrary(items, lib(id), NOW + i),
      [],
    );
    expect(full).toHaveLength(40);
    expect(addFromLibrary(full, lib('hero'), NOW)).toBe(full);
    expect(duplicateItem(full, full[0]!.id, NOW)).toBe(full);
    expect(planDrop(full, { kind: 'library', componentId: 'hero' }, { kind: 'end' })).toBeNull();
    expect(
      planDrop(full, { kind: 'canvas', itemId: full[0]!.id }, { kind: 'item', itemId: full[1]!.id }),
    ).toEqual({
      kind: 'move',
      from: 0,
      to: 1,
    });
  });

  it('Save Changes replaces the item in place', () => {
    const items = canvasOf('hero', 'form');
    const draft = { ...items[0]!, content: { ...items[0]!.content, headline: 'New' } };
    const next = replaceItem(items, draft);
    expect(next[0]!.content.headline).toBe('New');
    expect(ids(next)).toEqual(ids(items));
    expect(replaceItem(items, { ...draft, id: 'nope' })).toBe(items);
  });
});

describe('drops', () => {
  const items = canvasOf('hero', 'features', 'form');
  const [hero, features, form] = items as [CanvasItem, CanvasItem, CanvasItem];
  const library = (componentId: string) => ({ kind: 'library' as const, componentId });
  const canvas = (itemId: string) => ({ kind: 'canvas' as const, itemId });

  it('a library item dropped on a canvas item is inserted at that index (after it in its lower half)', () => {
    expect(planDrop(items, library('cta'), { kind: 'item', itemId: features.id })).toEqual({
      kind: 'insert',
      index: 1,
    });
    const next = applyDrop(
      items,
      library('cta'),
      { kind: 'item', itemId: features.id, after: true },
      getLibraryComponent,
      NOW + 100,
    );
    expect(types(next)).toEqual(['hero', 'features', 'cta', 'form']);
    expect(next[2]!.id).toBe(`cta-${NOW + 100}`);
  });

  it('a library item dropped on the end zone (or an empty canvas) is appended', () => {
    expect(types(applyDrop([], library('hero'), { kind: 'end' }, getLibraryComponent, NOW))).toEqual([
      'hero',
    ]);
    expect(types(applyDrop(items, library('cta'), { kind: 'end' }, getLibraryComponent, NOW)).at(-1)).toBe(
      'cta',
    );
  });

  it('dragging within the canvas reorders', () => {
    const next = applyDrop(
      items,
      canvas(hero.id),
      { kind: 'item', itemId: form.id },
      getLibraryComponent,
      NOW,
    );
    expect(types(next)).toEqual(['features', 'form', 'hero']);
    expect(planDrop(items, canvas(form.id), { kind: 'item', itemId: hero.id })).toEqual({
      kind: 'move',
      from: 2,
      to: 0,
    });
  });

  it('ignores drops without a destination, into the library, onto itself or with unknown ids', () => {
    expect(applyDrop(items, library('cta'), null, getLibraryComponent, NOW)).toBe(items);
    expect(applyDrop(items, canvas(hero.id), null, getLibraryComponent, NOW)).toBe(items);
    expect(applyDrop(items, library('cta'), { kind: 'library' }, getLibraryComponent, NOW)).toBe(items);
    expect(applyDrop(items, canvas(hero.id), { kind: 'library' }, getLibraryComponent, NOW)).toBe(items);
    expect(planDrop(items, canvas(hero.id), { kind: 'item', itemId: hero.id })).toBeNull();
    expect(planDrop(items, canvas('gone'), { kind: 'item', itemId: hero.id })).toBeNull();
    expect(planDrop(items, library('cta'), { kind: 'item', itemId: 'gone' })).toBeNull();
    expect(applyDrop(items, library('nope'), { kind: 'end' }, getLibraryComponent, NOW)).toBe(items);
  });
});

describe('labels', () => {
  it('summarises items', () => {
    const [hero, features, testimonials, pricing, form] = canvasOf(
      'hero',
      'features',
      'testimonials',
      'pricing',
      'form',
    ) as CanvasItem[];
    expect(summarizeItem(hero!)).toBe(
      'Grow Your Business With Landing Pages That Convert · CTA: Start Your Free Trial',
    );
    expect(summarizeItem(features!)).toBe('3 features');
    expect(summarizeItem(testimonials!)).toBe('2 testimonials');
    expect(summarizeItem(pricing!)).toBe('2 plans');
    expect(summarizeItem(form!)).toBe('form component');
    expect(summarizeItem({ type: 'features', content: { items: [{}] } })).toBe('1 feature');
    expect(summarizeItem({ type: 'hero', content: {} })).toBe('No headline · CTA: no button');
  });

  it('counts components and decides when Generate is enabled', () => {
    expect(layoutStatus(0)).toBe('Add components to start building your page layout');
    expect(layoutStatus(1)).toBe('1 component in your layout');
    expect(layoutStatus(3)).toBe('3 components in your layout');
    expect(componentCount(1)).toBe('1 component');
    expect(canGenerate([], '   ')).toBe(false);
    expect(canGenerate([], 'Dark theme')).toBe(true);
    expect(canGenerate([{}], '')).toBe(true);
  });
});
