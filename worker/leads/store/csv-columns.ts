/**
 * Leads as CSV: every column of the table, quoted and with formula cells neutralised by the
 * shared CSV writer (worker/http/csv.ts).
 */
import { getTableColumns } from 'drizzle-orm';
import { leads } from '../../../shared/schema';
import { toCsv } from '../../http/csv';
import type { LeadRow } from './index';

/** Every column of the table, in its order. */
export const CSV_COLUMNS = Object.keys(getTableColumns(leads)) as Array<keyof LeadRow>;

export function leadsCsv(rows: readonly LeadRow[]): string {
  return toCsv(CSV_COLUMNS, rows);
}
