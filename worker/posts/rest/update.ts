/**
 * PATCH /blog_posts: changes the filtered rows to the values of one JSON object (an empty object
 * changes nothing). A new slug on a public post leaves a redirect from the old one (slug-redirects.ts).
 *
 * Each row changed gets a revision in the same D1 batch (../revisions/record.ts). The rows are read
 * first with their versions; the batch writes only if none of them changed meanwhile, so the
 * revisions are exactly the rows written. `If-Match` (an ETag from a read) must name the version
 * of every row picked, else 412 and nothing changes; without it, or with `*`, a write that lost
 * the race to another is simply tried again. `X-Revision: autosave` marks an autosave (pruned
 * beyond the newest 50), `X-Revision: restore=<id>` writes that revision's text back.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { BatchItem } from 'drizzle-orm/batch';
import type { BlogPost } from '../../../shared/posts/post';
import type { AppEnv } from '../../env';
import { ApiError } from '../../http/errors';
import { type PostValues, validatePatchBody } from '../postgrest/rows';
import { type RawRow, toWireRow, updateRowsQuery, assertParamBudget } from '../store/build';
import { run } from '../store/db-errors';
import { keepFormerSlugs, releaseLiveSlugs } from '../store/slug-redirects';
import { announceWrites, etagHeader } from '../revisions/post-write';
import { parseRevisionMark, type RevisionMark } from '../revisions/record';
import { ifMatchHolds, type IfMatch, parseIfMatch, preconditionFailed } from '../revisions/version';
import { asPost, findRevision, insertRevisions, newestRevision, pickedUnchanged, pruneAutosaves, readVersioned, type VersionedPost } from '../revisions/store';
import { POST_COLUMNS } from '../store/columns';
import { filteredWrite, type FilteredWrite } from './filtered-write';
import { readJsonBody } from './request';
import { contentRange, preferenceApplied, rowsResponse, singular } from './responses';

export const updateApi = new Hono<AppEnv>();

/** Writes that lose the race to another are tried this many times before the API gives up (503). */
const ATTEMPTS = 3;

/** What a restore writes back: the revision's text; whether and when the post is public stays as it is. */
async function restoredValues(c: Context<AppEnv>, mark: RevisionMark, rows: VersionedPost[]): Promise<PostValues> {
  if (mark?.kind !== 'restore') return {};
  const rev = await findRevision(c.var.db, mark.from);
  if (!rev || rows.length !== 1 || rev.post_id !== rows[0]!.post.id) {
    throw new ApiError(
      404,
      'PGRST116',
      `Revision ${mark.from} is not a revision of the post being restored`,
      null,
      'Pick one post (id=eq.<id>) and one of its revisions.',
    );
  }
  const {
    id: _id,
    post_id: _post,
    kind: _kind,
    created_at: _at,
    by_id: _by,
    by_name: _name,
    restored_from: _from,
    status: _status,
    date_published: _date,
    ...text
  } = rev;
  return text;
}

/** Who saved the post last, and when: the details of a 412. */
async function lastSaveText(c: Context<AppEnv>, rows: VersionedPost[]): Promise<string | null> {
  if (rows.length !== 1) return null;
  const newest = await newestRevision(c.var.db, rows[0]!.post.id).catch(() => undefined);
  return newest ? `Saved by ${newest.by_name} at ${newest.created_at} (${newest.kind}).` : null;
}

async function checkIfMatch(c: Context<AppEnv>, ifMatch: IfMatch, rows: VersionedPost[]): Promise<void> {
  if (ifMatch.any) return;
  if (rows.length === 0) throw preconditionFailed(ifMatch, 'The post no longer exists.');
  if (!rows.every((r) => ifMatchHolds(ifMatch, r.post.id, r.version))) throw preconditionFailed(ifMatch, await lastSaveText(c, rows));
}

/** One attempt: the batch, or null when a row changed between the read and the batch. */
async function attempt(c: Context<AppEnv>, w: FilteredWrite, body: PostValues, mark: RevisionMark, ifMatch: IfMatch) {
  const db = w.db;
  const rows = await readVersioned(db, w.where);
  if (w.parsed.accept.shape === 'object' && rows.length !== 1) throw singular(rows.length);
  await checkIfMatch(c, ifMatch, rows);
  const patch = { ...(await restoredValues(c, mark, rows)), ...body };
  if (rows.length === 0 || Object.keys(patch).length === 0) return { rows, written: rows.map((r) => r.post), revisions: [] };
  const ids = rows.map((r) => r.post.id);
  const versions = new Map(rows.map((r) => [r.post.id, r.version]));
  // Every statement writes only while no row picked has changed since it was read.
  const picked = pickedUnchanged(versions);
  const update = updateRowsQuery(db, patch, picked, POST_COLUMNS);
  const revise = insertRevisions(db, picked, mark, c.var.actor);
  const statements: (BatchItem<'sqlite'> & { toSQL(): { params: unknown[] } })[] = [];
  // A public post's old address keeps working: its slug becomes a redirect, and the new slug stops being one.
  if (patch.slug !== undefined) statements.push(keepFormerSlugs(db, picked, patch.slug));
  const at = statements.length;
  statements.push(update, revise);
  if (mark?.kind === 'autosave') statements.push(pruneAutosaves(db, ids));
  if (patch.slug !== undefined) statements.push(releaseLiveSlugs(db, [patch.slug]));
  statements.forEach(assertParamBudget);
  const results = await run(() => db.batch(statements as unknown as [BatchItem<'sqlite'>]), patch.slug ?? null);
  const changed = results[at] as RawRow[];
  if (changed.length === 0) {
    if (!ifMatch.any) throw preconditionFailed(ifMatch, await lastSaveText(c, rows));
    return null;
  }
  return {
    rows,
    written: changed.map(asPost),
    revisions: results[at + 1] as { id: number; post_id: number }[],
    restoredFrom: mark?.kind === 'restore' ? mark.from : undefined,
  };
}

updateApi.patch('/blog_posts', async (c) => {
  const w = filteredWrite(c, 'UPDATE');
  const body = validatePatchBody(await readJsonBody(c.req.raw), w.q.columns);
  const mark = parseRevisionMark(c.req.header('x-revision'));
  const ifMatch = parseIfMatch(c.req.header('if-match'));
  let done: Awaited<ReturnType<typeof attempt>> = null;
  for (let i = 0; i < ATTEMPTS && !done; i++) done = await attempt(c, w, body, mark, ifMatch);
  if (!done) throw new ApiError(503, 'PGRST002', 'The post kept changing while it was being saved', null, 'Try again in a moment.', { 'retry-after': '1' });
  const { rows, written, revisions } = done;
  if (revisions.length > 0) {
    const before = new Map<number, BlogPost>(rows.map((r) => [r.post.id, r.post]));
    await announceWrites(
      c,
      written.map((after) => ({
        before: before.get(after.id) ?? null,
        after,
        ...(done.restoredFrom === undefined ? {} : { restoredFrom: done.restoredFrom }),
      })),
    );
  }
  const { parsed, q } = w;
  const headers: Record<string, string> = { ...preferenceApplied(parsed, true), ...etagHeader(revisions) };
  if (parsed.prefer.count) headers['content-range'] = contentRange(0, written.length, written.length);
  if (parsed.prefer.return !== 'representation') return new Response(null, { status: 204, headers });
  const out = written.map((p) => toWireRow(p as unknown as RawRow, q.select, parsed.accept.stripNulls));
  return rowsResponse(out, parsed, 200, headers);
});
