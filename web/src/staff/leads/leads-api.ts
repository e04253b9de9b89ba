/**
 * Leads as staff read them (/staff/api/leads…, the staff routes of worker/leads/): a filtered
 * page newest first with the total, one lead with its timeline, a stage change, a note, and the
 * CSV export address for the same filters.
 */
import type { LeadKind, LeadStatus } from '../../../../shared/leads/lead';
import type { FirstResponse, LeadEvent, StageChange } from '../../../../shared/leads/lead-pipeline';
import type { OutboxState, TimelineEmail } from '../../../../shared/messages/outbox';
import type { leadRepeats, leads } from '../../../../shared/schema';
import { STAFF_API, staffJson } from '../lib/http';

export type { FirstResponse, LeadEvent, OutboxState, StageChange };

/** A repeat sent with a lead's address within 10 minutes, kept beside the lead with its own fields. */
export type LeadRepeat = typeof leadRepeats.$inferSelect;

/** A lead as the list sends it: its fields and how fast staff answered it. */
export type Lead = typeof leads.$inferSelect & { first_response: FirstResponse };

/** One lead (GET or PATCH /leads/:id): with its repeats, timeline and emails, each oldest first. */
export type LeadDetail = Lead & { repeats: LeadRepeat[]; events: LeadEvent[]; emails: TimelineEmail[] };

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

export async function listLeads(q: LeadQuery, signal?: AbortSignal): Promise<{ leads: Lead[]; total: number; limit: number; offset: number }> {
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

/** The CSV download of every lead the filters match. */
export function leadsCsvHref(q: Omit<LeadQuery, 'page'>): string {
  const params = leadFilterParams(q).toString();
  return `${STAFF_API}/leads.csv${params ? `?${params}` : ''}`;
}
