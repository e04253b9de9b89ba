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

/** Each state's name wherever staff see a message: the outbox, a timeline, a lead's delivery panel. */
export const OUTBOX_STATE_LABELS: Record<OutboxState, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed, retrying',
  dead: 'Not sent',
  kept: 'Kept, not sent',
};

/** A file sent with a message (a calendar invitation): its name, type and where its content downloads. */
export interface OutboxAttachment {
  filename: string;
  /** MIME type, e.g. `text/calendar; method=REQUEST`. */
  type: string;
  /** `/api/outbox/<id>/attachments/<n>` (the staff key), or under /staff/api for the staff app. */
  url: string;
}

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
  attachments: OutboxAttachment[];
}

/** An email written about a lead or an application, as its timeline lists it (worker/intake/staff-record.ts). */
export type TimelineEmail = Pick<OutboxEntry, 'id' | 'kind' | 'subject' | 'state' | 'created_at'>;

/** One message as its recipient sees it: both parts, the files sent with it, and what it is about (`lead:<id>`). */
export interface OutboxMessage extends OutboxEntry {
  html: string;
  about: string | null;
}
