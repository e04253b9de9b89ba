/**
 * Newsletter subscribers: stored once per address, whatever its case, unconfirmed until the
 * confirmation link is used (docs/decisions.md D6 and the confirmed opt-in entry); listed and
 * removed by staff, removed by an unsubscribe link, and unconfirmed signups removed after 7 days.
 */
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../env';
import { newsletterSubscribers } from '../../shared/schema';

const nowIso = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** What a signup found: a new row or an existing one, and whether the address is confirmed. */
export interface SignupOutcome {
  created: boolean;
  confirmed: boolean;
}

/** Inserts the address, unconfirmed, unless present; says whether it was new and whether it is confirmed. */
export async function addSubscriber(db: Db, email: string, source: string): Promise<SignupOutcome> {
  const rows = await db.insert(newsletterSubscribers).values({ email, source }).onConflictDoNothing().returning({ id: newsletterSubscribers.id });
  if (rows.length > 0) return { created: true, confirmed: false };
  const [existing] = await db
    .select({ confirmed_at: newsletterSubscribers.confirmed_at })
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return { created: false, confirmed: !!existing?.confirmed_at };
}

/** Confirms an address: 'confirmed' now, 'already' confirmed before, 'missing' when there is no such subscriber (expired, removed). */
/** Confirms an address: `confirmed` the first time (with the row, for its welcome), `already` after, `missing` when it is not stored. */
export async function confirmSubscriber(
  db: Db,
  email: string,
): Promise<{ state: 'confirmed'; id: number; email: string } | { state: 'already' } | { state: 'missing' }> {
  const where = sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`;
  const rows = await db
    .update(newsletterSubscribers)
    .set({ confirmed_at: nowIso })
    .where(and(where, isNull(newsletterSubscribers.confirmed_at)))
    .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
  if (rows[0]) return { state: 'confirmed', ...rows[0] };
  const [existing] = await db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(where).limit(1);
  return existing ? { state: 'already' } : { state: 'missing' };
}

/** Removes signups never confirmed within `days` of signing up; answers how many. */
export async function removeExpiredSignups(db: Db, days: number): Promise<number> {
  const rows = await db
    .delete(newsletterSubscribers)
    .where(
      and(isNull(newsletterSubscribers.confirmed_at), lt(newsletterSubscribers.created_at, sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`-${days} days`})`)),
    )
    .returning({ id: newsletterSubscribers.id });
  return rows.length;
}

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/** Every subscriber, newest first; `search` keeps those whose address contains it, whatever its case. */
export async function listSubscribers(db: Db, search = ''): Promise<SubscriberRow[]> {
  // instr, not LIKE: the text is matched as written (no wildcards to escape, no pattern length limit).
  const where = search ? sql`instr(lower(${newsletterSubscribers.email}), ${search.toLowerCase()}) > 0` : undefined;
  return db.select().from(newsletterSubscribers).where(where).orderBy(desc(newsletterSubscribers.created_at), desc(newsletterSubscribers.id));
}

/** Removes one subscriber by id; true when a row was removed. */
export async function removeSubscriberById(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

/** Removes the subscriber with this address, whatever its case; true when a row was removed. */
export async function removeSubscriberByEmail(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .delete(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`)
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
