import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatMessages, landingPages, media, subscriptionPlans } from '../../src/server/db/schema/index.ts';
import { storedBytes } from '../../src/server/features/billing/index.ts';
import { billingStatusSchema } from '../../src/shared/api/billing.ts';
import { BYTES_PER_MB } from '../../src/shared/storage.ts';
import { TEST_ADMIN } from '../support/database.ts';
import { multipartFile } from '../support/multipart.ts';
import { userWithPlan } from '../support/plans.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { makePage, makeVersion, pageHtml, uniqueName, versionRows } from './pages-fixtures.ts';

/**
 * The per-plan storage allowance (docs/product.md, 'Storage'): photos, chat images and every
 * version's HTML count against the plan's megabytes; what would pass them is refused with 413
 * naming the allowance, before anything is stored; GET /api/billing/status shows the meter;
 * the admin plan form sets it; the seeded plans have one each.
 */

// Photos are decoded and encoded on a machine other tests share.
vi.setConfig({ testTimeout: 60_000 });

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

/** A noisy photo, so its WebP variants weigh something (tens of KB at least). */
const photo = () =>
  sharp({
    create: {
      width: 1600,
      height: 1000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();

const upload = async (client: TestClient) =>
  client.request<any>('POST', '/api/media', multipartFile(await photo()));

/** HTML of about `kb` kilobytes (the text is in its title and heading), with 'é' (2 bytes in UTF-8). */
const htmlOf = (kb: number, text = 'Café') => pageHtml(`${text} ${'é'.repeat(Math.round((kb * 1024) / 4))}`);

const status = async (client: TestClient) =>
  billingStatusSchema.parse((await client.get('/api/billing/status')).body).usage.storage;

describe('counting a user’s stored bytes', () => {
  it('adds up photos, chat images and every version’s HTML in UTF-8 bytes, and no one else’s', async () => {
    const { client, id } = await userWithPlan(app, uniqueName('counted'), { maxStorageMb: 10 });
    const other = await userWithPlan(app, uniqueName('other'), { maxStorageMb: 10 });
    const { page } = await makePage(app.db, id, { html: htmlOf(20) });
    await makeVersion(app.db, id, page.id, htmlOf(30, 'Version 2'));
    await makePage(app.db, other.id, { html: htmlOf(40) });
    const image = `data:image/webp;base64,${Buffer.alloc(3000, 7).toString('base64')}`;
    await app.db.insert(chatMessages).values([
      { landingPageId: page.id, messageId: '1', role: 'user', content: 'Use this photo', image },
      { landingPageId: page.id, messageId: '2', role: 'assistant', content: 'Done' },
    ]);
    expect((await upload(client)).status).toBe(201);
    const [photoRow] = await app.db.select().from(media).where(eq(media.userId, id));

    const versions = (await versionRows(app.db, page.id)).reduce(
      (sum, row) => sum + Buffer.byteLength(row.html, 'utf8'),
      0,
    );
    // 'é' is two bytes: a count of characters would be short by half of them.
    expect(versions).toBeGreaterThan(
      (await versionRows(app.db, page.id)).reduce((sum, row) => sum + row.html.length, 0),
    );
    const counted = await storedBytes({ db: app.db }, { userId: id });
    expect(counted).toEqual({
      media: photoRow!.bytes,
      chatImages: image.length,
      versions,
      total: photoRow!.bytes + image.length + versions,
    });
    expect(await status(client)).toEqual({ used: counted.total, limit: 10 * BYTES_PER_MB });
  });

  it('shows an unlimited allowance as a null limit, with the bytes still counted', async () => {
    const { client, id } = await userWithPlan(app, uniqueName('roomy'), { maxStorageMb: -1 });
    await makePage(app.db, id, { html: htmlOf(5) });
    const meter = await status(client);
    expect(meter.limit).toBeNull();
    expect(meter.used).toBe((await storedBytes({ db: app.db }, { userId: id })).total);
    expect(meter.used).toBeGreaterThan(5 * 1024);
  });
});

describe('refusing what would pass the allowance', () => {
  const refusal =
    /^Your Plan \w+ plan includes 1\.0 MB of storage, and [\d.]+ MB is in use: this would need [\d.]+ MB more\. Delete photos, old versions or pages you no longer need, or upgrade your plan for more storage\.$/;

  it('refuses a saved version with 413 naming the allowance, and stores nothing', async () => {
    const { client, id } = await userWithPlan(app, uniqueName('storage'), {
      maxStorageMb: 1,
      maxVersions: -1,
    });
    const { page } = await makePage(app.db, id, { html: htmlOf(400) });
    const saved = await client.put(`/api/landing-pages/${page.id}`, { generatedHtml: htmlOf(400, 'Second') });
    expect(saved.status, saved.text).toBe(200);
    const before = await storedBytes({ db: app.db }, { userId: id });

    const refused = await client.put(`/api/landing-pages/${page.id}`, {
      generatedHtml: htmlOf(400, 'Third'),
    });
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({
      message: expect.stringMatching(refusal),
      code: 'storage_full',
      storage: { used: before.total, limit: BYTES_PER_MB },
    });
    expect(await versionRows(app.db, page.id)).toHaveLength(2);
    expect(await storedBytes({ db: app.db }, { userId: id })).toEqual(before);
  });

  it('lets a save through when the versions it prunes make the room', async () => {
    const { client, id } = await userWithPlan(app, uniqueName('pruned'), { maxStorageMb: 1, maxVersions: 2 });
    const { page } = await makePage(app.db, id, { html: htmlOf(450) });
    expect(
      (await client.put(`/api/landing-pages/${page.id}`, { generatedHtml: htmlOf(450, 'Two') })).status,
    ).toBe(200);
    // Full but for ~100 KB; the third version drops the first, so the total does not grow.
    const third = await client.put(`/api/landing-pages/${page.id}`, { generatedHtml: htmlOf(450, 'Three') });
    expect(third.status, third.text).toBe(200);
    expect((await versionRows(app.db, page.id)).map((row) => row.version)).toEqual([2, 3]);
  });

  it('refuses a new page past the allowance (413) and creates nothing', async () => {
    const { id } = await userWithPlan(app, uniqueName('newpage'), { maxStorageMb: 1 });
    await makePage(app.db, id, { html: htmlOf(700) });
    await expect(makePage(app.db, id, { html: htmlOf(400, 'Another') })).rejects.toMatchObject({
      status: 413,
      message: expect.stringMatching(refusal),
    });
    expect(await app.db.select().from(landingPages).where(eq(landingPages.userId, id))).toHaveLength(1);
  });

  it('refuses a photo upload past the allowance (413) and keeps no media row', async () => {
    const { client, id } = await userWithPlan(app, uniqueName('photos'), { maxStorageMb: 1 });
    await makePage(app.db, id, { html: htmlOf(1000) });
    const refused = await upload(client);
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe('storage_full');
    expect(refused.body.message).toMatch(refusal);
    expect(await app.db.select().from(media).where(eq(media.userId, id))).toHaveLength(0);
  });
});

describe('the allowance of each plan', () => {
  it('is seeded per plan: Free 100 MB, Starter 1 GB, Pro 5 GB, Unlimited none', async () => {
    const plans = await app.db
      .select({ name: subscriptionPlans.name, mb: subscriptionPlans.maxStorageMb })
      .from(subscriptionPlans);
    const byName = Object.fromEntries(plans.map((plan) => [plan.name, plan.mb]));
    expect(byName).toMatchObject({ Free: 100, Starter: 1024, Pro: 5120, Unlimited: -1 });
  });

  it('is set by the admin plan form: empty or -1 is unlimited, other negatives and fractions are refused', async () => {
    const admin = app.client();
    await admin.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const created = await admin.post('/api/admin/subscription-plans', {
      name: uniqueName('Store'),
      price: 5,
      maxStorageMb: '250',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.maxStorageMb).toBe(250);
    const plan = created.body as { id: number };
    expect(
      (await admin.put(`/api/admin/subscription-plans/${plan.id}`, { maxStorageMb: '' })).body.maxStorageMb,
    ).toBe(-1);
    expect(
      (await admin.put(`/api/admin/subscription-plans/${plan.id}`, { maxStorageMb: 2048 })).body.maxStorageMb,
    ).toBe(2048);
    for (const maxStorageMb of [-3, 1.5, 'lots']) {
      expect((await admin.put(`/api/admin/subscription-plans/${plan.id}`, { maxStorageMb })).status).toBe(
        400,
      );
    }
    const listed = (await admin.get('/api/subscription-plans')).body as {
      id: number;
      maxStorageMb: number;
    }[];
    expect(listed.find((row) => row.id === plan.id)?.maxStorageMb).toBe(2048);
  });
});
