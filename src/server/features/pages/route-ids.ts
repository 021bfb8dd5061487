import { badRequest } from '../../lib/errors.ts';

/** Largest value of a PostgreSQL `integer` (serial) column. */
const MAX_ID = 2_147_483_647;

/**
 * A path id must be a plain positive decimal integer that fits the id column; anything else
 * ('abc', '0', '-1', '1.5', '1e3', '007', a 20-digit number) is null. Checking before any
 * query runs means malformed ids can never turn into database errors (500s).
 */
export function toId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

export function parseIdParam(raw: string | undefined, message: string): number {
  const id = toId(raw);
  if (id === null) throw badRequest(message);
  return id;
}

export const parsePageId = (raw: string | undefined) => parseIdParam(raw, 'Invalid landing page ID');
