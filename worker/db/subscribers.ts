/** Newsletter subscribers: stored once per address, whatever its case. */
import type { Db } from '../env';
import { newsletterSubscribers } from '../../shared/schema';

/** Inserts the address unless present; returns true when a new row was created. */
export async function addSubscriber(db: Db, email: string, source: string): Promise<boolean> {
  const rows = await db.insert(newsletterSubscribers).values({ email, source }).onConflictDoNothing().returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
