import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVersion } from '../../src/server/features/pages/index.ts';
import { selectSummaryFragments } from '../../src/server/features/pages/page-query.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { makePage, signUp } from './pages-fixtures.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

describe('GET /api/landing-pages revalidation', () => {
  it('answers 304 while nothing changed, and a fresh list after every kind of change', async () => {
    const { client, userId } = await signUp(app, 'revalidator');
    const other = await signUp(app, 'bystander');
    const { page } = await makePage(app.saves, userId, { title: 'Original' });
    const folder = (await client.post('/api/folders', { name: 'Drafts' })).body;

    let etag = '';
    const expectChanged = async (check: (list: any[]) => void) => {
      const fresh = await client.get('/api/landing-pages', { headers: { 'if-none-match': etag } });
      expect(fresh.status).toBe(200);
      expect(fresh.headers.get('etag')).not.toBe(etag);
      etag = fresh.headers.get('etag')!;
      check(fresh.body);
      const again = await client.get('/api/landing-pages', { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
    };

    await expectChanged((list) => expect(list.map((p) => p.title)).toEqual(['Original']));
    await client.put(`/api/landing-pages/${page.id}`, { title: 'Renamed' });
    await expectChanged((list) => expect(list[0].title).toBe('Renamed'));
    await client.post(`/api/landing-pages/${page.id}/copy`);
    await expectChanged((list) => expect(list[0].copyCount).toBe(1));
    await client.put(`/api/landing-pages/${page.id}`, { folderId: folder.id });
    await expectChanged((list) => expect(list[0].folderId).toBe(folder.id));
    // A cascade (the folder's pages go back to no folder) changes the list too.
    await client.delete(`/api/folders/${folder.id}`);
    await expectChanged((list) => expect(list[0].folderId).toBeNull());
    await addVersion(
      { db: app.db },
      {
        pageId: page.id,
        userId,
        html: '<html><body>v2</body></html>',
        commitMessage: 'v2',
        maxVersions: null,
      },
    );
    await expectChanged((list) => expect(list[0].versionCount).toBe(2));
    // Another user's changes do not invalidate this list.
    await makePage(app.saves, other.userId, { title: 'Not mine' });
    expect((await client.get('/api/landing-pages', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await client.delete(`/api/landing-pages/${page.id}`);
    await expectChanged((list) => expect(list).toEqual([]));
  });
});

describe('GET /api/landing-pages after a change reads only what moved', () => {
  it('equals a full read of the database after renames, copies, new pages, deletes and moves', async () => {
    const { client, userId } = await signUp(app, 'incremental');
    const made: { id: number; title: string }[] = [];
    for (let i = 0; i < 12; i++) made.push((await makePage(app.saves, userId, { title: `Page ${i}` })).page);
    const truth = async () => {
      const rows = await selectSummaryFragments(app.db, userId);
      return JSON.parse(`[${[...rows.values()].map((row) => row.json).join(',')}]`);
    };
    const expectFresh = async () => {
      const list = await client.get('/api/landing-pages');
      expect(list.status).toBe(200);
      expect(list.body).toEqual(await truth());
      return list.body as { id: number; title: string }[];
    };

    const first = await expectFresh();
    expect(first.map((p) => p.title)).toEqual(made.map((p) => p.title).reverse());
    await client.put(`/api/landing-pages/${made[5]!.id}`, { title: 'Renamed in the middle' });
    expect((await expectFresh()).find((p) => p.id === made[5]!.id)?.title).toBe('Renamed in the middle');
    await client.post(`/api/landing-pages/${made[0]!.id}/copy`);
    await client.post(`/api/landing-pages/${made[11]!.id}/copy`);
    await expectFresh();
    const added = (await makePage(app.saves, userId, { title: 'Newest' })).page;
    expect((await expectFresh())[0]!.id).toBe(added.id);
    await client.delete(`/api/landing-pages/${made[3]!.id}`);
    const afterDelete = await expectFresh();
    expect(afterDelete.some((p) => p.id === made[3]!.id)).toBe(false);
    expect(afterDelete).toHaveLength(12);
    const folder = (await client.post('/api/folders', { name: 'Moved' })).body;
    for (const page of made.slice(6, 9))
      await client.put(`/api/landing-pages/${page.id}`, { folderId: folder.id });
    await expectFresh();
  });
});
