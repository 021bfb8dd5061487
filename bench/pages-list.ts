import { eq } from 'drizzle-orm';
import { landingPages, pageVersions } from '../src/server/db/schema/index.ts';
import { samplePage } from '../tests/support/pages.ts';
import { percentile, round, startBenchServer } from './harness.ts';

/** GET /api/landing-pages for a user with 1,000 pages (each with a 20 KB page and a version). */
export async function benchPagesList(env: Record<string, string> = {}) {
  const server = await startBenchServer(env);
  const { id, cookie } = await server.register('librarian');
  const html = samplePage('Library Page', '<p>Content that makes a page weigh something.</p>'.repeat(400));
  for (let batch = 0; batch < 10; batch++) {
    const pages = await server.db
      .insert(landingPages)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          userId: id,
          title: `Page ${batch * 100 + i}`,
          prompt: 'A landing page for a benchmark',
          generatedHtml: html,
          referenceUrls: ['https://example.com'],
        })),
      )
      .returning({ id: landingPages.id });
    const versions = await server.db
      .insert(pageVersions)
      .values(pages.map((page) => ({ landingPageId: page.id, version: 1, html })))
      .returning({ id: pageVersions.id, pageId: pageVersions.landingPageId });
    // What the version writer keeps on each page row (bulk inserts bypass it).
    for (const version of versions) {
      await server.db
        .update(landingPages)
        .set({ versionCount: 1, currentVersionId: version.id })
        .where(eq(landingPages.id, version.pageId));
    }
  }

  const timings: number[] = [];
  let bytes = 0;
  for (let n = 0; n < 120; n++) {
    const started = performance.now();
    const response = await fetch(`${server.base}/api/landing-pages`, { headers: { cookie } });
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`list failed: ${response.status} ${text.slice(0, 200)}`);
    bytes = text.length;
    if (n >= 20) timings.push(elapsed);
  }
  await server.close();
  return {
    pages: 1000,
    p50Ms: round(percentile(timings, 50)),
    p95Ms: round(percentile(timings, 95)),
    responseKb: round(bytes / 1024, 1),
  };
}
