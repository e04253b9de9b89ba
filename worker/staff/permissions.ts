/**
 * What each role may do on the staff API. Every route a resource mounts under /staff/api declares
 * the permission it needs (shared/staff/staff-roles.ts) at the route, with `needs(permission, what)` as
 * its first handler; `staffPermissions` runs right after the staff gate, reads the declaration of
 * the route the request matched and refuses a signed-in actor whose role lacks it with 403 42501.
 * A route that declares nothing needs the strictest permission there is, so a new route is never
 * open by accident (tests/worker/roles-matrix.test.ts reads the mounted routes' declarations and
 * fails on a route without one).
 *
 * The posts proxy only needs `posts.write-own`: which posts an author may change is decided per
 * row, before the write, by worker/posts/author-policy.ts. The staff key acts as an owner; the
 * public /api paths that take the key (/api/leads.csv, /api/outbox…) mount the same routes.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { can, type Permission, type StaffRole } from '../../shared/staff/staff-roles';
import type { AppEnv } from '../env';
import { ApiError, errorResponse } from '../http/errors';

/** `open`: any staff member, or no one signed in yet: the route answers for itself (signing in, one's own account). */
export type RouteNeed = Permission | 'open';

export interface StaffRoute {
  /** GET also covers HEAD; ALL is a declaration made with `.use` or `.all`, for every method. */
  method: string;
  /** As Hono spells it under /staff/api: `:param` is one segment, a trailing `*` anything below. */
  path: string;
  need: RouteNeed;
  /** What is refused, after "Your role (author) cannot …". */
  what: string;
}

type Declaration = Pick<StaffRoute, 'need' | 'what'>;

/** The handlers `needs` made, and what each declares. */
const declarations = new WeakMap<object, Declaration>();

/**
 * A handler's declaration. A resource with an error handler of its own is mounted with each of its
 * handlers wrapped, the original kept under Hono's `__COMPOSED_HANDLER` (hono/utils/constants).
 */
function declarationOf(handler: unknown): Declaration | undefined {
  for (let h = handler; typeof h === 'function'; h = (h as { __COMPOSED_HANDLER?: unknown }).__COMPOSED_HANDLER) {
    const declared = declarations.get(h);
    if (declared) return declared;
  }
  return undefined;
}

/**
 * A route's permission, declared as its first handler: `.get('/leads', needs('leads', 'read leads'), …)`.
 * The handler only declares; `staffPermissions` reads the declaration and refuses, once, before
 * the route runs. (Elsewhere, as on /api, only the staff key gets in, and it acts as an owner.)
 */
export function needs(need: RouteNeed, what: string): MiddlewareHandler<AppEnv> {
  const handler: MiddlewareHandler<AppEnv> = (_c, next) => next();
  declarations.set(handler, { need, what });
  return handler;
}

/** Every declaration an app's routes carry, with the method and path it was made for (`prefix` taken off the path). */
export function declaredRoutes(app: Hono<AppEnv>, prefix = ''): StaffRoute[] {
  return app.routes.flatMap((r) => {
    const declared = declarationOf(r.handler);
    if (!declared || !r.path.startsWith(prefix)) return [];
    return [{ method: r.method, path: r.path.slice(prefix.length) || '/', ...declared }];
  });
}

/** The strictest need: what an unlisted route asks for (only an owner has every permission). */
const UNLISTED: Declaration = { need: 'people', what: 'use this staff route' };

function patternRegex(path: string): RegExp {
  const body = path
    .split('/')
    .map((s) => (s === '*' ? '.*' : s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/**
 * The declaration that covers a request to /staff/api`path` (HEAD as GET) among `routes`: one made
 * for its method before one made for every method, an exact path before a `*` one; null when none does.
 */
export function listedRoute(routes: readonly StaffRoute[], method: string, path: string): StaffRoute | null {
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const matches = routes.filter((r) => (r.method === m || r.method === 'ALL') && patternRegex(r.path).test(path));
  const rank = (r: StaffRoute) => (r.method === m ? 0 : 2) + (r.path.includes('*') ? 1 : 0);
  return matches.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/** Whether a role may use the route. */
export function roleMayUse(role: StaffRole, r: Declaration): boolean {
  return r.need === 'open' || can(role, r.need);
}

export function forbidden(role: StaffRole, what: string): ApiError {
  return new ApiError(403, '42501', `Your role (${role}) cannot ${what}`, null, 'Ask an owner or an editor.');
}

/**
 * After the staff gate: a signed-in actor whose role lacks the matched route's declared permission
 * gets 403 before anything of the route runs; a route that declares none needs what only an owner has.
 */
export const staffPermissions: MiddlewareHandler<AppEnv> = async (c, next) => {
  const actor = c.var.actor;
  // No actor: the gate let a sign-in route through, which answers for itself.
  if (!actor) return next();
  const declared = matchedRoutes(c)
    .map((r) => declarationOf(r.handler))
    .find((d) => d !== undefined);
  const r = declared ?? UNLISTED;
  if (!roleMayUse(actor.role, r)) return errorResponse(forbidden(actor.role, r.what));
  await next();
};
