import { describe, expect, it } from 'vitest';
import { parseWithParse5 } from '../../../../../../tests/support/parse5-dom';
import { fillSlot, listSlots, scanImgTags } from './slot-html';

const PHOTO = {
  url: 'https://app.example/media/AbCdEfGhIjKlMnOpQrStUvWx-1920.webp',
  srcset:
    'https://app.example/media/AbCdEfGhIjKlMnOpQrStUvWx-640.webp 640w, https://app.example/media/AbCdEfGhIjKlMnOpQrStUvWx-1920.webp 1920w',
};
const PLACEHOLDER = "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>";

const page = (body: string) =>
  `<!DOCTYPE html>\n<html lang="en">\n<head><title>T</title></head>\n<body>\n${body}\n</body>\n</html>\n`;

const hero = `<img class="pc-slot" data-pc-slot="hero" data-pc-slot-empty src="${PLACEHOLDER}" alt="The clinic's reception" width="1200" height="900">`;
const team = `<img data-pc-slot="team" src="https://cdn.example/t.jpg" srcset="https://cdn.example/t-2.jpg 2000w, https://cdn.example/t-1.jpg 800w" sizes="33vw" alt="Our team">`;

describe('listSlots', () => {
  it('lists every slot in order with kind, alt, emptiness and a small thumbnail', () => {
    const html = page(`${hero}<img src="x.png" alt="not a slot"><section>${team}</section>`);
    expect(listSlots(html, parseWithParse5)).toEqual([
      { index: 0, kind: 'hero', alt: "The clinic's reception", empty: true, thumbnail: PLACEHOLDER },
      { index: 1, kind: 'team', alt: 'Our team', empty: false, thumbnail: 'https://cdn.example/t-1.jpg' },
    ]);
  });

  it('ignores slots in comments, scripts and templates, and relative sources as thumbnails', () => {
    const html = page(
      `<!-- ${hero} --><script>var s = '${hero}';</script><template>${hero}</template><img data-pc-slot="product" src="p.jpg" alt="">`,
    );
    expect(listSlots(html, parseWithParse5)).toEqual([
      { index: 0, kind: 'product', alt: '', empty: false, thumbnail: null },
    ]);
  });
});

describe('fillSlot', () => {
  it("changes only the slot's tag: src and srcset in place, sizes added, the empty marker gone", () => {
    const html = page(`<header>${hero}</header>\n<p>Text &amp; more</p>\n${team}`);
    const result = fillSlot(html, { index: 0, kind: 'hero' }, PHOTO, parseWithParse5);
    expect(result.ok).toBe(true);
    const expected = html.replace(
      hero,
      `<img class="pc-slot" data-pc-slot="hero" src="${PHOTO.url}" alt="The clinic's reception" width="1200" height="900" srcset="${PHOTO.srcset}" sizes="100vw">`,
    );
    expect(result).toEqual({ ok: true, html: expected });
    expect(listSlots((result as { html: string }).html, parseWithParse5)[0]).toMatchObject({
      empty: false,
      thumbnail: PHOTO.url.replace('1920', '640'),
    });
  });

  it('replaces a filled photo and keeps the sizes the page chose', () => {
    const html = page(`${hero}${team}`);
    const result = fillSlot(html, { index: 1, kind: 'team' }, PHOTO, parseWithParse5);
    expect(result).toEqual({
      ok: true,
      html: html.replace(
        team,
        `<img data-pc-slot="team" src="${PHOTO.url}" srcset="${PHOTO.srcset}" sizes="33vw" alt="Our team">`,
      ),
    });
  });

  it('finds the right tag past look-alikes in comments, scripts and attribute values', () => {
    const tricky = page(
      `<!-- <img data-pc-slot="hero"> --><script>document.write('<img data-pc-slot="hero">')</script>` +
        `<a title='<img data-pc-slot="hero">' href="#">x</a>\n<IMG DATA-PC-SLOT=person alt="a > b" SRC=${'old.png'} data-pc-slot-empty/>`,
    );
    const result = fillSlot(tricky, { index: 0, kind: 'person' }, PHOTO, parseWithParse5);
    expect(result.ok).toBe(true);
    const html = (result as { html: string }).html;
    expect(html.slice(0, tricky.indexOf('<IMG'))).toBe(tricky.slice(0, tricky.indexOf('<IMG')));
    expect(html).toContain(
      `<IMG DATA-PC-SLOT=person alt="a > b" src="${PHOTO.url}" srcset="${PHOTO.srcset}" sizes="(min-width: 1024px) 50vw, 100vw"/>`,
    );
  });

  it('refuses when the slot is no longer there (the page changed meanwhile)', () => {
    const html = page(team);
    expect(fillSlot(html, { index: 0, kind: 'hero' }, PHOTO, parseWithParse5).ok).toBe(false);
    expect(fillSlot(html, { index: 3, kind: 'team' }, PHOTO, parseWithParse5).ok).toBe(false);
  });

  it('falls back to the whole document when the source cannot be spliced', () => {
    // The parser turns <image> into <img>; the scanner does not: the DOM's serialisation wins.
    const html = `<!DOCTYPE html><html><body><image data-pc-slot="gallery" src="g.png"><img data-pc-slot="hero" src="a.png" alt=""></body></html>`;
    const result = fillSlot(html, { index: 1, kind: 'hero' }, PHOTO, parseWithParse5);
    expect(result.ok).toBe(true);
    const saved = (result as { html: string }).html;
    expect(saved.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(listSlots(saved, parseWithParse5).map((slot) => slot.thumbnail)).toEqual([
      null,
      PHOTO.url.replace('1920', '640'),
    ]);
  });
});

describe('scanImgTags', () => {
  it('reads attributes with every quoting style', () => {
    const [tag] = scanImgTags(`<img a="1" b='2' c=3 d e = "5">`);
    expect(tag!.attrs.map((a) => a.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
