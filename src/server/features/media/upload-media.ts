import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { MEDIA_LIMITS } from '../../../shared/api/media.ts';
import type { Db } from '../../db/client.ts';
import { media, mediaVariants, users } from '../../db/schema/index.ts';
import { conflict, tooManyRequests } from '../../lib/errors.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { assertStorageRoom } from '../billing/index.ts';
import type { MediaDeps } from './deps.ts';
import { encodeVariants } from './encode-variants.ts';

/** The rate-limit counter of a user's uploads (tests fill it up). */
export const uploadRateKey = (userId: number) => `media-upload:user:${userId}`;

const FULL = `You have ${MEDIA_LIMITS.maxImagesPerUser} photos stored, the most an account can keep. Delete photos you no longer use, then try again.`;

export interface StoredMedia {
  id: number;
  publicKey: string;
  width: number;
  height: number;
  widths: number[];
}

/**
 * POST /api/media: stores one photo of the user as WebP variants. Every attempt counts against
 * the hourly limit (each costs a decode); the per-user cap is checked before the work and
 * again under the user's row lock, so concurrent uploads cannot pass it together; so is the
 * plan's storage allowance (413), once the variants' size is known.
 */
export async function uploadMedia(
  deps: MediaDeps,
  input: { userId: number; file: Buffer },
): Promise<StoredMedia> {
  const { db } = deps;
  const { userId } = input;
  const hit = await hitRateLimit(db, uploadRateKey(userId), {
    limit: MEDIA_LIMITS.uploadsPerHour,
    windowMs: 60 * 60_000,
  });
  if (hit.limited) {
    throw tooManyRequests(
      `You uploaded ${MEDIA_LIMITS.uploadsPerHour} photos in the last hour, the most allowed. Try again later.`,
      hit.retryAfterSeconds,
    );
  }
  if ((await countMedia(db, userId)) >= MEDIA_LIMITS.maxImagesPerUser) throw conflict(FULL);

  const variants = await encodeVariants(input.file);
  const widest = variants[variants.length - 1]!;
  const publicKey = randomBytes(18).toString('base64url');
  const bytes = variants.reduce((sum, v) => sum + v.webp.length, 0);

  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if ((await countMedia(tx as unknown as Db, userId)) >= MEDIA_LIMITS.maxImagesPerUser)
      throw conflict(FULL);
    // Under the same lock, so concurrent uploads cannot pass the plan's storage allowance together.
    await assertStorageRoom({ db: tx as unknown as Db }, { userId, adding: bytes });
    const [row] = await tx
      .insert(media)
      .values({
        userId,
        publicKey,
        width: widest.width,
        height: widest.height,
        bytes,
      })
      .returning({ id: media.id });
    await tx.insert(mediaVariants).values(variants.map((v) => ({ mediaId: row!.id, ...v })));
    return {
      id: row!.id,
      publicKey,
      width: widest.width,
      height: widest.height,
      widths: variants.map((v) => v.width),
    };
  });
}

async function countMedia(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(media).where(eq(media.userId, userId));
  return Number(row?.n ?? 0);
}
