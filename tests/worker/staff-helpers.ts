/**
 * Staff sign-in for worker tests: `staffSession()` signs in an owner (a person, as the staff app
 * now always is) and returns the Cookie header value; `personSession(role)` does so for any role
 * and says who; `staffRequest` sends a request the way the staff app does (cookie, and Origin on
 * anything but GET/HEAD).
 */
import { env, SELF } from 'cloudflare:test';
import { generateSignedCookie } from 'hono/cookie';
import type { StaffRole } from '../../shared/staff/staff-roles';
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

/**
 * Signs in a new owner and returns the session cookie as a Cookie header value (`oakbright_staff=...`).
 * The address a caller passes was where the staff key once signed in from; a person's session needs none.
 */
export async function staffSession(_ip?: string): Promise<string> {
  return (await personSession('owner')).cookie;
}

/** The session cookie a sign-in response set (`oakbright_staff=...`), or a thrown error saying what came instead. */
export async function sessionCookieOf(res: Response): Promise<string> {
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('oakbright_staff=') && !c.startsWith('oakbright_staff=;'))
    ?.split(';')[0];
  if (!cookie) throw new Error(`no session cookie: ${res.status} ${await res.text()}`);
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

/** Adds a person straight to D1 (no session); returns their id. */
export async function addPerson(role: StaffRole, email = `${role}-${crypto.randomUUID().slice(0, 8)}@example.com`, name = `Test ${role}`): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare('INSERT INTO staff_people (id, name, email, role) VALUES (?, ?, ?, ?)').bind(id, name, email.toLowerCase(), role).run();
  return id;
}

/** The token of the newest staff link emailed to `to` (read from the outbox, as a person reads their email). */
export async function emailedToken(to: string, kind: 'staff-invitation' | 'staff-sign-in-link' = 'staff-sign-in-link'): Promise<string> {
  // A sign-in link is written after the answer has gone (worker/staff/sign-in-api.ts): look until it is there.
  for (let look = 0; look < 200; look++) {
    const row = await env.DB.prepare('SELECT text FROM outbox WHERE "to" = ? AND kind = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
      .bind(to.toLowerCase(), kind)
      .first<{ text: string }>();
    const token = row && /[?&]token=([A-Za-z0-9_-]{43})/.exec(row.text)?.[1];
    if (token) return token;
    await scheduler.wait(5);
  }
  throw new Error(`no ${kind} email to ${to}`);
}

/** A JSON POST from this site's origin. */
export function postJson(path: string, body: unknown, { ip = '203.0.113.201', cookie }: { ip?: string; cookie?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': ip };
  if (cookie) headers.cookie = cookie;
  return SELF.fetch(`${ORIGIN}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** Signs a person in the way the staff app does without a passkey: asks for a link, follows it. Returns the cookie. */
export async function linkSession(email: string, ip = randomIp()): Promise<string> {
  const asked = await postJson('/staff/api/sign-in/email', { email }, { ip });
  if (asked.status !== 202) throw new Error(`sign-in link not sent: ${asked.status} ${await asked.text()}`);
  return sessionCookieOf(await postJson('/staff/api/sign-in/link', { token: await emailedToken(email) }, { ip }));
}

/** An address of its own (an IPv6 /64 the limiters count alone), so tests do not share a rate limit. */
export function randomIp(): string {
  return `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}::1`;
}
