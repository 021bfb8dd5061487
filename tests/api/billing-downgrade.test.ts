import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSubscriptions } from '../../src/server/db/schema/index.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { planNamed, subscriptionsOf } from './billing-fixtures.ts';
import { makePage, makeVersion, pageHtml, signUp } from './pages-fixtures.ts';

/**
 * A downgrade deletes nothing (docs/product.md, 'Upgrade page'): a Starter user with more pages
 * and versions than Free allows moves to Free through the plan-change route, and every row of
 * every table is still there. The limits then decide only what can be added: the pages over
 * the limit stay readable and editable, a new page is refused.
 */

let app: TestApp;
beforeAll(async () => {
  // No Stripe keys: payments are off, as when a user cannot buy the plan back.
  app = await startTestApp();
});
afterAll(async () => app?.close());

/** Rows in every table of the schema, by table name. */
async function rowCounts(): Promise<Record<string, number>> {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = row!.n;
  }
  return counts;
}

describe('a downgrade through POST /api/create-payment-intent', () => {
  it('deletes nothing: every page, version and folder stays, and only the subscription rows change', async () => {
    const starter = await planNamed(app.db, 'Starter');
    const free = await planNamed(app.db, 'Free');
    const { client, userId } = await signUp(app, 'downsizer');
    await app.db
      .update(userSubscriptions)
      .set({ planId: starter.id })
      .where(eq(userSubscriptions.userId, userId));

    // Six pages (Free allows 3), each with eight versions (Free keeps 5), in a folder.
    const folder = await client.post('/api/folders', { name: 'Campaigns' });
    expect(folder.status).toBe(201);
    const pageIds: number[] = [];
    for (let n = 1; n <= 6; n++) {
      const { page } = await makePage(app.db, userId, { title: `Page ${n}` });
      for (let v = 2; v <= 8; v++) await makeVersion(app.db, userId, page.id, pageHtml(`Page ${n} v${v}`));
      pageIds.push(page.id);
    }
    const moved = await client.put(`/api/landing-pages/${pageIds[0]}`, { folderId: folder.body.id });
    expect(moved.status).toBe(200);
    const before = await rowCounts();
    expect(before.landing_pages).toBeGreaterThanOrEqual(6);
    expect(before.page_versions).toBeGreaterThanOrEqual(48);

    const response = await client.post('/api/create-payment-intent', { planId: free.id });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Plan assigned successfully' });

    const after = await rowCounts();
    // The old subscription is cancelled, not deleted; a new one starts; the checkout throttle
    // counts the request. Every other table is exactly as it was.
    expect(after.user_subscriptions).toBe(before.user_subscriptions! + 1);
    const changed = Object.keys(before).filter((table) => after[table] !== before[table]);
    expect(changed.filter((table) => table !== 'user_subscriptions' && table !== 'rate_limits')).toEqual([]);
    expect(Object.entries(after).filter(([table, n]) => n < (before[table] ?? 0))).toEqual([]);
    expect((await subscriptionsOf(app.db, userId)).map((row) => [row.planId, row.status])).toEqual([
      [starter.id, 'cancelled'],
      [free.id, 'active'],
    ]);

    // The pages over the limit are all still the user's, with every version.
    const status = await client.get('/api/billing/status');
    expect(status.body.plan.name).toBe('Free');
    expect(status.body.usage.landingPages).toEqual({ used: 6, limit: 3 });
    const list = await client.get('/api/landing-pages');
    expect(list.body.map((page: { id: number }) => page.id).sort()).toEqual([...pageIds].sort());
    for (const id of pageIds) {
      const page = await client.get(`/api/landing-pages/${id}`);
      expect(page.status).toBe(200);
      const versions = await client.get(`/api/landing-pages/${id}/versions`);
      expect(versions.body).toHaveLength(8);
    }
  });

  it('leaves the pages over the limit readable and editable, and refuses a new page', async () => {
    const starter = await planNamed(app.db, 'Starter');
    const free = await planNamed(app.db, 'Free');
    const { client, userId } = await signUp(app, 'overlimit');
    await app.db
      .update(userSubscriptions)
      .set({ planId: starter.id })
      .where(eq(userSubscriptions.userId, userId));
    const pages = [];
    for (let n = 1; n <= 4; n++) pages.push((await makePage(app.db, userId, { title: `Page ${n}` })).page);
    expect((await client.post('/api/create-payment-intent', { planId: free.id })).status).toBe(200);

    // The fourth page, over Free's three, is edited like any other.
    const last = pages.at(-1)!;
    const current = await client.get(`/api/landing-pages/${last.id}`);
    const edited = await client.put(`/api/landing-pages/${last.id}`, {
      generatedHtml: pageHtml('Edited after the downgrade'),
      commitMessage: 'Edit on Free',
      baseVersionId: current.body.currentVersionId,
    });
    expect(edited.status).toBe(200);
    const reread = await client.get(`/api/landing-pages/${last.id}`);
    expect(reread.body.generatedHtml).toContain('Edited after the downgrade');

    // A new page is refused before any AI call, naming the limit; nothing is made.
    const generated = await client.post('/api/ai-chat-generate', {
      messages: [{ role: 'user', content: 'A landing page for a bakery in Leeds' }],
    });
    expect(generated.status).toBe(403);
    expect(generated.body.message).toMatch(/Free plan allows 3 landing pages/);
    expect((await client.get('/api/landing-pages')).body).toHaveLength(4);
  });
});
