/**
 * Leads as staff read them (/staff/api/leads…, the staff routes of worker/leads/): a filtered
 * page newest first with the total (all, the signed-in person's, or theirs due today), one lead with
 * its timeline, a stage change, the sale's details, a note, a text to the prospect, who can own a
 * sale, and the CSV export address for the same filters.
 */
import type { LeadKind, LeadStatus } from '../../../../shared/leads/lead';
import type { FirstResponse, LeadEvent, StageChange } from '../../../../shared/leads/lead-pipeline';
import type { OutboxState, TimelineText } from '../../../../shared/messages/outbox';
import type { LeadDetail, LeadList, LeadListItem as Lead, LeadRepeat } from '../../../../shared/leads/staff-api';
import type { SaleChange } from '../../../../shared/leads/lead-sale';
import type { AvailabilityView } from '../../../../shared/booking/availability';
import { STAFF_API, staffJson } from '../lib/http';

export type { FirstResponse, Lead, LeadDetail, LeadEvent, LeadRepeat, OutboxState, SaleChange, StageChange };

/** Whose leads the list shows: everyone's, the signed-in person's, or theirs with a next step due today or earlier. */
export const LEAD_VIEWS = ['mine', 'due'] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];

export const LEADS_PAGE_SIZE = 50;

export interface LeadQuery {
  status: LeadStatus | '';
  kind: LeadKind | '';
  /** Days, YYYY-MM-DD, both included (UTC, as the API reads them). */
  from: string;
  to: string;
  view?: LeadView | '';
  page: number;
}

/** The API's own filter parameters: only those set. */
export function leadFilterParams(q: Omit<LeadQuery, 'page'>): URLSearchParams {
  const params = new URLSearchParams();
  if (q.status) params.set('status', q.status);
  if (q.kind) params.set('kind', q.kind);
  if (q.from) params.set('from', q.from);
  if (q.to) params.set('to', q.to);
  // The Worker reads "me" as whoever is signed in.
  if (q.view) params.set('owner', 'me');
  if (q.view === 'due') params.set('due', 'today');
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

/** Sets the sale's details (only those sent change); answers the lead as GET does. */
export async function saveLeadSale(id: string, change: SaleChange): Promise<LeadDetail> {
  return staffJson(`/leads/${encodeURIComponent(id)}/sale`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
}

/** Who can own a sale: the active staff who work on leads, as walkthrough availability lists them. */
export async function listLeadOwners(signal?: AbortSignal): Promise<{ id: string; name: string }[]> {
  const { people } = await staffJson<{ people: AvailabilityView[] }>('/availability', { signal });
  return people.map((p) => ({ id: p.person_id, name: p.name }));
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
