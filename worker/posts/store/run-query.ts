/**
 * The read engine: PostgREST query parameters (and, over HTTP, the request's
 * headers) -> rows of blog_posts. The GET handler answers HTTP reads with it, and
 * the edge renderer runs the blog's own queries (shared/posts/blog-queries.ts) through
 * it in-process, so a page rendered at the edge and the same page fetched by the
 * browser read the same rows. Every read goes through `postQueryStatement`, which
 * applies the row policy (../postgrest/row-policy.ts): only staff reads see drafts
 * and scheduled posts.
 */
import type { Db } from '../../env';
import { assertParamBudget, buildOrder, buildWhere, countRowsQuery, projectionColumns, selectRowsQuery, toWireRow, type RawRow, type WireRow } from './build';
import { parseRequest, type ParsedRequest } from '../postgrest/parse';
import { resolveRequest } from '../postgrest/resolve';
import { readableWhere, type PostReader } from './row-policy';
import { POSTS_TABLE, type TableSpec } from './columns';
import { run } from './db-errors';

/**
 * Rows an anonymous read returns at most. Like PostgREST's `max-rows` the cap is
 * silent: Content-Range (and the count from `Prefer: count=exact`) tell the
 * client there is more to page through.
 */
export const ANON_MAX_ROWS = 100;

export interface PostQueryOptions {
  /** The request's headers (Range, Prefer, Accept, profiles) when the query came over HTTP. */
  headers?: Headers;
  /** Count every matching row, as `Prefer: count=exact` does. */
  count?: boolean;
  /** Cap the result at ANON_MAX_ROWS (anonymous HTTP readers); the edge's own reads and staff reads are not capped. */
  capped?: boolean;
  /** Who reads: only 'staff' (the staff key) sees drafts and scheduled posts; anyone else, the default, sees public posts. */
  reader?: PostReader;
  /** The moment the read happens at (a scheduled post is public from its date on); now by default. */
  now?: Date;
  /** The table read: blog_posts unless said; blog_post_revisions is read by staff only, without the post policy. */
  table?: TableSpec;
}

export interface PostQueryResult {
  parsed: ParsedRequest;
  rows: WireRow[];
  /** Every matching row, when counted; otherwise null. */
  total: number | null;
  /** Index of the first row returned. */
  offset: number;
}

/** The rows to read: limit/offset intersected with the Range header, capped for anonymous readers. */
function readWindow(parsed: ParsedRequest, capped: boolean): { offset: number; limit: number | null } {
  let from = parsed.offset ?? 0;
  let to: number | null = parsed.limit === null ? null : from + parsed.limit - 1;
  if (parsed.range) {
    from = Math.max(from, parsed.range.from);
    if (parsed.range.to !== null) to = to === null ? parsed.range.to : Math.min(to, parsed.range.to);
  }
  let limit = to === null ? null : Math.max(0, to - from + 1);
  if (capped) limit = limit === null ? ANON_MAX_ROWS : Math.min(limit, ANON_MAX_ROWS);
  return { offset: from, limit };
}

/** The SELECT a read asks for, built but not run (so its plan can be inspected too). Throws ApiError for a query that does not parse. */
export function postQueryStatement(db: Db, params: URLSearchParams | Readonly<Record<string, string>>, opts: PostQueryOptions = {}) {
  const parsed = parseRequest(new URLSearchParams(params), opts.headers ?? new Headers());
  const table = opts.table ?? POSTS_TABLE;
  const q = resolveRequest(parsed, table);
  // The policy is part of the WHERE both the rows and the count use.
  const filters = buildWhere(q.where, table);
  const where = table === POSTS_TABLE ? readableWhere(filters, opts.reader ?? 'public', opts.now ?? new Date()) : filters;
  const window = readWindow(parsed, opts.capped ?? false);
  const rows = selectRowsQuery(db, { where, order: buildOrder(q.order, table), columns: projectionColumns(q.select), ...window }, table);
  assertParamBudget(rows);
  return { parsed, q, where, window, rows };
}

/** Runs one read; throws ApiError (PostgREST codes) for a query that does not parse or a database failure. */
export async function runPostQuery(db: Db, params: URLSearchParams | Readonly<Record<string, string>>, opts: PostQueryOptions = {}): Promise<PostQueryResult> {
  const { parsed, q, where, window, rows: rowsQuery } = postQueryStatement(db, params, opts);
  const table = opts.table ?? POSTS_TABLE;
  const counted = opts.count === true || parsed.prefer.count !== null;
  const [raw, total] = await run(async () => {
    if (!counted) return [(await rowsQuery) as RawRow[], null] as const;
    // One batch, one round trip to D1.
    const [rows, count] = await db.batch([rowsQuery, countRowsQuery(db, where, table)]);
    return [rows as RawRow[], Number(count[0]?.n ?? 0)] as const;
  });
  const rows = raw.map((r) => toWireRow(r, q.select, parsed.accept.stripNulls, table));
  return { parsed, rows, total, offset: window.offset };
}
