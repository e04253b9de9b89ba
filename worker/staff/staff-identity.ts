/**
 * Who is staff, for the browser: a signed session cookie whose row is still valid and whose person
 * is not disabled ("person"; "key": a session signed in with the staff key), or a valid Cloudflare
 * Access token ("access").
 */
import type { Context } from 'hono';
import type { StaffActor } from '../../shared/staff-roles';
import type { AppEnv } from '../env';
import { KEY_ACTOR } from './actor';
import { verifyAccess } from './access-jwt';
import { readSessionCookie } from './session-cookie';
import { activePerson } from './store/people';
import { findValidSession } from './store/sessions';

export interface StaffIdentity {
  via: 'person' | 'key' | 'access';
  expiresAt: string;
  actor: StaffActor;
}

export async function identifyStaff(c: Context<AppEnv>): Promise<StaffIdentity | null> {
  const id = await readSessionCookie(c);
  if (id) {
    const session = await findValidSession(c.var.db, id);
    if (session?.personId) {
      const person = await activePerson(c.var.db, session.personId);
      if (person) return { via: 'person', expiresAt: session.expiresAt, actor: person };
    } else if (session) return { via: 'key', expiresAt: session.expiresAt, actor: KEY_ACTOR };
  }
  const access = await verifyAccess(c.env, c.req.raw.headers);
  return access ? { via: 'access', expiresAt: access.expiresAt, actor: KEY_ACTOR } : null;
}
