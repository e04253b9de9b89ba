/**
 * Job openings (/staff/api/openings): the list with its filters, one opening, creating, saving
 * over the version read, opening and closing, duplicating and deleting a draft.
 */
import type { OpeningStatus } from '../../../../shared/careers/careers';
import type { OpeningInput } from '../../../../shared/careers/opening-rules';
import type { StaffOpening } from '../../../../shared/careers/staff-api';
import { staffJson } from '../lib/http';

export type { StaffOpening };

export const OPENING_STATUS_FILTERS = ['all', 'open', 'draft', 'closed'] as const;
export type OpeningStatusFilter = (typeof OPENING_STATUS_FILTERS)[number];

const OPENINGS = '/openings';
const one = (id: number) => `${OPENINGS}/${id}`;
const json = (method: string, body: unknown): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export async function listOpenings(filters: { q: string; status: OpeningStatusFilter }, signal?: AbortSignal): Promise<StaffOpening[]> {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.q) params.set('q', filters.q);
  const qs = params.toString();
  return (await staffJson<{ openings: StaffOpening[] }>(`${OPENINGS}${qs ? `?${qs}` : ''}`, { signal })).openings;
}

export function getOpening(id: number, signal?: AbortSignal): Promise<StaffOpening> {
  return staffJson(one(id), { signal });
}

export function createOpening(input: OpeningInput): Promise<StaffOpening> {
  return staffJson(OPENINGS, json('POST', input));
}

/** Saves over the version read (`updatedAt`); a 409 says someone saved meanwhile. */
export function updateOpening(id: number, updatedAt: string, change: Partial<OpeningInput>): Promise<StaffOpening> {
  return staffJson(one(id), json('PATCH', { ...change, updated_at: updatedAt }));
}

export function setOpeningStatus(opening: StaffOpening, status: OpeningStatus): Promise<StaffOpening> {
  return updateOpening(opening.id, opening.updated_at, { status });
}

export function duplicateOpening(id: number): Promise<StaffOpening> {
  return staffJson(`${one(id)}/duplicate`, { method: 'POST' });
}

export async function deleteOpening(id: number): Promise<void> {
  await staffJson(one(id), { method: 'DELETE' });
}
