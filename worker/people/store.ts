/**
 * Staff people in D1 (`staff_people`): the reads every staff request needs, and what the People
 * screen changes. A disabled person is never an actor, so disabling someone ends every session of
 * theirs at once.
 */
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { staffPeople } from '../../shared/schema';
import type { StaffActor, StaffPersonRow, StaffRole } from '../../shared/staff/staff-roles';
import type { Db } from '../env';

/** The person with this id as an actor, or null when there is none or they are disabled. */
export async function activePerson(db: Db, id: string): Promise<StaffActor | null> {
  const row = await db
    .select({ id: staffPeople.id, name: staffPeople.name, email: staffPeople.email, role: staffPeople.role })
    .from(staffPeople)
    .where(and(eq(staffPeople.id, id), isNull(staffPeople.disabled_at)))
    .get();
  return row ? { kind: 'person', ...row } : null;
}

/** The active person with this address (Cloudflare Access signs in by address), or null. */
export async function activePersonByEmail(db: Db, email: string): Promise<StaffActor | null> {
  const row = await db
    .select({ id: staffPeople.id, name: staffPeople.name, email: staffPeople.email, role: staffPeople.role })
    .from(staffPeople)
    .where(and(eq(staffPeople.email, email.trim().toLowerCase()), isNull(staffPeople.disabled_at)))
    .get();
  return row ? { kind: 'person', ...row } : null;
}

/** The active people whose role is one of `roles`, but `exceptId`. */
export async function activePeopleIn(db: Db, roles: readonly StaffRole[], exceptId: string | null = null): Promise<Extract<StaffActor, { kind: 'person' }>[]> {
  if (roles.length === 0) return [];
  const where = [isNull(staffPeople.disabled_at), inArray(staffPeople.role, [...roles])];
  if (exceptId) where.push(ne(staffPeople.id, exceptId));
  const rows = await db
    .select({ id: staffPeople.id, name: staffPeople.name, email: staffPeople.email, role: staffPeople.role })
    .from(staffPeople)
    .where(and(...where));
  return rows.map((r) => ({ kind: 'person' as const, ...r }));
}

/** Everyone, owners first then by name, with how many passkeys each has and any open invitation. */
export async function listPeople(db: Db, now = new Date()): Promise<StaffPersonRow[]> {
  const rows = await db
    .select({
      id: staffPeople.id,
      name: staffPeople.name,
      email: staffPeople.email,
      role: staffPeople.role,
      createdAt: staffPeople.created_at,
      lastSignInAt: staffPeople.last_sign_in_at,
      disabledAt: staffPeople.disabled_at,
      passkeys: sql<number>`(SELECT count(*) FROM staff_passkeys WHERE staff_passkeys.person_id = staff_people.id)`,
      invitationExpiresAt: sql<string | null>`(SELECT max(expires_at) FROM staff_links WHERE staff_links.person_id = staff_people.id
        AND staff_links.purpose = 'invitation' AND staff_links.used_at IS NULL AND staff_links.expires_at > ${now.toISOString()})`,
    })
    .from(staffPeople)
    .orderBy(sql`CASE ${staffPeople.role} WHEN 'owner' THEN 0 WHEN 'editor' THEN 1 ELSE 2 END`, asc(staffPeople.name));
  return rows.map((r) => ({ ...r, passkeys: Number(r.passkeys) }));
}

export async function personById(db: Db, id: string): Promise<typeof staffPeople.$inferSelect | null> {
  return (await db.select().from(staffPeople).where(eq(staffPeople.id, id)).get()) ?? null;
}

/** Whether anyone has an account yet (the staff key may create the first owner only until then). */
export async function anyPerson(db: Db): Promise<boolean> {
  return (await db.select({ id: staffPeople.id }).from(staffPeople).limit(1).get()) !== undefined;
}

/** Adds a person; null when the address already has an account. */
export async function createPerson(db: Db, person: { name: string; email: string; role: StaffRole }): Promise<StaffActor | null> {
  const id = crypto.randomUUID();
  const email = person.email.trim().toLowerCase();
  const inserted = await db
    .insert(staffPeople)
    .values({ id, name: person.name, email, role: person.role })
    .onConflictDoNothing({ target: staffPeople.email })
    .returning({ id: staffPeople.id });
  return inserted.length > 0 ? { kind: 'person', id, name: person.name, email, role: person.role } : null;
}

/** How many active owners there are other than `exceptId`. */
export async function otherActiveOwners(db: Db, exceptId: string): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(staffPeople)
    .where(and(eq(staffPeople.role, 'owner'), isNull(staffPeople.disabled_at), ne(staffPeople.id, exceptId)))
    .get();
  return row?.n ?? 0;
}

export async function setRole(db: Db, id: string, role: StaffRole): Promise<void> {
  await db.update(staffPeople).set({ role }).where(eq(staffPeople.id, id));
}

export async function setDisabled(db: Db, id: string, disabled: boolean, now = new Date()): Promise<void> {
  await db
    .update(staffPeople)
    .set({ disabled_at: disabled ? now.toISOString() : null })
    .where(eq(staffPeople.id, id));
}

export async function recordSignIn(db: Db, id: string, now = new Date()): Promise<void> {
  await db.update(staffPeople).set({ last_sign_in_at: now.toISOString() }).where(eq(staffPeople.id, id));
}
