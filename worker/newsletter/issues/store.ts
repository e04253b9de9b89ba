/**
 * Newsletter issues (shared/schema.ts `newsletterIssues`) and what sending one reads: the issue's
 * state changes (each one conditional on the state it leaves, so two staff clicks or two queue
 * messages cannot both move it), the published posts it presents, the recipients still without a
 * copy, and its progress counted from the outbox rows about it. Copies are written to the outbox
 * by the email pipeline (worker/email/), never here: this only reads that table.
 */
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { issueAbout, type IssueChange, type IssueDraft, type IssueProgress, type NewsletterIssueState } from '../../../shared/newsletter/newsletter-issue';
import { blogPosts, newsletterIssues, newsletterSubscribers, outbox } from '../../../shared/schema';
import type { Db } from '../../env';
import { publicPostCondition } from '../../posts/store/row-policy';

export type IssueRow = typeof newsletterIssues.$inferSelect;

const nowIso = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
const minutesAgo = (minutes: number) => sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`-${minutes} minutes`})`;

export async function listIssues(db: Db): Promise<IssueRow[]> {
  return db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.created_at), desc(newsletterIssues.id));
}

export async function getIssue(db: Db, id: number): Promise<IssueRow | undefined> {
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).limit(1);
  return row;
}

export async function createIssue(db: Db, draft: IssueDraft): Promise<IssueRow> {
  const [row] = await db.insert(newsletterIssues).values({ subject: draft.subject, intro: draft.intro, post_ids: draft.post_ids }).returning();
  return row!;
}

/** Changes what an issue says while it is in one of `states`; undefined when it is not (or is gone). */
export async function updateIssue(db: Db, id: number, change: IssueChange, states: readonly NewsletterIssueState[]): Promise<IssueRow | undefined> {
  const [row] = await db
    .update(newsletterIssues)
    .set({ ...change, updated_at: nowIso })
    .where(and(eq(newsletterIssues.id, id), inArray(newsletterIssues.state, states)))
    .returning();
  return row;
}

/** Deletes a draft; false when there is no such draft. */
export async function deleteDraft(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(newsletterIssues)
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.state, 'draft')))
    .returning({ id: newsletterIssues.id });
  return rows.length > 0;
}

/** A draft (or scheduled issue) scheduled for `sendAt`. */
export async function scheduleIssue(db: Db, id: number, sendAt: string): Promise<IssueRow | undefined> {
  const [row] = await db
    .update(newsletterIssues)
    .set({ state: 'scheduled', send_at: sendAt, updated_at: nowIso })
    .where(and(eq(newsletterIssues.id, id), inArray(newsletterIssues.state, ['draft', 'scheduled'])))
    .returning();
  return row;
}

/** A scheduled issue back to draft. */
export async function unscheduleIssue(db: Db, id: number): Promise<IssueRow | undefined> {
  const [row] = await db
    .update(newsletterIssues)
    .set({ state: 'draft', send_at: null, updated_at: nowIso })
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.state, 'scheduled')))
    .returning();
  return row;
}

/**
 * Starts sending: the issue becomes `sending` with started_at now and recipients counted from the
 * addresses confirmed by then (only those get it). Only from `from`, so it starts once.
 */
export async function startSending(db: Db, id: number, from: readonly NewsletterIssueState[]): Promise<IssueRow | undefined> {
  const confirmedNow = db
    .select({ n: sql<number>`count(*)` })
    .from(newsletterSubscribers)
    .where(sql`${newsletterSubscribers.confirmed_at} IS NOT NULL AND ${newsletterSubscribers.confirmed_at} <= ${nowIso}`);
  const [row] = await db
    .update(newsletterIssues)
    .set({ state: 'sending', started_at: nowIso, updated_at: nowIso, send_at: null, recipients: sql`(${confirmedNow})` })
    .where(and(eq(newsletterIssues.id, id), inArray(newsletterIssues.state, from)))
    .returning();
  return row;
}

/** Scheduled issues whose time has come. */
export async function dueScheduledIssues(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.state, 'scheduled'), isNotNull(newsletterIssues.send_at), sql`${newsletterIssues.send_at} <= ${now.toISOString()}`));
  return rows.map((r) => r.id);
}

/**
 * Issues left `sending` whose sending made no progress for `minutes`: every run of the sending
 * queue marks its progress in updated_at (markProgress), so a quiet issue lost its queue message.
 */
export async function stalledIssues(db: Db, minutes: number): Promise<number[]> {
  const rows = await db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.state, 'sending'), sql`${newsletterIssues.updated_at} < ${minutesAgo(minutes)}`));
  return rows.map((r) => r.id);
}

/**
 * Records a sending run's progress (updated_at, the run's mark). With `seen`, only when the mark
 * is still the one the run was handed: of two copies of one queue message, one carries on and the
 * other stops. Answers the new mark, or null when another run has moved on.
 */
export async function markProgress(db: Db, id: number, seen: string | null): Promise<string | null> {
  const [row] = await db
    .update(newsletterIssues)
    .set({ updated_at: nowIso })
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.state, 'sending'), seen === null ? undefined : eq(newsletterIssues.updated_at, seen)))
    .returning({ updated_at: newsletterIssues.updated_at });
  return row?.updated_at ?? null;
}

/** The issue is sent: every recipient has a copy and none is still open. */
export async function markIssueSent(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(newsletterIssues)
    .set({ state: 'sent', finished_at: nowIso, updated_at: nowIso })
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.state, 'sending')))
    .returning({ id: newsletterIssues.id });
  return rows.length > 0;
}

/** One recipient's copy: the dedupe key that makes it unique per issue and address. */
export const issueCopyKey = (id: number, email: string): string => `${issueAbout(id)}:${email.toLowerCase()}`;

/**
 * The next addresses, confirmed by `startedAt`, that have no copy of the issue yet (oldest
 * subscriber first). Found through the outbox's unique dedupe key, so a copy written by a run
 * that crashed is never written again.
 */
export async function recipientsWithoutCopy(db: Db, id: number, startedAt: string, limit: number): Promise<string[]> {
  const prefix = `${issueAbout(id)}:`;
  const rows = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(
      and(
        sql`${newsletterSubscribers.confirmed_at} IS NOT NULL AND ${newsletterSubscribers.confirmed_at} <= ${startedAt}`,
        sql`NOT EXISTS (SELECT 1 FROM ${outbox} WHERE ${outbox.dedupe_key} = ${prefix} || lower(${newsletterSubscribers.email}))`,
      ),
    )
    .orderBy(newsletterSubscribers.id)
    .limit(limit);
  return rows.map((r) => r.email.toLowerCase());
}

/** Copies of the issue still waiting in the outbox (`queued`), to queue again after a crash. */
export async function queuedCopyIds(db: Db, id: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.about, issueAbout(id)), eq(outbox.state, 'queued')))
    .orderBy(outbox.created_at)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Copies by outbox state, for each issue asked about. */
export async function copyCounts(db: Db, ids: readonly number[]): Promise<Map<number, Record<string, number>>> {
  const counts = new Map<number, Record<string, number>>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ about: outbox.about, state: outbox.state, n: sql<number>`count(*)` })
    .from(outbox)
    .where(inArray(outbox.about, ids.map(issueAbout)))
    .groupBy(outbox.about, outbox.state);
  for (const row of rows) {
    const id = Number(row.about?.slice(row.about.lastIndexOf(':') + 1));
    const byState = counts.get(id) ?? {};
    byState[row.state] = row.n;
    counts.set(id, byState);
  }
  return counts;
}

/** sent = sent + kept, failed = dead, left = recipients - sent - failed (never below 0: someone may have left mid-send). */
export function progressOf(recipients: number, byState: Record<string, number> = {}): IssueProgress {
  const sent = (byState.sent ?? 0) + (byState.kept ?? 0);
  const failed = byState.dead ?? 0;
  return { sent, failed, left: Math.max(0, recipients - sent - failed) };
}

/** Copies still open (queued, sending or failed): the issue is not finished while there are any. */
export function openCopies(byState: Record<string, number> = {}): number {
  return (byState.queued ?? 0) + (byState.sending ?? 0) + (byState.failed ?? 0);
}

export type IssuePost = Pick<typeof blogPosts.$inferSelect, 'id' | 'slug' | 'title' | 'excerpt' | 'featured_image'>;

/** The posts among `ids` that are public now (published, dated now or earlier). */
export async function publishedPosts(db: Db, ids: readonly number[], now = new Date()): Promise<IssuePost[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title, excerpt: blogPosts.excerpt, featured_image: blogPosts.featured_image })
    .from(blogPosts)
    .where(and(inArray(blogPosts.id, [...ids]), publicPostCondition(now)));
}
