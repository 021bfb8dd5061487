import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import {
  makePage,
  makeVersion,
  pageHtml,
  pageRow,
  setMaxVersions,
  signUp,
  versionRows,
} from './pages-fixtures.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

describe('GET /api/landing-pages/:id/versions', () => {
  it('lists versions newest first with share links, and says how many the plan keeps', async () => {
    const { client, userId } = await signUp(app, 'versions');
    const { page, version: v1 } = await makePage(app.saves, userId);
    const v2 = await makeVersion(app.saves, userId, page.id, pageHtml('Version 2'), 'Second');
    const response = await client.get(`/api/landing-pages/${page.id}/versions`);
    expect(response.status).toBe(200);
    // The Free plan of the seed keeps 5 versions.
    expect(response.headers.get('x-versions-kept')).toBe('5');
    expect(response.body).toEqual([
      {
        id: v2.id,
        version: 2,
        commitMessage: 'Second',
        createdAt: v2.createdAt.toISOString(),
        previewUrl: `/preview/${page.id}/${v2.id}?key=${v2.shareToken}`,
        sourceBytes: null,
      },
      {
        id: v1.id,
        version: 1,
        commitMessage: 'Initial generation',
        createdAt: v1.createdAt.toISOString(),
        previewUrl: `/preview/${page.id}/${v1.id}?key=${v1.shareToken}`,
        sourceBytes: null,
      },
    ]);
    expect(v1.shareToken).toMatch(/^[0-9a-f]{64}$/);
    expect(v1.shareToken).not.toBe(v2.shareToken);
  });

  it("says 'unlimited' when the plan keeps every version", async () => {
    const { client, userId } = await signUp(app, 'unlimited');
    await setMaxVersions(app.db, userId, -1);
    const { page } = await makePage(app.saves, userId);
    const response = await client.get(`/api/landing-pages/${page.id}/versions`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-versions-kept')).toBe('unlimited');
  });
});

describe('version pruning', () => {
  it("keeps only the plan's newest versions; numbers keep increasing and the live one stays", async () => {
    const { client, userId } = await signUp(app, 'pruner');
    await setMaxVersions(app.db, userId, 3);
    const { page } = await makePage(app.saves, userId);
    for (let n = 2; n <= 6; n++) {
      const response = await client.put(`/api/landing-pages/${page.id}`, {
        generatedHtml: pageHtml(`Version ${n}`),
        commitMessage: `Edit ${n}`,
      });
      expect(response.status).toBe(200);
      expect(response.body.version.version).toBe(n);
    }
    const versions = await client.get(`/api/landing-pages/${page.id}/versions`);
    expect(versions.headers.get('x-versions-kept')).toBe('3');
    expect(versions.body.map((v: { version: number }) => v.version)).toEqual([6, 5, 4]);
    const row = await pageRow(app.db, page.id);
    expect(row!.generatedHtml).toBe(pageHtml('Version 6'));
    expect((await versionRows(app.db, page.id)).map((v) => v.version)).toEqual([4, 5, 6]);
    const summary = (await client.get(`/api/landing-pages/${page.id}`)).body;
    expect(summary).toMatchObject({ versionCount: 3, currentVersionId: versions.body[0].id });
  });

  it('a save names the versions it pruned, and none below the limit', async () => {
    // The seed's Free plan keeps 5 versions.
    const { client, userId } = await signUp(app, 'prunenames');
    const { page, version: v1 } = await makePage(app.saves, userId);
    for (let n = 2; n <= 5; n++) {
      const response = await client.put(`/api/landing-pages/${page.id}`, {
        generatedHtml: pageHtml(`Version ${n}`),
        commitMessage: `Edit ${n}`,
      });
      expect(response.body.pruned).toEqual([]);
    }
    const sixth = await client.put(`/api/landing-pages/${page.id}`, {
      generatedHtml: pageHtml('Version 6'),
      commitMessage: 'Edit 6',
    });
    expect(sixth.status).toBe(200);
    expect(sixth.body.pruned).toEqual([{ id: v1.id, version: 1, commitMessage: 'Initial generation' }]);
    // A rename saves no version and prunes nothing.
    const renamed = await client.put(`/api/landing-pages/${page.id}`, { title: 'Renamed' });
    expect(renamed.body).not.toHaveProperty('pruned');
  });
});

describe('POST /api/landing-pages/:id/rollback', () => {
  it('makes the chosen version live as a NEW version and keeps the whole history', async () => {
    const { client, userId } = await signUp(app, 'roller');
    await setMaxVersions(app.db, userId, -1);
    const { page, version: v1 } = await makePage(app.saves, userId, { html: pageHtml('A') });
    await makeVersion(app.saves, userId, page.id, pageHtml('B'));
    await makeVersion(app.saves, userId, page.id, pageHtml('C'));
    const response = await client.post(`/api/landing-pages/${page.id}/rollback`, { versionId: v1.id });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      generatedHtml: pageHtml('A'),
      version: {
        id: expect.any(Number),
        version: 4,
        commitMessage: 'Rolled back to version 1',
        createdAt: expect.any(String),
        previewUrl: expect.stringMatching(new RegExp(`^/preview/${page.id}/\\d+\\?key=[0-9a-f]{64}$`)),
        sourceBytes: null,
      },
      pruned: [],
    });
    expect((await pageRow(app.db, page.id))!.generatedHtml).toBe(pageHtml('A'));
    const history = await versionRows(app.db, page.id);
    expect(history.map((v) => [v.version, v.html])).toEqual([
      [1, pageHtml('A')],
      [2, pageHtml('B')],
      [3, pageHtml('C')],
      [4, pageHtml('A')],
    ]);
    const page2 = (await client.get(`/api/landing-pages/${page.id}`)).body;
    expect(page2).toMatchObject({ generatedHtml: pageHtml('A'), currentVersionId: response.body.version.id });
  });

  it('prunes like any save when the plan limit is reached', async () => {
    const { client, userId } = await signUp(app, 'rollprune');
    await setMaxVersions(app.db, userId, 3);
    const { page } = await makePage(app.saves, userId, { html: pageHtml('A') });
    await makeVersion(app.saves, userId, page.id, pageHtml('B'));
    const v3 = await makeVersion(app.saves, userId, page.id, pageHtml('C'));
    const response = await client.post(`/api/landing-pages/${page.id}/rollback`, { versionId: v3.id });
    expect(response.status).toBe(200);
    expect(response.body.version.version).toBe(4);
    expect((await versionRows(app.db, page.id)).map((v) => v.version)).toEqual([2, 3, 4]);
  });

  it('at the limit never prunes the version it restores: the oldest other one goes, and the answer names it', async () => {
    // The seed's Free plan keeps 5 versions.
    const { client, userId } = await signUp(app, 'rollkeep');
    const { page, version: v1 } = await makePage(app.saves, userId, { html: pageHtml('A') });
    const v2 = await makeVersion(app.saves, userId, page.id, pageHtml('B'), 'Second');
    for (const html of ['C', 'D', 'E']) await makeVersion(app.saves, userId, page.id, pageHtml(html));
    const response = await client.post(`/api/landing-pages/${page.id}/rollback`, { versionId: v1.id });
    expect(response.status).toBe(200);
    expect(response.body.version.version).toBe(6);
    expect(response.body.pruned).toEqual([{ id: v2.id, version: 2, commitMessage: 'Second' }]);
    const history = await versionRows(app.db, page.id);
    expect(history.map((v) => [v.version, v.html])).toEqual([
      [1, pageHtml('A')],
      [3, pageHtml('C')],
      [4, pageHtml('D')],
      [5, pageHtml('E')],
      [6, pageHtml('A')],
    ]);
    expect(history.find((v) => v.version === 1)?.commitMessage).toBe('Initial generation');
    const row = await pageRow(app.db, page.id);
    expect(row).toMatchObject({ generatedHtml: pageHtml('A'), versionCount: 5 });

    // Rolling back to a later version prunes version 1, and the answer says so.
    const v4 = history.find((v) => v.version === 4)!;
    const again = await client.post(`/api/landing-pages/${page.id}/rollback`, { versionId: v4.id });
    expect(again.status).toBe(200);
    expect(again.body.pruned).toEqual([{ id: v1.id, version: 1, commitMessage: 'Initial generation' }]);
    expect((await versionRows(app.db, page.id)).map((v) => v.version)).toEqual([3, 4, 5, 6, 7]);
  });

  it('keeps the restored version even when the plan keeps only one', async () => {
    const { client, userId } = await signUp(app, 'rollone');
    const { page, version: v1 } = await makePage(app.saves, userId, { html: pageHtml('A') });
    await makeVersion(app.saves, userId, page.id, pageHtml('B'));
    await setMaxVersions(app.db, userId, 1);
    const response = await client.post(`/api/landing-pages/${page.id}/rollback`, { versionId: v1.id });
    expect(response.status).toBe(200);
    expect(response.body.pruned.map((v: { version: number }) => v.version)).toEqual([2]);
    expect((await versionRows(app.db, page.id)).map((v) => v.version)).toEqual([1, 3]);
  });

  it("refuses a version of another page (even the caller's own) or a missing one", async () => {
    const { client, userId } = await signUp(app, 'rollwrong');
    const { page } = await makePage(app.saves, userId);
    const { version: elsewhere } = await makePage(app.saves, userId);
    for (const versionId of [elsewhere.id, 2147483647]) {
      const response = await client.post(`/api/landing-pages/${page.id}/rollback`, { versionId });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Version not found' });
    }
    expect(await versionRows(app.db, page.id)).toHaveLength(1);
  });

  it.each([
    ['an empty object', {}],
    ['a string id', { versionId: '1' }],
    ['a zero id', { versionId: 0 }],
    ['a negative id', { versionId: -3 }],
    ['a fractional id', { versionId: 1.5 }],
    ['an extra field', { versionId: 1, userId: 2 }],
    ['null', null],
  ])('refuses %s with 400 and changes nothing', async (_, body) => {
    const { client, userId } = await signUp(app, 'rollbad');
    const { page } = await makePage(app.saves, userId);
    const response = await client.post(`/api/landing-pages/${page.id}/rollback`, body);
    expect(response.status).toBe(400);
    expect(await versionRows(app.db, page.id)).toHaveLength(1);
  });
});
