import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { pageThumbnails, pageVersions } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import type { RenderOptions } from '../../lib/page-renderer.ts';
import type { RenderDeps } from './deps.ts';
import { pngSize } from './png.ts';
import { findVersionToRender } from './version-render-job.ts';

/**
 * Dashboard thumbnails: the first screen of a 1280x800 desktop layout, drawn at 400 px wide
 * (device scale 0.3125 shrinks the pixels, not the layout): 25-60 KB of PNG each (ADR 007).
 */
export const THUMBNAIL_RENDER: RenderOptions = { width: 1280, height: 800, scale: 400 / 1280 };

export type ThumbnailOutcome = 'created' | 'copied' | 'exists' | 'gone';

/**
 * Makes and stores one version's thumbnail (the queue's job). A version whose HTML equals
 * another version's of the same page (a rollback, an edit that changed nothing) gets a copy
 * of that thumbnail instead of a render. A version deleted meanwhile (pruned, page deleted)
 * is simply skipped.
 */
export async function makeThumbnail(
  deps: RenderDeps,
  input: { versionId: number },
): Promise<ThumbnailOutcome> {
  const { versionId } = input;
  const version = await findVersionToRender(deps, {
    versionId,
    stored: sql<boolean>`exists (select 1 from ${pageThumbnails} where ${pageThumbnails.versionId} = ${pageVersions.id})`,
  });
  if (!version) return 'gone';
  if (version.stored) return 'exists';
  const owner = { versionId, pageId: version.pageId, userId: version.userId };

  const twin = alias(pageVersions, 'twin');
  const [copy] = await deps.db
    .select({ png: pageThumbnails.png, width: pageThumbnails.width, height: pageThumbnails.height })
    .from(pageThumbnails)
    .innerJoin(twin, eq(twin.id, pageThumbnails.versionId))
    .innerJoin(pageVersions, eq(pageVersions.id, versionId))
    .where(
      and(
        eq(pageThumbnails.pageId, version.pageId),
        eq(twin.landingPageId, pageVersions.landingPageId),
        ne(twin.id, pageVersions.id),
        // Text equality compares lengths before contents, so unequal pages cost nothing.
        eq(twin.html, pageVersions.html),
      ),
    )
    .limit(1);
  if (copy) return (await store(deps.db, { ...owner, ...copy })) ? 'copied' : 'gone';

  const png = await deps.rendering.renderer.render(version.html, THUMBNAIL_RENDER);
  const size = pngSize(png);
  if (!size) throw new Error('the renderer did not produce a PNG');
  return (await store(deps.db, { ...owner, png, ...size })) ? 'created' : 'gone';
}

/** False when the version disappeared while its thumbnail was being made. */
async function store(db: Db, row: typeof pageThumbnails.$inferInsert): Promise<boolean> {
  try {
    // Two instances (or a read and a save) may make the same thumbnail: the first one stays.
    await db.insert(pageThumbnails).values(row).onConflictDoNothing();
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}
