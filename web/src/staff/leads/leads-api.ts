/**
 * Leads as staff read them (/staff/api/leads…, the staff routes of worker/leads/): a filtered
 * page newest first with the total, one lead with its timeline, a stage change, a note, a text to
 * the prospect, and the CSV export address for the same filters.
 */
import type { LeadKind, LeadStatus } from '../../../../shared/leads/lead';
import type { FirstResponse, LeadEvent, StageChange } from '../../../../shared/leads/lead-pipeline';
import type { OutboxState, TimelineText } from '../../../../shared/messages/outbox';
import type { LeadDetail, LeadList, LeadListItem as Lead, LeadRepeat } from '../../../../shared/leads/staff-api';
import { STAFF_API, staffJson } from '../lib/http';

export type { FirstResponse, Lead, LeadDetail, LeadEvent, LeadRepeat, OutboxState, StageChange };

export const LEADS_PAGE_SIZE = 50;

export interface LeadQuery {
  status: LeadStatus | '';
  kind: LeadKind | '';
  /** Days, YYYY-MM-DD, both included (UTC, as the API reads them). */
  from: string;
  to: string;
  page: number;
}

/** The API's own filter parameters: only those set. */
export function leadFilterParams(q: Omit<LeadQuery, 'page'>): URLSearchParams {
  const params = new URLSearchParams();
  if (q.status) params.set('status', q.status);
  if (q.kind) params.set('kind', q.kind);
  if (q.from) params.set('from', q.from);
  if (q.to) params.set('to', q.to);
  return params;
}

export async function listLeads(q: LeadQuery, signal?: AbortSignal): Promise<LeadList> {
  const params = leadFilterParams(q);
  params.set('limit', String(LEADS_PAGE_SIZE));
  if (q.page > 1) params.set('offset', String((q.page - 1) * LEADS_PAGE_SIZE));
  return staffJson(`/leads?${params}`, { signal });
}

export async function getLead(id: string, signal?: AbortSignal): Promise<LeadDetail> {
  return staffJson(`/leads/${encodeURIComponent(id)}`, { signal });
}

/** Moves a lead to a stage (or to spam); the walkthrough time goes as typed, Ocala wall-clock. */
export async function changeLeadStage(id: string, change: StageChange): Promise<LeadDetail> {
  return staffJson(`/leads/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
}

/** Adds a note to the lead's timeline; answers the new event. */
export async function addLeadNote(id: string, note: string): Promise<LeadEvent> {
  return staffJson(`/leads/${encodeURIComponent(id)}/notes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ note }),
  });
}

/** Texts the prospect (they must have agreed to texts); answers the text as the timeline lists it. */
export async function sendLeadText(id: string, text: string): Promise<TimelineText> {
  return staffJson(`/leads/${encodeURIComponent(id)}/texts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
}

/** The CSV download of every lead the filters match. */
export function leadsCsvHref(q: Omit<LeadQuery, 'page'>): string {
  const params = leadFilterParams(q).toString();
  return `${STAFF_API}/leads.csv${params ? `?${params}` : ''}`;
}
