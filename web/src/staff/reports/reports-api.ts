/** The lead report (/staff/api/reports, worker/reports/): its figures for a range of Ocala days, and the CSV download of the same. */
import type { LeadReport } from '../../../../shared/leads/report';
import { STAFF_API, staffJson } from '../lib/http';

export type { LeadReport };

export interface ReportQuery {
  /** Ocala days, YYYY-MM-DD, both included; empty for the API's default (the last 12 full weeks and this one). */
  from: string;
  to: string;
}

function rangeParams(q: ReportQuery): string {
  const params = new URLSearchParams();
  if (q.from) params.set('from', q.from);
  if (q.to) params.set('to', q.to);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function getReport(q: ReportQuery, signal?: AbortSignal): Promise<LeadReport> {
  return staffJson(`/reports${rangeParams(q)}`, { signal });
}

/** The CSV of the figures for the same days. */
export function reportCsvHref(q: ReportQuery): string {
  return `${STAFF_API}/reports.csv${rangeParams(q)}`;
}
