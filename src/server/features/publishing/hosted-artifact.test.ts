import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildHostedArtifact } from './hosted-artifact.ts';

const URL = 'https://pages.example.com/p/summit-plumbing';

describe('buildHostedArtifact', () => {
  it('adds a canonical link and a favicon before </head>, and stores both codings of the same bytes', async () => {
    const page = '<!DOCTYPE html><html><head><title>Summit</title></head><body><h1>Summit</h1></body></html>';
    const built = await buildHostedArtifact(page, URL);
    expect(built.html).toBe(
      `<!DOCTYPE html><html><head><title>Summit</title><link rel="canonical" href="${URL}"><link rel="icon" href="${built.html.match(/rel="icon" href="([^"]+)"/)![1]}"></head><body><h1>Summit</h1></body></html>`,
    );
    expect(brotliDecompressSync(built.htmlBr).toString('utf8')).toBe(built.html);
    expect(gunzipSync(built.htmlGzip).toString('utf8')).toBe(built.html);
    expect(built.digest).toMatch(/^[\w-]{43}$/);
  });

  it("keeps the page's own canonical link and icon", async () => {
    const page =
      '<html><head><link rel="canonical" href="https://mine.example/"><link rel="shortcut icon" href="/i.png"></head><body></body></html>';
    expect((await buildHostedArtifact(page, URL)).html).toBe(page);
  });

  it('places the tags in a page with no </head>, or no head at all', async () => {
    expect((await buildHostedArtifact('<head><title>x</title><body>y', URL)).html).toMatch(
      /^<head><link rel="canonical"[^>]+><link rel="icon"[^>]+><title>x<\/title><body>y$/,
    );
    expect((await buildHostedArtifact('<!doctype html><p>bare</p>', URL)).html).toMatch(
      /^<!doctype html><link rel="canonical"[^>]+><link rel="icon"[^>]+><p>bare<\/p>$/,
    );
  });

  it('escapes the address, and a new page gives a new digest', async () => {
    const odd = await buildHostedArtifact('<p>a</p>', 'https://x.example/p/a"b');
    expect(odd.html).toContain('href="https://x.example/p/a&quot;b"');
    const other = await buildHostedArtifact('<p>b</p>', 'https://x.example/p/a"b');
    expect(other.digest).not.toBe(odd.digest);
  });
});
