import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVersion } from '../../src/server/features/pages/index.ts';
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
    const { page } = await makePage(app.db, userId, { title: 'Original' });
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
    await addVersion(app.db, {
      pageId: page.id,
      userId,
      html: '<html><body>v2</body></html>',
      commitMessage: 'v2',
      maxVersions: null,
    });
    await expectChanged((list) => expect(list[0].versionCount).toBe(2));
    // Another user's changes do not invalidate this list.
    await makePage(app.db, other.userId, { title: 'Not mine' });
    expect((await client.get('/api/landing-pages', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await client.delete(`/api/landing-pages/${page.id}`);
    await expectChanged((list) => expect(list).toEqual([]));
  });
});
