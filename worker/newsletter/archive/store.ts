/**
 * What the public archive reads: sent issues not marked subscribers-only, and the public posts
 * an issue presents, as cards. Nothing here writes.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { POST_CARD_COLUMNS, type PostCard } from '../../../shared/posts/post';
import { blogPosts, newsletterIssues } from '../../../shared/schema';
import type { Db } from '../../env';
import { publicPostCondition } from '../../posts/store/row-policy';

const isPublic = and(eq(newsletterIssues.state, 'sent'), eq(newsletterIssues.subscribers_only, false));

const issueColumns = {
  id: newsletterIssues.id,
  subject: newsletterIssues.subject,
  intro: newsletterIssues.intro,
  post_ids: newsletterIssues.post_ids,
  started_at: newsletterIssues.started_at,
};

export type PublicIssueRow = { id: number; subject: string; intro: string; post_ids: number[]; started_at: string | null };

/** The public issues, newest first. */
export async function listPublicIssues(db: Db): Promise<PublicIssueRow[]> {
  return db.select(issueColumns).from(newsletterIssues).where(isPublic).orderBy(desc(newsletterIssues.started_at), desc(newsletterIssues.id));
}

/** One public issue; undefined when it is unknown, not sent yet or subscribers-only. */
export async function findPublicIssue(db: Db, id: number): Promise<PublicIssueRow | undefined> {
  const [row] = await db
    .select(issueColumns)
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.id, id), isPublic))
    .limit(1);
  return row;
}

/** The posts among `ids` that are public now, as cards (in no particular order). */
export async function publicPostCards(db: Db, ids: readonly number[], now = new Date()): Promise<PostCard[]> {
  if (ids.length === 0) return [];
  const columns = Object.fromEntries(POST_CARD_COLUMNS.map((c) => [c, blogPosts[c]])) as { [K in (typeof POST_CARD_COLUMNS)[number]]: (typeof blogPosts)[K] };
  return db
    .select(columns)
    .from(blogPosts)
    .where(and(inArray(blogPosts.id, [...ids]), publicPostCondition(now)));
}

/**
 * Which issues the archive shows, as a page-cache key part: any issue finishing, being marked or
 * unmarked subscribers-only changes it (each of those writes updated_at).
 */
export async function archiveVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`, last: sql<string | null>`max(${newsletterIssues.updated_at})` })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.state, 'sent'));
  return `${row?.n ?? 0}:${row?.last ?? ''}`;
}
