import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, folders, landingPages } from '../../src/server/db/schema/index.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient, TestResponse } from '../support/test-client.ts';
import { INVALID_IDS, makePage, pageRow, signUp, versionRows } from './pages-fixtures.ts';

/**
 * Ownership and input rules over EVERY pages/folders route, table-driven so a route added
 * later without its guard shows up here: signed out -> 401, another user's id -> the same
 * 404 as a missing id (and nothing changes), malformed ids -> 400.
 */

let app: TestApp;
let owner: { client: TestClient; userId: number };
let intruder: { client: TestClient; userId: number };
let pageId: number;
let versionId: number;
let folderId: number;

beforeAll(async () => {
  app = await startTestApp();
  owner = await signUp(app, 'owner');
  intruder = await signUp(app, 'intruder');
  const [folder] = await app.db.insert(folders).values({ userId: owner.userId, name: 'Private' }).returning();
  folderId = folder!.id;
  const { page, version } = await makePage(app.saves, owner.userId, { variationGroup: 'g' });
  pageId = page.id;
  versionId = version.id;
  await app.db.update(landingPages).set({ folderId }).where(eq(landingPages.id, pageId));
  await app.db
    .insert(chatMessages)
    .values({ landingPageId: pageId, messageId: '1', role: 'user', content: 'hi' });
});
afterAll(async () => app?.close());

type Send = (client: TestClient, id: string) => Promise<TestResponse>;

/** Every route that takes a landing page id. */
const pageRoutes: [string, Send][] = [
  ['GET /:id', (c, id) => c.get(`/api/landing-pages/${id}`)],
  ['PUT /:id {title}', (c, id) => c.put(`/api/landing-pages/${id}`, { title: 'Hacked' })],
  ['PUT /:id {folderId}', (c, id) => c.put(`/api/landing-pages/${id}`, { folderId: null })],
  ['PUT /:id {generatedHtml}', (c, id) => c.put(`/api/landing-pages/${id}`, { generatedHtml: '<p>x</p>' })],
  ['DELETE /:id', (c, id) => c.delete(`/api/landing-pages/${id}`)],
  ['POST /:id/copy', (c, id) => c.post(`/api/landing-pages/${id}/copy`)],
  ['GET /:id/versions', (c, id) => c.get(`/api/landing-pages/${id}/versions`)],
  ['POST /:id/rollback', (c, id) => c.post(`/api/landing-pages/${id}/rollback`, { versionId })],
  ['GET /:id/chat-history', (c, id) => c.get(`/api/landing-pages/${id}/chat-history`)],
  ['DELETE /:id/chat-history', (c, id) => c.delete(`/api/landing-pages/${id}/chat-history`)],
  ['POST /:id/ungroup', (c, id) => c.post(`/api/landing-pages/${id}/ungroup`)],
  ['GET /:id/preview', (c, id) => c.get(`/api/landing-pages/${id}/preview?t=1`)],
  ['GET /:id/thumbnail', (c, id) => c.get(`/api/landing-pages/${id}/thumbnail`)],
  ['POST /:id/screenshot', (c, id) => c.post(`/api/landing-pages/${id}/screenshot`)],
];

/** Every route that takes a folder id. */
const folderRoutes: [string, Send][] = [
  ['PUT /api/folders/:id', (c, id) => c.put(`/api/folders/${id}`, { name: 'Hacked', color: '#ef4444' })],
  ['DELETE /api/folders/:id', (c, id) => c.delete(`/api/folders/${id}`)],
];

const collectionRoutes: [string, (c: TestClient) => Promise<TestResponse>][] = [
  ['GET /api/landing-pages', (c) => c.get('/api/landing-pages')],
  ['GET /api/folders', (c) => c.get('/api/folders')],
  ['POST /api/folders', (c) => c.post('/api/folders', { name: 'New' })],
];

async function ownerState() {
  return {
    page: await pageRow(app.db, pageId),
    versions: await versionRows(app.db, pageId),
    chat: await app.db.select().from(chatMessages).where(eq(chatMessages.landingPageId, pageId)),
    folder: (await app.db.select().from(folders).where(eq(folders.id, folderId)))[0],
  };
}

describe('signed out', () => {
  it.each([...pageRoutes, ...folderRoutes])('%s answers 401', async (_, send) => {
    const response = await send(app.client(), String(pageId));
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: expect.any(String) });
  });

  it.each(collectionRoutes)('%s answers 401', async (_, send) => {
    const response = await send(app.client());
    expect(response.status).toBe(401);
  });
});

describe("another user's ids answer exactly like missing ones", () => {
  it.each(pageRoutes)("%s with another user's page id -> 404, nothing changes", async (_, send) => {
    const before = await ownerState();
    const foreign = await send(intruder.client, String(pageId));
    const missing = await send(intruder.client, '2147483647');
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Landing page not found' });
    expect(missing.status).toBe(404);
    expect(foreign.text).toBe(missing.text);
    expect(await ownerState()).toEqual(before);
  });

  it.each(folderRoutes)("%s with another user's folder id -> 404, nothing changes", async (_, send) => {
    const before = await ownerState();
    const foreign = await send(intruder.client, String(folderId));
    const missing = await send(intruder.client, '2147483647');
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Folder not found' });
    expect(foreign.text).toBe(missing.text);
    expect(await ownerState()).toEqual(before);
  });

  it("refuses to file the intruder's own page into the owner's folder", async () => {
    const { page } = await makePage(app.saves, intruder.userId);
    const response = await intruder.client.put(`/api/landing-pages/${page.id}`, { folderId });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Folder not found' });
    expect((await pageRow(app.db, page.id))!.folderId).toBeNull();
  });

  it("refuses to roll the intruder's own page back to the owner's version", async () => {
    const { page } = await makePage(app.saves, intruder.userId);
    const response = await intruder.client.post(`/api/landing-pages/${page.id}/rollback`, { versionId });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Version not found' });
    expect(await versionRows(app.db, page.id)).toHaveLength(1);
  });

  it("never lists the owner's pages or folders to the intruder", async () => {
    const pages = await intruder.client.get('/api/landing-pages');
    expect(pages.body.map((p: { id: number }) => p.id)).not.toContain(pageId);
    const folderList = await intruder.client.get('/api/folders');
    expect(folderList.body).toEqual([]);
  });

  it('the owner still sees everything intact', async () => {
    const response = await owner.client.get(`/api/landing-pages/${pageId}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: 'Test page', folderId, variationGroup: 'g', copyCount: 0 });
  });
});

describe('malformed ids answer 400', () => {
  const pageCases = pageRoutes.flatMap(([name, send]) => INVALID_IDS.map((id) => [name, id, send] as const));
  it.each(pageCases)("%s with id '%s' -> 400 'Invalid landing page ID'", async (_, id, send) => {
    const response = await send(owner.client, id);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Invalid landing page ID' });
  });

  const folderCases = folderRoutes.flatMap(([name, send]) =>
    INVALID_IDS.map((id) => [name, id, send] as const),
  );
  it.each(folderCases)("%s with id '%s' -> 400 'Invalid folder ID'", async (_, id, send) => {
    const response = await send(owner.client, id);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Invalid folder ID' });
  });
});
