import { and, eq } from 'drizzle-orm';
import { media, mediaVariants } from '../../db/schema/index.ts';
import type { MediaDeps } from './deps.ts';

/** `{key}-{width}.webp`: the key is 24 base64url characters (144 random bits). */
const FILE_NAME = /^([A-Za-z0-9_-]{24})-([1-9][0-9]{0,4})\.webp$/;

/** GET /media/{file}: one variant's bytes, or null for anything that does not name one. */
export async function readVariant(deps: MediaDeps, input: { fileName: string }): Promise<Buffer | null> {
  const match = FILE_NAME.exec(input.fileName);
  if (!match) return null;
  const [row] = await deps.db
    .select({ webp: mediaVariants.webp })
    .from(mediaVariants)
    .innerJoin(media, eq(media.id, mediaVariants.mediaId))
    .where(and(eq(media.publicKey, match[1]!), eq(mediaVariants.width, Number(match[2]))))
    .limit(1);
  return row?.webp ?? null;
}
