import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import {
  landingPages,
  pageVersions,
  type ReferenceImage,
  subscriptionPlans,
  userSubscriptions,
} from '../../src/server/db/schema/index.ts';
import {
  addVersion,
  createPageWithFirstVersion,
  type SaveDeps,
} from '../../src/server/features/pages/index.ts';
import type { TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';

/** Shared set-up of the pages, folders and previews API tests (not a test file itself). */

export const uniqueName = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

export async function signUp(app: TestApp, prefix = 'user'): Promise<{ client: TestClient; userId: number }> {
  const client = app.client();
  const user = await client.register(uniqueName(prefix));
  return { client, userId: user.id };
}

export const pageHtml = (text: string) =>
  `<!DOCTYPE html>\n<html><head><title>${text}</title></head><body><h1>${text}</h1></body></html>\n`;

/**
 * Where a fixture saves: a bare database (nothing follows the save), or an app's `saves`
 * (thumbnails and page checks follow, as in the app).
 */
export type SaveTarget = Db | SaveDeps;
const savesOf = (target: SaveTarget): SaveDeps => ('transaction' in target ? { db: target } : target);

export async function makePage(
  target: SaveTarget,
  userId: number,
  input: {
    title?: string;
    html?: string;
    prompt?: string;
    referenceUrls?: string[];
    referenceImages?: ReferenceImage[];
    variationGroup?: string | null;
  } = {},
) {
  // maxLandingPages null: the tests decide how many pages they need, not the Free plan.
  return createPageWithFirstVersion(savesOf(target), {
    userId,
    title: input.title ?? 'Test page',
    prompt: input.prompt ?? 'A page for tests',
    html: input.html ?? pageHtml('Version 1'),
    referenceUrls: input.referenceUrls,
    referenceImages: input.referenceImages,
    variationGroup: input.variationGroup,
    maxLandingPages: null,
    planName: 'Test',
  });
}

export const makeVersion = (
  target: SaveTarget,
  userId: number,
  pageId: number,
  html: string,
  commitMessage = 'Edit',
) => addVersion(savesOf(target), { pageId, userId, html, commitMessage, maxVersions: null });

/** Moves the user to a fresh plan keeping `maxVersions` versions (-1 = unlimited). */
export async function setMaxVersions(db: Db, userId: number, maxVersions: number): Promise<void> {
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({ name: uniqueName('plan'), price: '9', maxVersions, maxLandingPages: -1 })
    .returning();
  const updated = await db
    .update(userSubscriptions)
    .set({ planId: plan!.id })
    .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.status, 'active')))
    .returning();
  if (updated.length !== 1) throw new Error('the user has no active subscription to change');
}

export const pageRow = async (db: Db, pageId: number) =>
  (await db.select().from(landingPages).where(eq(landingPages.id, pageId)))[0];

export const versionRows = (db: Db, pageId: number) =>
  db.select().from(pageVersions).where(eq(pageVersions.landingPageId, pageId)).orderBy(pageVersions.version);

export const INVALID_IDS = ['abc', '0', '-1', '1.5', '99999999999999999999', '1e3', '2147483648', '%20'];
