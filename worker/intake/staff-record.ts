/**
 * What the staff side of every form kind shares (leads, job applications): the JSON body of a
 * stage change or a note, the emails shown on a record's timeline, and the staff list's date
 * range. Each kind's staff routes read their own rows and rules; these pieces are the same for all.
 */
import type { Context } from 'hono';
import type { TimelineEmail } from '../../shared/messages/outbox';
import type { Db } from '../env';
import { messagesAbout } from '../email/store/outbox';
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
  return emails.map(({ id, kind, subject, state, created_at }) => ({ id, kind, subject, state, created_at }));
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
