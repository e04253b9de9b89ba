/**
 * The sales pipeline in D1: a lead's stage changes and notes, each appended to its timeline
 * (`lead_events`) in the same batch as the lead's own row changes, and the leads staff must be
 * reminded of. A stage change is written only over the row it was decided on (its `updated_at`),
 * so two staff changing one lead at once cannot silently undo each other.
 */
import { and, asc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { LeadStatus } from '../../../shared/leads/lead';
import { LOST_CATEGORIES, type LeadEvent, type LostCategory } from '../../../shared/leads/lead-pipeline';
import { leadEvents, leads } from '../../../shared/schema';
import type { Db } from '../../env';
import type { LeadRow } from './lead-fields';

export async function eventsOf(db: Db, leadId: string): Promise<LeadEvent[]> {
  return db.select().from(leadEvents).where(eq(leadEvents.lead_id, leadId)).orderBy(asc(leadEvents.created_at), asc(leadEvents.id));
}

export interface StageUpdate {
  status: LeadStatus;
  /** ISO 8601 UTC, or null to clear it. */
  walkthrough_at: string | null;
  walkthrough_sequence: number;
  /** Who attends (staff_people.id, '' for nobody named). */
  walkthrough_with: string;
  lost_reason: string;
  /** Why a lost lead was lost (LOST_CATEGORIES), '' otherwise. */
  lost_category: LostCategory | '';
  /** When the lead was won (ISO 8601), or null once it is not. */
  won_at: string | null;
  /** Set on the first move out of New. */
  first_response: boolean;
}

/**
 * Writes a stage change decided on `before`; null when the lead changed meanwhile (or is gone).
 * The event records the stage, the walkthrough booked and why a lead was lost (category and note).
 */
export async function writeStageChange(db: Db, before: LeadRow, update: StageUpdate, by: string): Promise<LeadRow | null> {
  // One timestamp for the row and its event, so the event is written only with the change it records.
  const at = new Date().toISOString();
  const walkthrough = update.status === 'walkthrough_booked' ? update.walkthrough_at : null;
  // A lost lead's entry reads its category, then the note: "Price too high: went with a cheaper quote".
  const category = LOST_CATEGORIES.find((c) => c.value === update.lost_category)?.label ?? '';
  const note = update.status === 'lost' ? [category, update.lost_reason].filter(Boolean).join(': ') : '';
  const [rows] = await db.batch([
    db
      .update(leads)
      .set({
        status: update.status,
        walkthrough_at: update.walkthrough_at,
        walkthrough_sequence: update.walkthrough_sequence,
        walkthrough_with: update.walkthrough_with,
        lost_reason: update.lost_reason,
        lost_category: update.lost_category,
        won_at: update.won_at,
        ...(update.first_response && before.first_response_at === null ? { first_response_at: at } : {}),
        updated_at: at,
      })
      .where(and(eq(leads.id, before.id), eq(leads.updated_at, before.updated_at)))
      .returning(),
    eventWithWrite(db, before.id, at, { type: 'stage', note, walkthrough_at: walkthrough, by }, eq(leads.status, update.status)),
  ]);
  return rows[0] ?? null;
}

/**
 * The timeline entry of a write to the lead stamped `at`, for the same batch: inserted only if the
 * lead's row carries that stamp (the write happened), so a change refused as stale leaves no entry.
 * A stage entry records the stage the row now has.
 */
export function eventWithWrite(
  db: Db,
  leadId: string,
  at: string,
  event: { type: 'stage' | 'note'; note: string; walkthrough_at?: string | null; by: string },
  also?: SQL,
) {
  return db.insert(leadEvents).select(
    db
      .select({
        id: sql`${crypto.randomUUID()}`.as('id'),
        lead_id: leads.id,
        created_at: sql`${at}`.as('created_at'),
        type: sql`${event.type}`.as('type'),
        status: event.type === 'stage' ? leads.status : sql`NULL`.as('status'),
        note: sql`${event.note}`.as('note'),
        walkthrough_at: sql`${event.walkthrough_at ?? null}`.as('walkthrough_at'),
        by: sql`${event.by}`.as('by'),
      })
      .from(leads)
      .where(and(eq(leads.id, leadId), eq(leads.updated_at, at), also)),
  );
}

/** Records that the booked walkthrough was cancelled by a stage change. */
export async function recordWalkthroughCancelled(db: Db, leadId: string, at: string, by: string): Promise<void> {
  await db.insert(leadEvents).values({ id: crypto.randomUUID(), lead_id: leadId, type: 'walkthrough_cancelled', walkthrough_at: at, by });
}

/** Appends a staff note; null when there is no such lead. */
export async function addNote(db: Db, leadId: string, note: string, by: string): Promise<LeadEvent | null> {
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!lead) return null;
  const [event] = await db.insert(leadEvents).values({ id: crypto.randomUUID(), lead_id: leadId, type: 'note', note, by }).returning();
  return event ?? null;
}

/**
 * Leads still New, never reminded of, that arrived an hour or more ago (wall clock) and within
 * the last two weeks: the candidates for a reminder, whose business hours the caller counts.
 */
export async function reminderCandidates(db: Db, at: Date): Promise<LeadRow[]> {
  const hourAgo = new Date(at.getTime() - 3_600_000).toISOString();
  const twoWeeksAgo = new Date(at.getTime() - 14 * 86_400_000).toISOString();
  const rows = await db
    .select()
    .from(leads)
    .where(and(eq(leads.status, 'new'), isNull(leads.reminded_at), lte(leads.created_at, hourAgo)))
    .orderBy(asc(leads.created_at))
    .limit(200);
  return rows.filter((r) => r.created_at >= twoWeeksAgo);
}

/** Leads still New, not yet escalated, written at least `minutes` ago and within two weeks of `at`, oldest first. */
export async function escalationCandidates(db: Db, at: Date, minutes: number): Promise<LeadRow[]> {
  const since = new Date(at.getTime() - minutes * 60_000).toISOString();
  const twoWeeksAgo = new Date(at.getTime() - 14 * 86_400_000).toISOString();
  return db
    .select()
    .from(leads)
    .where(and(eq(leads.status, 'new'), isNull(leads.escalated_at), lte(leads.created_at, since), gte(leads.created_at, twoWeeksAgo)))
    .orderBy(asc(leads.created_at))
    .limit(200);
}

/** Marks a lead escalated; false when another run did it first (or it is no longer New). */
export async function markEscalated(db: Db, leadId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(leads)
    .set({ escalated_at: at.toISOString() })
    .where(and(eq(leads.id, leadId), eq(leads.status, 'new'), isNull(leads.escalated_at)))
    .returning({ id: leads.id });
  return rows.length > 0;
}

/** Marks a lead reminded; false when another run did it first (or it is no longer New). */
export async function markReminded(db: Db, leadId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(leads)
    .set({ reminded_at: at.toISOString() })
    .where(and(eq(leads.id, leadId), eq(leads.status, 'new'), isNull(leads.reminded_at)))
    .returning({ id: leads.id });
  return rows.length > 0;
}
