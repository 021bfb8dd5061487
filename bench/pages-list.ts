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

  const timeList = async () => {
    const started = performance.now();
    const response = await fetch(`${server.base}/api/landing-pages`, { headers: { cookie } });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`list failed: ${response.status} ${text.slice(0, 200)}`);
    return { elapsed: performance.now() - started, bytes: text.length };
  };
  // Unchanged list (the common case: opening the dashboard again) ...
  const unchanged: number[] = [];
  let bytes = 0;
  for (let n = 0; n < 120; n++) {
    const { elapsed, bytes: size } = await timeList();
    bytes = size;
    if (n >= 20) unchanged.push(elapsed);
  }
  // ... and the first read after a change (a copy count here), which rebuilds the JSON.
  const [firstPage] = await server.db.select({ id: landingPages.id }).from(landingPages).limit(1);
  const afterChange: number[] = [];
  for (let n = 0; n < 60; n++) {
    await fetch(`${server.base}/api/landing-pages/${firstPage!.id}/copy`, {
      method: 'POST',
      headers: { cookie, origin: server.base },
    });
    const { elapsed } = await timeList();
    if (n >= 10) afterChange.push(elapsed);
  }
  await server.close();
  return {
    pages: 1000,
    p50Ms: round(percentile(unchanged, 50)),
    p95Ms: round(percentile(unchanged, 95)),
    afterChangeP50Ms: round(percentile(afterChange, 50)),
    afterChangeP95Ms: round(percentile(afterChange, 95)),
    responseKb: round(bytes / 1024, 1),
  };
}
