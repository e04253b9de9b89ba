/** Walkthrough availability (/staff/api/availability): everyone who can attend, and saving one person's entry. */
import type { AvailabilityInput, AvailabilityList, AvailabilityView } from '../../../../shared/booking/availability';
import { staffJson } from '../lib/http';

export type { AvailabilityInput, AvailabilityView };

export async function listAvailability(signal?: AbortSignal): Promise<AvailabilityView[]> {
  return (await staffJson<AvailabilityList>('/availability', { signal })).people;
}

export async function saveAvailability(personId: string, input: AvailabilityInput): Promise<AvailabilityView> {
  return staffJson(`/availability/${encodeURIComponent(personId)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
}
