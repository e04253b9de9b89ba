/**
 * The staff session:
 *   GET    /staff/api/session  200 {signedIn: true, via, expiresAt, person: {id, name, email, role}}
 *                              or 401 {signedIn: false, access[, message]} (message: an Access user
 *                              without an account)
 *   DELETE /staff/api/session  204: the session row is revoked and the cookie cleared
 *   POST   /staff/api/session  {"key"}: the staff key no longer signs in to /staff (410, saying how
 *                              to sign in now); a wrong key is still counted by the staff-key
 *                              lockout (401, 429 while locked out), so guessing it here learns
 *                              nothing either; a body that is not JSON with a string key 400
 * People sign in with a passkey or an emailed link (sign-in-api.ts).
 */
import { needs } from './permissions';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { recordAuditAs } from '../audit/record';
import { clientIp } from '../http/client-ip';
import { ApiError, errors } from '../http/errors';
import { accessConfigured } from './access-jwt';
import { staffApiError } from './door';
import { jsonObject, limitBody } from './json-body';
import { timingSafeEqualStrings } from './keys';
import { lockoutRemaining, recordFailedKey } from './lockout';
import { clearSessionCookie, SESSION_COOKIE } from './session-cookie';
import { identifyStaff, isIdentity, noAccountMessage } from './staff-identity';
import { revokeSession } from './store/sessions';

const wrongKey = () => new ApiError(401, 'PGRST301', 'The staff key is not valid', null, 'Check the key and try again.');

export const keyRetired = () =>
  new ApiError(
    410,
    'PGRST301',
    'The staff key no longer signs in to the staff app',
    null,
    'Sign in at /staff/sign-in with your passkey or an emailed sign-in link. The key stays for automation (Authorization: Bearer) and for creating the first owner (POST /staff/api/setup).',
  );

export const sessionApi = new Hono<AppEnv>()
  .post('/session', needs('open', 'sign in'), limitBody, async (c) => {
    const ip = clientIp(c.req.raw.headers);
    const locked = await lockoutRemaining(ip);
    if (locked > 0) throw errors.tooManyRequests(locked);
    const key = (await jsonObject(c, '{"key": "<staff key>"}')).key;
    if (typeof key !== 'string') throw new ApiError(400, 'PGRST102', 'Send {"key": "<staff key>"} as JSON');
    const serviceKey = c.env.SERVICE_KEY;
    if (!serviceKey || !timingSafeEqualStrings(key, serviceKey)) {
      const lockout = await recordFailedKey(c.env.AUTH_LIMITER, ip);
      throw lockout > 0 ? errors.tooManyRequests(lockout) : wrongKey();
    }
    throw keyRetired();
  })
  .get('/session', needs('open', 'sign in'), async (c) => {
    const staff = await identifyStaff(c);
    if (isIdentity(staff)) {
      const { id, name, email, role } = staff.actor;
      return c.json({ signedIn: true, via: staff.via, expiresAt: staff.expiresAt, person: { id, name, email, role } });
    }
    // A cookie that no longer signs in (expired, revoked, tampered, its person disabled) is dropped.
    if (c.req.header('cookie')?.includes(`${SESSION_COOKIE}=`)) clearSessionCookie(c);
    if (staff) return c.json({ signedIn: false, access: true, message: noAccountMessage(staff.email) }, 401);
    return c.json({ signedIn: false, access: accessConfigured(c.env) }, 401);
  })
  .delete('/session', needs('open', 'sign in'), async (c) => {
    const staff = await identifyStaff(c);
    if (isIdentity(staff) && staff.sessionId) {
      await revokeSession(c.var.db, staff.sessionId);
      await recordAuditAs(
        c.var.db,
        staff.actor,
        { action: 'sign-out', subjectType: 'person', subjectId: staff.actor.id, summary: 'Signed out' },
        clientIp(c.req.raw.headers),
      );
    }
    clearSessionCookie(c);
    return c.body(null, 204);
  })
  // Sessions live in D1: when it is unreachable the answer is "try again", never "signed out".
  .onError(staffApiError);
