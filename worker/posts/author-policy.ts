/**
 * What an author may write through /rest/v1/blog_posts (and the staff proxy in front of it), checked
 * once by rest-guard.ts before any write runs; editors, owners and the staff key are not limited.
 *
 * An author creates posts only as drafts (or in review), and changes or deletes only their own posts
 * while they are drafts or in review: never status 'published', so never a date that publishes.
 * "Their own" is the person of the post's first revision (blog_post_revisions `by_id`). A PATCH or
 * DELETE finds its target rows with the request's own filters (the same parser and SQL builder the
 * write uses) and is refused whole if one of them is not the author's to change; an upsert
 * (merge-duplicates) is refused when a row it would overwrite is not. Refusals are 403 42501.
 */
import type { SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { AUTHOR_STATUSES, type PostStatus } from '../../shared/posts/post-status';
import { can, type StaffActor } from '../../shared/staff/staff-roles';
import type { AppEnv, Db } from '../env';
import { ApiError } from '../http/errors';
import { validateInsertBody, validatePatchBody, type PostValues } from './postgrest/rows';
import { readJsonBody, tableRequest } from './rest/request';
import { postCreators, postsByKey, postsWhere, type TargetPost } from './review/store';
import { buildWhere } from './store/build';

/** Posts one request may touch and still be checked row by row; more is refused (write fewer at once). */
const MAX_CHECKED_ROWS = 200;

const refuse = (what: string, hint = 'An editor publishes posts: submit yours for review.') =>
  new ApiError(403, '42501', `Your role (author) cannot ${what}`, null, hint);

/** The actor an author policy applies to: a person whose role cannot publish. */
export function limitedAuthor(actor: StaffActor | null): Extract<StaffActor, { kind: 'person' }> | null {
  return actor?.kind === 'person' && !can(actor.role, 'posts.publish') ? actor : null;
}

const authorStatus = (status: unknown): status is PostStatus => AUTHOR_STATUSES.includes(status as PostStatus);

/** Refuses unless every target is the author's own draft or post in review. */
async function assertOwnDrafts(db: Db, personId: string, targets: TargetPost[], verb: string): Promise<void> {
  const creators = await postCreators(
    db,
    targets.map((t) => t.id),
  );
  for (const t of targets) {
    if (creators.get(t.id) !== personId) throw refuse(`${verb} posts other people wrote`, 'Only their author or an editor can.');
    if (!authorStatus(t.status)) throw refuse(`${verb} a published post`, 'Ask an editor to change or unpublish it.');
  }
}

async function targetsOf(db: Db, where: SQL): Promise<TargetPost[]> {
  const rows = await postsWhere(db, where, MAX_CHECKED_ROWS + 1);
  if (rows.length > MAX_CHECKED_ROWS) throw refuse(`change more than ${MAX_CHECKED_ROWS} posts at once`, 'Narrow the filter.');
  return rows;
}

function assertNotPublishing(values: PostValues): void {
  if (values.status !== undefined && !authorStatus(values.status)) throw refuse(`set a post's status to '${values.status}'`);
}

/** The request again, to read its body: the write reads the request's own. */
const bodyCopy = (c: Context<AppEnv>): Request => c.req.raw.clone() as unknown as Request;

/** The author policy for one /rest/v1/blog_posts request; a no-op for anyone else and for reads. */
export async function checkAuthorWrite(c: Context<AppEnv>): Promise<void> {
  const author = limitedAuthor(c.var.actor);
  if (!author) return;
  const method = c.req.method.toUpperCase();
  if (method !== 'POST' && method !== 'PATCH' && method !== 'DELETE') return;
  const db = c.var.db;
  const { parsed, q } = tableRequest(c);
  if (method === 'POST') {
    const rows = validateInsertBody(await readJsonBody(bodyCopy(c)), q.columns);
    for (const row of rows) {
      // An insert without a status is published (the column's default), so an author names one.
      if (!authorStatus(row.status)) throw refuse(row.status === undefined ? 'create a post without status draft' : `create a post as '${row.status}'`);
    }
    if (parsed.prefer.resolution !== 'merge-duplicates') return;
    // The rows an upsert would overwrite, found by its conflict target.
    const target = q.onConflict ?? 'id';
    const keys = rows.flatMap((r) => (r[target] === undefined || r[target] === null ? [] : [r[target] as string | number]));
    if (keys.length === 0) return;
    await assertOwnDrafts(db, author.id, await postsByKey(db, target === 'slug' ? 'slug' : 'id', keys), 'overwrite');
    return;
  }
  const where = buildWhere(q.where);
  // No filter: the write itself refuses it (21000), with its own words.
  if (!where) return;
  if (method === 'PATCH') assertNotPublishing(validatePatchBody(await readJsonBody(bodyCopy(c)), q.columns));
  await assertOwnDrafts(db, author.id, await targetsOf(db, where), method === 'PATCH' ? 'change' : 'delete');
}
