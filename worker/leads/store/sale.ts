/**
 * A lead's sale details in D1 (owner, monthly value, expected close, next step and its due day),
 * and the next steps the cron reminds owners of. A change is written only over the row it was
 * decided on (its `updated_at`), like a stage change, and its timeline note goes in the same batch.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { leads, staffPeople } from '../../../shared/schema';
import type { Db } from '../../env';
import type { LeadRow } from './lead-fields';
import { eventWithWrite } from './pipeline';

export type SaleUpdate = Partial<
  Pick<LeadRow, 'owner_id' | 'monthly_value_cents' | 'expected_close' | 'next_step' | 'next_step_due' | 'next_step_reminded_at'>
>;

/**
 * Writes a sale change decided on `before`, with `note` on the timeline by `by`; null when the lead
 * changed meanwhile (or is gone), and then nothing is written.
 */
export async function writeSaleChange(db: Db, before: LeadRow, update: SaleUpdate, note: string, by: string): Promise<LeadRow | null> {
  const at = new Date().toISOString();
  const [rows] = await db.batch([
    db
      .update(leads)
      .set({ ...update, updated_at: at })
      .where(and(eq(leads.id, before.id), eq(leads.updated_at, before.updated_at)))
      .returning(),
    // Only with the change it records: the row must carry this write's timestamp.
    eventWithWrite(db, before.id, at, { type: 'note', note, by }),
  ]);
  return rows[0] ?? null;
}

/** The name of the person with this id, active or not ('' for none): the list and the timeline name an owner by it. */
export async function personName(db: Db, id: string): Promise<string> {
  if (!id) return '';
  const [row] = await db.select({ name: staffPeople.name }).from(staffPeople).where(eq(staffPeople.id, id)).limit(1);
  return row?.name ?? '';
}

/** A next step due on `day` (Ocala), not yet reminded, whose owner is active: with the owner's address. */
export interface DueStep {
  lead: LeadRow;
  ownerEmail: string;
  ownerName: string;
}

export async function nextStepsDueOn(db: Db, day: string): Promise<DueStep[]> {
  const rows = await db
    .select({ lead: leads, ownerEmail: staffPeople.email, ownerName: staffPeople.name })
    .from(leads)
    .innerJoin(staffPeople, and(eq(staffPeople.id, leads.owner_id), isNull(staffPeople.disabled_at)))
    .where(and(eq(leads.next_step_due, day), ne(leads.next_step, ''), isNull(leads.next_step_reminded_at), ne(leads.status, 'spam')))
    .limit(200);
  return rows;
}

/**
 * Marks one step reminded; false when another run did it first or the step changed since it was
 * read (a new step is reminded of on its own day).
 */
export async function markStepReminded(db: Db, lead: Pick<LeadRow, 'id' | 'next_step' | 'next_step_due'>, at: Date): Promise<boolean> {
  const rows = await db
    .update(leads)
    .set({ next_step_reminded_at: at.toISOString() })
    .where(
      and(
        eq(leads.id, lead.id),
        eq(leads.next_step, lead.next_step),
        lead.next_step_due === null ? isNull(leads.next_step_due) : eq(leads.next_step_due, lead.next_step_due),
        isNull(leads.next_step_reminded_at),
      ),
    )
    .returning({ id: leads.id });
  return rows.length > 0;
}

/** A signed proposal's price as the won lead's monthly value; won_at kept when the stage change already set it. */
export async function recordWonValue(db: Db, leadId: string, monthlyCents: number, signedAt: string): Promise<void> {
  await db
    .update(leads)
    .set({ monthly_value_cents: monthlyCents, won_at: sql`coalesce(${leads.won_at}, ${signedAt})` })
    .where(eq(leads.id, leadId));
}
