/**
 * Staff passkeys in D1 (`staff_passkeys`): one row per credential a person registered, with the
 * public key and the signature counter SimpleWebAuthn checks on every sign-in; and the challenges
 * already answered (`webauthn_challenges_spent`).
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import { staffPasskeys, webauthnChallengesSpent } from '../../../shared/schema';
import type { Db } from '../../env';

export type PasskeyRow = typeof staffPasskeys.$inferSelect;

/**
 * Records a challenge as answered; false when it was answered already. Challenges past their time
 * go in the same batch: they could not be answered anyway.
 */
export async function spendChallenge(db: Db, challenge: string, expiresAt: Date): Promise<boolean> {
  const [, inserted] = await db.batch([
    db.delete(webauthnChallengesSpent).where(lt(webauthnChallengesSpent.expires_at, new Date().toISOString())),
    db
      .insert(webauthnChallengesSpent)
      .values({ challenge, expires_at: expiresAt.toISOString() })
      .onConflictDoNothing()
      .returning({ challenge: webauthnChallengesSpent.challenge }),
  ]);
  return inserted.length === 1;
}

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function listPasskeys(db: Db, personId: string): Promise<PasskeySummary[]> {
  return db
    .select({ id: staffPasskeys.id, name: staffPasskeys.name, createdAt: staffPasskeys.created_at, lastUsedAt: staffPasskeys.last_used_at })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.person_id, personId))
    .orderBy(asc(staffPasskeys.created_at));
}

/** The credential ids a person already has (so the browser does not register the same one twice). */
export async function credentialIds(db: Db, personId: string): Promise<{ id: string; transports: string[] }[]> {
  return db.select({ id: staffPasskeys.id, transports: staffPasskeys.transports }).from(staffPasskeys).where(eq(staffPasskeys.person_id, personId));
}

export async function findPasskey(db: Db, id: string): Promise<PasskeyRow | null> {
  return (await db.select().from(staffPasskeys).where(eq(staffPasskeys.id, id)).get()) ?? null;
}

export async function addPasskey(
  db: Db,
  passkey: { id: string; personId: string; publicKey: string; counter: number; transports: string[]; name: string },
  now = new Date(),
): Promise<void> {
  await db.insert(staffPasskeys).values({
    id: passkey.id,
    person_id: passkey.personId,
    public_key: passkey.publicKey,
    counter: passkey.counter,
    transports: passkey.transports,
    name: passkey.name,
    created_at: now.toISOString(),
  });
}

export async function recordPasskeyUse(db: Db, id: string, counter: number, now = new Date()): Promise<void> {
  await db.update(staffPasskeys).set({ counter, last_used_at: now.toISOString() }).where(eq(staffPasskeys.id, id));
}

/** Removes one passkey of a person (true when there was one). */
export async function removePasskey(db: Db, personId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.person_id, personId), eq(staffPasskeys.id, id)))
    .returning({ id: staffPasskeys.id });
  return gone.length > 0;
}

/** Removes every passkey of a person; returns how many there were. */
export async function removeAllPasskeys(db: Db, personId: string): Promise<number> {
  const gone = await db.delete(staffPasskeys).where(eq(staffPasskeys.person_id, personId)).returning({ id: staffPasskeys.id });
  return gone.length;
}
