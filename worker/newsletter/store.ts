/** Newsletter subscribers: stored once per address, whatever its case; listed and removed by staff, removed by an unsubscribe link. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../env';
import { newsletterSubscribers } from '../../shared/schema';

/** Inserts the address unless present; returns true when a new row was created. */
export async function addSubscriber(db: Db, email: string, source: string): Promise<boolean> {
  const rows = await db.insert(newsletterSubscribers).values({ email, source }).onConflictDoNothing().returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
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
