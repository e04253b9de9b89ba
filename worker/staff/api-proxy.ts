/**
 * The staff API re-uses the public PostgREST API in-process, so it has one implementation:
 *   /staff/api/rest/v1/...  ->  /rest/v1/...   (PostgREST over blog_posts)
 * The gate in front has already made the request staff; here it is sent again, to the same app,
 * with the staff key instead of the cookie. Method, query, body and the headers the APIs read go
 * along, and so does the client's address, so lockout and rate limits still count the real
 * client. The answer comes back without cookies or CORS headers and is never cached.
 */
import { needs } from './permissions';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { lendActor } from './actor';

/** The app's own entry (`app.fetch`), passed in when mounting so this module need not import the app. */
export type AppFetch = Hono<AppEnv>['fetch'];

const FORWARDED_HEADERS = [
  'accept',
  'content-type',
  'content-length',
  'prefer',
  'range',
  'range-unit',
  'if-match',
  'x-revision',
  'cf-connecting-ip',
  'x-forwarded-for',
];

const DROPPED_ANSWER_HEADERS = /^(set-cookie|access-control-.*)$/i;

const STAFF_API_PREFIX = '/staff/api';

function executionCtxOf(c: Context<AppEnv>): Context<AppEnv>['executionCtx'] | undefined {
  try {
    return c.executionCtx;
  } catch {
    // Tests call the app without an execution context.
    return undefined;
  }
}

/**
 * The same request, addressed to `targetPrefix` + what follows `/staff/api<routePrefix>`, with the
 * staff key; null when the built URL would resolve outside `targetPrefix` (the key is only lent to
 * the API this route stands for).
 */
function innerRequest(c: Context<AppEnv>, routePrefix: string, targetPrefix: string): Request | null {
  const url = new URL(c.req.url);
  // c.req.path is the path as the router matched it, so it starts with the route's prefix.
  const rest = c.req.path.slice(STAFF_API_PREFIX.length + routePrefix.length);
  const target = new URL(`${targetPrefix}${rest}${url.search}`, url.origin);
  if (target.pathname !== targetPrefix && !target.pathname.startsWith(`${targetPrefix}/`) && !target.pathname.startsWith(`${targetPrefix}.`)) return null;
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = c.req.header(name);
    if (value !== undefined) headers.set(name, value);
  }
  headers.set('authorization', `Bearer ${c.env.SERVICE_KEY ?? ''}`);
  const method = c.req.method.toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const request = new Request(target, { method, headers, body: hasBody ? c.req.raw.body : null });
  return c.var.actor ? lendActor(request, c.var.actor) : request;
}

function staffAnswer(res: Response): Response {
  const headers = new Headers();
  for (const [name, value] of res.headers) if (!DROPPED_ANSWER_HEADERS.test(name)) headers.append(name, value);
  headers.set('cache-control', 'no-store');
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

/** Routes of /staff/api that answer through the public APIs; mount at /staff/api behind the staff gate. */
export function staffApiProxy(appFetch: AppFetch): Hono<AppEnv> {
  const forward = (routePrefix: string, targetPrefix: string) => async (c: Context<AppEnv>) => {
    const request = innerRequest(c, routePrefix, targetPrefix);
    if (!request) throw new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');
    // The same D1 session: the API's write moves this request's bookmark, which the staff keep.
    return staffAnswer(await appFetch(request, { ...c.env, DB: c.var.d1 as D1Database }, executionCtxOf(c)));
  };
  return new Hono<AppEnv>().all('/rest/v1/*', needs('posts.write-own', 'use the posts API'), forward('/rest/v1', '/rest/v1'));
}
