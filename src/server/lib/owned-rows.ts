import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { notFound } from './errors.ts';

/** A table whose rows each belong to one user. */
export type OwnedTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn };

/** A row as a request names it: its id, and the user asking. */
export interface OwnedRowRef {
  id: number;
  userId: number;
}

/**
 * The user's row with that id. Rows are looked up through their owner, so another user's id
 * matches exactly like a missing one (the rule page-ownership.ts keeps for pages).
 */
export function ownedRow(table: OwnedTable, row: OwnedRowRef) {
  return and(eq(table.id, row.id), eq(table.userId, row.userId));
}

/** Deletes the user's row with that id, or answers 404 with `notFoundMessage`. */
export async function deleteOwnedRow(
  db: Db,
  table: OwnedTable,
  row: OwnedRowRef,
  notFoundMessage: string,
): Promise<void> {
  const deleted = await db.delete(table).where(ownedRow(table, row)).returning({ id: table.id });
  if (deleted.length === 0) throw notFound(notFoundMessage);
}
