/**
 * Leads as CSV (RFC 4180: comma-separated, CRLF line ends, a field quoted when it holds a comma,
 * a quote or a line break, quotes doubled). Visitors write these cells, and a spreadsheet runs a
 * cell that starts with = + - @ (or a tab or CR before one) as a formula, so such a cell is
 * neutralised with a leading apostrophe: `=HYPERLINK(...)` arrives as the text `'=HYPERLINK(...)`.
 */
import { getTableColumns } from 'drizzle-orm';
import { leads } from '../../../shared/schema';
import type { LeadRow } from '../../leads/store';

/** Every column of the table, in its order. */
export const CSV_COLUMNS = Object.keys(getTableColumns(leads)) as Array<keyof LeadRow>;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value) ? value.join('; ') : String(value);
  if (typeof value === 'string' || Array.isArray(value)) {
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leadsCsv(rows: readonly LeadRow[]): string {
  const lines = [CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((column) => csvCell(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
