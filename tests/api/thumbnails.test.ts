import { createSocket, type Socket } from 'node:dgram';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingPages, pageThumbnails } from '../../src/server/db/schema/index.ts';
import {
  createChromiumRenderer,
  DEFAULT_RENDER_TIMEOUT_MS,
  type PageRenderer,
  pngSize,
  RenderFailedError,
} from '../../src/server/features/thumbnails/index.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { type LocalTestServer, startLocalTestServer } from '../support/local-test-server.ts';
import { eventsOfType, parseEventStream } from '../support/sse.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { INVALID_IDS, makePage, makeVersion, pageHtml, signUp } from './pages-fixtures.ts';

/**
 * Thumbnails with the REAL renderer (system Chromium, one browser for the whole file):
 * made after every kind of save, served with the right cache headers to the owner only,
 * made on demand when missing, gone with their page, and never a way into the network.
 */

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Stands in for a public web site ("public.test", via the fetch hooks). */
let publicSite: LocalTestServer;
/** Stands in for an internal service on loopback: it must never hear from the renderer. */
let internal: LocalTestServer;
let internalUdp: Socket;
let udpPackets = 0;
let chromium: PageRenderer;
let renders = 0;
let app: TestApp;
let owner: { client: TestClient; userId: number };

beforeAll(async () => {
  publicSite = await startLocalTestServer((req, res) => {
    if (req.url === '/never.png') return; // a stalled image: never answered
    res.writeHead(200, { 'content-type': 'text/css' }).end('body{background:#fde68a}');
  });
  internal = await startLocalTestServer((_req, res) => res.end('secret'));
  internalUdp = createSocket('udp4');
  internalUdp.on('message', () => {
    udpPackets++;
  });
  await new Promise<void>((resolve) => internalUdp.bind(internal.port, '127.0.0.1', resolve));
  chromium = createChromiumRenderer({
    executablePath: CHROMIUM,
    logger: createLogger('silent'),
    network: {
      fetchHooks: {
        allowedPorts: [80, 443, publicSite.port],
        lookup: async () => [{ address: '127.0.0.1', family: 4 }],
        // Only the name "public.test" may use loopback; the internal server's own address may not.
        isAllowedAddress: (_ip, hostname) => hostname === 'public.test',
      },
    },
  });
  // Counts real renders, so tests can tell a render from a copied thumbnail.
  const counting: PageRenderer = {
    available: true,
    render: (html, options) => {
      renders++;
      return chromium.render(html, options);
    },
    // Page checks of the saved pages measure nothing here: this file times thumbnails alone.
    inspect: async () => ({ viewports: [], scripts: true }),
    close: () => chromium.close(),
  };
  app = await startTestApp({ renderer: counting });
  owner = await signUp(app, 'thumbs');
}, 60_000);
afterAll(async () => {
  await app?.close();
  await chromium?.close();
  await publicSite?.close();
  await internal?.close();
  internalUdp?.close();
});

const thumbnailPath = (pageId: number, versionId?: number) =>
  `/api/landing-pages/${pageId}/thumbnail${versionId === undefined ? '' : `?v=${versionId}`}`;

async function fetchPng(client: TestClient, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(client.baseUrl + path, {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...headers },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const thumbnailRows = (pageId: number) =>
  app.db.select().from(pageThumbnails).where(eq(pageThumbnails.pageId, pageId));

describe('a saved page gets a thumbnail', () => {
  it('makes a 400 px PNG of the first screen after the save, served immutable by version', async () => {
    const started = Date.now();
    const { page, version } = await makePage(app.saves, owner.userId, { html: pageHtml('Fresh page') });
    await app.jobs.idle();
    const elapsed = Date.now() - started;
    const { response, bytes } = await fetchPng(owner.client, thumbnailPath(page.id, version.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(new RegExp(`^"thumb-${version.id}-\\d+"$`));
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(bytes)).toEqual({ width: 400, height: 250 });
    expect(bytes.length).toBeLessThan(60 * 1024);
    expect(elapsed).toBeLessThan(10_000);
    const [row] = await thumbnailRows(page.id);
    expect(row).toMatchObject({ versionId: version.id, userId: owner.userId, width: 400, height: 250 });
    expect(row!.png.equals(bytes)).toBe(true);
  });

  it('serves the live version without v, revalidated by ETag (304)', async () => {
    const { page, version } = await makePage(app.saves, owner.userId);
    await app.jobs.idle();
    const live = await fetchPng(owner.client, thumbnailPath(page.id));
    expect(live.response.status).toBe(200);
    expect(live.response.headers.get('cache-control')).toBe('private, no-cache');
    const etag = live.response.headers.get('etag')!;
    expect(etag).toContain(`thumb-${version.id}-`);
    const again = await fetchPng(owner.client, thumbnailPath(page.id), { 'if-none-match': etag });
    expect(again.response.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it('makes one for every edit saved through the API, and the live address follows', async () => {
    const { page, version: v1 } = await makePage(app.saves, owner.userId);
    const edit = await owner.client.put(`/api/landing-pages/${page.id}`, {
      generatedHtml: pageHtml('Edited by hand'),
      commitMessage: 'Hand edit',
    });
    expect(edit.status).toBe(200);
    await app.jobs.idle();
    const v2 = edit.body.version.id as number;
    expect((await thumbnailRows(page.id)).map((row) => row.versionId).sort()).toEqual([v1.id, v2].sort());
    const live = await fetchPng(owner.client, thumbnailPath(page.id));
    expect(live.response.headers.get('etag')).toContain(`thumb-${v2}-`);
  });

  it('copies the thumbnail of a rollback instead of rendering the same HTML again', async () => {
    const { page, version: v1 } = await makePage(app.saves, owner.userId, { html: pageHtml('Original') });
    await makeVersion(app.saves, owner.userId, page.id, pageHtml('Changed'));
    await app.jobs.idle();
    const before = renders;
    const rollback = await owner.client.post(`/api/landing-pages/${page.id}/rollback`, { versionId: v1.id });
    expect(rollback.status).toBe(200);
    await app.jobs.idle();
    expect(renders).toBe(before);
    const rows = await thumbnailRows(page.id);
    const original = rows.find((row) => row.versionId === v1.id)!;
    const rolledBack = rows.find((row) => row.versionId === rollback.body.version.id)!;
    expect(rolledBack.png.equals(original.png)).toBe(true);
  });

  it('makes one for a page generated by the AI engine (saved by the generation feature)', async () => {
    // A fresh account: the owner's pages above already fill the Free plan.
    const author = await signUp(app, 'author');
    const response = await author.client.post('/api/ai-chat-generate', {
      messages: [{ role: 'user', content: 'A landing page for a bakery in Lyon' }],
    });
    const [update] = eventsOfType(parseEventStream(response.text), 'html_update');
    expect(update, response.text.slice(0, 300)).toBeDefined();
    await app.jobs.idle();
    const [page] = await app.db.select().from(landingPages).where(eq(landingPages.id, update!.savedPage.id));
    const { response: image, bytes } = await fetchPng(
      author.client,
      thumbnailPath(page!.id, page!.currentVersionId!),
    );
    expect(image.status).toBe(200);
    expect(pngSize(bytes)).toEqual({ width: 400, height: 250 });
  });
});

describe('a missing thumbnail', () => {
  it('answers 404 with Retry-After, is made on demand, then served', async () => {
    const { page, version } = await makePage(app.saves, owner.userId);
    await app.jobs.idle();
    await app.db.delete(pageThumbnails).where(eq(pageThumbnails.versionId, version.id));
    const missing = await owner.client.get(thumbnailPath(page.id, version.id));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Thumbnail not ready' });
    expect(missing.headers.get('retry-after')).toBe('5');
    expect(missing.headers.get('cache-control')).toBe('no-store');
    await app.jobs.idle();
    const { response } = await fetchPng(owner.client, thumbnailPath(page.id, version.id));
    expect(response.status).toBe(200);
  });
});

describe('ownership and input', () => {
  let pageId: number;
  let versionId: number;
  beforeAll(async () => {
    const { page, version } = await makePage(app.saves, owner.userId);
    pageId = page.id;
    versionId = version.id;
    await app.jobs.idle();
  });

  it('answers 401 when signed out', async () => {
    const response = await app.client().get(thumbnailPath(pageId, versionId));
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: expect.any(String) });
  });

  it("answers another user's page exactly like a missing one", async () => {
    const intruder = await signUp(app, 'peeker');
    const foreign = await intruder.client.get(thumbnailPath(pageId, versionId));
    const missing = await intruder.client.get(thumbnailPath(2147483647, versionId));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Landing page not found' });
    expect(foreign.text).toBe(missing.text);
    expect(foreign.headers.get('content-type')).toContain('application/json');
  });

  it('refuses a version of another page, even one of the same owner', async () => {
    const other = await makePage(app.saves, owner.userId);
    const response = await owner.client.get(thumbnailPath(pageId, other.version.id));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Version not found' });
  });

  it.each(INVALID_IDS)('answers 400 for page id %j', async (id) => {
    const response = await owner.client.get(`/api/landing-pages/${id}/thumbnail`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Invalid landing page ID' });
  });

  it.each(['abc', '0', '-1', '1.5', '2147483648', ''])('answers 400 for v=%j', async (v) => {
    const response = await owner.client.get(`/api/landing-pages/${pageId}/thumbnail?v=${v}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Invalid version ID' });
  });

  it('answers 400 for an unexpected query parameter', async () => {
    const response = await owner.client.get(`${thumbnailPath(pageId, versionId)}&size=big`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Unexpected query parameter(s): size' });
  });

  it('leaves the page list as it was (no thumbnail fields)', async () => {
    const list = await owner.client.get('/api/landing-pages');
    const summary = list.body.find((p: { id: number }) => p.id === pageId);
    expect(summary.currentVersionId).toBe(versionId);
    expect(Object.keys(summary).some((key) => /thumb/i.test(key))).toBe(false);
  });
});

describe('deleting', () => {
  it('deleting the page deletes its thumbnails', async () => {
    const { page } = await makePage(app.saves, owner.userId);
    await makeVersion(app.saves, owner.userId, page.id, pageHtml('Second'));
    await app.jobs.idle();
    expect(await thumbnailRows(page.id)).toHaveLength(2);
    expect((await owner.client.delete(`/api/landing-pages/${page.id}`)).status).toBe(200);
    expect(await thumbnailRows(page.id)).toHaveLength(0);
  });
});

describe('the renderer never reaches the network on behalf of a page', () => {
  it('blocks every way a hostile page can send a request, but serves public styles through the guard', async () => {
    const target = `127.0.0.1:${internal.port}`;
    const hostile = `<!DOCTYPE html><html><head>
<link rel="preconnect" href="http://${target}">
<link rel="dns-prefetch" href="http://${target}">
<link rel="prefetch" href="http://${target}/prefetch">
<link rel="stylesheet" href="http://${target}/style.css">
<link rel="stylesheet" href="http://public.test:${publicSite.port}/public.css">
<link rel="icon" href="http://${target}/favicon.ico">
</head><body>
<h1>Hostile</h1>
<img src="http://${target}/pixel.png">
<img src="http://localhost:${internal.port}/by-name.png">
<img src="http://[::ffff:127.0.0.1]:${internal.port}/mapped.png">
<iframe src="http://${target}/frame"></iframe>
<video src="http://${target}/video.mp4" autoplay></video>
<form action="http://${target}/form" method="post"><input name="a" value="b"></form>
<script>
  fetch('http://${target}/fetch').catch(() => {});
  navigator.sendBeacon('http://${target}/beacon', 'x');
  try { new WebSocket('ws://${target}/ws'); } catch (e) {}
  try { new EventSource('http://${target}/events'); } catch (e) {}
  const pc = new RTCPeerConnection({ iceServers: [{ urls: 'stun:${target}' }] });
  pc.createDataChannel('x');
  pc.createOffer().then((offer) => pc.setLocalDescription(offer));
  document.forms[0].submit();
  setTimeout(() => { location.href = 'http://${target}/navigate'; }, 50);
</script>
</body></html>`;
    const { page, version } = await makePage(app.saves, owner.userId, { html: hostile });
    await app.jobs.idle();
    // Give anything that slipped out (a late beacon, a STUN retry) time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(internal.hits).toEqual([]);
    expect(internal.connections()).toBe(0);
    expect(udpPackets).toBe(0);
    expect(publicSite.hits).toContain('/public.css');
    const { response } = await fetchPng(owner.client, thumbnailPath(page.id, version.id));
    expect(response.status).toBe(200);
  });
});

describe('hostile pages stay within the time bound', () => {
  // A shorter bound than the default 10 s keeps the suite quick; the rule is the same.
  const bound = { width: 1280, height: 800, timeoutMs: 5000 };
  // Launching Chromium is bounded on its own (and not part of a page's bound): start it first.
  beforeAll(() => chromium.render('<p>warm</p>', bound), 60_000);

  it.each([
    ['an endless loop while parsing', () => '<h1>Loop</h1><script>while (true) {}</script>'],
    [
      'an endless loop after load',
      () => '<h1>Loop</h1><script>onload = () => setTimeout(() => { for (;;) {} }, 0)</script>',
    ],
    [
      'a page that never finishes loading',
      () => `<h1>Wait</h1><img src="http://public.test:${publicSite.port}/never.png">`,
    ],
  ])('%s: captured within the bound', async (_name, html) => {
    const started = Date.now();
    const png = await chromium.render(html(), bound);
    expect(Date.now() - started).toBeLessThan(bound.timeoutMs + 1500);
    expect(pngSize(png)).toEqual({ width: 1280, height: 800 });
  });

  it('clips a full-page capture of a huge page to maxHeight, within the default bound', async () => {
    const started = Date.now();
    const png = await chromium.render(
      '<div style="height:200000px;background:linear-gradient(#fff,#000)">Tall</div>',
      {
        width: 1280,
        height: 800,
        fullPage: true,
        maxHeight: 4000,
      },
    );
    expect(pngSize(png)).toEqual({ width: 1280, height: 4000 });
    expect(Date.now() - started).toBeLessThan(DEFAULT_RENDER_TIMEOUT_MS + 1500);
  });
});

describe('failures never break saving', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await startTestApp({
      renderer: {
        available: true,
        render: async () => {
          throw new RenderFailedError('the page could not be rendered');
        },
        inspect: async () => {
          throw new RenderFailedError('the page could not be rendered');
        },
        close: async () => {},
      },
    });
  });
  afterAll(async () => broken?.close());

  it('saves the edit, logs the failure, and answers not ready', async () => {
    const user = await signUp(broken, 'unlucky');
    const { page } = await makePage(broken.saves, user.userId);
    const edit = await user.client.put(`/api/landing-pages/${page.id}`, {
      generatedHtml: pageHtml('Still saved'),
      commitMessage: 'Edit',
    });
    expect(edit.status).toBe(200);
    await broken.jobs.idle();
    const thumbnail = await user.client.get(thumbnailPath(page.id));
    expect(thumbnail.status).toBe(404);
    expect(thumbnail.body).toEqual({ message: 'Thumbnail not ready' });
    expect((await user.client.get(`/api/landing-pages/${page.id}`)).body.generatedHtml).toBe(
      pageHtml('Still saved'),
    );
  });
});
