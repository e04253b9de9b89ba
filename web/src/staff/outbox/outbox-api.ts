/** The outbox (/staff/api/outbox): every email the site wrote, newest first, filtered by address; one message with both parts. */
import type { OutboxEntry, OutboxMessage, OutboxState } from '../../../../shared/messages/outbox';
import { staffJson } from '../lib/http';

export type { OutboxEntry, OutboxMessage, OutboxState };

export async function listOutbox(to: string, signal?: AbortSignal): Promise<OutboxEntry[]> {
  const params = to ? `?${new URLSearchParams({ to })}` : '';
  return staffJson(`/outbox${params}`, { signal });
}

export async function getOutboxMessage(id: string, signal?: AbortSignal): Promise<OutboxMessage> {
  return staffJson(`/outbox/${encodeURIComponent(id)}`, { signal });
}
