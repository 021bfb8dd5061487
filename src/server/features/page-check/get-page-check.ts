import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PageCheck } from '../../../shared/api/page-check.ts';
import type { Db } from '../../db/client.ts';
import { landingPages, pageChecks, pageVersions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { JobQueue } from '../../lib/jobs/index.ts';
import type { PageRenderer } from '../thumbnails/index.ts';
import { requestPageCheck } from './check-job.ts';
import { buildPageCheck, parseStoredCheck, readStoredCheck, storeCheck } from './check-record.ts';
import { runStaticChecks } from './static-checks.ts';

/**
 * GET /api/landing-pages/{id}/check: the check of the caller's page's live version. One
 * query checks the owner, resolves the version and reads its check (the HTML comes along
 * only when there is no check yet). A missing check is made at once from the markup (a few
 * ms), stored, and its Chromium pass queued: the answer says 'pending' and the card reads
 * again. A check still pending is queued again (the queue merges repeats), so a pass lost to
 * a restart is made on the next read. The browser never runs inside the request.
 */
export async function getPageCheck(options: {
  db: Db;
  userId: number;
  pageId: number;
  renderer: PageRenderer;
  jobs: JobQueue;
}): Promise<PageCheck> {
  const { db, userId, pageId, renderer, jobs } = options;
  const [row] = await db
    .select({
      versionId: pageVersions.id,
      version: pageVersions.version,
      result: pageChecks.result,
      html: sql<string | null>`case when ${isNull(pageChecks.versionId)} then ${pageVersions.html} end`,
    })
    .from(landingPages)
    .leftJoin(pageVersions, eq(pageVersions.id, landingPages.currentVersionId))
    .leftJoin(pageChecks, eq(pageChecks.versionId, pageVersions.id))
    .where(and(eq(landingPages.id, pageId), eq(landingPages.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Landing page not found');
  if (row.versionId === null || row.version === null) throw notFound('Version not found');
  const versionId = row.versionId;

  const stored = row.result === null ? null : parseStoredCheck(row.result);
  if (stored) {
    if (stored.render === 'pending') requestPageCheck(jobs, versionId);
    return stored;
  }
  // No check yet (or one stored in an older shape): the markup is checked now.
  const html = row.html ?? (await readHtml(db, versionId));
  if (html === null) throw notFound('Version not found');
  const target = { versionId, pageId, userId, version: row.version };
  const check = buildPageCheck(target, runStaticChecks(html), renderer.available ? 'pending' : 'unavailable');
  if (!(await storeCheck(db, target, check, row.result === null ? 'first' : 'final'))) {
    throw notFound('Version not found');
  }
  if (renderer.available) requestPageCheck(jobs, versionId);
  // Another reader or the queue may have stored theirs first: answer what is stored.
  return (await readStoredCheck(db, versionId)) ?? check;
}

async function readHtml(db: Db, versionId: number): Promise<string | null> {
  const [version] = await db
    .select({ html: pageVersions.html })
    .from(pageVersions)
    .where(eq(pageVersions.id, versionId))
    .limit(1);
  return version?.html ?? null;
}
