import type { UserBreakdownRow } from '../../../shared/api/admin.ts';
import { csvCell } from '../../lib/csv.ts';

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
  ['monthlyAsk', (row) => row.monthlyUsage.ask],
  ['totalApiCost', (row) => row.totalApiCost.toFixed(4)],
  ['totalApiCalls', (row) => row.totalApiCalls],
  ['createdAt', (row) => row.createdAt],
];

/** GET /api/admin/usage-stats.csv: the user breakdown, one line per user, CRLF line ends. */
export function usageBreakdownCsv(rows: UserBreakdownRow[]): string {
  const lines = [COLUMNS.map(([name]) => name).join(',')];
  for (const row of rows) lines.push(COLUMNS.map(([, read]) => csvCell(read(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
