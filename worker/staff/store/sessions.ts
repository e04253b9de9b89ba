/**
 * Staff sessions in D1 (`staff_sessions`): a random id, when it expires and, once signed out,
 * when it was revoked. A row authenticates only while it is neither expired nor revoked, so
 * signing out (or deleting the row) ends a session at once, whatever the browser keeps.
 */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { staffSessions } from '../../../shared/schema';
import type { Db } from '../../env';

/** How long a staff sign-in lasts: a working day and then some. */
export const SESSION_SECONDS = 12 * 60 * 60;

export interface StaffSession {
  id: string;
  expiresAt: string;
  /** The person signed in; null for a session opened with the staff key. */
  personId: string | null;
}

/** Starts a session; rows that have expired are dropped on the way, so the table stays small. */
export async function createSession(db: Db, personId: string | null = null, now = new Date()): Promise<StaffSession> {
  const id = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + SESSION_SECONDS * 1000).toISOString();
  await db.batch([
    db.delete(staffSessions).where(lt(staffSessions.expires_at, now.toISOString())),
    db.insert(staffSessions).values({ id, created_at: now.toISOString(), expires_at: expiresAt, person_id: personId }),
  ]);
  return { id, expiresAt, personId };
}

/** The session with this id when it is still valid, else null. */
export async function findValidSession(db: Db, id: string, now = new Date()): Promise<StaffSession | null> {
  const row = await db
    .select({ id: staffSessions.id, expiresAt: staffSessions.expires_at, personId: staffSessions.person_id })
    .from(staffSessions)
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.revoked_at), gt(staffSessions.expires_at, now.toISOString())))
    .get();
  return row ?? null;
}

export async function revokeSession(db: Db, id: string, now = new Date()): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revoked_at: now.toISOString() })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.revoked_at)));
}

/** Ends every session of a person (they were disabled). */
export async function revokePersonSessions(db: Db, personId: string, now = new Date()): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revoked_at: now.toISOString() })
    .where(and(eq(staffSessions.person_id, personId), isNull(staffSessions.revoked_at)));
}
