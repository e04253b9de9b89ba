/**
 * What each role may do on the staff API, in one table: every route staffApp mounts under
 * /staff/api (method and Hono path pattern, relative to /staff/api) and the permission it needs
 * (shared/staff-roles.ts). `staffPermissions` runs right after the staff gate and refuses a signed-in
 * actor whose role lacks it with 403 42501; a route missing from the table needs the strictest
 * permission there is, so a new route is never open by accident (tests/worker/roles-matrix.test.ts
 * reads the mounted routes and fails on one the table does not list).
 *
 * The posts proxy only needs `posts.write-own`: which posts an author may change is decided per
 * row, before the write, by worker/posts/author-policy.ts. The staff key acts as an owner; the
 * public /api paths that take the key (/api/leads.csv, /api/outbox…) are not behind this table.
 */
import type { MiddlewareHandler } from 'hono';
import { can, type Permission, type StaffRole } from '../../shared/staff-roles';
import type { AppEnv } from '../env';
import { ApiError, errorResponse } from '../http/errors';

/** `open`: any staff member, or no one signed in yet: the route answers for itself (signing in, one's own account). */
export type RouteNeed = Permission | 'open';

export interface StaffRoute {
  /** GET also covers HEAD. */
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** As Hono spells it under /staff/api: `:param` is one segment, a trailing `*` anything below. */
  path: string;
  need: RouteNeed;
  /** What is refused, after "Your role (author) cannot …". */
  what: string;
}

const route = (method: StaffRoute['method'], path: string, need: RouteNeed, what: string): StaffRoute => ({ method, path, need, what });
const each = (methods: StaffRoute['method'][], path: string, need: RouteNeed, what: string) => methods.map((m) => route(m, path, need, what));

export const STAFF_ROUTES: readonly StaffRoute[] = [
  ...each(['GET', 'POST', 'DELETE'], '/session', 'open', 'sign in'),
  ...each(['GET', 'POST', 'PATCH', 'PUT', 'DELETE'], '/session/*', 'open', 'sign in'),
  route('POST', '/setup', 'open', 'set up the first owner'),
  ...each(['GET', 'POST'], '/sign-in/*', 'open', 'sign in'),
  // Each person's own passkeys.
  ...each(['GET', 'POST', 'PATCH', 'DELETE'], '/account/*', 'open', 'change their account'),
  // Posts through the PostgREST API: every role that writes reads; rows are checked by the author policy.
  ...each(['GET', 'POST', 'PATCH', 'PUT', 'DELETE'], '/rest/v1/*', 'posts.write-own', 'use the posts API'),
  route('GET', '/posts/mine', 'posts.write-own', 'read their posts'),
  route('POST', '/posts/:id/submit', 'posts.write-own', 'submit posts for review'),
  route('GET', '/review', 'posts.publish', 'review posts'),
  route('GET', '/review/:id', 'posts.write-own', 'read review notes'),
  route('POST', '/review/:id/publish', 'posts.publish', 'publish posts'),
  route('POST', '/review/:id/send-back', 'posts.publish', 'send posts back'),
  route('POST', '/media', 'media', 'upload images'),
  route('GET', '/leads', 'leads', 'read leads'),
  route('GET', '/leads.csv', 'leads', 'download leads'),
  route('GET', '/leads/:id', 'leads', 'read leads'),
  route('PATCH', '/leads/:id', 'leads', 'change leads'),
  route('POST', '/leads/:id/notes', 'leads', 'add notes to leads'),
  route('GET', '/subscribers', 'subscribers', 'read subscribers'),
  route('GET', '/subscribers.csv', 'subscribers', 'download subscribers'),
  route('DELETE', '/subscribers/:id', 'subscribers', 'remove subscribers'),
  route('GET', '/outbox', 'outbox', 'read the outbox'),
  route('GET', '/outbox/:id', 'outbox', 'read the outbox'),
  route('GET', '/newsletter/issues', 'newsletter', 'read newsletter issues'),
  route('POST', '/newsletter/issues', 'newsletter', 'write newsletter issues'),
  route('GET', '/newsletter/issues/:id', 'newsletter', 'read newsletter issues'),
  route('PATCH', '/newsletter/issues/:id', 'newsletter', 'write newsletter issues'),
  route('DELETE', '/newsletter/issues/:id', 'newsletter', 'delete newsletter issues'),
  route('GET', '/newsletter/issues/:id/preview', 'newsletter', 'preview newsletter issues'),
  route('POST', '/newsletter/issues/:id/test', 'newsletter', 'send test issues'),
  route('POST', '/newsletter/issues/:id/send', 'newsletter', 'send newsletter issues'),
  route('POST', '/newsletter/issues/:id/unschedule', 'newsletter', 'unschedule newsletter issues'),
  route('GET', '/reports', 'reports', 'read reports'),
  route('GET', '/reports.csv', 'reports', 'download reports'),
  route('GET', '/openings', 'openings', 'read openings'),
  route('POST', '/openings', 'openings', 'write openings'),
  route('GET', '/openings/:id', 'openings', 'read openings'),
  route('PATCH', '/openings/:id', 'openings', 'change openings'),
  route('DELETE', '/openings/:id', 'openings', 'delete openings'),
  route('POST', '/openings/:id/duplicate', 'openings', 'write openings'),
  route('GET', '/applications', 'applications', 'read applications'),
  route('GET', '/applications.csv', 'applications', 'download applications'),
  route('GET', '/applications/:id', 'applications', 'read applications'),
  route('PATCH', '/applications/:id', 'applications', 'change applications'),
  route('POST', '/applications/:id/notes', 'applications', 'add notes to applications'),
  route('DELETE', '/applications/:id', 'applications', 'delete applications'),
  route('GET', '/applications/:id/resume', 'applications', 'read résumés'),
  // The audit log and people (their routes are added by their own modules).
  route('GET', '/audit', 'audit', 'read the audit log'),
  route('GET', '/audit.csv', 'audit', 'download the audit log'),
  ...each(['GET', 'POST', 'PATCH', 'PUT', 'DELETE'], '/audit/*', 'audit', 'read the audit log'),
  ...each(['GET', 'POST'], '/people', 'people', 'manage people'),
  ...each(['GET', 'POST', 'PATCH', 'PUT', 'DELETE'], '/people/*', 'people', 'manage people'),
];

/** The strictest need: what an unlisted route asks for (only an owner has every permission). */
const UNLISTED: StaffRoute = { method: 'GET', path: '', need: 'people', what: 'use this staff route' };

function patternRegex(path: string): RegExp {
  const body = path
    .split('/')
    .map((s) => (s === '*' ? '.*' : s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

const COMPILED = STAFF_ROUTES.map((r) => ({ route: r, re: patternRegex(r.path) }));

/** The table's entry for a request to /staff/api`path` (HEAD as GET), exact routes before `*` ones; null when unlisted. */
export function listedRoute(method: string, path: string): StaffRoute | null {
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const matches = COMPILED.filter((c) => c.route.method === m && c.re.test(path));
  return (matches.find((c) => !c.route.path.includes('*')) ?? matches[0])?.route ?? null;
}

/** The same, with an unlisted route needing what only an owner has. */
export function staffRouteFor(method: string, path: string): StaffRoute {
  return listedRoute(method, path) ?? UNLISTED;
}

/** Whether a role may use the route. */
export function roleMayUse(role: StaffRole, r: StaffRoute): boolean {
  return r.need === 'open' || can(role, r.need);
}

export function forbidden(role: StaffRole, what: string): ApiError {
  return new ApiError(403, '42501', `Your role (${role}) cannot ${what}`, null, 'Ask an owner or an editor.');
}

const PREFIX = '/staff/api';

/** After the staff gate: a signed-in actor whose role lacks the route's permission gets 403. */
export const staffPermissions: MiddlewareHandler<AppEnv> = async (c, next) => {
  const actor = c.var.actor;
  // No actor: the gate let a sign-in route through, which answers for itself.
  if (!actor || !c.req.path.startsWith(PREFIX)) return next();
  const r = staffRouteFor(c.req.method, c.req.path.slice(PREFIX.length) || '/');
  if (!roleMayUse(actor.role, r)) return errorResponse(forbidden(actor.role, r.what));
  await next();
};
