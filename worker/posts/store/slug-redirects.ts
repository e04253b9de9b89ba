/**
 * Former slugs of public posts (table post_slug_redirects): /insights/<old-slug>
 * answers 301 to the post's current slug (worker/pages/render-page.ts). The
 * statements here run in the same D1 batch as the write that changes slugs, so
 * the redirects and the posts never disagree (a refused write, e.g. a slug
 * another post has, leaves both as they were).
 */
import { and, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { blogPosts, postSlugRedirects } from '../../../shared/schema';
import type { Db } from '../../env';
import { publicPostCondition, storedTimestamp } from './row-policy';

/**
 * Before a PATCH sets `newSlug` on the rows `where` picks: each of them that is public now
 * keeps its current slug as a redirect to itself (replacing any row for that old slug).
 * A draft or a scheduled post was never public at its old address, so it keeps none.
 */
export function keepFormerSlugs(db: Db, where: SQL, newSlug: string, now: Date = new Date()) {
  const moving = db
    // Every column of the table, in its order, as an INSERT ... SELECT needs.
    .select({ old_slug: blogPosts.slug, post_id: blogPosts.id, created_at: sql<string>`${storedTimestamp(now)}`.as('created_at') })
    .from(blogPosts)
    .where(and(where, publicPostCondition(now), ne(blogPosts.slug, newSlug)));
  return db
    .insert(postSlugRedirects)
    .select(moving)
    .onConflictDoUpdate({
      target: postSlugRedirects.old_slug,
      set: { post_id: sql.raw(`excluded."${postSlugRedirects.post_id.name}"`), created_at: sql.raw(`excluded."${postSlugRedirects.created_at.name}"`) },
    });
}

/** After a write gives posts these slugs: a live slug is a post's own again, so no redirect may claim it. */
export function releaseLiveSlugs(db: Db, slugs: readonly string[]) {
  return db.delete(postSlugRedirects).where(inArray(postSlugRedirects.old_slug, [...slugs]));
}
