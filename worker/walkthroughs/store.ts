/**
 * Walkthrough availability (walkthrough_availability) and the walkthroughs already booked (leads
 * at Walkthrough booked), as shared/booking/open-times.ts reads them.
 */
import { and, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { Availability, Booked } from '../../shared/booking/open-times';
import type { AvailabilityInput, AvailabilityView } from '../../shared/booking/availability';
import { DEFAULT_AVAILABILITY } from '../../shared/booking/availability';
import { leads, walkthroughAvailability } from '../../shared/schema';
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
