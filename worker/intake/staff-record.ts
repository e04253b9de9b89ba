/**
 * What the staff side of every form kind shares (leads, job applications): the JSON body of a
 * stage change or a note, the emails and texts shown on a record's timeline, and the staff list's date
 * range. Each kind's staff routes read their own rows and rules; these pieces are the same for all.
 */
import type { Context } from 'hono';
import type { TimelineEmail, TimelineText, Texting } from '../../shared/messages/outbox';
import { toE164 } from '../../shared/messages/texts';
import type { Db } from '../env';
import { messagesAbout } from '../email/store/outbox';
import { consentOf, repliesAbout } from '../texts/store';
import { ApiError } from '../http/errors';
import type { ListQuery } from '../http/list-query';

/** A JSON body, or the API's 415 / 400. */
export async function jsonBody(c: Context): Promise<unknown> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    throw new ApiError(415, 'PGRST102', 'Content-Type must be application/json');
  }
  try {
    return JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
  }
}

/**
 * A record's messages for its timeline, from one read of the outbox: the emails, the texts both
 * ways (ours in the order written, a reply after ours of the same millisecond), and whether its
 * person can be texted at `phone`.
 */
export async function timelineMessages(db: Db, about: string, phone: string): Promise<{ emails: TimelineEmail[]; texts: TimelineText[]; texting: Texting }> {
  const to = toE164(phone);
  const [messages, replies, consent] = await Promise.all([messagesAbout(db, about), repliesAbout(db, about), to ? consentOf(db, to) : ('none' as const)]);
  const emails = messages.filter((m) => m.channel === 'email').map(({ id, kind, subject, state, created_at }) => ({ id, kind, subject, state, created_at }));
  const ours: TimelineText[] = messages
    .filter((m) => m.channel === 'sms')
    .map(({ id, kind, text, state, created_at, sent_by, send_after }) => ({
      id,
      direction: 'out',
      kind,
      text,
      state,
      created_at,
      by: sent_by ?? '',
      send_after,
    }));
  const texts = [...ours, ...replies].sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
  return { emails, texts, texting: { to, consent } };
}

/** `from` and `to` (days, YYYY-MM-DD, both inclusive, on the company's calendar) of a staff list, as its filters hold them. */
export function dayRange(q: ListQuery): { from?: string; until?: string } {
  const range: { from?: string; until?: string } = {};
  const from = q.day('from');
  if (from) range.from = from;
  const until = q.day('to');
  if (until) range.until = until;
  return range;
}
