/**
 * Who is staff, for the browser: a signed session cookie whose row is still valid and whose person
 * is not disabled ("person"), or a valid Cloudflare Access token whose address is an active
 * person's ("access"). A session row without a person (opened with the staff key before people
 * had accounts) no longer signs in: the key is for automation. An Access user with no account
 * here is refused by name, so they know to ask an owner rather than retry.
 */
import type { Context } from 'hono';
import type { StaffActor } from '../../shared/staff/staff-roles';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { verifyAccess } from './access-jwt';
import { readSessionCookie } from './session-cookie';
import { activePerson, activePersonByEmail } from '../people/store';
import { findValidSession } from './store/sessions';

export type PersonActor = Extract<StaffActor, { kind: 'person' }>;

export interface StaffIdentity {
  via: 'person' | 'access';
  expiresAt: string;
  actor: PersonActor;
  /** The session row, when signed in by cookie. */
  sessionId?: string;
}

/** An Access user whose address has no active account here. */
export interface AccessWithoutAccount {
  refused: 'no-account';
  email: string;
}

export const noAccountMessage = (email: string) =>
  `Cloudflare Access signed you in as ${email || 'an address it did not name'}, but there is no active staff account for that address. Ask an owner to invite it.`;

export const accessRefusal = (who: AccessWithoutAccount) =>
  new ApiError(403, '42501', noAccountMessage(who.email), null, 'An owner invites people on the People screen.');

export async function identifyStaff(c: Context<AppEnv>): Promise<StaffIdentity | AccessWithoutAccount | null> {
  const id = await readSessionCookie(c);
  if (id) {
    const session = await findValidSession(c.var.db, id);
    if (session?.personId) {
      const person = await activePerson(c.var.db, session.personId);
      if (person?.kind === 'person') return { via: 'person', expiresAt: session.expiresAt, actor: person, sessionId: session.id };
    }
  }
  const access = await verifyAccess(c.env, c.req.raw.headers);
  if (!access) return null;
  const person = access.email ? await activePersonByEmail(c.var.db, access.email) : null;
  if (person?.kind !== 'person') return { refused: 'no-account', email: access.email };
  return { via: 'access', expiresAt: access.expiresAt, actor: person };
}

export function isIdentity(who: StaffIdentity | AccessWithoutAccount | null): who is StaffIdentity {
  return who !== null && !('refused' in who);
}
