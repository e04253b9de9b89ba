/**
 * Staff sign-in for worker tests: `staffSession()` signs in with the staff key (from this site's
 * own origin, as the staff app does) and returns the Cookie header value; `staffRequest` sends a
 * request the way the staff app does (cookie, and Origin on anything but GET/HEAD).
 */
import { env, SELF } from 'cloudflare:test';
import { generateSignedCookie } from 'hono/cookie';
import type { StaffRole } from '../../shared/staff-roles';
import { STAFF_KEY } from './api-helpers';

export const ORIGIN = 'http://localhost';
export const SESSION_URL = `${ORIGIN}/staff/api/session`;

/** A sign-in POST: JSON `{key}` from this site's origin (the body and headers can be overridden). */
export function signInInit(key: string, ip: string, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': ip, ...headers },
    body: JSON.stringify({ key }),
  };
}

/** Signs in with the staff key and returns the session cookie as a Cookie header value (`oakbright_staff=...`). */
export async function staffSession(ip = '203.0.113.200'): Promise<string> {
  const res = await SELF.fetch(SESSION_URL, signInInit(STAFF_KEY, ip));
  if (res.status !== 204) throw new Error(`staff sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('staff sign-in set no cookie');
  return cookie;
}

/** A request as the staff app sends it: the session cookie, and Origin on anything that may change something. */
export function staffRequest(path: string, cookie: string, init: RequestInit & { ip?: string } = {}): Promise<Response> {
  const { ip = '203.0.113.200', headers, ...rest } = init;
  const method = (rest.method ?? 'GET').toUpperCase();
  const h = new Headers(headers);
  h.set('cookie', cookie);
  h.set('cf-connecting-ip', ip);
  if (method !== 'GET' && method !== 'HEAD' && !h.has('origin')) h.set('origin', ORIGIN);
  return SELF.fetch(`${ORIGIN}${path}`, { ...rest, method, headers: h });
}

/**
 * A person of staff signed in: their `staff_people` row and a session row written straight to D1,
 * and the session cookie signed as the Worker signs it (the test env sets no SESSION_SECRET, so
 * the secret is derived from the staff key). Returns the person's id and the Cookie header value.
 */
export async function personSession(
  role: StaffRole,
  { name = `Test ${role}`, email = `${role}-${crypto.randomUUID().slice(0, 8)}@example.com` }: { name?: string; email?: string } = {},
): Promise<{ personId: string; email: string; cookie: string }> {
  const personId = crypto.randomUUID();
  const sessionId = crypto.randomUUID();
  const expires = new Date(Date.now() + 12 * 60 * 60 * 1000).toISOString();
  await env.DB.batch([
    env.DB.prepare('INSERT INTO staff_people (id, name, email, role) VALUES (?, ?, ?, ?)').bind(personId, name, email.toLowerCase(), role),
    env.DB.prepare('INSERT INTO staff_sessions (id, expires_at, person_id) VALUES (?, ?, ?)').bind(sessionId, expires, personId),
  ]);
  const signed = await generateSignedCookie('oakbright_staff', sessionId, `staff-session:${STAFF_KEY}`);
  return { personId, email: email.toLowerCase(), cookie: signed.split(';')[0] ?? '' };
}
