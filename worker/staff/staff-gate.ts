/**
 * The door of /staff/api/*: every response is `Cache-Control: no-store`; a request that may change
 * something must come from this site (same-origin.ts); and, except for the sign-in routes
 * themselves (/staff/api/session, /staff/api/setup, /staff/api/sign-in/*), the request must be
 * staff: a valid session cookie of an active person, a valid Cloudflare Access token of an active
 * person's address, or the staff key header as on the public API. It then carries
 * `c.var.isStaff = true` and the actor for the routes behind. Anyone else gets 401 (an Access user
 * without an account 403, saying so). A wrong staff key counts towards the same lockout as
 * everywhere else (429 once locked).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { keyRefusal } from './door';
import { presentedKey } from './keys';
import { ApiError, errorResponse, errors } from '../http/errors';
import { forceNoStore } from '../http/no-store';
import { crossSiteRefusal } from './same-origin';
import { accessRefusal, identifyStaff, isIdentity } from './staff-identity';

/** The sign-in routes answer for themselves: they are how one becomes staff. */
const SESSION_PATH = '/staff/api/session';
const OPEN_PATHS = new Set([SESSION_PATH, '/staff/api/setup']);
const SIGN_IN_PREFIX = '/staff/api/sign-in/';

const notSignedIn = () =>
  new ApiError(
    401,
    '42501',
    'Sign in to use the staff API',
    null,
    'Sign in at /staff/sign-in with a passkey or an emailed sign-in link, or through Cloudflare Access.',
  );

/** The refusal for this request, or null once it is known to be staff (or is a sign-in route). */
async function refusal(c: Context<AppEnv>): Promise<ApiError | null> {
  const crossSite = crossSiteRefusal(c);
  if (crossSite) return crossSite;
  if (OPEN_PATHS.has(c.req.path) || c.req.path.startsWith(SIGN_IN_PREFIX)) return null;
  if (presentedKey(c.req.raw.headers) !== null) {
    const refused = await keyRefusal(c, 'Send the staff key as Authorization: Bearer <SERVICE_KEY>, or sign in.');
    if (refused || c.var.isStaff) return refused;
  }
  const identity = await identifyStaff(c);
  if (!identity) return notSignedIn();
  if (!isIdentity(identity)) return accessRefusal(identity);
  c.set('isStaff', true);
  c.set('actor', identity.actor);
  return null;
}

export const staffGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  let refused: ApiError | null;
  try {
    refused = await refusal(c);
  } catch (err) {
    // The session lookup needs D1; when it fails the answer is "try again", not "signed out".
    console.error('staff gate: session lookup failed', err instanceof Error ? err.message : err);
    refused = errors.unavailable();
  }
  if (refused) c.res = errorResponse(refused);
  else {
    await next();
    // No API route took the path and the page renderer answered: the API's own 404 instead.
    if (c.res.status === 404 && (c.res.headers.get('content-type') ?? '').startsWith('text/html')) {
      c.res = undefined;
      c.res = errorResponse(new ApiError(404, 'PGRST125', 'Invalid path specified in request URL'));
    }
  }
  forceNoStore(c);
};
