import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folders, landingPages, pageVersions } from '../../src/server/db/schema/index.ts';
import { addVersion, createPageWithFirstVersion } from '../../src/server/features/pages/index.ts';
import { samplePage } from '../support/pages.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** The migrated schema itself (PGlite or PostgreSQL, whichever the run uses). */
let app: TestApp;
let userId: number;

beforeAll(async () => {
  app = await startTestApp();
  userId = (await app.client().register('schemer')).id;
});
afterAll(async () => app?.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await app.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe('foreign keys', () => {
  it('every foreign key has an index that starts with its columns', async () => {
    // A delete on the referenced table (a folder, a coupon, a user, a version) looks the
    // referencing rows up by these columns; without an index that is a full scan per row.
    const unindexed = await rows<{ constraint: string }>(sql`
      select c.conname as "constraint"
      from pg_constraint c
      where c.contype = 'f'
        and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] = c.conkey
        )
      order by 1`);
    expect(unindexed).toEqual([]);
  });

  it('names the indexes the audit asked for', async () => {
    const names = (
      await rows<{ indexname: string }>(sql`select indexname from pg_indexes where schemaname = 'public'`)
    ).map((row) => row.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'landing_pages_folder_idx',
        'landing_pages_current_version_idx',
        'user_subscriptions_coupon_idx',
        'audit_log_actor_idx',
        'api_logs_page_idx',
      ]),
    );
  });

  it("a page's live version must exist: a dangling id is refused, a deleted version leaves NULL", async () => {
    const { page, version } = await createPageWithFirstVersion(
      { db: app.db },
      {
        userId,
        title: 'Live',
        prompt: 'p',
        html: samplePage('Live'),
        maxLandingPages: null,
        planName: 'Free',
      },
    );
    expect(page.currentVersionId).toBe(version.id);
    await expect(
      app.db
        .update(landingPages)
        .set({ currentVersionId: 2_000_000_000 })
        .where(eq(landingPages.id, page.id)),
    ).rejects.toThrow();
    await app.db.delete(pageVersions).where(eq(pageVersions.id, version.id));
    const [after] = await app.db.select().from(landingPages).where(eq(landingPages.id, page.id));
    expect(after?.currentVersionId).toBeNull();
  });

  it('keeping one version replaces the live one in a single save, and deleting the page takes all', async () => {
    const { page } = await createPageWithFirstVersion(
      { db: app.db },
      {
        userId,
        title: 'One',
        prompt: 'p',
        html: samplePage('One'),
        maxLandingPages: null,
        planName: 'Free',
      },
    );
    // The old live version is pruned before the page points at its successor.
    const second = await addVersion(
      { db: app.db },
      {
        pageId: page.id,
        userId,
        html: samplePage('Two'),
        commitMessage: 'two',
        maxVersions: 1,
      },
    );
    const [after] = await app.db.select().from(landingPages).where(eq(landingPages.id, page.id));
    expect(after?.currentVersionId).toBe(second.id);
    const versions = await app.db.select().from(pageVersions).where(eq(pageVersions.landingPageId, page.id));
    expect(versions.map((v) => v.id)).toEqual([second.id]);

    await app.db.delete(landingPages).where(eq(landingPages.id, page.id));
    expect(await app.db.select().from(pageVersions).where(eq(pageVersions.landingPageId, page.id))).toEqual(
      [],
    );
  });

  it('deleting a folder returns its pages to no folder', async () => {
    const [folder] = await app.db.insert(folders).values({ userId, name: 'Temp' }).returning();
    const { page } = await createPageWithFirstVersion(
      { db: app.db },
      {
        userId,
        title: 'Filed',
        prompt: 'p',
        html: samplePage('Filed'),
        maxLandingPages: null,
        planName: 'Free',
      },
    );
    await app.db.update(landingPages).set({ folderId: folder!.id }).where(eq(landingPages.id, page.id));
    await app.db.delete(folders).where(eq(folders.id, folder!.id));
    const [after] = await app.db.select().from(landingPages).where(eq(landingPages.id, page.id));
    expect(after?.folderId).toBeNull();
  });
});
