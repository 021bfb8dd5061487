import { toId } from '../../shared/ids.ts';
import { badRequest } from './errors.ts';

/**
 * A path id (shared/ids.ts rules), else 400 with `message` ('Invalid folder ID'). Checked before
 * any query runs, so a malformed id is never a database error.
 */
export function parseIdParam(raw: string | undefined, message: string): number {
  const id = toId(raw);
  if (id === null) throw badRequest(message);
  return id;
}
