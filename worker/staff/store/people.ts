/**
 * Staff people in D1 (`staff_people`): the reads every staff request needs. A disabled person is
 * never an actor, so disabling someone ends every session of theirs at once.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { staffPeople } from '../../../shared/schema';
import type { StaffActor } from '../../../shared/staff-roles';
import type { Db } from '../../env';

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
