/**
 * The outbox (worker/email/): every email the site writes, as staff and automation read it. One
 * row per message, recorded before it is queued, so what was written is known whatever the
 * email service did with it.
 */

/**
 * Where a message stands: `queued` until the consumer takes it, `sending` (claimed by one consumer,
 * so a repeated queue message never sends it twice), `sent` (the email service has it),
 * `failed` (will be retried), `dead` (retries ran out; the last error stays), `kept` (no email
 * service is configured: written and kept here, never sent).
 */
export const OUTBOX_STATES = ['queued', 'sending', 'sent', 'failed', 'dead', 'kept'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** One message in a list: what GET /api/outbox and /staff/api/outbox answer per row. */
export interface OutboxEntry {
  id: string;
  to: string;
  kind: string;
  subject: string;
  state: OutboxState;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  text: string;
}

/** An email written about a lead or an application, as its timeline lists it (worker/intake/staff-record.ts). */
export type TimelineEmail = Pick<OutboxEntry, 'id' | 'kind' | 'subject' | 'state' | 'created_at'>;

/** One message as its recipient sees it: both parts, the files sent with it, and what it is about (`lead:<id>`). */
export interface OutboxMessage extends OutboxEntry {
  html: string;
  about: string | null;
  attachments: { filename: string; type: string }[];
}
