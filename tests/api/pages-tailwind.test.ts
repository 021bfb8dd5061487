import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageVersions } from '../../src/server/db/schema/index.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { formatPatches } from '../../src/server/lib/patches.ts';
import { type FakeProviderServer, startFakeAnthropic } from '../fakes/fake-anthropic.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { makePage, pageHtml, pageRow, signUp, versionRows } from './pages-fixtures.ts';

/**
 * Every save compiles a page's Tailwind runtime into an inline stylesheet and records the size
 * the HTML had before (page_versions.source_bytes), through the real writers
 * (docs/product.md, 'Page weight').
 */

const tailwindPage = (headline: string) => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${headline}</title>
<script src="https://cdn.tailwindcss.com"></script>
<script>tailwind.config = { theme: { extend: { colors: { brand: '#0d9488' } } } }</script>
</head>
<body class="bg-slate-50">
<h1 class="text-4xl font-bold text-brand md:text-6xl">${headline}</h1>
<p class="mt-4 text-slate-600">Call us today.</p>
</body>
</html>
`;
const bytes = (html: string) => Buffer.byteLength(html, 'utf8');

let fake: FakeProviderServer;
let app: TestApp;
let client: TestClient;
let userId: number;
const logs: string[] = [];

beforeAll(async () => {
  fake = await startFakeAnthropic();
  app = await startTestApp({
    env: { AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: fake.apiKey, ANTHROPIC_BASE_URL: fake.baseURL },
    logger: createLogger('warn', (line) => logs.push(line)),
  });
  ({ client, userId } = await signUp(app, 'tailwind'));
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

function expectCompiled(html: string) {
  expect(html).not.toContain('cdn.tailwindcss.com');
  expect(html).not.toContain('tailwind.config');
  expect(html).toMatch(/<style>[^<]*\.text-brand\{color:var\(--color-brand\)\}/);
  expect(html).toContain('--color-brand:#0d9488');
}

describe('saving a page that loads the Tailwind runtime', () => {
  it('PUT (editor): stores the compiled page and the source size, and the versions list says so', async () => {
    const { page } = await makePage(app.saves, userId);
    const edited = tailwindPage('Fresh Coffee ✓');
    const response = await client.put(`/api/landing-pages/${page.id}`, {
      generatedHtml: edited,
      commitMessage: 'Tailwind edit',
    });
    expect(response.status).toBe(200);
    expectCompiled(response.body.generatedHtml);
    expect(response.body.generatedHtml).toContain(
      '<h1 class="text-4xl font-bold text-brand md:text-6xl">Fresh Coffee ✓</h1>',
    );
    // The list figure is the stored (compiled) size; the version carries the size before.
    expect(response.body.htmlBytes).toBe(bytes(response.body.generatedHtml));
    expect(response.body.version.sourceBytes).toBe(bytes(edited));

    const rows = await versionRows(app.db, page.id);
    expect(rows.map((v) => v.sourceBytes)).toEqual([null, bytes(edited)]);
    expect(rows[1]!.html).toBe(response.body.generatedHtml);
    expect((await pageRow(app.db, page.id))!.generatedHtml).toBe(response.body.generatedHtml);

    const versions = await client.get(`/api/landing-pages/${page.id}/versions`);
    expect(versions.body.map((v: { sourceBytes: number | null }) => v.sourceBytes)).toEqual([
      bytes(edited),
      null,
    ]);
    const list = await client.get('/api/landing-pages');
    const summary = list.body.find((p: { id: number }) => p.id === page.id);
    expect(summary.htmlBytes).toBe(bytes(response.body.generatedHtml));
  });

  it('PUT of a compiled page with a class added since: the stylesheet is rebuilt with it', async () => {
    const { page } = await makePage(app.saves, userId);
    const first = await client.put(`/api/landing-pages/${page.id}`, {
      generatedHtml: tailwindPage('Recompile'),
    });
    expect(first.status).toBe(200);
    const stored: string = first.body.generatedHtml;
    expect(stored).not.toContain('.bg-emerald-500{');
    const edited = stored.replace(
      '<p class="mt-4 text-slate-600">',
      '<p class="mt-4 text-slate-600 bg-emerald-500 bg-brand">',
    );
    const second = await client.put(`/api/landing-pages/${page.id}`, { generatedHtml: edited });
    expect(second.status).toBe(200);
    const html = (await pageRow(app.db, page.id))!.generatedHtml;
    expect(html).toBe(second.body.generatedHtml);
    expect(html).toContain('.bg-emerald-500{background-color:var(--color-emerald-500)}');
    expect(html).toContain('.bg-brand{background-color:var(--color-brand)}');
    expectCompiled(html);
    // The save removed no runtime: no "size before" for it.
    expect(second.body.version.sourceBytes).toBeNull();
  });

  it('generation writer: the first version of a new page is compiled too', async () => {
    const source = tailwindPage('First Version');
    const { page, version } = await makePage(app.saves, userId, { html: source });
    expectCompiled(page.generatedHtml);
    expect(version.sourceBytes).toBe(bytes(source));
    expect(bytes(page.generatedHtml)).toBeLessThan(60_000);
  });

  it('clicked-element edit (fake Anthropic): the saved, compiled HTML is what the answer carries', async () => {
    const { page } = await makePage(app.saves, userId, { html: pageHtml('Plain') });
    const source = tailwindPage('Element Edit');
    fake.enqueue({
      text: `Done.\n\n${formatPatches([{ search: '<p class="mt-4 text-slate-600">Call us today.</p>', replace: '<p class="mt-4 text-slate-600 lg:text-xl">Call us now!</p>' }])}`,
    });
    const response = await client.post(`/api/landing-pages/${page.id}/modify`, {
      prompt: 'Make it more urgent',
      currentHtml: source,
      selectedElement: {
        tagName: 'P',
        outerHTML: '<p class="mt-4 text-slate-600">Call us today.</p>',
        path: 'body>p',
      },
    });
    expect(response.status).toBe(200);
    expectCompiled(response.body.generatedHtml);
    expect(response.body.generatedHtml).toMatch(/\.lg\\:text-xl\{/);
    const rows = await versionRows(app.db, page.id);
    expect(rows.at(-1)!.html).toBe(response.body.generatedHtml);
    expect(rows.at(-1)!.sourceBytes).toBe(
      bytes(
        source.replace('mt-4 text-slate-600">Call us today.', 'mt-4 text-slate-600 lg:text-xl">Call us now!'),
      ),
    );
  });

  it('a page without Tailwind, and one whose config cannot be read, are stored exactly as sent', async () => {
    const { page } = await makePage(app.saves, userId);
    const plain = pageHtml('No Tailwind here');
    const a = await client.put(`/api/landing-pages/${page.id}`, { generatedHtml: plain });
    expect(a.body.generatedHtml).toBe(plain);
    expect(a.body.version.sourceBytes).toBeNull();

    const broken = tailwindPage('Broken').replace("'#0d9488'", 'brandColour');
    logs.length = 0;
    const b = await client.put(`/api/landing-pages/${page.id}`, { generatedHtml: broken });
    expect(b.status).toBe(200);
    expect(b.body.generatedHtml).toBe(broken);
    expect(b.body.version.sourceBytes).toBeNull();
    const warning = logs.map((line) => JSON.parse(line)).find((l) => l.msg === 'tailwind left as it was');
    expect(warning?.reason).toMatch(/^tailwind\.config: unsupported value/);
  });

  it('rollback to a version saved before compilation existed compiles it on the way', async () => {
    const { page } = await makePage(app.saves, userId);
    // An old row as stored before saves compiled Tailwind: the runtime still in it.
    const old = tailwindPage('Old Version');
    const [legacy] = await app.db
      .insert(pageVersions)
      .values({ landingPageId: page.id, version: 2, html: old, commitMessage: 'legacy' })
      .returning();
    const response = await client.post(`/api/landing-pages/${page.id}/rollback`, { versionId: legacy!.id });
    expect(response.status).toBe(200);
    expectCompiled(response.body.generatedHtml);
    expect(response.body.version.sourceBytes).toBe(bytes(old));
  });
});
