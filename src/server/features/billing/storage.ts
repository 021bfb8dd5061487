import { eq, sql } from 'drizzle-orm';
import { STORAGE_FULL_CODE, storageRefusal, wouldExceedStorage } from '../../../shared/storage.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { BillingDeps } from './deps.ts';
import { getPlanLimits } from './plan-limits.ts';

/** What a user keeps on the server, in bytes (docs/product.md, 'Storage'). */
export interface StoredBytes {
  /** Photos in the media library: every WebP variant. */
  media: number;
  /** Images kept in page chats (their re-encoded data URLs). */
  chatImages: number;
  /** The HTML of every saved version of every page. */
  versions: number;
  total: number;
}

const total = (value: unknown) => Number(value ?? 0);

/**
 * Counts a user's stored bytes as the database stores them (octet_length: UTF-8 bytes, read
 * from the row's header without decompressing it). A page's live HTML is a copy of its current
 * version and is not counted twice.
 */
export async function storedBytes(deps: BillingDeps, input: { userId: number }): Promise<StoredBytes> {
  const { userId } = input;
  // One statement (scalar subqueries), so that it runs as one query inside a caller's transaction.
  const [row] = await deps.db
    .select({
      media: sql<string>`(select coalesce(sum(m.bytes), 0) from media m where m.user_id = ${userId})`,
      chatImages: sql<string>`(select coalesce(sum(octet_length(c.image)), 0) from chat_messages c
        join landing_pages p on p.id = c.landing_page_id where p.user_id = ${userId})`,
      versions: sql<string>`(select coalesce(sum(octet_length(v.html)), 0) from page_versions v
        join landing_pages p on p.id = v.landing_page_id where p.user_id = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  const counted = {
    media: total(row?.media),
    chatImages: total(row?.chatImages),
    versions: total(row?.versions),
  };
  return { ...counted, total: counted.media + counted.chatImages + counted.versions };
}

/**
 * Refuses (413, naming the allowance, with Upgrade as a way out) storing `adding` bytes that
 * would take the user past their plan's storage allowance; `freeing` is what the same change
 * removes (versions a save prunes). Pass the caller's transaction as `db` to count what it sees.
 */
export async function assertStorageRoom(
  deps: BillingDeps,
  input: { userId: number; adding: number; freeing?: number },
): Promise<void> {
  const { planName, maxStorageBytes: limit } = await getPlanLimits(deps, { userId: input.userId });
  if (limit === null || input.adding <= (input.freeing ?? 0)) return;
  const used = (await storedBytes(deps, { userId: input.userId })).total;
  if (!wouldExceedStorage({ used, adding: input.adding, freeing: input.freeing, limit })) return;
  throw new AppError(
    413,
    storageRefusal({ planName, used, adding: input.adding, limit }),
    {},
    { code: STORAGE_FULL_CODE, storage: { used, limit } },
  );
}
