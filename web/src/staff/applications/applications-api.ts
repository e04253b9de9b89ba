/**
 * Applications as staff read them (/staff/api/applications…, worker/careers/applications/staff-routes.ts):
 * a filtered page newest first with the total, one application with its opening, timeline and
 * emails, a stage change (with the interview's time), a note, a text to the applicant, deletion,
 * the résumé and CSV addresses, and the openings to filter by.
 */
import type { ApplicationStatus } from '../../../../shared/careers/careers';
import type { Application, ApplicationDetail, ApplicationEvent, ApplicationList, ApplicationListItem } from '../../../../shared/careers/staff-api';
import type { TimelineText } from '../../../../shared/messages/outbox';
import { STAFF_API, staffJson } from '../lib/http';

export type { Application, ApplicationDetail, ApplicationEvent, ApplicationListItem, ApplicationStatus };

export const APPLICATIONS_PAGE_SIZE = 50;

export interface ApplicationQuery {
  status: ApplicationStatus | '';
  /** An opening's id as text, `general`, or '' for all. */
  opening: string;
  page: number;
}

export function applicationFilterParams(q: Omit<ApplicationQuery, 'page'>): URLSearchParams {
  const params = new URLSearchParams();
  if (q.status) params.set('status', q.status);
  if (q.opening) params.set('opening', q.opening);
  return params;
}

export async function listApplications(q: ApplicationQuery, signal?: AbortSignal): Promise<ApplicationList> {
  const params = applicationFilterParams(q);
  params.set('limit', String(APPLICATIONS_PAGE_SIZE));
  if (q.page > 1) params.set('offset', String((q.page - 1) * APPLICATIONS_PAGE_SIZE));
  return staffJson(`/applications?${params}`, { signal });
}

export async function getApplication(id: string, signal?: AbortSignal): Promise<ApplicationDetail> {
  return staffJson(`/applications/${encodeURIComponent(id)}`, { signal });
}

export interface ApplicationStageChange {
  status: ApplicationStatus;
  /** Ocala wall-clock, YYYY-MM-DDTHH:mm, as typed. */
  interview_at?: string;
  /** How, where, with whom and how long (shared/careers/interview.ts), sent with a booking. */
  interview_kind?: string;
  interview_place?: string;
  interview_with?: string;
  interview_minutes?: number;
  /** The application's `updated_at` as shown: the API refuses the change (409) if it changed since. */
  updated_at: string;
}

export async function changeApplicationStage(id: string, change: ApplicationStageChange): Promise<ApplicationDetail> {
  return staffJson(`/applications/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
}

export async function addApplicationNote(id: string, note: string): Promise<ApplicationEvent> {
  return staffJson(`/applications/${encodeURIComponent(id)}/notes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ note }),
  });
}

/** Texts the applicant (they must have agreed to texts); answers the text as the timeline lists it. */
export async function sendApplicationText(id: string, text: string): Promise<TimelineText> {
  return staffJson(`/applications/${encodeURIComponent(id)}/texts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
}

export async function deleteApplication(id: string): Promise<void> {
  await staffJson(`/applications/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const resumeHref = (id: string): string => `${STAFF_API}/applications/${encodeURIComponent(id)}/resume`;

export function applicationsCsvHref(q: Omit<ApplicationQuery, 'page'>): string {
  const params = applicationFilterParams(q).toString();
  return `${STAFF_API}/applications.csv${params ? `?${params}` : ''}`;
}

export interface OpeningChoice {
  id: number;
  title: string;
}

/** The openings to filter by, from the openings' staff API; null when it cannot be read (the page then uses the list's own). */
export async function listOpeningChoices(signal?: AbortSignal): Promise<OpeningChoice[] | null> {
  try {
    const body = await staffJson<{ openings?: unknown }>('/openings', { signal });
    if (!Array.isArray(body.openings)) return null;
    return body.openings.flatMap((o: unknown) => {
      const { id, title } = (o ?? {}) as { id?: unknown; title?: unknown };
      return typeof id === 'number' && typeof title === 'string' ? [{ id, title }] : [];
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    return null;
  }
}
