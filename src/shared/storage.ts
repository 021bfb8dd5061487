/**
 * The storage allowance (docs/product.md, 'Storage'): every byte a user keeps on the server
 * (photos in the media library, images kept in page chats, the HTML of every saved version)
 * counts against their plan's megabytes. The server refuses what would go past it; the usage
 * view and the plan cards state it with these same words and figures.
 */

/** A plan's megabyte, as plans state storage: 1,048,576 bytes. */
export const BYTES_PER_MB = 1024 * 1024;

/** A plan's allowance in bytes; -1 or null (unlimited) is null. */
export const storageLimitBytes = (megabytes: number | null | undefined): number | null =>
  megabytes === null || megabytes === undefined || megabytes < 0 ? null : megabytes * BYTES_PER_MB;

/** How many bytes a text takes stored (UTF-8, as PostgreSQL's octet_length counts it). */
export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

/** '0.4 MB', '12.3 MB', '1,024 MB': one decimal below 100 MB, whole megabytes above. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / BYTES_PER_MB;
  if (megabytes >= 100) return `${Math.round(megabytes).toLocaleString('en-US')} MB`;
  // Anything stored shows as at least 0.1 MB, never as nothing.
  const tenths = bytes > 0 ? Math.max(1, Math.round(megabytes * 10)) : 0;
  return `${(tenths / 10).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
}

/** 'Storage: 12.3 MB of 100 MB' (or '… used · Unlimited'). */
export function storageLine(meter: { used: number; limit: number | null }): string {
  return meter.limit === null
    ? `Storage: ${formatMegabytes(meter.used)} used · Unlimited`
    : `Storage: ${formatMegabytes(meter.used)} of ${formatMegabytes(meter.limit)}`;
}

/**
 * Whether storing `adding` bytes (and removing `freeing`, the versions a save prunes) would take
 * the user past `limit`. A change that does not grow what is stored always goes through, so a
 * user over the allowance (after a downgrade) can still save what makes room.
 */
export function wouldExceedStorage(input: {
  used: number;
  adding: number;
  freeing?: number;
  limit: number | null;
}): boolean {
  if (input.limit === null) return false;
  const growth = input.adding - (input.freeing ?? 0);
  return growth > 0 && input.used + growth > input.limit;
}

/** The refusal (413), naming the allowance, what is in use and the ways out. */
export function storageRefusal(input: {
  planName: string;
  used: number;
  adding: number;
  limit: number;
}): string {
  return (
    `Your ${input.planName} plan includes ${formatMegabytes(input.limit)} of storage, and ` +
    `${formatMegabytes(input.used)} is in use: this would need ${formatMegabytes(input.adding)} more. ` +
    'Delete photos, old versions or pages you no longer need, or upgrade your plan for more storage.'
  );
}

/** The `code` of that refusal's answer, beside `message` and `storage: { used, limit }` (bytes). */
export const STORAGE_FULL_CODE = 'storage_full';
