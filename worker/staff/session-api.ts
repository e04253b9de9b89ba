/**
 * Signing in and out of the staff app:
 *   POST   /staff/api/session  {"key": "<SERVICE_KEY>"} -> 204 and the session cookie; a wrong key
 *                              401, counted by the staff-key lockout (429 while locked out); a body
 *                              that is not JSON with a string key 400 (over 4 kB 413)
 *   GET    /staff/api/session  200 {signedIn: true, via, expiresAt} or 401 {signedIn: false, access}
 *   DELETE /staff/api/session  204: the session row is revoked and the cookie cleared
 * The key is compared in constant time and never stored or echoed; the cookie carries only a
 * random session id.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { timingSafeEqualStrings } from './keys';
import { clientIp } from '../http/client-ip';
import { ApiError, errorResponse, errors } from '../http/errors';
import { lockoutRemaining, recordFailedKey } from './lockout';
import { staffApiError } from './door';
import { accessConfigured } from './access-jwt';
import { clearSessionCookie, readSessionCookie, SESSION_COOKIE, writeSessionCookie } from './session-cookie';
import { createSession, revokeSession } from './store/sessions';
import { identifyStaff } from './staff-identity';

/** A key is a few dozen bytes; a sign-in body has no reason to be large. */
const MAX_BODY_BYTES = 4 * 1024;

const badBody = () => new ApiError(400, 'PGRST102', 'Send {"key": "<staff key>"} as JSON');

const wrongKey = () => new ApiError(401, 'PGRST301', 'The staff key is not valid', null, 'Check the key and try again.');

/** The key of a sign-in body, or null when the body is not JSON with a string `key`. */
async function keyOf(req: Request): Promise<string | null> {
  if (!(req.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) return null;
  try {
    const body: unknown = JSON.parse(await req.text());
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
    const key = (body as { key?: unknown }).key;
    return typeof key === 'string' ? key : null;
  } catch {
    return null;
  }
}

export const sessionApi = new Hono<AppEnv>()
  .post(
    '/session',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => errorResponse(new ApiError(413, 'PGRST413', 'Request body too large')) }),
    async (c) => {
      const ip = clientIp(c.req.raw.headers);
      // Locked out: every attempt is refused, the right key too, so guessing learns nothing.
      const locked = await lockoutRemaining(ip);
      if (locked > 0) throw errors.tooManyRequests(locked);
      const key = await keyOf(c.req.raw);
      if (key === null) throw badBody();
      const serviceKey = c.env.SERVICE_KEY;
      if (!serviceKey || !timingSafeEqualStrings(key, serviceKey)) {
        const lockout = await recordFailedKey(c.env.AUTH_LIMITER, ip);
        throw lockout > 0 ? errors.tooManyRequests(lockout) : wrongKey();
      }
      const session = await createSession(c.var.db);
      await writeSessionCookie(c, session.id);
      return c.body(null, 204);
    },
  )
  .get('/session', async (c) => {
    const staff = await identifyStaff(c);
    if (staff) return c.json({ signedIn: true, via: staff.via, expiresAt: staff.expiresAt });
    // A cookie that no longer signs in (expired, revoked, tampered) is dropped.
    if (c.req.header('cookie')?.includes(`${SESSION_COOKIE}=`)) clearSessionCookie(c);
    return c.json({ signedIn: false, access: accessConfigured(c.env) }, 401);
  })
  .delete('/session', async (c) => {
    const id = await readSessionCookie(c);
    if (id) await revokeSession(c.var.db, id);
    clearSessionCookie(c);
    return c.body(null, 204);
  })
  // Sessions live in D1: when it is unreachable the answer is "try again", never "signed out".
  .onError(staffApiError);
