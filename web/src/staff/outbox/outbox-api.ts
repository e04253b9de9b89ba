/** The outbox (/staff/api/outbox): every email the site wrote, newest first, filtered by address; one message with both parts. */
import type { OutboxAttachment, OutboxEntry, OutboxMessage, OutboxState } from '../../../../shared/messages/outbox';
import { errorFrom, staffFetch, staffJson } from '../lib/http';

export type { OutboxAttachment, OutboxEntry, OutboxMessage, OutboxState };

export async function listOutbox(to: string, signal?: AbortSignal): Promise<OutboxEntry[]> {
  const params = to ? `?${new URLSearchParams({ to })}` : '';
  return staffJson(`/outbox${params}`, { signal });
}

export async function getOutboxMessage(id: string, signal?: AbortSignal): Promise<OutboxMessage> {
  return staffJson(`/outbox/${encodeURIComponent(id)}`, { signal });
}

/** A file sent with a message, as text (a calendar invitation), from the address the API lists it at. */
export async function getAttachmentText(file: OutboxAttachment, signal?: AbortSignal): Promise<string> {
  const res = await staffFetch(file.url, { signal });
  if (!res.ok) throw await errorFrom(res);
  return res.text();
}
