import { eq } from 'drizzle-orm';
import { landingPages, pageVersions } from '../src/server/db/schema/index.ts';
import { composePage } from '../src/server/features/offline-composer/index.ts';
import { DEFAULT_GENERATION_OPTIONS } from '../src/shared/api/generation.ts';
import type { startBenchServer } from './harness.ts';

/**
 * A real offline page (about 40 KB, forms and all) saved for `userId` and published through
 * the API, for the hosted-page rows of `npm run bench`: its slug and its size as served.
 */
export async function publishBenchPage(
  server: Awaited<ReturnType<typeof startBenchServer>>,
  user: { id: number; cookie: string },
): Promise<{ slug: string; bytes: number; brotliBytes: number }> {
  const { html } = composePage({
    prompt:
      'Emergency plumber in Leeds, 24/7. Drain unblocking, boiler repair and leak detection. Call 0113 496 0000. Free quotes.',
    options: DEFAULT_GENERATION_OPTIONS,
  });
  const [page] = await server.db
    .insert(landingPages)
    .values({ userId: user.id, title: 'Leeds plumber', prompt: 'bench', generatedHtml: html })
    .returning({ id: landingPages.id });
  const [version] = await server.db
    .insert(pageVersions)
    .values({ landingPageId: page!.id, version: 1, html })
    .returning({ id: pageVersions.id });
  await server.db
    .update(landingPages)
    .set({ versionCount: 1, currentVersionId: version!.id })
    .where(eq(landingPages.id, page!.id));
  const slug = 'leeds-plumber';
  const published = await fetch(`${server.base}/api/landing-pages/${page!.id}/publication`, {
    method: 'PUT',
    headers: { cookie: user.cookie, origin: server.base, 'content-type': 'application/json' },
    body: JSON.stringify({ slug }),
  });
  if (published.status !== 200)
    throw new Error(`publish failed: ${published.status} ${await published.text()}`);
  const plain = await fetch(`${server.base}/p/${slug}`, { headers: { 'accept-encoding': 'identity' } });
  const bytes = (await plain.arrayBuffer()).byteLength;
  // fetch decodes brotli itself: the stored size comes from Content-Length.
  const br = await fetch(`${server.base}/p/${slug}`, { headers: { 'accept-encoding': 'br' } });
  await br.arrayBuffer();
  return { slug, bytes, brotliBytes: Number(br.headers.get('content-length')) };
}
