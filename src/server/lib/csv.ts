/** CSV for spreadsheets: the admin usage export and the leads export. */

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

/** Lines joined with CRLF (RFC 4180), ending with one. */
export const csvLines = (lines: string[]) => `${lines.join('\r\n')}\r\n`;
