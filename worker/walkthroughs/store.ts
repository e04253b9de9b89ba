/**
 * Walkthrough availability (walkthrough_availability) and the walkthroughs already booked (leads
 * at Walkthrough booked), as shared/booking/open-times.ts reads them, and booking one time
 * (insertBooking, below).
 */
import { and, eq, gt, gte, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Availability, Booked } from '../../shared/booking/open-times';
import type { AvailabilityInput, AvailabilityView } from '../../shared/booking/availability';
import { DEFAULT_AVAILABILITY } from '../../shared/booking/availability';
import { calendarFeeds, formTokenUses, leadEvents, leads, staffPeople, walkthroughAvailability } from '../../shared/schema';
import { tokenHash } from '../staff/store/links';
import { base64url } from '../http/secrets';
import { FormTokenSpent, type FormTokenSpend } from '../intake/form-token';
import type { LeadRow, NewLead } from '../leads/store/index';
import { rowValues } from '../leads/store/save-lead';
import type { Db } from '../env';
import { activePeopleIn } from '../people/store';

type Row = typeof walkthroughAvailability.$inferSelect;

const entry = (row: Row): AvailabilityInput => ({
  weekly: row.weekly,
  days_off: row.days_off,
  slot_minutes: row.slot_minutes,
  buffer_minutes: row.buffer_minutes,
  notice_hours: row.notice_hours,
  zips: row.zips,
  phone: row.phone,
  active: row.active,
});

/** Every active owner and editor with their availability, or the defaults until it is saved. */
export async function listAvailability(db: Db): Promise<AvailabilityView[]> {
  const [people, rows] = await Promise.all([activePeopleIn(db, ['owner', 'editor']), db.select().from(walkthroughAvailability)]);
  const byPerson = new Map(rows.map((r) => [r.person_id, r]));
  return people
    .map((p) => {
      const row = byPerson.get(p.id);
      return { person_id: p.id, name: p.name, saved: !!row, ...(row ? entry(row) : DEFAULT_AVAILABILITY) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The availability prospects are offered: saved, switched on, of people still active. */
export async function bookableAvailability(db: Db): Promise<Availability[]> {
  return (await listAvailability(db)).filter((a) => a.saved && a.active).map(({ name: _, saved: __, active: ___, phone: ____, ...a }) => a);
}

export async function saveAvailability(db: Db, personId: string, input: AvailabilityInput, by: string): Promise<void> {
  const values = { ...input, updated_at: new Date().toISOString(), updated_by: by };
  await db
    .insert(walkthroughAvailability)
    .values({ person_id: personId, ...values })
    .onConflictDoUpdate({ target: walkthroughAvailability.person_id, set: values });
}

/**
 * Walkthroughs booked from `from` to `to` (ISO), each as long as its person's slot. One booked
 * without a named person blocks everyone (whoever goes is away), so it is listed once per person.
 */
export async function bookedBetween(db: Db, from: string, to: string, people: readonly Availability[]): Promise<Booked[]> {
  const rows = await db
    .select({ at: leads.walkthrough_at, with: leads.walkthrough_with })
    .from(leads)
    .where(and(eq(leads.status, 'walkthrough_booked'), isNotNull(leads.walkthrough_at), gte(leads.walkthrough_at, from), lt(leads.walkthrough_at, to)));
  return rows.flatMap((r) => {
    const starts_at = r.at!;
    return people
      .filter((p) => !r.with || p.person_id === r.with)
      .map((p) => ({ person_id: p.person_id, starts_at, ends_at: new Date(Date.parse(starts_at) + p.slot_minutes * 60_000).toISOString() }));
  });
}

/** The direct line and walkthrough length of a person who attends ('' and null when they have no entry). */
export async function attendeeLine(db: Db, personId: string): Promise<{ phone: string; minutes: number | null }> {
  const [row] = await db
    .select({ phone: walkthroughAvailability.phone, minutes: walkthroughAvailability.slot_minutes })
    .from(walkthroughAvailability)
    .where(eq(walkthroughAvailability.person_id, personId));
  return { phone: row?.phone ?? '', minutes: row?.minutes ?? null };
}

/*
 * Booking one open time: the lead is written at Walkthrough booked with the person attending only
 * if that person has nothing booked within the walkthrough and its travel buffers (nobody named on
 * a booked lead counts as everyone), in one INSERT ... SELECT ... WHERE NOT EXISTS. D1 runs one
 * write at a time, so of many people choosing one time at once exactly one gets it. The form token
 * is spent, and the timeline's first event written, only with the lead.
 */
const MINUTE = 60_000;

export interface BookedSlot {
  starts_at: string;
  person_id: string;
  slot_minutes: number;
  buffer_minutes: number;
}

/** `by` on the timeline: the prospect booked it themselves. */
export const BOOKED_ONLINE = 'Booked online by the prospect';

/**
 * A booked walkthrough of that person clashes with the slot when it starts before the slot's end
 * plus the buffer, and ends (started less than a slot ago) after the slot's start less the buffer.
 */
function clashes(slot: BookedSlot, exceptLead?: string) {
  const start = Date.parse(slot.starts_at);
  const buffer = slot.buffer_minutes * MINUTE;
  const from = new Date(start - buffer - slot.slot_minutes * MINUTE).toISOString();
  const until = new Date(start + slot.slot_minutes * MINUTE + buffer).toISOString();
  return and(
    eq(leads.status, 'walkthrough_booked'),
    or(eq(leads.walkthrough_with, slot.person_id), eq(leads.walkthrough_with, '')),
    gt(leads.walkthrough_at, from),
    lt(leads.walkthrough_at, until),
    exceptLead ? ne(leads.id, exceptLead) : undefined,
  );
}

/** Stores the lead at the slot if the person is still free then; false (nothing stored) when they are not. */
export async function insertBooking(db: Db, lead: NewLead, slot: BookedSlot, token: FormTokenSpend | null): Promise<boolean> {
  const clash = clashes(slot);
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

/**
 * Moves a booked walkthrough to another slot if its person is free then (this walkthrough aside),
 * in one conditional UPDATE, with its timeline event: a move by the prospect through their link.
 * The invitation's SEQUENCE grows. False when the slot was taken, or the lead changed meanwhile.
 */
export async function moveBooking(db: Db, lead: LeadRow, slot: BookedSlot, by: string): Promise<boolean> {
  const at = new Date().toISOString();
  const [moved] = await db.batch([
    db
      .update(leads)
      .set({
        walkthrough_at: slot.starts_at,
        walkthrough_with: slot.person_id,
        walkthrough_sequence: sql`${leads.walkthrough_sequence} + 1`,
        updated_at: at,
      })
      .where(
        and(
          eq(leads.id, lead.id),
          eq(leads.updated_at, lead.updated_at),
          eq(leads.status, 'walkthrough_booked'),
          sql`NOT EXISTS (SELECT 1 FROM ${leads} WHERE ${clashes(slot, lead.id)})`,
        ),
      )
      .returning({ id: leads.id }),
    db
      .insert(leadEvents)
      .select(
        sql`SELECT ${crypto.randomUUID()}, ${lead.id}, ${at}, 'stage', 'walkthrough_booked', '', ${slot.starts_at}, ${by} WHERE EXISTS (SELECT 1 FROM ${leads} WHERE ${leads.id} = ${lead.id} AND ${leads.updated_at} = ${at})`,
      ),
  ]);
  return moved.length > 0;
}

/** Leads with a walkthrough booked from `from` to `to` (ISO), earliest first. */
export async function walkthroughsBetween(db: Db, from: string, to: string): Promise<LeadRow[]> {
  return db
    .select()
    .from(leads)
    .where(and(eq(leads.status, 'walkthrough_booked'), gte(leads.walkthrough_at, from), lt(leads.walkthrough_at, to)))
    .orderBy(leads.walkthrough_at)
    .limit(200);
}

/** A person's calendar feed: a new token (the only time it exists in the clear), replacing any before. */
export async function resetCalendarFeed(db: Db, personId: string): Promise<string> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const hash = await tokenHash(token);
  const now = new Date().toISOString();
  await db
    .insert(calendarFeeds)
    .values({ person_id: personId, token_hash: hash, created_at: now })
    .onConflictDoUpdate({ target: calendarFeeds.person_id, set: { token_hash: hash, created_at: now } });
  return token;
}

/** When the person's feed was made, or null when they have none. */
export async function calendarFeedMade(db: Db, personId: string): Promise<string | null> {
  const [row] = await db.select({ at: calendarFeeds.created_at }).from(calendarFeeds).where(eq(calendarFeeds.person_id, personId));
  return row?.at ?? null;
}

export async function removeCalendarFeed(db: Db, personId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.person_id, personId));
}

/** The active person a feed token belongs to, or null (unknown token, or the person disabled). */
export async function calendarFeedOwner(db: Db, token: string): Promise<{ id: string; name: string } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ id: staffPeople.id, name: staffPeople.name })
    .from(calendarFeeds)
    .innerJoin(staffPeople, eq(staffPeople.id, calendarFeeds.person_id))
    .where(and(eq(calendarFeeds.token_hash, await tokenHash(token)), isNull(staffPeople.disabled_at)));
  return row ?? null;
}

/** The walkthroughs a person attends from `from` (ISO) on, earliest first. */
export async function walkthroughsOf(db: Db, personId: string, from: string): Promise<LeadRow[]> {
  return db
    .select()
    .from(leads)
    .where(and(eq(leads.status, 'walkthrough_booked'), eq(leads.walkthrough_with, personId), gte(leads.walkthrough_at, from)))
    .orderBy(leads.walkthrough_at)
    .limit(500);
}
