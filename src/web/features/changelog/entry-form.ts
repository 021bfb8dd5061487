import { formatLongDate } from '@/lib/format';
import { type ChangeKind, classifyChange } from './classify-change';

/** The server's limits (src/shared/api/admin.ts, putChangelogBodySchema). */
export const MAX_DATE_LENGTH = 100;
export const MAX_CHANGES = 200;

/** The text split by line, each trimmed, blank lines dropped (docs/product.md, 'Changelog'). */
export function parseChangeLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export interface EntryFormErrors {
  date?: string;
  changes?: string;
}

/** What the dialog checks before sending; the server checks the same again. */
export function validateEntryForm(date: string, changes: string[]): EntryFormErrors {
  const errors: EntryFormErrors = {};
  const trimmed = date.trim();
  if (!trimmed) errors.date = 'Date is required';
  else if (trimmed.length > MAX_DATE_LENGTH)
    errors.date = `Keep the date under ${MAX_DATE_LENGTH} characters`;
  if (changes.length === 0) errors.changes = 'Add at least one change';
  else if (changes.length > MAX_CHANGES) errors.changes = `At most ${MAX_CHANGES} changes per entry`;
  return errors;
}

/** How many lines of each kind, in badge order, leaving out kinds with none. */
export function countKinds(changes: string[]): { kind: ChangeKind; count: number }[] {
  const order: ChangeKind[] = ['Feature', 'Enhancement', 'Fix', 'Update'];
  const counts = new Map<ChangeKind, number>();
  for (const change of changes) {
    const kind = classifyChange(change);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return order.filter((kind) => counts.has(kind)).map((kind) => ({ kind, count: counts.get(kind) ?? 0 }));
}

/** Today in the seeded entries' style, e.g. 'June 24, 2025': the new-entry default. */
export function todayLabel(now = new Date()): string {
  return formatLongDate(now);
}

/** '{n} change(s)' (docs/product.md, 'Changelog'). */
export const changeCount = (n: number) => `${n} change${n === 1 ? '' : 's'}`;
