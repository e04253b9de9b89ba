/**
 * CSV downloads for staff (RFC 4180: comma-separated, CRLF line ends, a field quoted when it holds
 * a comma, a quote or a line break, quotes doubled). Visitors write many of these cells, and a
 * spreadsheet runs a cell that starts with = + - @ (or a tab or CR before one) as a formula, so
 * such a text cell is neutralised with a leading apostrophe: `=HYPERLINK(...)` arrives as the
 * text `'=HYPERLINK(...)`. Numbers are written as they are.
 */

import { companyDay } from '../../shared/time/company-time';

// The full-width forms (U+FF1D, U+FF0B, U+FF0D, U+FF20) too: spreadsheets in East Asian locales read them as the operators.
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value) ? value.join('; ') : String(value);
  if (typeof value === 'string' || Array.isArray(value)) {
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row of the column names, then one row per record, each line ending in CRLF. */
export function toCsv<Row>(columns: readonly (keyof Row & string)[], rows: readonly Row[]): string {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/** The headers of a CSV download named `<name>-<today>.csv`, today on the company's calendar (the day staff download it in Ocala). */
export function csvDownloadHeaders(name: string, now = new Date()): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8; header=present',
    'content-disposition': `attachment; filename="${name}-${companyDay(now)}.csv"`,
  };
}
