/**
 * POST /blog_posts: one row or an array of them, written atomically (one D1
 * batch), with PostgREST's upsert preferences. `resolution=ignore-duplicates`
 * without `on_conflict` ignores conflicts on any unique column (slug or id),
 * which is what seeding needs. Each row written (created or merged) gets a
 * revision in the same batch; a row skipped as a duplicate gets none.
 */
import type { BatchItem } from 'drizzle-orm/batch';
import { Hono } from 'hono';
import type { BlogPost } from '../../../shared/posts/post';
import type { AppEnv } from '../../env';
import { assertParamBudget, insertRowQuery, toWireRow, type Conflict, type RawRow } from '../store/build';
import type { ParsedRequest } from '../postgrest/parse';
import type { ResolvedRequest } from '../postgrest/resolve';
import { validateInsertBody } from '../postgrest/rows';
import { run } from '../store/db-errors';
import { POST_COLUMNS } from '../store/columns';
import { readJsonBody, tableRequest } from './request';
import { releaseLiveSlugs } from '../store/slug-redirects';
import { announceWrites, etagHeader } from '../revisions/post-write';
import { parseRevisionMark } from '../revisions/record';
import { asPost, insertRevisions, justWritten, readUpsertTargets } from '../revisions/store';
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
  const mark = parseRevisionMark(c.req.header('x-revision'));
  const db = c.var.db;
  let inserted: BlogPost[] = [];
  let revisions: { id: number; post_id: number }[] = [];
  const before = new Map<number, BlogPost>();
  if (values.length > 0) {
    const slugs = [...new Set(values.flatMap((v) => (v.slug === undefined ? [] : [v.slug])))];
    // An upsert may change posts that exist: they are read first, for what follows the write.
    if (conflict.mode === 'merge') {
      const ids = values.flatMap((v) => (v.id === undefined ? [] : [v.id]));
      const existing = await readUpsertTargets(db, ids, slugs);
      for (const e of existing) before.set(e.post.id, e.post);
    }
    // Each row, then its revision: `changes()` is what the row's own statement wrote (0 for a duplicate skipped).
    const statements = values.flatMap((v) => [
      insertRowQuery(db, v, conflict, POST_COLUMNS),
      insertRevisions(db, justWritten(v.slug ?? null), mark, c.var.actor),
    ]);
    statements.forEach(assertParamBudget);
    // A slug a post now has is no one's former slug any more: its own page wins over a redirect.
    const release = releaseLiveSlugs(db, slugs);
    assertParamBudget(release);
    // One D1 batch is one transaction: either every row is written or none.
    const batch: BatchItem<'sqlite'>[] = [...statements, release];
    const results = await run(() => db.batch(batch as [BatchItem<'sqlite'>]), values.length === 1 ? (values[0]!.slug ?? null) : null);
    inserted = (results.filter((_, i) => i < statements.length && i % 2 === 0) as RawRow[][]).flat().map(asPost);
    revisions = (results.filter((_, i) => i < statements.length && i % 2 === 1) as { id: number; post_id: number }[][]).flat();
    await announceWrites(
      c,
      inserted.map((after) => ({ before: before.get(after.id) ?? null, after })),
    );
  }
  const headers: Record<string, string> = { ...preferenceApplied(parsed, true), ...etagHeader(revisions) };
  if (parsed.prefer.count) headers['content-range'] = `*/${inserted.length}`;
  if (!representation) return new Response(null, { status: 201, headers });
  const rows = inserted.map((r) => toWireRow(r as unknown as RawRow, q.select, parsed.accept.stripNulls));
  if (parsed.accept.shape === 'object' && rows.length !== 1) throw singular(rows.length);
  return rowsResponse(rows, parsed, 201, headers);
});
