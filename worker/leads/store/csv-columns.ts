/**
 * Leads as CSV: the record's own columns (which lead, what kind, where it stands, since when), the
 * lead form's fields in the form's order, then the rest of the table; quoted and with formula cells
 * neutralised by the shared CSV writer (worker/http/csv.ts). Headers are the column names, which
 * are the form's field names, so a spreadsheet or CRM import maps them as the API reads them. The
 * sale's owner is named beside their id (`owner_name`), as the list shows them.
 */
import { getTableColumns } from 'drizzle-orm';
import type { FormSpec } from '../../../shared/intake/form';
import { LEAD_FORM } from '../../../shared/leads/lead';
import { leads } from '../../../shared/schema';
import { toCsv } from '../../http/csv';
import type { ListedLead } from './index';

const RECORD_FIRST = ['id', 'kind', 'status', 'created_at', 'updated_at'];

/** Every column of the table once: the record's first, then the form's fields, then the rest in table order. */
export function csvColumns(form: FormSpec, tableColumns: readonly string[]): string[] {
  const fields = form.fields.map((f) => f.name);
  const rest = tableColumns.filter((c) => !RECORD_FIRST.includes(c) && !fields.includes(c));
  return [...RECORD_FIRST, ...fields, ...rest];
}

const TABLE_COLUMNS = Object.keys(getTableColumns(leads));

export const CSV_COLUMNS = csvColumns(LEAD_FORM, TABLE_COLUMNS).flatMap((c) => (c === 'owner_id' ? [c, 'owner_name'] : [c])) as Array<keyof ListedLead>;

export function leadsCsv(rows: readonly ListedLead[]): string {
  return toCsv(CSV_COLUMNS, rows);
}
