/** Newsletter subscribers (/staff/api/subscribers): the list newest first with a search, removal, the CSV export. */
import { STAFF_API, staffJson } from '../lib/http';

export interface Subscriber {
  id: number;
  email: string;
  created_at: string;
  source: string;
  /** When the address was confirmed from the confirmation email; null while the signup waits for it. */
  confirmed_at: string | null;
}

export async function listSubscribers(q: string, signal?: AbortSignal): Promise<Subscriber[]> {
  const params = q ? `?${new URLSearchParams({ q })}` : '';
  return staffJson(`/subscribers${params}`, { signal });
}

export async function removeSubscriber(id: number): Promise<void> {
  await staffJson(`/subscribers/${id}`, { method: 'DELETE' });
}

/** Every subscriber as CSV, with each one's unsubscribe link. */
export const SUBSCRIBERS_CSV_HREF = `${STAFF_API}/subscribers.csv`;
