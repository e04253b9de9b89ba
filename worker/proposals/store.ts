/**
 * The proposals table (shared/schema.ts `proposals`): writing a priced draft, reading one or a
 * lead's, and each move of its state. A move is one conditional UPDATE (the state it leaves is in
 * its WHERE), so two requests racing (a double click on Sign) change it once and the second is told.
 */
import { and, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { type ProposalState, SIGNABLE_STATES } from '../../shared/pricing/proposal-states';
import { proposals } from '../../shared/schema';
import type { Db } from '../env';

export type ProposalRow = typeof proposals.$inferSelect;

export async function insertProposal(db: Db, row: typeof proposals.$inferInsert): Promise<ProposalRow> {
  const [saved] = await db.insert(proposals).values(row).returning();
  return saved!;
}

export async function getProposal(db: Db, id: string): Promise<ProposalRow | null> {
  return (await db.select().from(proposals).where(eq(proposals.id, id)).get()) ?? null;
}

/** A lead's proposals, newest first. */
export async function proposalsOfLead(db: Db, leadId: string): Promise<ProposalRow[]> {
  return db.select().from(proposals).where(eq(proposals.lead_id, leadId)).orderBy(desc(proposals.created_at), desc(proposals.version)).limit(100);
}

/** Moves a proposal from one of `from` to a new state with `set`; the row after, or null when it was not in `from` (or is past `unexpiredAt`). */
export async function moveProposal(
  db: Db,
  id: string,
  from: readonly ProposalState[],
  set: Partial<typeof proposals.$inferInsert>,
  unexpiredAt?: Date,
): Promise<ProposalRow | null> {
  const [row] = await db
    .update(proposals)
    .set({ ...set, updated_at: new Date().toISOString() })
    .where(
      and(
        eq(proposals.id, id),
        inArray(proposals.state, [...from]),
        unexpiredAt ? sql`(${proposals.expires_at} IS NULL OR ${proposals.expires_at} > ${unexpiredAt.toISOString()})` : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

/** Unsigned proposals sent at least `minDays` ago (reminders and expiry), oldest first. */
export async function unsignedSentBefore(db: Db, before: Date): Promise<ProposalRow[]> {
  return db
    .select()
    .from(proposals)
    .where(and(inArray(proposals.state, [...SIGNABLE_STATES]), isNotNull(proposals.sent_at), lte(proposals.sent_at, before.toISOString())))
    .orderBy(proposals.sent_at)
    .limit(200);
}

/** Counts a reminder as sent, once: false when another run already did. */
export async function markReminder(db: Db, id: string, from: number, to: number): Promise<boolean> {
  const rows = await db
    .update(proposals)
    .set({ reminders_sent: to })
    .where(
      and(eq(proposals.id, id), eq(proposals.reminders_sent, from), inArray(proposals.state, [...SIGNABLE_STATES]), gt(sql`${to}`, proposals.reminders_sent)),
    )
    .returning({ id: proposals.id });
  return rows.length > 0;
}
