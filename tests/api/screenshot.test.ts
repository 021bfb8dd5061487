import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createChromiumRenderer,
  MAX_SCREENSHOT_BYTES,
  type PageRenderer,
  pngSize,
  RendererBusyError,
  type RenderOptions,
} from '../../src/server/features/thumbnails/index.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { generateRequestSchema } from '../../src/shared/api/generation.ts';
import { samplePage } from '../support/pages.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { INVALID_IDS, makePage, pageHtml, signUp } from './pages-fixtures.ts';

/**
 * POST /api/landing-pages/{id}/screenshot (docs/product.md, 'Remix') with the REAL
 * renderer (one Chromium for the file), plus a server without a browser and a fake renderer
 * for the answers a real browser rarely gives.
 */

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const LIMIT = 3;

let chromium: PageRenderer;
let app: TestApp;
let bare: TestApp;

beforeAll(async () => {
  chromium = createChromiumRenderer({ executablePath: CHROMIUM, logger: createLogger('silent') });
  // Page checks of the saved pages measure nothing here: this file times screenshots alone.
  const screenshotsOnly: PageRenderer = {
    available: true,
    render: (html, options) => chromium.render(html, options),
    inspect: async () => ({ viewports: [], scripts: true }),
    close: () => chromium.close(),
  };
  app = await startTestApp({
    renderer: screenshotsOnly,
    screenshotLimit: { limit: LIMIT, windowMs: 60_000 },
  });
  // Nothing passed: the default of every other test file, no browser.
  bare = await startTestApp();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await bare?.close();
  await chromium?.close();
});

const screenshotPath = (pageId: number | string) => `/api/landing-pages/${pageId}/screenshot`;

describe('with Chromium', () => {
  it('answers the live version as a full-width PNG the generator accepts as a reference image', async () => {
    const { client, userId } = await signUp(app, 'remixer');
    const { page } = await makePage(app.saves, userId, { title: 'Acme Plumbing', html: samplePage() });
    const edited = samplePage('Acme Plumbing', `<div style="height:2400px">${'<p>Tall</p>'.repeat(5)}</div>`);
    expect((await client.put(`/api/landing-pages/${page.id}`, { generatedHtml: edited })).status).toBe(200);
    const started = Date.now();
    const response = await client.post(screenshotPath(page.id));
    const elapsed = Date.now() - started;
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['screenshot']);
    const { data, filename, mimeType } = response.body.screenshot;
    expect(filename).toBe('acme-plumbing-screenshot.png');
    expect(mimeType).toBe('image/png');
    expect(data).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const png = Buffer.from(data, 'base64');
    // The live (edited) version, full page: 1280 wide, as tall as the page.
    expect(pngSize(png)?.width).toBe(1280);
    expect(pngSize(png)?.height).toBeGreaterThanOrEqual(2400);
    expect(png.length).toBeLessThanOrEqual(MAX_SCREENSHOT_BYTES);
    expect(elapsed).toBeLessThan(10_000);
    // What the remix hand-off does with it: a reference image of a generation request.
    const request = generateRequestSchema.safeParse({
      messages: [{ role: 'user', content: 'Remix this' }],
      referenceImages: [response.body.screenshot],
    });
    expect(request.success).toBe(true);
  });

  it('clips a very tall page to 4000 px', async () => {
    const { client, userId } = await signUp(app, 'tall');
    const { page } = await makePage(app.saves, userId, {
      html: samplePage('Tall', '<div style="height:50000px;background:linear-gradient(#fff,#1d4ed8)"></div>'),
    });
    const response = await client.post(screenshotPath(page.id));
    expect(response.status).toBe(200);
    expect(pngSize(Buffer.from(response.body.screenshot.data, 'base64'))).toEqual({
      width: 1280,
      height: 4000,
    });
  });

  it(`limits each user to ${LIMIT} screenshots per window with a 429 JSON message`, async () => {
    const { client, userId } = await signUp(app, 'eager');
    const { page } = await makePage(app.saves, userId, { html: pageHtml('Quick') });
    for (let n = 0; n < LIMIT; n++) expect((await client.post(screenshotPath(page.id))).status).toBe(200);
    const limited = await client.post(screenshotPath(page.id));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: 'Too many screenshots. Please wait a few minutes and try again.',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user has a limit of their own.
    const other = await signUp(app, 'patient');
    const { page: theirs } = await makePage(app.saves, other.userId, { html: pageHtml('Theirs') });
    expect((await other.client.post(screenshotPath(theirs.id))).status).toBe(200);
  });

  it('answers 401 signed out, 404 for another user page (like a missing one), 400 for bad ids', async () => {
    const { userId } = await signUp(app, 'victim');
    const { page } = await makePage(app.saves, userId);
    expect((await app.client().post(screenshotPath(page.id))).status).toBe(401);
    const intruder = await signUp(app, 'snooper');
    const foreign = await intruder.client.post(screenshotPath(page.id));
    const missing = await intruder.client.post(screenshotPath(2147483647));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Landing page not found' });
    expect(foreign.text).toBe(missing.text);
    for (const id of INVALID_IDS) {
      const response = await intruder.client.post(screenshotPath(id));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Invalid landing page ID' });
    }
  });
});

describe('without a browser', () => {
  it('answers 503 with a clear JSON message, and thumbnails are simply not available', async () => {
    const { client, userId } = await signUp(bare, 'nobrowser');
    const { page, version } = await makePage(bare.saves, userId);
    const response = await client.post(screenshotPath(page.id));
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      message:
        'Screenshots are not available on this server (no browser is installed or it could not start).',
    });
    const thumbnail = await client.get(`/api/landing-pages/${page.id}/thumbnail?v=${version.id}`);
    expect(thumbnail.status).toBe(404);
    expect(thumbnail.body).toEqual({ message: 'Thumbnails are not available on this server' });
    expect(thumbnail.headers.get('retry-after')).toBeNull();
  });

  it("still answers 404 for another user's page before saying there is no browser", async () => {
    const { userId } = await signUp(bare, 'owner');
    const { page } = await makePage(bare.saves, userId);
    const intruder = await signUp(bare, 'intruder');
    expect((await intruder.client.post(screenshotPath(page.id))).status).toBe(404);
  });
});

describe('answers a real browser rarely gives (fake renderer)', () => {
  let fake: TestApp;
  let behaviour: (options: RenderOptions) => Promise<Buffer>;
  const scales: (number | undefined)[] = [];

  beforeAll(async () => {
    fake = await startTestApp({
      renderer: {
        available: true,
        render: (_html, options) => {
          // Saved pages also ask for thumbnails on this renderer; only screenshots count here.
          if (options.fullPage) scales.push(options.scale);
          return behaviour(options);
        },
        // Page checks of the saved pages measure nothing here.
        inspect: async () => ({ viewports: [], scripts: true }),
        close: async () => {},
      },
    });
  });
  afterAll(async () => fake?.close());

  it('draws a page whose PNG is too large at a smaller scale', async () => {
    scales.length = 0;
    behaviour = async (options) =>
      (options.scale ?? 1) >= 1 ? Buffer.alloc(MAX_SCREENSHOT_BYTES + 1) : tinyPng(640, 2000);
    const { client, userId } = await signUp(fake, 'busy-page');
    const { page } = await makePage(fake.saves, userId);
    const response = await client.post(screenshotPath(page.id));
    expect(response.status).toBe(200);
    expect(scales).toEqual([1, 0.5]);
    expect(pngSize(Buffer.from(response.body.screenshot.data, 'base64'))).toEqual({
      width: 640,
      height: 2000,
    });
  });

  it('gives up with 422 when even the smallest scale is too large', async () => {
    behaviour = async () => Buffer.alloc(MAX_SCREENSHOT_BYTES + 1);
    const { client, userId } = await signUp(fake, 'huge-page');
    const { page } = await makePage(fake.saves, userId);
    const response = await client.post(screenshotPath(page.id));
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ message: 'The page is too large to capture as an image.' });
  });

  it('answers 503 with Retry-After when the renderer is busy', async () => {
    behaviour = async () => {
      throw new RendererBusyError('Too many pages are being rendered right now');
    };
    const { client, userId } = await signUp(fake, 'queued');
    const { page } = await makePage(fake.saves, userId);
    const response = await client.post(screenshotPath(page.id));
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      message: 'The screenshot service is busy. Please try again in a moment.',
    });
    expect(response.headers.get('retry-after')).toBe('5');
  });
});

/** A valid blank greyscale PNG (for the fake renderer). */
function tinyPng(width: number, height: number): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), body, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * height))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
