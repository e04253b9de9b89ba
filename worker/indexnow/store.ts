/** The IndexNow queue (`indexnow_queue`): URLs waiting to be announced, and the posts that went live on schedule. */
import { and, asc, eq, gt, inArray, lt, lte, max, sql } from 'drizzle-orm';
import { auditLog, blogPosts, indexnowQueue } from '../../shared/schema';
import type { Db } from '../env';
import { storedTimestamp } from '../posts/store/row-policy';

export type QueuedUrl = typeof indexnowQueue.$inferSelect;

/** Puts URLs in the queue, due now; a URL already waiting starts over (it changed again). */
export async function queueUrls(db: Db, urls: readonly string[], now: Date): Promise<void> {
  const at = now.toISOString();
  const unique = [...new Set(urls)];
  // One statement per URL in one batch: D1 binds at most 100 values a statement.
  const [first, ...rest] = unique.map((url) =>
    db
      .insert(indexnowQueue)
      .values({ url, queued_at: at, next_attempt_at: at })
      .onConflictDoUpdate({ target: indexnowQueue.url, set: { queued_at: at, attempts: 0, next_attempt_at: at, last_error: null } }),
  );
  if (first) await db.batch([first, ...rest]);
}

/** The URLs due at `now`, the longest waiting first. */
export function dueUrls(db: Db, now: Date, limit: number): Promise<QueuedUrl[]> {
  return db.select().from(indexnowQueue).where(lte(indexnowQueue.next_attempt_at, now.toISOString())).orderBy(asc(indexnowQueue.next_attempt_at)).limit(limit);
}

/** Announced: the rows go, unless the URL was queued again meanwhile (its queued_at moved on). */
export async function forgetSent(db: Db, rows: readonly QueuedUrl[]): Promise<void> {
  const [first, ...rest] = rows.map((row) => db.delete(indexnowQueue).where(and(eq(indexnowQueue.url, row.url), eq(indexnowQueue.queued_at, row.queued_at))));
  if (first) await db.batch([first, ...rest]);
}

/** Not announced: each row's next attempt and the reason. */
export async function markFailed(db: Db, rows: readonly { url: string; attempts: number; next_attempt_at: string }[], error: string): Promise<void> {
  const [first, ...rest] = rows.map((row) =>
    db
      .update(indexnowQueue)
      .set({ attempts: row.attempts, next_attempt_at: row.next_attempt_at, last_error: error.slice(0, 500) })
      .where(eq(indexnowQueue.url, row.url)),
  );
  if (first) await db.batch([first, ...rest]);
}

export async function dropUrls(db: Db, urls: readonly string[]): Promise<void> {
  if (urls.length) await db.delete(indexnowQueue).where(inArray(indexnowQueue.url, [...urls]));
}

/** The audit action that marks a scheduled post going live; its detail's `until` is where the last check reached. */
export const POST_LIVE_ACTION = 'post.live';

/** Where the last check for scheduled posts reached, from the log of the posts it found; null before the first. */
export async function lastLiveCheck(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ until: max(sql<string>`json_extract(${auditLog.detail}, '$.until')`) })
    .from(auditLog)
    .where(eq(auditLog.action, POST_LIVE_ACTION));
  return (row?.until as string | null | undefined) ?? null;
}

/**
 * Published posts whose time came in (since, now] and that were last written before it came:
 * scheduled posts that went live by themselves. A post written after its date (published at
 * once, or edited since) was announced by its write.
 */
export function postsGoneLive(db: Db, since: Date, now: Date) {
  return db
    .select({ id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title, date_published: blogPosts.date_published })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.status, 'published'),
        gt(blogPosts.date_published, storedTimestamp(since)),
        lte(blogPosts.date_published, storedTimestamp(now)),
        lt(blogPosts.updated_at, blogPosts.date_published),
      ),
    )
    .orderBy(asc(blogPosts.date_published));
}
