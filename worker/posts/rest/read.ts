/**
 * GET and HEAD /blog_posts: one read through the engine, answered with PostgREST's paging headers and
 * statuses. Only the staff key reads drafts and scheduled posts; any other reader sees the table as
 * if it held public posts only (counts, ranges and 406s included). A staff read that answers one
 * row carries that post's version as its ETag (../revisions/version.ts), for a later If-Match;
 * public reads get rest-guard.ts's ETag over the answer instead.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError } from '../../http/errors';
import { contentRange, preferenceApplied, rowsResponse, singular } from './responses';
import { runPostQuery } from '../store/run-query';
import { etagFor } from '../revisions/version';
import { postVersion } from '../revisions/store';
import { run } from '../store/db-errors';

export const readApi = new Hono<AppEnv>();

readApi.on(['GET', 'HEAD'], '/blog_posts', async (c) => {
  const { parsed, rows, total, offset } = await runPostQuery(c.var.db, new URL(c.req.url).searchParams, {
    headers: c.req.raw.headers,
    capped: !c.var.isStaff,
    reader: c.var.isStaff ? 'staff' : 'public',
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
  const headers: Record<string, string> = { 'content-range': contentRange(offset, rows.length, total), ...preferenceApplied(parsed, false) };
  if (c.var.isStaff && rows.length === 1) {
    // The same read for its id alone (the selection may not include it), then that post's version.
    const params = new URL(c.req.url).searchParams;
    params.set('select', 'id');
    const same = await runPostQuery(c.var.db, params, { headers: c.req.raw.headers, reader: 'staff' });
    const id = same.rows.length === 1 ? Number(same.rows[0]!.id) : null;
    if (id !== null) headers.etag = etagFor(id, await run(() => postVersion(c.var.db, id)));
  }
  return rowsResponse(rows, parsed, status, headers);
});
