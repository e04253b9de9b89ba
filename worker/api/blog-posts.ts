/**
 * `/rest/v1/blog_posts`, spoken the way PostgREST speaks it so that
 * @supabase/postgrest-js works unchanged (PRODUCT.md D3, D4).
 *
 * `restApiGuard` is the front door for every path under /rest, whatever its
 * spelling (case, `//`, `%2F`, trailing slash): CORS preflight, the staff key
 * (wrong keys are rate-limited, writes without the key are refused with 401
 * before anything else happens), and a PostgREST 404 for anything that is not
 * exactly the blog_posts table. `blogPostsApi` then does the work:
 * parse -> resolve -> build (worker/api/postgrest/*) -> D1.
 *
 * Deliberate differences from PostgREST, all in the direction of safety:
 * - Anonymous reads return at most ANON_MAX_ROWS rows per request. Like
 *   PostgREST's `max-rows` the cap is silent: Content-Range (and the count
 *   from `Prefer: count=exact`) tell the client there is more to page through.
 * - A request presenting a wrong key is refused (401) even for reads, as
 *   PostgREST refuses a bad JWT; it is also counted towards the lockout.
 * - `resolution=ignore-duplicates` without `on_conflict` ignores conflicts on
 *   any unique column (slug or id), which is what seeding needs.
 * - PATCH and DELETE need at least one filter; PUT is not offered.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { PostColumn } from '../../shared/post';
import type { AppEnv } from '../env';
import { presentedKey } from '../http/auth';
import { clientIp } from '../http/client-ip';
import { ApiError, errorResponse, errors } from '../http/errors';
import { lockoutRemaining, recordFailedKey } from '../http/staff-lockout';
import {
  assertParamBudget,
  buildOrder,
  buildWhere,
  countRowsQuery,
  deleteRowsQuery,
  insertRowQuery,
  projectionColumns,
  selectRowsQuery,
  toWireRow,
  updateRowsQuery,
  type Conflict,
  type RawRow,
} from './postgrest/build';
import { parseRequest, quote, type ParsedRequest } from './postgrest/parse';
import { resolveRequest, type ResolvedRequest } from './postgrest/resolve';
import { validateInsertBody, validatePatchBody } from './postgrest/rows';

const TABLE_PATH = '/rest/v1/blog_posts';
/** Rows an anonymous read returns at most (silently capped, see above). */
export const ANON_MAX_ROWS = 100;
/** Largest request body accepted. */
export const MAX_BODY_BYTES = 1024 * 1024;

const READ_METHODS = new Set(['GET', 'HEAD']);
const ALLOWED_METHODS = 'GET, HEAD, POST, PATCH, DELETE, OPTIONS';
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
const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

const invalidKey = () =>
  new ApiError(401, 'PGRST301', 'The staff key is not valid', null, 'Send the staff key as Authorization: Bearer <SERVICE_KEY>, or no key for public reads.', {
    'www-authenticate': 'Bearer error="invalid_token"',
  });

const unauthorized = () => {
  const e = errors.unauthorized();
  return new ApiError(e.status, e.code, e.message, e.details, e.hint, { ...e.headers, 'www-authenticate': 'Bearer' });
};

/** Percent-decodes (a few rounds, for double encoding), lower-cases, collapses `//` and dot segments. */
export function normalizeApiPath(pathname: string): string {
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
    return new ApiError(404, 'PGRST205', `Could not find the table 'public.${m[1]}' in the schema cache`, null, "Perhaps you meant the table 'public.blog_posts'");
  }
  return new ApiError(404, 'PGRST125', 'Invalid path specified in request URL', null, `The only resource is ${TABLE_PATH}`);
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

/** CORS, caching and HEAD semantics for every API response. */
function finish(res: Response, method: string, isStaff: boolean): Response {
  let out = res;
  if (method === 'HEAD' && out.body !== null) out = new Response(null, out);
  const h = out.headers;
  h.set('access-control-allow-origin', '*');
  h.set('access-control-expose-headers', CORS_EXPOSE_HEADERS);
  const publicRead = READ_METHODS.has(method) && !isStaff && (out.status === 200 || out.status === 206);
  h.set('cache-control', publicRead ? 'public, max-age=30' : 'no-store');
  h.set('vary', 'Accept, Accept-Profile, Prefer, Range, Authorization, apikey');
  return out;
}

function toErrorResponse(err: unknown): Response {
  if (err instanceof ApiError) return errorResponse(err);
  console.error('blog_posts api', err instanceof Error ? err.message : err);
  return errorResponse(errors.unavailable());
}

/** Front door for everything under /rest (see the module comment). */
export const restApiGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  if (!isApiPath(normalizeApiPath(url.pathname))) return next();
  const method = c.req.method.toUpperCase();
  const headers = c.req.raw.headers;
  let early: Response | null = null;
  try {
    if (method === 'OPTIONS') {
      early = preflight();
    } else {
      const ip = clientIp(headers);
      if (presentedKey(headers) !== null) {
        const locked = await lockoutRemaining(ip);
        if (locked > 0) throw errors.tooManyRequests(locked);
        if (!c.var.isStaff) {
          const lockout = await recordFailedKey(c.env.AUTH_LIMITER, ip);
          throw lockout > 0 ? errors.tooManyRequests(lockout) : invalidKey();
        }
      }
      // Anything that is not a read needs the key, before the path or the body is even looked at.
      if (!READ_METHODS.has(method) && !c.var.isStaff) throw unauthorized();
      if (routerPath(url.pathname) !== TABLE_PATH) throw pathNotFound(url.pathname);
    }
  } catch (err) {
    early = toErrorResponse(err);
  }
  if (early) return finish(early, method, c.var.isStaff);
  await next();
  c.res = finish(c.res, method, c.var.isStaff);
};

/* ------------------------------------------------------------------ */

interface ReadRequest {
  parsed: ParsedRequest;
  q: ResolvedRequest;
}

function readRequest(c: Context<AppEnv>): ReadRequest {
  const parsed = parseRequest(new URL(c.req.url).searchParams, c.req.raw.headers);
  return { parsed, q: resolveRequest(parsed) };
}

/** The rows to read: limit/offset intersected with the Range header, capped for anonymous readers. */
export function readWindow(parsed: ParsedRequest, isStaff: boolean): { offset: number; limit: number | null } {
  let from = parsed.offset ?? 0;
  let to: number | null = parsed.limit === null ? null : from + parsed.limit - 1;
  if (parsed.range) {
    from = Math.max(from, parsed.range.from);
    if (parsed.range.to !== null) to = to === null ? parsed.range.to : Math.min(to, parsed.range.to);
  }
  let limit = to === null ? null : Math.max(0, to - from + 1);
  if (!isStaff) limit = limit === null ? ANON_MAX_ROWS : Math.min(limit, ANON_MAX_ROWS);
  return { offset: from, limit };
}

function contentRange(offset: number, n: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return n > 0 ? `${offset}-${offset + n - 1}/${t}` : `*/${t}`;
}

function singular(n: number): ApiError {
  return new ApiError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`);
}

function preferenceApplied(parsed: ParsedRequest, write: boolean): Record<string, string> {
  const applied: string[] = [];
  if (parsed.prefer.count) applied.push(`count=${parsed.prefer.count}`);
  if (write && parsed.prefer.return) applied.push(`return=${parsed.prefer.return}`);
  if (write && parsed.prefer.resolution) applied.push(`resolution=${parsed.prefer.resolution}`);
  return applied.length ? { 'preference-applied': applied.join(', ') } : {};
}

function jsonBody(rows: unknown[], shape: 'array' | 'object'): { body: string; type: string } {
  return shape === 'object' ? { body: JSON.stringify(rows[0]), type: OBJECT_TYPE } : { body: JSON.stringify(rows), type: JSON_TYPE };
}

/** Reads at most MAX_BODY_BYTES of JSON: 415 for other types, 413 when larger, 400 PGRST102 when not JSON. */
async function readJsonBody(req: Request): Promise<unknown> {
  const type = req.headers.get('content-type') ?? '';
  const media = type.split(';')[0]!.trim().toLowerCase();
  if (media !== 'application/json') {
    throw new ApiError(415, 'PGRST107', `Content-Type not acceptable: ${quote(type || '(none)', 80)}`, null, 'Send the body as application/json.');
  }
  const tooLarge = () => new ApiError(413, 'PGRST413', 'Request body too large', `At most ${MAX_BODY_BYTES} bytes are accepted.`, 'Send fewer rows per request.');
  const declared = Number(req.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes));
  } catch {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json', null, 'The body must be valid UTF-8 JSON.');
  }
}

function causeText(err: unknown): string {
  const parts: string[] = [];
  let e: unknown = err;
  for (let i = 0; i < 5 && e; i++) {
    if (e instanceof Error) {
      parts.push(e.message);
      e = (e as Error & { cause?: unknown }).cause;
    } else {
      parts.push(String(e));
      break;
    }
  }
  return parts.join(' | ');
}

/** Database failures -> PostgREST errors; nothing of the SQL or the driver's message is passed on. */
function dbError(err: unknown, slugHint: string | null): ApiError {
  if (err instanceof ApiError) return err;
  const text = causeText(err);
  const unique = /UNIQUE constraint failed: blog_posts\.(\w+)/.exec(text);
  if (unique) {
    const col = unique[1] === 'id' ? 'id' : 'slug';
    const constraint = col === 'id' ? 'blog_posts_pkey' : 'blog_posts_slug_unique';
    const details = col === 'slug' && slugHint !== null ? `Key (slug)=(${quote(slugHint, 200)}) already exists.` : `Key (${col}) already exists.`;
    return new ApiError(409, '23505', `duplicate key value violates unique constraint "${constraint}"`, details, 'Send Prefer: resolution=ignore-duplicates to skip existing rows.');
  }
  const notNull = /NOT NULL constraint failed: blog_posts\.(\w+)/.exec(text);
  if (notNull) return new ApiError(400, '23502', `null value in column "${notNull[1]}" of relation "blog_posts" violates not-null constraint`);
  if (/too many SQL variables|LIKE or GLOB pattern too complex|string or blob too big|SQLITE_TOOBIG|expression tree is too large/i.test(text)) {
    return new ApiError(400, 'PGRST100', 'The request is too complex', null, 'Use fewer or shorter filter values.');
  }
  // Logged for the operator (the innermost cause, without the SQL); the client only learns "try again".
  console.error('blog_posts query failed:', text.split(' | ').at(-1));
  return errors.unavailable();
}

async function run<T>(work: () => Promise<T>, slugHint: string | null = null): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw dbError(err, slugHint);
  }
}

function needsFilter(q: ResolvedRequest, parsed: ParsedRequest, verb: 'UPDATE' | 'DELETE'): NonNullable<ReturnType<typeof buildWhere>> {
  if (parsed.limit !== null || parsed.offset !== null) {
    throw new ApiError(400, 'PGRST100', `limit and offset are not supported on ${verb === 'UPDATE' ? 'PATCH' : 'DELETE'}`, null, 'Select the rows with filters, e.g. id=eq.5.');
  }
  const where = buildWhere(q.where);
  if (!where) throw new ApiError(400, '21000', `${verb} requires a WHERE clause`, null, 'Add a filter such as id=eq.5 or slug=eq.my-post.');
  return where;
}

export const blogPostsApi = new Hono<AppEnv>();

blogPostsApi.onError((err) => toErrorResponse(err));

blogPostsApi.on(['GET', 'HEAD'], '/blog_posts', async (c) => {
  const { parsed, q } = readRequest(c);
  const db = c.var.db;
  const where = buildWhere(q.where);
  const window = readWindow(parsed, c.var.isStaff);
  const rowsQuery = selectRowsQuery(db, { where, order: buildOrder(q.order), columns: projectionColumns(q.select), ...window });
  assertParamBudget(rowsQuery);
  const [raw, total] = await run(async () => {
    if (parsed.prefer.count === null) return [(await rowsQuery) as RawRow[], null] as const;
    const [rows, count] = await db.batch([rowsQuery, countRowsQuery(db, where)]);
    return [rows as RawRow[], Number(count[0]?.n ?? 0)] as const;
  });
  const rows = raw.map((r) => toWireRow(r, q.select, parsed.accept.stripNulls));
  const range = contentRange(window.offset, rows.length, total);
  let status: 200 | 206 = 200;
  if (total !== null) {
    if (window.offset > total) {
      throw new ApiError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${window.offset} was requested, but there are only ${total} rows.`, null, { 'content-range': `*/${total}` });
    }
    if (rows.length < total) status = 206;
  }
  if (parsed.accept.shape === 'object' && rows.length !== 1) throw singular(rows.length);
  const { body, type } = jsonBody(rows, parsed.accept.shape);
  return new Response(body, { status, headers: { 'content-type': type, 'content-range': range, ...preferenceApplied(parsed, false) } });
});

blogPostsApi.post('/blog_posts', async (c) => {
  const { parsed, q } = readRequest(c);
  const values = validateInsertBody(await readJsonBody(c.req.raw), q.columns);
  const representation = parsed.prefer.return === 'representation';
  if (parsed.accept.shape === 'object' && values.length !== 1) throw singular(values.length);
  const conflict: Conflict =
    parsed.prefer.resolution === 'ignore-duplicates'
      ? { mode: 'ignore', target: q.onConflict }
      : parsed.prefer.resolution === 'merge-duplicates'
        ? { mode: 'merge', target: q.onConflict ?? 'id' }
        : { mode: 'error' };
  const returning: PostColumn[] = representation ? projectionColumns(q.select) : ['id'];
  const db = c.var.db;
  let inserted: RawRow[] = [];
  if (values.length > 0) {
    const statements = values.map((v) => insertRowQuery(db, v, conflict, returning));
    statements.forEach(assertParamBudget);
    // One D1 batch is one transaction: either every row is written or none.
    const results = await run(() => db.batch(statements as [(typeof statements)[0], ...typeof statements]), values.length === 1 ? (values[0]!.slug ?? null) : null);
    inserted = (results as RawRow[][]).flat();
  }
  const headers: Record<string, string> = { ...preferenceApplied(parsed, true) };
  if (parsed.prefer.count) headers['content-range'] = `*/${inserted.length}`;
  if (!representation) return new Response(null, { status: 201, headers });
  const rows = inserted.map((r) => toWireRow(r, q.select, parsed.accept.stripNulls));
  if (parsed.accept.shape === 'object' && rows.length !== 1) throw singular(rows.length);
  const { body, type } = jsonBody(rows, parsed.accept.shape);
  return new Response(body, { status: 201, headers: { ...headers, 'content-type': type } });
});

/** PATCH and DELETE: filters select the rows; minimal -> 204, representation -> 200 with the rows. */
async function changeRows(c: Context<AppEnv>, verb: 'UPDATE' | 'DELETE'): Promise<Response> {
  const { parsed, q } = readRequest(c);
  const where = needsFilter(q, parsed, verb);
  const patch = verb === 'UPDATE' ? validatePatchBody(await readJsonBody(c.req.raw), q.columns) : null;
  const representation = parsed.prefer.return === 'representation';
  const returning: PostColumn[] = representation ? projectionColumns(q.select) : ['id'];
  const db = c.var.db;
  if (parsed.accept.shape === 'object') {
    // Checked first: a request for exactly one row must not change several.
    const count = countRowsQuery(db, where);
    assertParamBudget(count);
    const n = Number((await run(() => count))[0]?.n ?? 0);
    if (n !== 1) throw singular(n);
  }
  let query;
  if (patch && Object.keys(patch).length === 0) {
    query = selectRowsQuery(db, { where, order: buildOrder([]), columns: returning, limit: null, offset: 0 });
  } else {
    query = patch ? updateRowsQuery(db, patch, where, returning) : deleteRowsQuery(db, where, returning);
  }
  assertParamBudget(query);
  const changed = (await run(() => query, patch?.slug ?? null)) as RawRow[];
  const headers: Record<string, string> = { ...preferenceApplied(parsed, true) };
  if (parsed.prefer.count) headers['content-range'] = contentRange(0, changed.length, changed.length);
  if (!representation) return new Response(null, { status: 204, headers });
  const rows = changed.map((r) => toWireRow(r, q.select, parsed.accept.stripNulls));
  const { body, type } = jsonBody(rows, parsed.accept.shape);
  return new Response(body, { status: 200, headers: { ...headers, 'content-type': type } });
}

blogPostsApi.patch('/blog_posts', (c) => changeRows(c, 'UPDATE'));
blogPostsApi.delete('/blog_posts', (c) => changeRows(c, 'DELETE'));

blogPostsApi.all('/blog_posts', (c) => {
  throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${quote(c.req.method, 20)}`, null, `Use one of ${ALLOWED_METHODS}.`, { allow: ALLOWED_METHODS });
});
