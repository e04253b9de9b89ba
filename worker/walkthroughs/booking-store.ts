/**
 * Booking one open time: the lead is written at Walkthrough booked with the person attending only
 * if that person has nothing booked within the walkthrough and its travel buffers (nobody named on
 * a booked lead counts as everyone), in one INSERT ... SELECT ... WHERE NOT EXISTS. D1 runs one
 * write at a time, so of many people choosing one time at once exactly one gets it. The form token
 * is spent, and the timeline's first event written, only with the lead.
 */
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { formTokenUses, leadEvents, leads } from '../../shared/schema';
import type { Db } from '../env';
import { FormTokenSpent, type FormTokenSpend } from '../intake/form-token';
import type { NewLead } from '../leads/store/index';
import { rowValues } from '../leads/store/save-lead';

const MINUTE = 60_000;

export interface BookedSlot {
  starts_at: string;
  person_id: string;
  slot_minutes: number;
  buffer_minutes: number;
}

/** `by` on the timeline: the prospect booked it themselves. */
export const BOOKED_ONLINE = 'Booked online by the prospect';

/** Stores the lead at the slot if the person is still free then; false (nothing stored) when they are not. */
export async function insertBooking(db: Db, lead: NewLead, slot: BookedSlot, token: FormTokenSpend | null): Promise<boolean> {
  const start = Date.parse(slot.starts_at);
  const buffer = slot.buffer_minutes * MINUTE;
  // Another walkthrough clashes when it starts before this one's end plus the buffer, and ends
  // (started less than a slot ago) after this one's start less the buffer.
  const from = new Date(start - buffer - slot.slot_minutes * MINUTE).toISOString();
  const until = new Date(start + slot.slot_minutes * MINUTE + buffer).toISOString();
  const clash = and(
    eq(leads.status, 'walkthrough_booked'),
    or(eq(leads.walkthrough_with, slot.person_id), eq(leads.walkthrough_with, '')),
    gt(leads.walkthrough_at, from),
    lt(leads.walkthrough_at, until),
  );
  const row = { ...lead, status: 'walkthrough_booked', walkthrough_at: slot.starts_at, walkthrough_with: slot.person_id, walkthrough_sequence: 1 };
  const stored = sql`EXISTS (SELECT 1 FROM ${leads} WHERE ${leads.id} = ${lead.id})`;
  try {
    const [, [found]] = await db.batch([
      db.insert(leads).select(sql`SELECT ${rowValues(leads, row)} WHERE NOT EXISTS (SELECT 1 FROM ${leads} WHERE ${clash})`),
      db.select({ id: leads.id }).from(leads).where(eq(leads.id, lead.id)),
      db
        .insert(leadEvents)
        .select(
          sql`SELECT ${crypto.randomUUID()}, ${lead.id}, ${new Date().toISOString()}, 'stage', 'walkthrough_booked', '', ${slot.starts_at}, ${BOOKED_ONLINE} WHERE ${stored}`,
        ),
      ...(token ? [db.insert(formTokenUses).select(sql`SELECT ${token.nonce}, ${lead.id}, ${token.expires_at} WHERE ${stored}`)] : []),
    ]);
    return !!found;
  } catch (err) {
    if (token && /UNIQUE constraint failed: form_token_uses\.nonce/.test(err instanceof Error ? `${err.message} ${String(err.cause ?? '')}` : '')) {
      throw new FormTokenSpent();
    }
    throw err;
  }
}
