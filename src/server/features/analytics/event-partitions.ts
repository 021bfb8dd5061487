import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/**
 * page_events is partitioned by month (ADR docs/decisions/021-page-analytics.md): each month
 * has its own table, made ahead of time, so retention drops whole months (no row-by-row
 * delete over millions of events) and a period's reads touch only its months. A default
 * partition catches any event outside them; making a month that the default already holds
 * rows for moves those rows into it.
 */

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));
const partitionName = (start: Date) =>
  `page_events_${start.getUTCFullYear()}_${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** This month's and the next `ahead` months' partitions; the names made. */
export async function ensureEventPartitions(db: Db, now = new Date(), ahead = 1): Promise<string[]> {
  const made: string[] = [];
  for (let offset = 0; offset <= ahead; offset++) {
    const start = monthStart(now.getUTCFullYear(), now.getUTCMonth() + offset);
    const end = monthStart(start.getUTCFullYear(), start.getUTCMonth() + 1);
    const name = partitionName(start);
    const exists = await db.execute(sql`select to_regclass(${name}) is not null as found`);
    if (rowsOf<{ found: boolean }>(exists)[0]?.found) continue;
    const from = isoDate(start);
    const to = isoDate(end);
    await db.transaction(async (tx) => {
      // Rows the default partition holds for this month would block the new partition: they
      // move into it, in the same transaction.
      await tx.execute(
        sql.raw(`create temporary table page_events_moving (like page_events) on commit drop`),
      );
      await tx.execute(
        sql.raw(
          `with moved as (delete from page_events_default where occurred_at >= '${from}' and occurred_at < '${to}' returning *)
           insert into page_events_moving select * from moved`,
        ),
      );
      await tx.execute(
        sql.raw(
          `create table if not exists ${name} partition of page_events for values from ('${from}') to ('${to}')`,
        ),
      );
      await tx.execute(sql.raw(`insert into page_events select * from page_events_moving`));
    });
    made.push(name);
  }
  return made;
}

/**
 * Retention: drops every month partition whose last day is more than `retentionDays` ago
 * and deletes older events from the default partition; forgets visitors and salts of days
 * that are over (so old hashes link to nobody). The daily figures are kept: they hold counts
 * only. Returns the partitions dropped.
 */
export async function pruneAnalytics(
  db: Db,
  input: { retentionDays: number; now?: Date },
): Promise<string[]> {
  const now = input.now ?? new Date();
  const cutoff = new Date(now.getTime() - input.retentionDays * 86_400_000);
  const partitions = await db.execute(sql`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    join pg_class p on p.oid = i.inhparent
    where p.relname = 'page_events' and c.relname ~ '^page_events_[0-9]{4}_[0-9]{2}$'`);
  const dropped: string[] = [];
  for (const { name } of rowsOf<{ name: string }>(partitions)) {
    const [, year, month] = /^page_events_(\d{4})_(\d{2})$/.exec(name)!;
    const end = monthStart(Number(year), Number(month));
    if (end <= cutoff) {
      await db.execute(sql.raw(`drop table if exists ${name}`));
      dropped.push(name);
    }
  }
  await db.execute(
    sql`delete from page_events_default where occurred_at < ${cutoff.toISOString()}::timestamptz`,
  );
  const yesterday = isoDate(new Date(now.getTime() - 86_400_000));
  await db.execute(sql`delete from page_visitors_daily where day < ${yesterday}::date`);
  await db.execute(sql`delete from experiment_visitors_daily where day < ${yesterday}::date`);
  await db.execute(sql`delete from analytics_salts where day < ${yesterday}::date`);
  return dropped;
}
