import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { experiments, pagePublications } from '../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * `/p/{slug}` serves a published page or an experiment's split: one namespace over two tables
 * (docs/product.md, 'Experiments'). Whoever claims a slug takes this transaction-scoped lock on
 * it first, then looks in the other table, so two claims of one slug, one from each side,
 * cannot both pass; a claim within one table is settled by that table's unique index.
 */
export async function lockSlug(tx: Tx, slug: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`public-slug:${slug}`}))`);
}

/** Whether a published page other than `exceptPageId` holds the slug. */
export async function publicationHolds(tx: Tx, slug: string, exceptPageId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ pageId: pagePublications.pageId })
    .from(pagePublications)
    .where(
      exceptPageId === undefined
        ? eq(pagePublications.slug, slug)
        : and(eq(pagePublications.slug, slug), ne(pagePublications.pageId, exceptPageId)),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether an experiment that has not ended holds the slug. */
export async function experimentHolds(tx: Tx, slug: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: experiments.id })
    .from(experiments)
    .where(and(eq(experiments.slug, slug), ne(experiments.status, 'ended')))
    .limit(1);
  return row !== undefined;
}

export const slugTaken = (slug: string) => `"${slug}" is taken: choose another slug`;
