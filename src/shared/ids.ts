/** Largest value of a PostgreSQL `integer` (serial) id column. */
export const MAX_ID = 2_147_483_647;

/**
 * A row id read from an address, a query or metadata: a plain positive decimal integer without
 * leading zeros that fits the id column. Anything else ('abc', '0', '-1', '1.5', '1e3', '0042',
 * ' 1', a 20-digit number) is null, on both sides alike, so one address never names a page the
 * other side refuses, and a malformed id never reaches a query (where it would be a 500).
 */
export function toId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}
