/**
 * Post revisions in D1 (table blog_post_revisions, docs/decisions.md D21): the statements that
 * record them in the same batch as a post's write, the pruning of old autosaves, and a post's
 * version (the id of its newest revision; version.ts says why).
 */
import { and, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BlogPost } from '../../../shared/posts/post';
import { blogPostRevisions, blogPosts, type RevisionKind } from '../../../shared/schema';
import type { StaffActor } from '../../../shared/staff/staff-roles';
import type { Db } from '../../env';
import { authorOf, KEPT_AUTOSAVES, type RevisionMark } from './record';
import { buildOrder, toWireRow, type RawRow } from '../store/build';
import { COLUMNS, POST_COLUMNS } from '../store/columns';
import { run } from '../store/db-errors';
import { publicPostCondition } from '../store/row-policy';
import type { ResolvedSelectItem } from '../postgrest/resolve';

/** The blog_posts row in scope, qualified: drizzle leaves a lone table's columns bare, which inside a subquery would name its own. */
const OUTER_POST_ID = sql`${sql.identifier('blog_posts')}.${sql.identifier('id')}`;

/** The version of the blog_posts row in scope (a correlated subquery on the (post_id, id) index). */
export function versionSql(postId: SQL = OUTER_POST_ID): SQL<number> {
  return sql<number>`coalesce((SELECT max(${blogPostRevisions.id}) FROM ${blogPostRevisions} WHERE ${blogPostRevisions.post_id} = ${postId}), 0)`;
}

/** Current version of one post (0 when it has no revision, or does not exist). */
export async function postVersion(db: Db, postId: number): Promise<number> {
  const r = await db.select({ v: versionSql() }).from(blogPosts).where(eq(blogPosts.id, postId));
  return Number(r[0]?.v ?? 0);
}

/**
 * The posts of `versions` (post id -> version read before the write), all or nothing: only while
 * every one of them is still at that version. One bound JSON parameter whatever their number, so
 * it fits D1's limit.
 */
export function pickedUnchanged(versions: ReadonlyMap<number, number>): SQL {
  const map = JSON.stringify(Object.fromEntries(versions));
  const p = sql.identifier('p');
  const unchanged = sql`(SELECT count(*) FROM ${blogPosts} AS ${p} WHERE ${p}."id" IN (SELECT CAST("key" AS INTEGER) FROM json_each(${map})) AND ${versionSql(sql`${p}."id"`)} = json_extract(${map}, '$."' || ${p}."id" || '"')) = ${versions.size}`;
  return sql`${blogPosts.id} IN (SELECT CAST("key" AS INTEGER) FROM json_each(${map})) AND ${unchanged}`;
}

/** The row just written with this slug, when the statement before wrote one (`changes()`: 0 for a duplicate skipped). */
export function justWritten(slug: string | null): SQL {
  return sql`${blogPosts.slug} = ${slug} AND changes() > 0`;
}

/**
 * The kind a revision records, decided in SQL on the row as written: a restore or an autosave as
 * marked; else a write that leaves the post public is a publish; else a person's save or the key's.
 */
function kindSql(mark: RevisionMark, actor: StaffActor | null, now: Date): SQL {
  if (mark) return sql`${mark.kind satisfies RevisionKind}`;
  const plain: RevisionKind = actor?.kind === 'person' ? 'save' : 'api';
  return sql`CASE WHEN ${publicPostCondition(now)} THEN ${'publish' satisfies RevisionKind} ELSE ${plain} END`;
}

/**
 * INSERT ... SELECT of the rows `where` picks, as they are at that point of the batch: one revision
 * each. Returns each revision's id and post.
 */
export function insertRevisions(db: Db, where: SQL, mark: RevisionMark, actor: StaffActor | null, now: Date = new Date()) {
  const { by_id, by_name } = authorOf(actor);
  const rows = db
    // Every column of the table, in its order, as an INSERT ... SELECT needs; a NULL id takes the next one.
    .select({
      id: sql<number | null>`NULL`.as('id'),
      post_id: blogPosts.id,
      kind: sql<RevisionKind>`${kindSql(mark, actor, now)}`.as('kind'),
      created_at: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as('created_at'),
      by_id: sql<string | null>`${by_id}`.as('by_id'),
      by_name: sql<string>`${by_name}`.as('by_name'),
      restored_from: sql<number | null>`${mark?.kind === 'restore' ? mark.from : null}`.as('restored_from'),
      slug: blogPosts.slug,
      title: blogPosts.title,
      content: blogPosts.content,
      content_markdown: blogPosts.content_markdown,
      excerpt: blogPosts.excerpt,
      category: blogPosts.category,
      date_published: blogPosts.date_published,
      featured_image: blogPosts.featured_image,
      seo_title: blogPosts.seo_title,
      seo_description: blogPosts.seo_description,
      tags: blogPosts.tags,
      author: blogPosts.author,
      status: blogPosts.status,
    })
    .from(blogPosts)
    .where(where);
  return db.insert(blogPostRevisions).select(rows).returning({ id: blogPostRevisions.id, post_id: blogPostRevisions.post_id });
}

/**
 * After an autosave: each post keeps its KEPT_AUTOSAVES newest autosaves, and every published
 * revision; older autosaves of drafts go.
 */
export function pruneAutosaves(db: Db, postIds: readonly number[]) {
  const r = blogPostRevisions;
  const newest = sql`SELECT "kept"."id" FROM ${r} AS "kept" WHERE "kept"."post_id" = ${r.post_id} AND "kept"."kind" = 'autosave' ORDER BY "kept"."id" DESC LIMIT ${KEPT_AUTOSAVES}`;
  return db.delete(r).where(and(inArray(r.post_id, [...postIds]), eq(r.kind, 'autosave'), ne(r.status, 'published'), sql`${r.id} NOT IN (${newest})`));
}

export type Revision = typeof blogPostRevisions.$inferSelect;

/** One revision by id, or undefined. */
export async function findRevision(db: Db, id: number): Promise<Revision | undefined> {
  return run(async () => (await db.select().from(blogPostRevisions).where(eq(blogPostRevisions.id, id)).limit(1))[0]);
}

/** A post's newest revision (who last wrote it, and when), or undefined for a post never written through the API. */
export async function newestRevision(db: Db, postId: number) {
  const r = blogPostRevisions;
  return (
    await db.select({ id: r.id, by_name: r.by_name, created_at: r.created_at, kind: r.kind }).from(r).where(eq(r.post_id, postId)).orderBy(desc(r.id)).limit(1)
  )[0];
}

/** Every column under its own name: how a written row is read back whole. */
export const WHOLE_ROW: readonly ResolvedSelectItem[] = POST_COLUMNS.map((c) => ({ column: c, alias: c }));

export function asPost(raw: RawRow): BlogPost {
  return toWireRow(raw, WHOLE_ROW, false) as unknown as BlogPost;
}

export interface VersionedPost {
  post: BlogPost;
  version: number;
}

/** The rows `where` picks, whole, each with its version, in id order. */
export async function readVersioned(db: Db, where: SQL | undefined): Promise<VersionedPost[]> {
  const fields: Record<string, SQL> = Object.fromEntries(POST_COLUMNS.map((c) => [c, sql`${COLUMNS[c]}`]));
  const raw = await run(() =>
    db
      .select({ ...fields, __version: versionSql() })
      .from(blogPosts)
      .where(where)
      .orderBy(...buildOrder([])),
  );
  return (raw as RawRow[]).map((r) => ({ post: asPost(r), version: Number(r.__version ?? 0) }));
}

/** The posts an upsert may overwrite: those with one of these ids or slugs. */
export function readUpsertTargets(db: Db, ids: readonly number[], slugs: readonly string[]): Promise<VersionedPost[]> {
  return readVersioned(db, or(inArray(blogPosts.slug, [...slugs, '']), inArray(blogPosts.id, [...ids, -1])));
}
