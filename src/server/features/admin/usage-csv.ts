import type { UserBreakdownRow } from '../../../shared/api/admin.ts';

const COLUMNS: [string, (row: UserBreakdownRow) => string | number | null][] = [
  ['userId', (row) => row.userId],
  ['username', (row) => row.username],
  ['email', (row) => row.email],
  ['planName', (row) => row.planName],
  ['totalLandingPages', (row) => row.totalLandingPages],
  ['totalVersions', (row) => row.totalVersions],
  ['monthlyGenerate', (row) => row.monthlyUsage.generate],
  ['monthlyModify', (row) => row.monthlyUsage.modify],
  ['monthlyVariation', (row) => row.monthlyUsage.variation],
  ['totalApiCost', (row) => row.totalApiCost.toFixed(4)],
  ['totalApiCalls', (row) => row.totalApiCalls],
  ['createdAt', (row) => row.createdAt],
];

/**
 * One CSV cell: quoted, quotes doubled. Text a spreadsheet would run as a formula (starting
 * with = + - @, or a tab or carriage return) gets a leading apostrophe. Numbers are written
 * by the server, never from user text, so they are left alone.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** GET /api/admin/usage-stats.csv: the user breakdown, one line per user, CRLF line ends. */
export function usageBreakdownCsv(rows: UserBreakdownRow[]): string {
  const lines = [COLUMNS.map(([name]) => name).join(',')];
  for (const row of rows) lines.push(COLUMNS.map(([, read]) => csvCell(read(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
