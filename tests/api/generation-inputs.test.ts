import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingPages } from '../../src/server/db/schema/index.ts';
import {
  MAX_REFERENCE_IMAGE_BYTES_PER_PAGE,
  MAX_REFERENCE_IMAGE_WIDTH,
} from '../../src/server/features/generation/reference-images.ts';
import { MAX_PROMPT_CHARS } from '../../src/shared/api/generation.ts';
import { eventsOfType, parseEventStream } from '../support/sse.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { makePage, pageHtml, setMaxVersions } from './pages-fixtures.ts';

/**
 * What the AI routes accept from a user: reference URLs (http and https only), reference
 * images (re-encoded and capped per page before they are stored) and the prompt's length.
 * The offline engine answers, so nothing here needs a model.
 */

let app: TestApp;
let client: TestClient;
let userId: number;

beforeAll(async () => {
  app = await startTestApp();
  client = app.client();
  // A password no rule refuses, so the test depends on nothing but what it tests.
  userId = (await client.register('inputs', 'Quiet-Harbour-Lantern-58')).id;
  // An unlimited plan: these tests save more pages than the Free plan allows.
  await setMaxVersions(app.db, userId, -1);
});
afterAll(async () => app?.close());

const user = (content: string) => [{ role: 'user', content }];
const generate = (body: Record<string, unknown>) => client.post('/api/ai-chat-generate', body);
const variations = (body: Record<string, unknown>) =>
  generate({ ...body, generationOptions: { generateVariations: true, variationCount: 2 } });
const pagesOf = async () =>
  (await app.db.select().from(landingPages).where(eq(landingPages.userId, userId))).length;
const savedPage = async (responseText: string) => {
  const [update] = eventsOfType(parseEventStream(responseText), 'html_update');
  expect(update, responseText.slice(-300)).toBeDefined();
  const [row] = await app.db.select().from(landingPages).where(eq(landingPages.id, update!.savedPage.id));
  return row!;
};

const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
];

describe('reference URLs are http(s) only', () => {
  it('generate and generate-with-variations refuse javascript:, data: and other schemes with a 400', async () => {
    const before = await pagesOf();
    for (const send of [generate, variations]) {
      for (const url of HOSTILE_URLS) {
        const response = await send({
          messages: user('A page'),
          referenceUrls: ['https://ok.example/', url],
        });
        expect(response.status, url).toBe(400);
        expect(response.body.message, url).toBe(
          'Reference URL 2 is not a web address: only http:// and https:// URLs can be used',
        );
      }
    }
    expect(await pagesOf()).toBe(before);
    // The routes that save or edit pages take no reference URLs at all.
    const { page } = await makePage(app.saves, userId);
    for (const [path, body] of [
      [
        '/api/ai-chat-modify',
        { landingPageId: page.id, messages: user('x'), referenceUrls: ['javascript:alert(1)'] },
      ],
      [`/api/landing-pages/${page.id}/modify`, { prompt: 'x', referenceUrls: ['javascript:alert(1)'] }],
    ] as const) {
      const response = await client.post(path, body);
      expect(response.status, path).toBe(400);
      expect(response.body.message).toMatch(/referenceUrls/);
    }
    const put = await client.put(`/api/landing-pages/${page.id}`, { referenceUrls: ['javascript:alert(1)'] });
    expect(put.status).toBe(400);
  });

  it('stores http(s) URLs in canonical form, completes a bare host to https and drops blanks', async () => {
    const response = await generate({
      messages: user('A page with references'),
      // Nothing listens on port 9: each is reported in the chat and the page is still made.
      referenceUrls: ['http://127.0.0.1:9/a', '  ', 'HTTP://127.0.0.1:9/a', 'localhost:9/b'],
    });
    expect(response.status).toBe(200);
    const row = await savedPage(response.text);
    expect(row.referenceUrls).toEqual(['http://127.0.0.1:9/a', 'https://localhost:9/b']);
  });
});

describe(`the prompt is at most ${MAX_PROMPT_CHARS} characters on every AI route`, () => {
  const tooLong = 'x'.repeat(MAX_PROMPT_CHARS + 1);
  const longest = `A page ${'x'.repeat(MAX_PROMPT_CHARS - 7)}`;
  const message = `Prompt must be at most ${MAX_PROMPT_CHARS} characters`;

  it('refuses one character more with a 400 that says so', async () => {
    const { page } = await makePage(app.saves, userId, { html: pageHtml('Limits') });
    const requests: [string, unknown][] = [
      ['/api/ai-chat-generate', { messages: user(tooLong) }],
      [
        '/api/ai-chat-generate',
        { messages: user(tooLong), generationOptions: { generateVariations: true, variationCount: 2 } },
      ],
      // Only the newest user message is the prompt; an earlier one (cut short anyway) may be longer.
      [
        '/api/ai-chat-modify',
        {
          landingPageId: page.id,
          messages: [...user('x'), { role: 'assistant', content: 'ok' }, ...user(tooLong)],
        },
      ],
      [`/api/landing-pages/${page.id}/modify`, { prompt: tooLong }],
    ];
    for (const [path, body] of requests) {
      const response = await client.post(path, body);
      expect(response.status, path).toBe(400);
      expect(response.body.message, path).toBe(message);
    }
  });

  it('accepts exactly the limit on every route', { timeout: 60_000 }, async () => {
    expect(longest).toHaveLength(MAX_PROMPT_CHARS);
    const generated = await generate({ messages: user(longest) });
    expect(generated.status).toBe(200);
    const row = await savedPage(generated.text);
    expect(row.prompt).toBe(longest);

    const varied = await variations({ messages: user(longest) });
    expect(varied.status).toBe(200);
    expect(eventsOfType(parseEventStream(varied.text), 'variations_complete')).toHaveLength(1);

    const chat = await client.post('/api/ai-chat-modify', {
      landingPageId: row.id,
      messages: [...user(tooLong), { role: 'assistant', content: 'ok' }, ...user(longest)],
      currentHtml: row.generatedHtml,
    });
    expect(chat.status).toBe(200);
    expect(parseEventStream(chat.text).done).toBe(true);

    // An edit the offline engine knows, padded to the limit.
    const instruction =
      `rename the headline to "Fresh"${' and keep the rest'.repeat(MAX_PROMPT_CHARS)}`.slice(
        0,
        MAX_PROMPT_CHARS,
      );
    expect(instruction.trim()).toHaveLength(MAX_PROMPT_CHARS);
    const element = await client.post(`/api/landing-pages/${row.id}/modify`, {
      prompt: instruction,
      selectedElement: null,
    });
    expect(element.status, element.text.slice(0, 200)).toBe(200);
  });
});

/** A photo-like image: smooth colour, so it compresses as real pictures do. */
async function photo(width: number, height: number): Promise<Buffer> {
  const seed = await sharp({
    create: {
      width: 40,
      height: 30,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(seed).resize(width, height, { fit: 'fill' }).jpeg({ quality: 92 }).toBuffer();
}

/** Pure noise: the worst case for any encoder. */
const noise = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 75 })
    .toBuffer();

const decoded = (data: string) => Buffer.from(data, 'base64');

describe('reference images are re-encoded and capped per page', () => {
  it('stores five 4000×3000 photos at most 1600 px wide, as WebP, under the page cap', {
    timeout: 90_000,
  }, async () => {
    const sent = await Promise.all(Array.from({ length: 5 }, () => photo(4000, 3000)));
    const sentBytes = sent.reduce((sum, image) => sum + image.length, 0);
    expect(sentBytes).toBeGreaterThan(MAX_REFERENCE_IMAGE_BYTES_PER_PAGE);
    const response = await generate({
      messages: user('A page like these photos'),
      referenceImages: sent.map((image, index) => ({
        data: image.toString('base64'),
        mimeType: 'image/jpeg',
        filename: `photo-${index + 1}.jpg`,
      })),
    });
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    const row = await savedPage(response.text);
    expect(row.referenceImages).toHaveLength(5);
    expect(row.referenceImageCount).toBe(5);
    let total = 0;
    for (const [index, image] of row.referenceImages.entries()) {
      const bytes = decoded(image.data);
      total += bytes.length;
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(image.mimeType).toBe('image/webp');
      expect(image.filename).toBe(`photo-${index + 1}.webp`);
      expect(metadata.width).toBe(MAX_REFERENCE_IMAGE_WIDTH);
      expect(metadata.height).toBe(1200);
    }
    expect(total).toBeLessThanOrEqual(MAX_REFERENCE_IMAGE_BYTES_PER_PAGE);
    expect(total).toBeLessThan(sentBytes / 3);
  });

  it('refuses with a 413 when the images are still over the cap after re-encoding', {
    timeout: 90_000,
  }, async () => {
    const before = await pagesOf();
    const sent = await Promise.all(Array.from({ length: 5 }, () => noise(2000, 1500)));
    for (const send of [generate, variations]) {
      const response = await send({
        messages: user('A page like this noise'),
        referenceImages: sent.map((image) => image.toString('base64')),
      });
      expect(response.status, response.text.slice(0, 300)).toBe(413);
      expect(response.body.message).toMatch(
        /^Reference images are too large: \d+\.\d MB after resizing, and a page keeps at most 4\.0 MB of them\. Use fewer or smaller images\.$/,
      );
    }
    expect(await pagesOf()).toBe(before);
  });

  it('stores small images as sent, re-encodes narrow heavy ones, keeps what WebP cannot shrink', {
    timeout: 60_000,
  }, async () => {
    // A screenshot-like PNG: flat colour, a few kilobytes.
    const small = (
      await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1d4ed8' } })
        .png()
        .toBuffer()
    ).toString('base64');
    // Narrow enough, but a heavy PNG: worth re-encoding.
    const heavy = await sharp(await photo(1200, 900))
      .png()
      .toBuffer();
    // Noise as JPEG: WebP would only make it bigger, so it stays as it is.
    const dense = (await noise(1200, 900)).toString('base64');
    expect(decoded(small).length).toBeLessThan(300 * 1024);
    expect(heavy.length).toBeGreaterThan(300 * 1024);
    expect(decoded(dense).length).toBeGreaterThan(300 * 1024);
    const response = await generate({
      messages: user('A page with a small reference'),
      referenceImages: [
        small,
        { data: heavy.toString('base64'), mimeType: 'image/png', filename: 'heavy.png' },
        { data: dense, mimeType: 'image/jpeg', filename: 'dense.jpg' },
      ],
    });
    expect(response.status).toBe(200);
    const row = await savedPage(response.text);
    expect(row.referenceImages[0]).toEqual({ data: small, mimeType: 'image/png', filename: 'reference-1' });
    const reencoded = decoded(row.referenceImages[1]!.data);
    expect(row.referenceImages[1]).toMatchObject({ mimeType: 'image/webp', filename: 'heavy.webp' });
    expect(reencoded.length).toBeLessThan(heavy.length / 2);
    expect(await sharp(reencoded).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    expect(row.referenceImages[2]).toEqual({ data: dense, mimeType: 'image/jpeg', filename: 'dense.jpg' });
  });
});

describe('reference photos the brief asks to show fill the page image slots', () => {
  const slotTag = (html: string, kind: string) =>
    new RegExp(`<img[^>]*data-pc-slot="${kind}"[^>]*>`).exec(html)?.[0] ?? '';

  it('"use my photo in the hero": stored as media, served publicly, in the hero slot', {
    timeout: 60_000,
  }, async () => {
    const sent = await photo(1600, 1200);
    const response = await generate({
      messages: user('Landing page for Harbor Yoga Studio in Bristol. Use my photo in the hero.'),
      referenceImages: [{ data: sent.toString('base64'), mimeType: 'image/jpeg', filename: 'studio.jpg' }],
    });
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    const row = await savedPage(response.text);
    const hero = slotTag(row.generatedHtml, 'hero');
    expect(hero).not.toContain('data-pc-slot-empty');
    const src = /\ssrc="([^"]+)"/.exec(hero)?.[1] ?? '';
    expect(src).toMatch(/^http:\/\/[^/]+\/media\/[A-Za-z0-9_-]+-1600\.webp$/);
    expect(hero).toMatch(/srcset="[^"]+-640\.webp 640w, [^"]+-1280\.webp 1280w, [^"]+-1600\.webp 1600w"/);
    // Signed out, from anywhere: the page's photo loads.
    const image = await fetch(`${app.baseUrl}${new URL(src).pathname}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(1600);
  });

  it('a page "like these photos" keeps its slots empty and stores nothing', async () => {
    const response = await generate({
      messages: user('Landing page for Harbor Yoga Studio in Bristol, in the style of these photos.'),
      referenceImages: [
        { data: (await photo(800, 600)).toString('base64'), mimeType: 'image/jpeg', filename: 'a.jpg' },
      ],
    });
    const row = await savedPage(response.text);
    expect(slotTag(row.generatedHtml, 'hero')).toContain('data-pc-slot-empty');
    expect(row.generatedHtml).not.toContain('/media/');
  });
});
