/**
 * POST /blog_posts: one row or an array of them, written atomically (one D1
 * batch), with PostgREST's upsert preferences. `resolution=ignore-duplicates`
 * without `on_conflict` ignores conflicts on any unique column (slug or id),
 * which is what seeding needs.
 */
import type { BatchItem } from 'drizzle-orm/batch';
import { Hono } from 'hono';
import type { PostColumn } from '../../../shared/post';
import type { AppEnv } from '../../env';
import { assertParamBudget, insertRowQuery, projectionColumns, toWireRow, type Conflict, type RawRow } from '../store/build';
import type { ParsedRequest } from '../postgrest/parse';
import type { ResolvedRequest } from '../postgrest/resolve';
import { validateInsertBody } from '../postgrest/rows';
import { run } from '../store/db-errors';
import { readJsonBody, tableRequest } from './request';
import { releaseLiveSlugs } from '../store/slug-redirects';
import { preferenceApplied, rowsResponse, singular } from './responses';

export const insertApi = new Hono<AppEnv>();

function conflictOf(parsed: ParsedRequest, q: ResolvedRequest): Conflict {
  switch (parsed.prefer.resolution) {
    case 'ignore-duplicates':
      return { mode: 'ignore', target: q.onConflict };
    case 'merge-duplicates':
      return { mode: 'merge', target: q.onConflict ?? 'id' };
    default:
      return { mode: 'error' };
  }
}

insertApi.post('/blog_posts', async (c) => {
  const { parsed, q } = tableRequest(c);
  const values = validateInsertBody(await readJsonBody(c.req.raw), q.columns);
  const representation = parsed.prefer.return === 'representation';
  if (parsed.accept.shape === 'object' && values.length !== 1) throw singular(values.length);
  const conflict = conflictOf(parsed, q);
  const returning: PostColumn[] = representation ? projectionColumns(q.select) : ['id'];
  const db = c.var.db;
  let inserted: RawRow[] = [];
  if (values.length > 0) {
    const statements = values.map((v) => insertRowQuery(db, v, conflict, returning));
    statements.forEach(assertParamBudget);
    // A slug a post now has is no one's former slug any more: its own page wins over a redirect.
    const release = releaseLiveSlugs(db, [...new Set(values.flatMap((v) => (v.slug === undefined ? [] : [v.slug])))]);
    assertParamBudget(release);
    // One D1 batch is one transaction: either every row is written or none.
    const batch: BatchItem<'sqlite'>[] = [...statements, release];
    const results = await run(() => db.batch(batch as [BatchItem<'sqlite'>]), values.length === 1 ? (values[0]!.slug ?? null) : null);
    inserted = (results.slice(0, statements.length) as RawRow[][]).flat();
  }
  const headers: Record<string, string> = { ...preferenceApplied(parsed, true) };
  if (parsed.prefer.count) headers['content-range'] = `*/${inserted.length}`;
  if (!representation) return new Response(null, { status: 201, headers });
  const rows = inserted.map((r) => toWireRow(r, q.select, parsed.accept.stripNulls));
  if (parsed.accept.shape === 'object' && rows.length !== 1) throw singular(rows.length);
  return rowsResponse(rows, parsed, 201, headers);
});
