/**
 * What every way of signing in ends with: a session for the person, the cookie, their last
 * sign-in, and the audit entry; and what every failed attempt costs: one count towards the
 * client's lockout (lockout.ts, shared with wrong staff keys) and an audit entry.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { recordAuditAs } from '../audit/record';
import { clientIp } from '../http/client-ip';
import { type ApiError, errors } from '../http/errors';
import { lockoutRemaining, recordFailedKey } from './lockout';
import { writeSessionCookie } from './session-cookie';
import type { PersonActor } from './staff-identity';
import { recordSignIn } from '../people/store';
import { createSession } from './store/sessions';

export async function startSession(c: Context<AppEnv>, person: PersonActor, how: string): Promise<void> {
  const session = await createSession(c.var.db, person.id);
  await writeSessionCookie(c, session.id);
  await recordSignIn(c.var.db, person.id);
  await recordAuditAs(
    c.var.db,
    person,
    { action: 'sign-in', subjectType: 'person', subjectId: person.id, summary: `Signed in with ${how}` },
    clientIp(c.req.raw.headers),
  );
}

/** 429 while this client is locked out, else null. */
export async function lockedOut(c: Context<AppEnv>): Promise<ApiError | null> {
  const locked = await lockoutRemaining(clientIp(c.req.raw.headers));
  return locked > 0 ? errors.tooManyRequests(locked) : null;
}

/** Counts a failed sign-in and records it; returns the refusal to send (429 once over the limit, else `refusal`). */
export async function failedSignIn(c: Context<AppEnv>, refusal: ApiError, how: string, who = ''): Promise<ApiError> {
  const ip = clientIp(c.req.raw.headers);
  await recordAuditAs(
    c.var.db,
    null,
    { action: 'sign-in.failed', summary: `Sign-in with ${how} failed: ${refusal.message}`, detail: who ? { email: who } : {} },
    ip,
    who || undefined,
  );
  const lockout = await recordFailedKey(c.env.AUTH_LIMITER, ip);
  return lockout > 0 ? errors.tooManyRequests(lockout) : refusal;
}
