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
import { consentOf, textsAbout } from '../texts/store';
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

/** The emails written about a record (`lead:<id>`, `application:<id>`) as its timeline lists them. */
export async function timelineEmails(db: Db, about: string): Promise<TimelineEmail[]> {
  const emails = await messagesAbout(db, about);
  return emails.filter((m) => m.channel === 'email').map(({ id, kind, subject, state, created_at }) => ({ id, kind, subject, state, created_at }));
}

/** A record's messages for its timeline: the emails, the texts both ways, and whether its person can be texted at `phone`. */
export async function timelineMessages(db: Db, about: string, phone: string): Promise<{ emails: TimelineEmail[]; texts: TimelineText[]; texting: Texting }> {
  const to = toE164(phone);
  const [emails, texts, consent] = await Promise.all([timelineEmails(db, about), textsAbout(db, about), to ? consentOf(db, to) : ('none' as const)]);
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
