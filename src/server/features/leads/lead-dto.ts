import type { Lead } from '../../../shared/api/leads.ts';
import type { leads } from '../../db/schema/index.ts';

export type LeadRow = typeof leads.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toLeadDto(row: LeadRow): Lead {
  return {
    id: row.id,
    pageId: row.pageId,
    fields: row.fields,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    isTest: row.isTest,
    delivery: {
      status: row.deliveryStatus,
      attempts: row.attempts,
      lastError: row.lastError,
      nextAttemptAt: iso(row.nextAttemptAt),
      deliveredAt: iso(row.deliveredAt),
    },
  };
}
