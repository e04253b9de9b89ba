/**
 * Who may read which posts, as a row-level policy: staff read every row; everyone
 * else (no key, the public ANON_KEY, and the site's own pages and feeds) reads only
 * public posts, `status = 'published' AND date_published <= now`
 * (shared/posts/post-status.ts `isPublic` is the same rule in code). The read engine ANDs
 * the condition into every public read's WHERE, and anything else that reads posts
 * from D1 for the public (the pages' version, slug redirects) uses the same SQL.
 *
 * date_published is stored in one ISO 8601 form (`2024-12-04T09:00:00.000Z`: the
 * API normalises every write, the column default writes the same form), and `now`
 * is bound in that form, so comparing them as text compares them as times and can
 * use the (status, date_published) index.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PostStatus } from '../../../shared/posts/post-status';
import { blogPosts } from '../../../shared/schema';

/** Who reads: 'staff' (the staff key) sees every row, 'public' only public posts. */
export type PostReader = 'staff' | 'public';

const PUBLISHED: PostStatus = 'published';

/** A timestamp as date_published stores it. */
export function storedTimestamp(now: Date): string {
  return now.toISOString();
}

/** The one SQL spelling of "this post is public at `now`", with both values bound. */
export function publicPostCondition(now: Date = new Date()): SQL {
  return sql`(${blogPosts.status} = ${PUBLISHED} AND ${blogPosts.date_published} <= ${storedTimestamp(now)})`;
}

/** "This post is published but its time has not come" at `now`: a scheduled post. */
export function scheduledPostCondition(now: Date = new Date()): SQL {
  return sql`(${blogPosts.status} = ${PUBLISHED} AND ${blogPosts.date_published} > ${storedTimestamp(now)})`;
}

/** A read's WHERE as `reader` may run it: the request's own filters, ANDed with the policy for public readers. */
export function readableWhere(where: SQL | undefined, reader: PostReader, now: Date = new Date()): SQL | undefined {
  if (reader === 'staff') return where;
  const policy = publicPostCondition(now);
  // Parenthesised whatever the request's filters are, so no OR in them can escape the policy.
  return where ? sql`${policy} AND (${where})` : policy;
}
