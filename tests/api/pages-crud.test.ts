import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, folders, landingPages, pageVersions } from '../../src/server/db/schema/index.ts';
import { landingPageSchema, landingPageSummarySchema } from '../../src/shared/api/pages.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { makePage, makeVersion, pageHtml, pageRow, signUp, versionRows } from './pages-fixtures.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const SUMMARY_KEYS = Object.keys(landingPageSummarySchema.shape).sort();
const PAGE_KEYS = Object.keys(landingPageSchema.shape).sort();

describe('GET /api/landing-pages', () => {
  it('lists exactly the summary of each page: the same fields and values as the page itself', async () => {
    const { client, userId } = await signUp(app, 'shaper');
    const made = await makePage(app.saves, userId, { title: 'Shape', referenceUrls: ['https://a.example'] });
    const list = await client.get('/api/landing-pages');
    expect(list.headers.get('content-type')).toMatch(/^application\/json/);
    const [row] = list.body;
    expect(landingPageSummarySchema.strict().parse(row)).toEqual(row);
    const full = (await client.get(`/api/landing-pages/${made.page.id}`)).body;
    const { generatedHtml: _html, referenceImages: _images, ...summary } = full;
    expect(row).toEqual(summary);
  });

  it("lists only the caller's pages, newest first, as summaries with computed figures", async () => {
    const { client, userId } = await signUp(app, 'lister');
    const other = await signUp(app, 'otherlister');
    await makePage(app.saves, other.userId, { title: 'Not mine' });
    const first = await makePage(app.saves, userId, { title: 'First' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const html = '<html><body>héllo ✓</body></html>';
    const second = await makePage(app.saves, userId, {
      title: 'Second',
      html,
      referenceUrls: ['https://example.com'],
      referenceImages: [
        { data: 'aGVsbG8=', mimeType: 'image/png', filename: 'a.png' },
        { data: 'd29ybGQ=', mimeType: 'image/jpeg', filename: 'b.jpg' },
      ],
      variationGroup: 'group-1',
    });
    const v2 = await makeVersion(app.saves, userId, second.page.id, html);

    const response = await client.get('/api/landing-pages');
    expect(response.status).toBe(200);
    expect(response.body.map((p: { id: number }) => p.id)).toEqual([second.page.id, first.page.id]);
    for (const summary of response.body) {
      expect(Object.keys(summary).sort()).toEqual(SUMMARY_KEYS);
      expect(landingPageSummarySchema.safeParse(summary).success).toBe(true);
    }
    expect(response.body[0]).toEqual({
      id: second.page.id,
      title: 'Second',
      prompt: 'A page for tests',
      referenceUrls: ['https://example.com'],
      referenceImageCount: 2,
      createdAt: second.page.createdAt.toISOString(),
      updatedAt: expect.any(String),
      copyCount: 0,
      folderId: null,
      variationGroup: 'group-1',
      currentVersionId: v2.id,
      versionCount: 2,
      // Bytes, not characters: é and ✓ take 2 and 3 bytes in UTF-8.
      htmlBytes: Buffer.byteLength(html, 'utf8'),
    });
    expect(response.body[1]).toMatchObject({ currentVersionId: first.version.id, versionCount: 1 });
  });

  it('never carries page HTML or reference image data', async () => {
    const { client, userId } = await signUp(app, 'noleak');
    const imageData = Buffer.from('IMAGE-BYTES-MARKER-'.repeat(50)).toString('base64');
    await makePage(app.saves, userId, {
      html: '<html><body>HTML-MARKER-4f1c</body></html>',
      referenceImages: [{ data: imageData, mimeType: 'image/png', filename: 'shot.png' }],
    });
    const response = await client.get('/api/landing-pages');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1);
    expect(response.text).not.toContain('HTML-MARKER-4f1c');
    expect(response.text).not.toContain(imageData.slice(0, 40));
    expect(response.text).not.toContain('shot.png');
    expect(response.text).not.toContain('generatedHtml');
    expect(response.text).not.toContain('referenceImages');
    expect(response.text).not.toMatch(/[A-Za-z0-9+/]{200,}/);
  });

  it('returns an empty list for a new user', async () => {
    const { client } = await signUp(app, 'empty');
    const response = await client.get('/api/landing-pages');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('lists 1,000 pages in one fast response (regression guard, not the benchmark)', async () => {
    const { client, userId } = await signUp(app, 'bulk');
    const html = pageHtml('bulk page').repeat(20);
    const base = Date.UTC(2026, 0, 1);
    for (let chunk = 0; chunk < 4; chunk++) {
      const pages = await app.db
        .insert(landingPages)
        .values(
          Array.from({ length: 250 }, (_, i) => ({
            userId,
            title: `Bulk ${chunk * 250 + i}`,
            generatedHtml: html,
            createdAt: new Date(base + (chunk * 250 + i) * 1000),
          })),
        )
        .returning({ id: landingPages.id });
      await app.db
        .insert(pageVersions)
        .values(pages.flatMap((p) => [1, 2].map((version) => ({ landingPageId: p.id, version, html }))));
      // Bulk rows bypass the version writer, so set the list figures it would have kept.
      await app.db
        .update(landingPages)
        .set({ versionCount: 2 })
        .where(
          inArray(
            landingPages.id,
            pages.map((p) => p.id),
          ),
        );
    }
    await client.get('/api/landing-pages'); // warm-up
    const started = performance.now();
    const response = await client.get('/api/landing-pages');
    const elapsed = performance.now() - started;
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1000);
    expect(response.body[0].title).toBe('Bulk 999');
    expect(response.body[999].title).toBe('Bulk 0');
    expect(response.body.every((p: { versionCount: number }) => p.versionCount === 2)).toBe(true);
    expect(response.text.length).toBeLessThan(400_000);
    expect(elapsed).toBeLessThan(500);
  });
});

describe('GET /api/landing-pages/:id', () => {
  it('returns the full page with HTML and reference images', async () => {
    const { client, userId } = await signUp(app, 'getter');
    const images = [{ data: 'aGVsbG8=', mimeType: 'image/png', filename: 'a.png' }];
    const { page, version } = await makePage(app.saves, userId, { referenceImages: images });
    const response = await client.get(`/api/landing-pages/${page.id}`);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(PAGE_KEYS);
    expect(response.body).toMatchObject({
      id: page.id,
      generatedHtml: page.generatedHtml,
      referenceImages: images,
      referenceImageCount: 1,
      currentVersionId: version.id,
      versionCount: 1,
      createdAt: page.createdAt.toISOString(),
    });
  });

  it('answers 404 with a JSON message for a missing page', async () => {
    const { client } = await signUp(app, 'missing');
    const response = await client.get('/api/landing-pages/2147483647');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Landing page not found' });
  });
});

describe('PUT /api/landing-pages/:id', () => {
  let client: TestClient;
  let userId: number;
  beforeAll(async () => {
    ({ client, userId } = await signUp(app, 'updater'));
  });

  it('renames with a trimmed title', async () => {
    const { page } = await makePage(app.saves, userId);
    const response = await client.put(`/api/landing-pages/${page.id}`, { title: '  New title  ' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: page.id,
      title: 'New title',
      generatedHtml: page.generatedHtml,
    });
    expect((await pageRow(app.db, page.id))!.title).toBe('New title');
  });

  it('moves into an own folder and back out with null', async () => {
    const { page } = await makePage(app.saves, userId);
    const [folder] = await app.db.insert(folders).values({ userId, name: 'Mine' }).returning();
    const moved = await client.put(`/api/landing-pages/${page.id}`, { folderId: folder!.id });
    expect(moved.status).toBe(200);
    expect(moved.body.folderId).toBe(folder!.id);
    const back = await client.put(`/api/landing-pages/${page.id}`, { folderId: null });
    expect(back.status).toBe(200);
    expect(back.body.folderId).toBeNull();
    expect((await pageRow(app.db, page.id))!.folderId).toBeNull();
  });

  it("refuses another user's folder or a missing one with 404 'Folder not found'", async () => {
    const { page } = await makePage(app.saves, userId);
    const other = await signUp(app, 'folderowner');
    const [foreign] = await app.db
      .insert(folders)
      .values({ userId: other.userId, name: 'Theirs' })
      .returning();
    for (const folderId of [foreign!.id, 2147483647]) {
      const response = await client.put(`/api/landing-pages/${page.id}`, { folderId });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Folder not found' });
    }
    expect((await pageRow(app.db, page.id))!.folderId).toBeNull();
  });

  it('saves a direct HTML edit as a new live version, stored exactly as sent', async () => {
    const { page } = await makePage(app.saves, userId);
    const edited = '  <html><body>Edited ✓</body></html>\r\n';
    const response = await client.put(`/api/landing-pages/${page.id}`, {
      generatedHtml: edited,
      commitMessage: 'Changed the headline',
    });
    expect(response.status).toBe(200);
    expect(response.body.generatedHtml).toBe(edited);
    expect(response.body.version).toMatchObject({ version: 2, commitMessage: 'Changed the headline' });
    expect(response.body).toMatchObject({ versionCount: 2, currentVersionId: response.body.version.id });
    const versions = await versionRows(app.db, page.id);
    expect(versions.map((v) => v.html)).toEqual([page.generatedHtml, edited]);
    expect((await pageRow(app.db, page.id))!.generatedHtml).toBe(edited);
  });

  it("defaults a missing or blank commit message to 'Manual edit'", async () => {
    const { page } = await makePage(app.saves, userId);
    const a = await client.put(`/api/landing-pages/${page.id}`, { generatedHtml: '<p>a</p>' });
    const b = await client.put(`/api/landing-pages/${page.id}`, {
      generatedHtml: '<p>b</p>',
      commitMessage: ' ',
    });
    expect(a.body.version.commitMessage).toBe('Manual edit');
    expect(b.body.version).toMatchObject({ version: 3, commitMessage: 'Manual edit' });
  });

  const badBodies: [string, unknown][] = [
    ['an empty object', {}],
    ['an empty title', { title: '' }],
    ['a blank title', { title: '   ' }],
    ['a numeric title', { title: 5 }],
    ['a too long title', { title: 'x'.repeat(201) }],
    ['title plus userId', { title: 'x', userId: 1 }],
    ['title plus copyCount', { title: 'x', copyCount: 99 }],
    ['a role', { role: 'admin' }],
    ['two shapes at once', { title: 'x', folderId: null }],
    ['a string folderId', { folderId: '1' }],
    ['a zero folderId', { folderId: 0 }],
    ['a fractional folderId', { folderId: 1.5 }],
    ['an empty generatedHtml', { generatedHtml: '' }],
    ['a blank generatedHtml', { generatedHtml: '  \n ' }],
    ['a generatedHtml without any tag', { generatedHtml: 'just words' }],
    ['a numeric generatedHtml', { generatedHtml: 42 }],
    ['a commitMessage alone', { commitMessage: 'x' }],
    ['a numeric commitMessage', { generatedHtml: '<p>x</p>', commitMessage: 5 }],
    ['an array', [{ title: 'x' }]],
    ['null', null],
    ['a string', 'title'],
  ];

  it.each(badBodies)('refuses %s with 400 and changes nothing', async (_, body) => {
    const { page } = await makePage(app.saves, userId, { title: 'Untouched' });
    const response = await client.put(`/api/landing-pages/${page.id}`, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
    expect(response.body.message).not.toBe('Invalid input');
    const row = await pageRow(app.db, page.id);
    expect(row).toEqual(page);
    expect(await versionRows(app.db, page.id)).toHaveLength(1);
  });

  it('refuses malformed JSON (400) and a non-JSON content type (415)', async () => {
    const { page } = await makePage(app.saves, userId, { title: 'Untouched' });
    const malformed = await client.put(`/api/landing-pages/${page.id}`, undefined, {
      rawBody: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const wrongType = await client.put(`/api/landing-pages/${page.id}`, undefined, {
      rawBody: 'title=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrongType.status).toBe(415);
    expect((await pageRow(app.db, page.id))!.title).toBe('Untouched');
  });
});

describe('DELETE /api/landing-pages/:id', () => {
  it('deletes the page with its versions and chat history', async () => {
    const { client, userId } = await signUp(app, 'deleter');
    const { page } = await makePage(app.saves, userId);
    const keep = await makePage(app.saves, userId, { title: 'Keep me' });
    await makeVersion(app.saves, userId, page.id, '<p>2</p>');
    await app.db
      .insert(chatMessages)
      .values({ landingPageId: page.id, messageId: '1', role: 'user', content: 'hi' });
    const response = await client.delete(`/api/landing-pages/${page.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect(await pageRow(app.db, page.id)).toBeUndefined();
    expect(await versionRows(app.db, page.id)).toEqual([]);
    expect(await app.db.select().from(chatMessages).where(eq(chatMessages.landingPageId, page.id))).toEqual(
      [],
    );
    expect(await pageRow(app.db, keep.page.id)).toBeDefined();
    const again = await client.delete(`/api/landing-pages/${page.id}`);
    expect(again.status).toBe(404);
  });
});

describe('POST /api/landing-pages/:id/copy', () => {
  it('counts every copy, including 20 at once', async () => {
    const { client, userId } = await signUp(app, 'copier');
    const { page } = await makePage(app.saves, userId);
    const first = await client.post(`/api/landing-pages/${page.id}/copy`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ copyCount: 1 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => client.post(`/api/landing-pages/${page.id}/copy`)),
    );
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(responses.map((r) => r.body.copyCount).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 2),
    );
    expect((await pageRow(app.db, page.id))!.copyCount).toBe(21);
  });
});

describe('POST /api/landing-pages/:id/ungroup', () => {
  it('takes only that page out of its variation group and answers its summary', async () => {
    const { client, userId } = await signUp(app, 'grouper');
    const a = await makePage(app.saves, userId, { variationGroup: 'g-1' });
    const b = await makePage(app.saves, userId, { variationGroup: 'g-1' });
    const response = await client.post(`/api/landing-pages/${a.page.id}/ungroup`);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(SUMMARY_KEYS);
    expect(response.body).toMatchObject({ id: a.page.id, variationGroup: null, versionCount: 1 });
    expect((await pageRow(app.db, a.page.id))!.variationGroup).toBeNull();
    expect((await pageRow(app.db, b.page.id))!.variationGroup).toBe('g-1');
  });
});

describe('/api/landing-pages/:id/chat-history', () => {
  it('lists the stored chat oldest first and clears it on DELETE', async () => {
    const { client, userId } = await signUp(app, 'chatter');
    const { page } = await makePage(app.saves, userId);
    const other = await makePage(app.saves, userId);
    await app.db.insert(chatMessages).values([
      {
        landingPageId: page.id,
        messageId: '1700000000002',
        role: 'assistant',
        content: 'Done',
        timestamp: new Date('2026-01-01T10:00:02Z'),
      },
      {
        landingPageId: page.id,
        messageId: '1700000000001',
        role: 'user',
        content: 'Make it blue',
        image: '/9j/4AAQ',
        timestamp: new Date('2026-01-01T10:00:01Z'),
      },
      { landingPageId: other.page.id, messageId: 'x', role: 'user', content: 'Other page' },
    ]);
    const response = await client.get(`/api/landing-pages/${page.id}/chat-history`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        messageId: '1700000000001',
        role: 'user',
        content: 'Make it blue',
        image: '/9j/4AAQ',
        timestamp: '2026-01-01T10:00:01.000Z',
      },
      {
        messageId: '1700000000002',
        role: 'assistant',
        content: 'Done',
        timestamp: '2026-01-01T10:00:02.000Z',
      },
    ]);
    const cleared = await client.delete(`/api/landing-pages/${page.id}/chat-history`);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ success: true });
    expect((await client.get(`/api/landing-pages/${page.id}/chat-history`)).body).toEqual([]);
    expect((await client.get(`/api/landing-pages/${other.page.id}/chat-history`)).body).toHaveLength(1);
  });
});
