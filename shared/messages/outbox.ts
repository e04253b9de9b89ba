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

/** How a message goes out: an email, or a text message (worker/texts/). */
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

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
  channel: MessageChannel;
  /** An email address, or a number in E.164 for a text. */
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

/** A text about a lead or an application, either way: ours (`out`, with its state) or the person's reply (`in`). */
export interface TimelineText {
  id: string;
  direction: 'out' | 'in';
  kind: string;
  text: string;
  state: OutboxState | null;
  created_at: string;
  /** Who wrote it: a staff member's name, '' for the site. */
  by: string;
  /** A text of ours written in quiet hours waits until then; null otherwise. */
  send_after: string | null;
}

/** Whether a record's person can be texted now: their number (E.164) and what they said to texts. */
export interface Texting {
  to: string | null;
  consent: 'agreed' | 'stopped' | 'none';
}

/** One message as its recipient sees it: both parts, the files sent with it, and what it is about (`lead:<id>`). */
export interface OutboxMessage extends OutboxEntry {
  html: string;
  about: string | null;
}
