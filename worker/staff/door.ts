/**
 * The one staff door. Every route that only staff may use asks here, whichever way the request
 * comes in: the staff key in a header (automation, `Authorization: Bearer <SERVICE_KEY>` or
 * `apikey`), or, under /staff/api, a session cookie or a Cloudflare Access token (gate.ts, which
 * sets `isStaff` before the routes behind it run).
 *
 * - `keyRefusal`: a presented key that is not the public key is the staff key or a guess: while
 *   the client is locked out every key is refused with 429 (the right one too), a wrong key is
 *   counted and refused with 401 (429 once over the limit). The public key (ANON_KEY) reads like
 *   no key at all and is never counted.
 * - `requireStaff(what)`: the check of a staff-only route: the key check above, then 401
 *   "permission denied for <what>" unless the request is staff. A route that uses it is safe
 *   wherever it is mounted, whatever runs before it.
 * - `staffApiError`: how a staff route's failures leave: its own refusals as they are, a failing
 *   database or bucket as 503 (retry), anything else as 500.
 */
import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { ApiError, errorResponse, errors, isStorageFailure } from '../http/errors';
import { isPublicKeyRequest, presentedKey } from './keys';
import { staffKeyRefusal } from './lockout';

export const STAFF_KEY_HINT = 'Send the staff key as Authorization: Bearer <SERVICE_KEY>.';

/** The answer to a key that is not the staff key; `hint` says what the door takes instead. */
export const invalidKey = (hint: string) => () =>
  new ApiError(401, 'PGRST301', 'The staff key is not valid', null, hint, { 'www-authenticate': 'Bearer error="invalid_token"' });

/** The refusal of a presented staff key (wrong, or the client locked out), or null. */
export async function keyRefusal(c: Context<AppEnv>, hint = STAFF_KEY_HINT): Promise<ApiError | null> {
  const headers = c.req.raw.headers;
  if (presentedKey(headers) === null || isPublicKeyRequest(headers, c.env.ANON_KEY)) return null;
  return staffKeyRefusal(c, invalidKey(hint));
}

/** `what` names what is refused, e.g. "table leads". */
export const permissionDenied = (what: string, hint: string) =>
  new ApiError(401, '42501', `permission denied for ${what}`, null, hint, { 'www-authenticate': 'Bearer' });

/** A staff-only route's own check (see the module comment). */
export function requireStaff(
  what: string,
  hint = 'Sign in at /staff, or send the staff key as Authorization: Bearer <SERVICE_KEY>.',
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const refused = await keyRefusal(c);
    if (refused) throw refused;
    if (!c.var.isStaff) throw permissionDenied(what, hint);
    await next();
  };
}

export const staffApiError: ErrorHandler<AppEnv> = (err) => {
  if (err instanceof ApiError) return errorResponse(err);
  if (isStorageFailure(err, { alsoBucket: true })) {
    console.error('staff api: storage failed', err.message);
    return errorResponse(errors.unavailable());
  }
  console.error('staff api: unhandled', err.message);
  return errorResponse(errors.internal());
};
