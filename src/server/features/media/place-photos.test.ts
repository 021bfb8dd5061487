import { describe, expect, it } from 'vitest';
import { asksForReferencePhotos, fillEmptySlots, placePhotos } from './place-photos.ts';

const slot = (kind: string, extra = '') =>
  `<img class="pc-slot" data-pc-slot="${kind}" data-pc-slot-empty src="data:image/svg+xml,x" alt="${kind}" width="800" height="600"${extra}>`;
const page = `<!DOCTYPE html><html><body><main>${slot('gallery')}<p>text</p>${slot('hero')}<!-- ${slot('hero')} --><script>var s='${slot('hero')}'</script>${slot('person', ' sizes="33vw"')}</main></body></html>`;
const photo = (n: number) => ({
  url: `https://app.test/media/k${n}-1280.webp`,
  srcset: `https://app.test/media/k${n}-640.webp 640w, https://app.test/media/k${n}-1280.webp 1280w`,
});

describe('asksForReferencePhotos', () => {
  it.each([
    'Use my photo in the hero',
    'Put these pictures in the gallery please',
    'add our attached images to the page',
    'Feature my headshot',
    'show the uploaded photos',
  ])('yes: %s', (prompt) => expect(asksForReferencePhotos(prompt)).toBe(true));
  it.each([
    'A page like these photos',
    'Match the colours of the screenshot',
    'Dental clinic, bright and friendly',
    'Gallery of our work',
  ])('no: %s', (prompt) => expect(asksForReferencePhotos(prompt)).toBe(false));
});

describe('fillEmptySlots', () => {
  it('fills the hero first, then the person and the gallery, touching only those tags', () => {
    const { html, filled } = fillEmptySlots(page, [photo(1), photo(2)]);
    expect(filled).toBe(2);
    const tags = html.match(/<img[^>]*>/g)!;
    // Document order: gallery, hero, (comment), (script), person.
    expect(tags[0]).toContain('data-pc-slot-empty');
    expect(tags[1]).toContain(`src="${photo(1).url}"`);
    expect(tags[1]).toContain(`srcset="${photo(1).srcset}"`);
    expect(tags[1]).toContain('sizes="100vw"');
    expect(tags[1]).not.toContain('data-pc-slot-empty');
    expect(tags[1]).toContain('data-pc-slot="hero"');
    expect(html).toContain(`<!-- ${slot('hero')} -->`);
    expect(html).toContain(`var s='${slot('hero')}'`);
    expect(tags.at(-1)).toContain(`src="${photo(2).url}"`);
    expect(tags.at(-1)).toContain('sizes="33vw"');
    expect(tags.at(-1)).not.toContain('(min-width');
    // Nothing else moved: removing the filled attributes gives the page back.
    expect(html.replace(/<img[^>]*>/g, '')).toBe(page.replace(/<img[^>]*>/g, ''));
  });

  it('leaves a page without empty slots, or without photos, as it was', () => {
    expect(fillEmptySlots('<p>no slots</p>', [photo(1)])).toEqual({ html: '<p>no slots</p>', filled: 0 });
    expect(fillEmptySlots(page, [])).toEqual({ html: page, filled: 0 });
  });

  it('puts the first photo where the brief says', () => {
    const html = placePhotos(page, 'use my photos in the gallery', {
      photos: [photo(1) as never],
      problem: null,
    });
    expect(html.match(/<img[^>]*>/g)![0]).toContain(photo(1).url);
  });
});
