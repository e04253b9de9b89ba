/**
 * The staff session cookie: `oakbright_staff=<session id>.<HMAC>`, signed so a forged or
 * altered id is thrown away before the database is asked. HttpOnly (no script reads it), Secure,
 * SameSite=Strict (never sent from another site) and Path=/staff (nothing else sees it); it
 * lasts as long as the session row, 12 hours.
 */
import type { Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { SESSION_SECONDS } from './store/sessions';
import type { AppEnv } from '../env';
import { secretOrDerived } from '../http/secrets';

export const SESSION_COOKIE = 'oakbright_staff';

const ATTRIBUTES: CookieOptions = { httpOnly: true, secure: true, sameSite: 'Strict', path: '/staff' };

/** SESSION_SECRET, or one derived from SERVICE_KEY (so changing the staff key signs everyone out). */
function cookieSecret(env: Env): string {
  return secretOrDerived(env.SESSION_SECRET, 'staff-session', env.SERVICE_KEY);
}

export async function writeSessionCookie(c: Context<AppEnv>, sessionId: string): Promise<void> {
  await setSignedCookie(c, SESSION_COOKIE, sessionId, cookieSecret(c.env), { ...ATTRIBUTES, maxAge: SESSION_SECONDS });
}

/** The session id the cookie carries, or null when there is none or its signature is wrong. */
export async function readSessionCookie(c: Context<AppEnv>): Promise<string | null> {
  const id = await getSignedCookie(c, cookieSecret(c.env), SESSION_COOKIE);
  return typeof id === 'string' && id !== '' ? id : null;
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, ATTRIBUTES);
}
