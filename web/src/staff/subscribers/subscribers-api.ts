/** Newsletter subscribers (/staff/api/subscribers): the list newest first with a search, removal, the CSV export. */
import type { Subscriber } from '../../../../shared/newsletter/subscriber';
import { STAFF_API, staffJson } from '../lib/http';

export type { Subscriber };

export async function listSubscribers(q: string, signal?: AbortSignal): Promise<Subscriber[]> {
  const params = q ? `?${new URLSearchParams({ q })}` : '';
  return staffJson(`/subscribers${params}`, { signal });
}

export async function removeSubscriber(id: number): Promise<void> {
  await staffJson(`/subscribers/${id}`, { method: 'DELETE' });
}

/** Every subscriber as CSV, with each one's unsubscribe link. */
export const SUBSCRIBERS_CSV_HREF = `${STAFF_API}/subscribers.csv`;
