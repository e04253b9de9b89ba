/**
 * The audit log as owners and editors read it (/staff/api/audit…, worker/audit/routes.ts): a
 * filtered page newest first with the total, the people it names, and the CSV export address for
 * the same filters.
 */
import type { auditLog } from '../../../../shared/schema';
import { STAFF_API, staffJson } from '../lib/http';

export type AuditEntry = typeof auditLog.$inferSelect;

export const AUDIT_PAGE_SIZE = 50;

/** The groups of actions the filter offers: `action=<group>` matches every action in it. */
export const AUDIT_GROUPS = [
  { value: 'post', label: 'Posts' },
  { value: 'lead', label: 'Leads' },
  { value: 'application', label: 'Applications' },
  { value: 'opening', label: 'Openings' },
  { value: 'subscriber', label: 'Subscribers' },
  { value: 'newsletter', label: 'Newsletter' },
  { value: 'sign-in', label: 'Sign-ins' },
  { value: 'person', label: 'People' },
] as const;
export type AuditGroup = (typeof AUDIT_GROUPS)[number]['value'];

export interface AuditQuery {
  action: AuditGroup | '';
  /** A person's id. */
  actor: string;
  /** Days, YYYY-MM-DD, both included (Ocala days, as the API reads them). */
  from: string;
  to: string;
  page: number;
}

export function auditFilterParams(q: Omit<AuditQuery, 'page'>): URLSearchParams {
  const params = new URLSearchParams();
  if (q.action) params.set('action', q.action);
  if (q.actor) params.set('actor', q.actor);
  if (q.from) params.set('from', q.from);
  if (q.to) params.set('to', q.to);
  return params;
}

export async function listAudit(q: AuditQuery, signal?: AbortSignal): Promise<{ entries: AuditEntry[]; total: number }> {
  const params = auditFilterParams(q);
  params.set('limit', String(AUDIT_PAGE_SIZE));
  if (q.page > 1) params.set('offset', String((q.page - 1) * AUDIT_PAGE_SIZE));
  return staffJson(`/audit?${params}`, { signal });
}

export async function auditPeople(signal?: AbortSignal): Promise<{ id: string; label: string }[]> {
  return staffJson('/audit/people', { signal });
}

export function auditCsvHref(q: Omit<AuditQuery, 'page'>): string {
  const params = auditFilterParams(q).toString();
  return `${STAFF_API}/audit.csv${params ? `?${params}` : ''}`;
}
