import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folders } from '../../src/server/db/schema/index.ts';
import { FOLDER_COLORS } from '../../src/shared/constants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { makePage, pageRow, signUp } from './pages-fixtures.ts';

let app: TestApp;
let client: TestClient;
let userId: number;
beforeAll(async () => {
  app = await startTestApp();
  ({ client, userId } = await signUp(app, 'folders'));
});
afterAll(async () => app?.close());

const folderRow = async (id: number) => (await app.db.select().from(folders).where(eq(folders.id, id)))[0];
const countFolders = async () =>
  (await app.db.select().from(folders).where(eq(folders.userId, userId))).length;

describe('POST /api/folders', () => {
  it('creates a folder (201) with a trimmed name and the default colour', async () => {
    const response = await client.post('/api/folders', { name: '  Clients  ' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'Clients',
      color: '#3b82f6',
      createdAt: expect.any(String),
    });
    expect(await folderRow(response.body.id)).toMatchObject({ userId, name: 'Clients', color: '#3b82f6' });
  });

  it.each(FOLDER_COLORS)('accepts the colour %s', async (color) => {
    const response = await client.post('/api/folders', { name: `Colour ${color}`, color });
    expect(response.status).toBe(201);
    expect(response.body.color).toBe(color);
  });

  it('stores a colour given in upper case in its canonical lower case', async () => {
    const response = await client.post('/api/folders', { name: 'Upper', color: '#EF4444' });
    expect(response.status).toBe(201);
    expect(response.body.color).toBe('#ef4444');
  });

  it.each([
    ['no name', {}],
    ['an empty name', { name: '' }],
    ['a blank name', { name: '   ' }],
    ['a numeric name', { name: 5 }],
    ['a too long name', { name: 'x'.repeat(101) }],
    ['an unknown colour', { name: 'x', color: '#123456' }],
    ['a colour name', { name: 'x', color: 'red' }],
    ['a null colour', { name: 'x', color: null }],
    ['a userId', { name: 'x', userId: 1 }],
    ['an id', { name: 'x', id: 1 }],
    ['an array', [{ name: 'x' }]],
  ])('refuses %s with 400 and creates nothing', async (_, body) => {
    const before = await countFolders();
    const response = await client.post('/api/folders', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
    expect(await countFolders()).toBe(before);
  });
});

describe('GET /api/folders', () => {
  it("lists the caller's folders in creation order, and only theirs", async () => {
    const { client: fresh, userId: freshId } = await signUp(app, 'lister');
    const other = await signUp(app, 'other');
    await other.client.post('/api/folders', { name: 'Not mine' });
    const names = ['Zebra', 'Alpha', 'Middle'];
    for (const name of names) expect((await fresh.post('/api/folders', { name })).status).toBe(201);
    const response = await fresh.get('/api/folders');
    expect(response.status).toBe(200);
    expect(response.body.map((f: { name: string }) => f.name)).toEqual(names);
    for (const folder of response.body)
      expect(Object.keys(folder).sort()).toEqual(['color', 'createdAt', 'id', 'name']);
    expect(freshId).not.toBe(other.userId);
  });
});

describe('PUT /api/folders/:id', () => {
  it('updates name and colour together (the web app sends both)', async () => {
    const { body: folder } = await client.post('/api/folders', { name: 'Old' });
    const response = await client.put(`/api/folders/${folder.id}`, { name: ' New ', color: '#10b981' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...folder, name: 'New', color: '#10b981' });
  });

  it('accepts either field alone and keeps the other', async () => {
    const { body: folder } = await client.post('/api/folders', { name: 'Keep', color: '#8b5cf6' });
    const renamed = await client.put(`/api/folders/${folder.id}`, { name: 'Renamed' });
    expect(renamed.body).toMatchObject({ name: 'Renamed', color: '#8b5cf6' });
    const recoloured = await client.put(`/api/folders/${folder.id}`, { color: '#ec4899' });
    expect(recoloured.body).toMatchObject({ name: 'Renamed', color: '#ec4899' });
  });

  it.each([
    ['an empty object', {}],
    ['an empty name', { name: '' }],
    ['a blank name', { name: '  ' }],
    ['an unknown colour', { name: 'x', color: '#000000' }],
    ['a userId', { name: 'x', userId: 99 }],
    ['a numeric colour', { color: 3 }],
  ])('refuses %s with 400 and changes nothing', async (_, body) => {
    const { body: folder } = await client.post('/api/folders', { name: 'Stable', color: '#f59e0b' });
    const response = await client.put(`/api/folders/${folder.id}`, body);
    expect(response.status).toBe(400);
    expect(await folderRow(folder.id)).toMatchObject({ name: 'Stable', color: '#f59e0b', userId });
  });

  it('answers 404 for a missing folder', async () => {
    const response = await client.put('/api/folders/2147483647', { name: 'x' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Folder not found' });
  });
});

describe('DELETE /api/folders/:id', () => {
  it('deletes the folder; its pages survive and return to no folder', async () => {
    const { body: folder } = await client.post('/api/folders', { name: 'Doomed' });
    const { body: otherFolder } = await client.post('/api/folders', { name: 'Survivor' });
    const inside = await makePage(app.saves, userId);
    const elsewhere = await makePage(app.saves, userId);
    expect((await client.put(`/api/landing-pages/${inside.page.id}`, { folderId: folder.id })).status).toBe(
      200,
    );
    expect(
      (await client.put(`/api/landing-pages/${elsewhere.page.id}`, { folderId: otherFolder.id })).status,
    ).toBe(200);

    const response = await client.delete(`/api/folders/${folder.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect(await folderRow(folder.id)).toBeUndefined();
    expect(await pageRow(app.db, inside.page.id)).toMatchObject({ folderId: null, title: 'Test page' });
    expect((await pageRow(app.db, elsewhere.page.id))!.folderId).toBe(otherFolder.id);
    const listed = await client.get(`/api/landing-pages/${inside.page.id}`);
    expect(listed.body.folderId).toBeNull();
    expect((await client.delete(`/api/folders/${folder.id}`)).status).toBe(404);
  });
});
