import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';

/**
 * What must hold after any fault (a database restart, a SIGKILL mid-save), read straight
 * from the tables. Each finding is a sentence naming the row, so a failure says what broke:
 * - every page has at least one version, and its live HTML and current version are its
 *   newest version's (no half-saved page, no version newer than the page admits);
 * - each page's versions are numbered without holes from its oldest kept one (pruning only
 *   removes the oldest), and its version count is the number of rows;
 * - no version without its page (the foreign key should make this impossible; checked anyway);
 * - each month's AI counters equal what was saved: generations = pages whose version 1 is an
 *   'Initial generation', AI edits = versions committed as 'AI: ...' (counters are charged in
 *   the save's transaction, so a request killed before its save is neither saved nor charged).
 *   Holds for users whose pages and versions were never deleted or pruned (`quotaUsers`).
 */
export async function findInconsistencies(
  db: Db,
  options: { quotaUsers?: number[] } = {},
): Promise<string[]> {
  const problems: string[] = [];
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  for (const row of await rows(sql`
    select p.id, p.generated_html = v.html as html_ok, p.current_version_id = v.id as current_ok,
           v.id is null as no_version, p.version_count, counts.n, counts.lo, counts.hi
    from landing_pages p
    left join lateral (select id, html from page_versions where landing_page_id = p.id
                       order by version desc limit 1) v on true
    left join lateral (select count(*)::int n, min(version) lo, max(version) hi from page_versions
                       where landing_page_id = p.id) counts on true`)) {
    if (row.no_version) problems.push(`page ${row.id} has no version`);
    else {
      if (!row.html_ok) problems.push(`page ${row.id}: live HTML is not its newest version's`);
      if (!row.current_ok) problems.push(`page ${row.id}: current version is not its newest`);
      if (Number(row.hi) - Number(row.lo) + 1 !== Number(row.n))
        problems.push(`page ${row.id}: versions ${row.lo}..${row.hi} have holes (${row.n} rows)`);
      if (Number(row.version_count) !== Number(row.n))
        problems.push(`page ${row.id}: version_count ${row.version_count}, ${row.n} rows`);
    }
  }
  for (const row of await rows(sql`
    select v.id from page_versions v left join landing_pages p on p.id = v.landing_page_id
    where p.id is null`)) {
    problems.push(`version ${row.id} has no page`);
  }
  for (const userId of options.quotaUsers ?? []) {
    const [saved] = await rows(sql`
      select
        (select count(*)::int from page_versions v join landing_pages p on p.id = v.landing_page_id
          where p.user_id = ${userId} and v.version = 1 and v.commit_message = 'Initial generation') generated,
        (select count(*)::int from page_versions v join landing_pages p on p.id = v.landing_page_id
          where p.user_id = ${userId} and v.commit_message like 'AI: %') edited,
        (select coalesce(sum(generate_count), 0)::int from monthly_usage where user_id = ${userId}) generate_count,
        (select coalesce(sum(modify_count), 0)::int from monthly_usage where user_id = ${userId}) modify_count`);
    if (saved!.generated !== saved!.generate_count)
      problems.push(
        `user ${userId}: charged ${saved!.generate_count} generations, saved ${saved!.generated}`,
      );
    if (saved!.edited !== saved!.modify_count)
      problems.push(`user ${userId}: charged ${saved!.modify_count} AI edits, saved ${saved!.edited}`);
  }
  return problems;
}
