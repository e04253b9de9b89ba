/**
 * The front door for every path under /rest, whatever its spelling (case,
 * `//`, `%2F`, trailing slash): CORS preflight, the keys (wrong keys are
 * rate-limited; writes without the staff key, the public ANON_KEY included,
 * are refused with 401 before anything else happens), and a PostgREST 404 for
 * anything that is not exactly the
 * blog_posts table. Also sets CORS, caching and HEAD semantics on every
 * API response: anonymous reads are revalidated on every use (an ETag over
 * the answer, 304 to If-None-Match), so a post taken off the site is not
 * served from a cache a moment longer (docs/decisions.md D14). A write on behalf of an author
 * (through the staff proxy) must also pass the author policy (author-policy.ts) before it runs.
 */
import type { MiddlewareHandler } from 'hono';
import { POSTS_PATH } from '../../shared/posts/blog-queries';
import type { AppEnv } from '../env';
import { ApiError, errors } from '../http/errors';
import { etagMatches, etagOf } from '../http/revalidation';
import { keyRefusal } from '../staff/door';
import { checkAuthorWrite } from './author-policy';
import { ALLOWED_METHODS, READ_METHODS, toErrorResponse } from './rest/responses';

const CORS_ALLOW_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'prefer',
  'range',
  'range-unit',
  'accept',
  'accept-profile',
  'content-profile',
  'x-client-info',
  'x-retry-count',
  'x-supabase-api-version',
].join(', ');
const CORS_EXPOSE_HEADERS = 'Content-Range, Content-Location, Content-Profile, Location, Preference-Applied, Range-Unit, Retry-After';

const KEY_HINT = 'Send the staff key as Authorization: Bearer <SERVICE_KEY>, or the public key or no key for reads.';

const unauthorized = () => {
  const e = errors.unauthorized();
  return new ApiError(e.status, e.code, e.message, e.details, e.hint, { ...e.headers, 'www-authenticate': 'Bearer' });
};

/** Percent-decodes (a few rounds, for double encoding), lower-cases, collapses `//` and dot segments. */
function normalizeApiPath(pathname: string): string {
  let p = pathname;
  for (let i = 0; i < 3; i++) {
    try {
      const decoded = decodeURIComponent(p);
      if (decoded === p) break;
      p = decoded;
    } catch {
      break;
    }
  }
  const segments: string[] = [];
  for (const s of p.replace(/\\/g, '/').toLowerCase().split('/')) {
    if (s === '' || s === '.') continue;
    if (s === '..') segments.pop();
    else segments.push(s);
  }
  return `/${segments.join('/')}`;
}

function isApiPath(normalized: string): boolean {
  return normalized === '/rest' || normalized.startsWith('/rest/');
}

/** The path exactly as the router sees it (decodeURI keeps %2F encoded, as Hono does). */
function routerPath(pathname: string): string | null {
  try {
    return decodeURI(pathname);
  } catch {
    return null;
  }
}

function pathNotFound(pathname: string): ApiError {
  const decoded = routerPath(pathname) ?? pathname;
  const m = /^\/rest\/v1\/([A-Za-z0-9_]{1,63})$/.exec(decoded);
  if (m) {
    return new ApiError(
      404,
      'PGRST205',
      `Could not find the table 'public.${m[1]}' in the schema cache`,
      null,
      "Perhaps you meant the table 'public.blog_posts'",
    );
  }
  return new ApiError(404, 'PGRST125', 'Invalid path specified in request URL', null, `The only resource is ${POSTS_PATH}`);
}

function preflight(): Response {
  return new Response(null, {
    status: 200,
    headers: {
      'access-control-allow-methods': ALLOWED_METHODS,
      'access-control-allow-headers': CORS_ALLOW_HEADERS,
      'access-control-max-age': '86400',
    },
  });
}

/**
 * Anonymous reads: any cache may keep them, but must ask again before each use (D14). A fresh
 * lifetime, however short, would serve a post staff have just unpublished; revalidation costs a
 * hash of the answer and sends no body when nothing changed.
 */
const PUBLIC_READ_CACHE_CONTROL = 'public, no-cache';

/** CORS, caching and HEAD semantics for every API response. */
async function finish(res: Response, method: string, isStaff: boolean, ifNoneMatch: string | undefined): Promise<Response> {
  let out = res;
  const publicRead = READ_METHODS.has(method) && !isStaff && (out.status === 200 || out.status === 206);
  // Over the body a GET sends, so HEAD and GET carry the same ETag.
  const etag = publicRead && out.body !== null ? await etagOf(await out.clone().arrayBuffer()) : null;
  if (method === 'HEAD' && out.body !== null) out = new Response(null, out);
  if (etag && etagMatches(ifNoneMatch, etag)) out = new Response(null, { status: 304, headers: out.headers });
  const h = out.headers;
  h.set('access-control-allow-origin', '*');
  h.set('access-control-expose-headers', CORS_EXPOSE_HEADERS);
  h.set('cache-control', publicRead ? PUBLIC_READ_CACHE_CONTROL : 'no-store');
  if (etag) h.set('etag', etag);
  h.set('vary', 'Accept, Accept-Profile, Prefer, Range, Authorization, apikey');
  return out;
}

/** Front door for everything under /rest (see the module comment). */
export const restApiGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  if (!isApiPath(normalizeApiPath(url.pathname))) return next();
  const method = c.req.method.toUpperCase();
  let early: Response | null = null;
  try {
    if (method === 'OPTIONS') {
      early = preflight();
    } else {
      // The public key reads like no key at all: it is neither counted nor locked out.
      const refused = await keyRefusal(c, KEY_HINT);
      if (refused) throw refused;
      // Anything that is not a read needs the key, before the path or the body is even looked at.
      if (!READ_METHODS.has(method) && !c.var.isStaff) throw unauthorized();
      if (routerPath(url.pathname) !== POSTS_PATH && routerPath(url.pathname) !== '/rest/v1/blog_post_revisions') throw pathNotFound(url.pathname);
      // Which posts an author may change, whichever spelling of a write they use. Revisions take no
      // writes from anyone: their route answers 405 whatever the role.
      if (routerPath(url.pathname) === POSTS_PATH) await checkAuthorWrite(c);
    }
  } catch (err) {
    early = toErrorResponse(err);
  }
  const ifNoneMatch = c.req.header('if-none-match');
  if (early) return finish(early, method, c.var.isStaff, ifNoneMatch);
  await next();
  c.res = await finish(c.res, method, c.var.isStaff, ifNoneMatch);
};
