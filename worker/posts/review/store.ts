/**
 * The D1 side of authors and review: who created each post (the person of its first revision),
 * the rows a write would touch, and the review steps (post_review_notes).
 */
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { blogPostRevisions, blogPosts, postReviewNotes, type ReviewStep } from '../../../shared/schema';
import type { ReviewStepEntry as ReviewStepRow } from '../../../shared/posts/review';
import type { Db } from '../../env';

/** Each post's creator: the person of its first revision (null for the staff key; absent with no revision). */
export async function postCreators(db: Db, ids: readonly number[]): Promise<Map<number, string | null>> {
  const out = new Map<number, string | null>();
  if (ids.length === 0) return out;
  const first = db
    .select({ id: sql<number>`min(${blogPostRevisions.id})`.as('first_id') })
    .from(blogPostRevisions)
    .where(inArray(blogPostRevisions.post_id, [...ids]))
    .groupBy(blogPostRevisions.post_id);
  const rows = await db
    .select({ post_id: blogPostRevisions.post_id, by_id: blogPostRevisions.by_id })
    .from(blogPostRevisions)
    .where(inArray(blogPostRevisions.id, first));
  for (const r of rows) out.set(r.post_id, r.by_id);
  return out;
}

/** The ids of the posts `personId` created. */
export async function postsCreatedBy(db: Db, personId: string): Promise<number[]> {
  const first = db
    .select({ id: sql<number>`min(${blogPostRevisions.id})`.as('first_id') })
    .from(blogPostRevisions)
    .groupBy(blogPostRevisions.post_id);
  const rows = await db
    .select({ post_id: blogPostRevisions.post_id })
    .from(blogPostRevisions)
    .where(and(inArray(blogPostRevisions.id, first), eq(blogPostRevisions.by_id, personId)));
  return rows.map((r) => r.post_id);
}

export interface TargetPost {
  id: number;
  status: string;
}

/** The posts a filtered write would touch, at most `limit` of them. */
export function postsWhere(db: Db, where: SQL, limit: number): Promise<TargetPost[]> {
  return db.select({ id: blogPosts.id, status: blogPosts.status }).from(blogPosts).where(where).orderBy(asc(blogPosts.id)).limit(limit);
}

/** The posts whose `id` (or `slug`) is one of `keys`: what an upsert would overwrite. */
export function postsByKey(db: Db, target: 'id' | 'slug', keys: readonly (string | number)[]): Promise<TargetPost[]> {
  const where = target === 'slug' ? inArray(blogPosts.slug, keys.map(String)) : inArray(blogPosts.id, keys.map(Number));
  return db.select({ id: blogPosts.id, status: blogPosts.status }).from(blogPosts).where(where);
}

const STEP_FIELDS = {
  post_id: postReviewNotes.post_id,
  step: postReviewNotes.step,
  note: postReviewNotes.note,
  by_name: postReviewNotes.by_name,
  at: postReviewNotes.at,
};

/** Records a step; its row id (what the step's emails are deduplicated by). */
export async function recordStep(db: Db, row: { post_id: number; step: ReviewStep; note: string; by_id: string | null; by_name: string }): Promise<number> {
  const [inserted] = await db.insert(postReviewNotes).values(row).returning({ id: postReviewNotes.id });
  return inserted?.id ?? 0;
}

/** The latest step of each post. */
export async function latestSteps(db: Db, ids: readonly number[]): Promise<ReviewStepRow[]> {
  if (ids.length === 0) return [];
  const latest = db
    .select({ id: sql<number>`max(${postReviewNotes.id})`.as('latest_id') })
    .from(postReviewNotes)
    .where(inArray(postReviewNotes.post_id, [...ids]))
    .groupBy(postReviewNotes.post_id);
  return db.select(STEP_FIELDS).from(postReviewNotes).where(inArray(postReviewNotes.id, latest));
}

/** One post's steps, newest first. */
export function stepsOf(db: Db, id: number, limit = 20): Promise<ReviewStepRow[]> {
  return db.select(STEP_FIELDS).from(postReviewNotes).where(eq(postReviewNotes.post_id, id)).orderBy(desc(postReviewNotes.id)).limit(limit);
}

/** The posts in review, oldest change first. */
export function postsInReview(db: Db) {
  return db
    .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, author: blogPosts.author, updated_at: blogPosts.updated_at })
    .from(blogPosts)
    .where(eq(blogPosts.status, 'review'))
    .orderBy(blogPosts.updated_at);
}
