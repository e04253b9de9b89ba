/** The proposals table (shared/schema.ts `proposals`): writing a priced draft, and reading one or a lead's. */
import { desc, eq } from 'drizzle-orm';
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
  return db.select().from(proposals).where(eq(proposals.lead_id, leadId)).orderBy(desc(proposals.created_at)).limit(100);
}
