/**
 * Staff people, for owners (/staff/api/people): everyone with their role and where they stand,
 * inviting someone (an emailed invitation, 48 hours, once), a new invitation, changing a role,
 * disabling and enabling, and removing someone's passkeys; who prospects hear from
 * (/staff/api/settings/follow-up); and who is on call for new leads (/staff/api/settings/on-call).
 */
import type { FollowUpView } from '../../../../shared/staff/follow-up';
import type { OnCallSetting, OnCallView } from '../../../../shared/staff/on-call';
import type { StaffPersonRow, StaffRole } from '../../../../shared/staff/staff-roles';

export type { StaffPersonRow };
import { staffJson } from '../lib/http';

/** Where a person stands: able to sign in, invited but never signed in, or disabled. */
export type PersonStatus = 'active' | 'invited' | 'disabled';

export function personStatus(p: StaffPersonRow): PersonStatus {
  if (p.disabledAt) return 'disabled';
  return p.lastSignInAt === null && p.passkeys === 0 ? 'invited' : 'active';
}

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

export const listPeople = (signal?: AbortSignal) => staffJson<StaffPersonRow[]>('/people', { signal });

export const invitePerson = (person: { name: string; email: string; role: StaffRole }) =>
  staffJson<{ id: string; name: string; email: string; role: StaffRole; invitationExpiresAt: string }>('/people', json('POST', person));

export const resendInvitation = (id: string) => staffJson<{ invitationExpiresAt: string }>(`/people/${encodeURIComponent(id)}/invitation`, json('POST'));

export const updatePerson = (id: string, change: { role?: StaffRole; disabled?: boolean }) =>
  staffJson<StaffPersonRow>(`/people/${encodeURIComponent(id)}`, json('PATCH', change));

export const removePasskeys = (id: string) => staffJson<{ removed: number }>(`/people/${encodeURIComponent(id)}/passkeys`, { method: 'DELETE' });

export const getFollowUp = (signal?: AbortSignal) => staffJson<FollowUpView>('/settings/follow-up', { signal });

export const setFollowUp = (choice: { personId: null } | { personId: string; title: string; phone: string }) =>
  staffJson<FollowUpView>('/settings/follow-up', json('PUT', choice));

export const getOnCall = (signal?: AbortSignal) => staffJson<OnCallView>('/settings/on-call', { signal });

export const setOnCall = (choice: OnCallSetting) => staffJson<OnCallView>('/settings/on-call', json('PUT', choice));
