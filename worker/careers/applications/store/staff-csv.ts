/**
 * Applications as CSV for staff: which application, where it stands, since when, what the applicant
 * wrote, then the résumé's description and the consent. Headers are the column names, as the API
 * reads them. Quoted, with formula cells neutralised, by the shared CSV writer (worker/http/csv.ts):
 * applicants write most of these cells. Internal columns (the client-address hash, the merge key,
 * the résumé's R2 key) stay out.
 */
import { toCsv } from '../../../http/csv';
import type { ApplicationListRow } from './staff';

export const APPLICATION_CSV_COLUMNS = [
  'id',
  'status',
  'created_at',
  'updated_at',
  'opening_id',
  'opening_title',
  'name',
  'phone',
  'email',
  'town',
  'shifts',
  'days',
  'language',
  'locale',
  'interview_at',
  'resume_name',
  'resume_type',
  'resume_size',
  'duplicate_count',
  'spam_reason',
  'page',
  'consent_text',
  'consent_at',
] as const satisfies readonly (keyof ApplicationListRow)[];

export function applicationsCsv(rows: readonly ApplicationListRow[]): string {
  return toCsv<ApplicationListRow>(APPLICATION_CSV_COLUMNS, rows);
}
