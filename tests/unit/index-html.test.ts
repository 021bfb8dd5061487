import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The HTML shell every page of the web app starts from (src/web/index.html). */
const html = readFileSync(new URL('../../src/web/index.html', import.meta.url), 'utf8');
const meta = (attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]+)"`).exec(html)?.[1];

describe('the HTML shell', () => {
  it('describes the product to search engines and to link previews', () => {
    expect(html).toMatch(/<html lang="en">/);
    expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]).toMatch(/Pagecraft/);
    const description = meta('name', 'description');
    // Search results cut descriptions at about 160 characters.
    expect(description?.length).toBeGreaterThan(50);
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(meta('property', 'og:title')).toMatch(/Pagecraft/);
    expect(meta('property', 'og:description')?.length).toBeGreaterThan(50);
    expect(meta('property', 'og:type')).toBe('website');
    expect(meta('name', 'twitter:card')).toBe('summary');
  });
});
