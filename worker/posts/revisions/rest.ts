/**
 * GET and HEAD /blog_post_revisions: a post's history, read with the same PostgREST grammar as
 * blog_posts (select, filters such as post_id=eq.5, order, limit/offset, Range, count) through the
 * same engine. Staff only (the staff key, or a person through the staff proxy); read-only: a
 * revision is written by the write that made it and never changed (docs/decisions.md D21).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError, errors } from '../../http/errors';
import { quote } from '../postgrest/syntax';
import { REVISIONS_TABLE } from '../store/columns';
import { runPostQuery } from '../store/run-query';
import { contentRange, preferenceApplied, rowsResponse, singular } from '../rest/responses';

const REVISION_METHODS = 'GET, HEAD, OPTIONS';

export const revisionsApi = new Hono<AppEnv>();

revisionsApi.on(['GET', 'HEAD'], '/blog_post_revisions', async (c) => {
  if (!c.var.isStaff) {
    const e = errors.unauthorized();
    throw new ApiError(401, e.code, 'permission denied for table blog_post_revisions', null, e.hint, { 'www-authenticate': 'Bearer' });
  }
  const { parsed, rows, total, offset } = await runPostQuery(c.var.db, new URL(c.req.url).searchParams, {
    headers: c.req.raw.headers,
    reader: 'staff',
    table: REVISIONS_TABLE,
  });
  let status: 200 | 206 = 200;
  if (total !== null) {
    if (offset > total) {
      throw new ApiError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`, null, {
        'content-range': `*/${total}`,
      });
    }
    if (rows.length < total) status = 206;
  }
  if (parsed.accept.shape === 'object' && rows.length !== 1) throw singular(rows.length);
  return rowsResponse(rows, parsed, status, { 'content-range': contentRange(offset, rows.length, total), ...preferenceApplied(parsed, false) });
});

revisionsApi.all('/blog_post_revisions', (c) => {
  throw new ApiError(
    405,
    'PGRST117',
    `Unsupported HTTP method: ${quote(c.req.method, 20)}`,
    'Revisions are read-only: each is written by the write of the post it records.',
    `Use one of ${REVISION_METHODS}; to go back to a revision, PATCH the post with X-Revision: restore=<id>.`,
    { allow: REVISION_METHODS },
  );
});
