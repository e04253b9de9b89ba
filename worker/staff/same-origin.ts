/**
 * Cross-site request forgery guard for the staff API: every request that may change something
 * (anything but GET and HEAD) must carry an `Origin` equal to this site's own origin, else 403.
 *
 * Hono's `csrf` middleware is not enough here: it only judges the content types an HTML form can
 * send, so a JSON request without an Origin would pass, and it accepts `Sec-Fetch-Site` in place
 * of an Origin. Browsers send Origin on every such request, same-origin ones included, so the
 * staff app always has one; anything without it is refused before it is read.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** The refusal for a request from elsewhere (or from nowhere), or null when it may go on. */
export function crossSiteRefusal(c: Context<AppEnv>): ApiError | null {
  if (SAFE_METHODS.has(c.req.method.toUpperCase())) return null;
  const origin = c.req.header('origin');
  if (origin !== undefined && origin === new URL(c.req.url).origin) return null;
  return new ApiError(
    403,
    '42501',
    'Cross-site request refused',
    null,
    'Requests that change something must come from this site: Origin must be its own origin.',
  );
}
