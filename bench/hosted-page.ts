import { eq } from 'drizzle-orm';
import { landingPages, pageVersions } from '../src/server/db/schema/index.ts';
import { composePage } from '../src/server/features/offline-composer/index.ts';
import { DEFAULT_GENERATION_OPTIONS } from '../src/shared/api/generation.ts';
import type { startBenchServer } from './harness.ts';

type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

/** The bench's real offline page (about 40 KB, forms and all). */
function benchHtml(): string {
  return composePage({
    prompt:
      'Emergency plumber in Leeds, 24/7. Drain unblocking, boiler repair and leak detection. Call 0113 496 0000. Free quotes.',
    options: DEFAULT_GENERATION_OPTIONS,
  }).html;
}

/** A page with one saved version (the live one), straight into the database. */
async function savePage(server: BenchServer, userId: number, title: string, html: string): Promise<number> {
  const [page] = await server.db
    .insert(landingPages)
    .values({ userId, title, prompt: 'bench', generatedHtml: html })
    .returning({ id: landingPages.id });
  const [version] = await server.db
    .insert(pageVersions)
    .values({ landingPageId: page!.id, version: 1, html })
    .returning({ id: pageVersions.id });
  await server.db
    .update(landingPages)
    .set({ versionCount: 1, currentVersionId: version!.id })
    .where(eq(landingPages.id, page!.id));
  return page!.id;
}

async function send(server: BenchServer, cookie: string, method: string, path: string, body: unknown) {
  const answer = await fetch(`${server.base}${path}`, {
    method,
    headers: { cookie, origin: server.base, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (answer.status !== 200 && answer.status !== 201)
    throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

/**
 * A real offline page saved for `user` and published through the API, for the hosted-page
 * rows of `npm run bench`: its slug and its size as served.
 */
export async function publishBenchPage(
  server: BenchServer,
  user: { id: number; cookie: string },
): Promise<{ slug: string; bytes: number; brotliBytes: number }> {
  const pageId = await savePage(server, user.id, 'Leeds plumber', benchHtml());
  const slug = 'leeds-plumber';
  await send(server, user.cookie, 'PUT', `/api/landing-pages/${pageId}/publication`, { slug });
  const plain = await fetch(`${server.base}/p/${slug}`, { headers: { 'accept-encoding': 'identity' } });
  const bytes = (await plain.arrayBuffer()).byteLength;
  // fetch decodes brotli itself: the stored size comes from Content-Length.
  const br = await fetch(`${server.base}/p/${slug}`, { headers: { 'accept-encoding': 'br' } });
  await br.arrayBuffer();
  return { slug, bytes, brotliBytes: Number(br.headers.get('content-length')) };
}

/**
 * An experiment served at its own address (docs/product.md, 'Experiments'): the bench page
 * and a variation of it with another headline, split evenly through POST /api/experiments.
 * Its `/p/{slug}` draws each new visitor's variant and sets the cookie that keeps it.
 */
export async function startBenchExperiment(
  server: BenchServer,
  user: { id: number; cookie: string },
): Promise<{ slug: string; experimentId: number; pageIds: number[] }> {
  const html = benchHtml();
  const variation = html.replace(/<h1([^>]*)>[^<]*/, '<h1$1>Your Leeds plumber, there within the hour');
  if (variation === html) throw new Error('the bench page has no headline to vary');
  const pageIds = [
    await savePage(server, user.id, 'Leeds plumber A', html),
    await savePage(server, user.id, 'Leeds plumber B', variation),
  ];
  const slug = 'leeds-split';
  const created = (await send(server, user.cookie, 'POST', '/api/experiments', {
    name: 'Leeds headline',
    slug,
    pageIds,
  })) as { id: number };
  return { slug, experimentId: created.id, pageIds };
}
