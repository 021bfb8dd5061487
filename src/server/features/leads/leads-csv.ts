import { SOURCE_FIELDS } from '../../../shared/api/leads.ts';
import { csvCell, csvLines } from '../../lib/csv.ts';
import type { LeadRow } from './lead-dto.ts';

/**
 * GET /api/leads.csv: one line per lead, oldest first. Fixed columns, then every form field
 * that occurs, in the order they first appear, so leads of different forms share one sheet;
 * `test` last (yes for a test lead from the share link, else no).
 */
export function leadsCsv(rows: { lead: LeadRow; pageTitle: string }[]): string {
  const names = new Set<string>();
  for (const { lead } of rows) for (const name of Object.keys(lead.fields)) names.add(name);
  const fieldNames = [...names];
  const header = [
    'submittedAt',
    'pageId',
    'pageTitle',
    ...fieldNames,
    ...SOURCE_FIELDS,
    'deliveryStatus',
    'attempts',
    'lastError',
    'leadId',
    'test',
  ];
  const lines = [header.map((name) => csvCell(name)).join(',')];
  for (const { lead, pageTitle } of rows) {
    lines.push(
      [
        csvCell(lead.createdAt.toISOString()),
        lead.pageId,
        csvCell(pageTitle),
        ...fieldNames.map((name) => csvCell(lead.fields[name] ?? '')),
        ...SOURCE_FIELDS.map((name) => csvCell(lead.source[name] ?? '')),
        csvCell(lead.deliveryStatus),
        lead.attempts,
        csvCell(lead.lastError),
        lead.id,
        csvCell(lead.isTest ? 'yes' : 'no'),
      ].join(','),
    );
  }
  return csvLines(lines);
}
