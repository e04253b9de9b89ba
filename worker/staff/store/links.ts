/**
 * Single-use links emailed to staff (`staff_links`): an invitation (48 hours, registers a passkey)
 * or a sign-in link (15 minutes). The token goes out in the email and only its SHA-256 is kept, so
 * the table alone signs nobody in. Using a link marks it used in the same statement that checks
 * it, so two tabs racing on one link cannot both get in.
 */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { type STAFF_LINK_PURPOSES, staffLinks, staffPeople } from '../../../shared/schema';
import type { StaffRole } from '../../../shared/staff/staff-roles';
import type { Db } from '../../env';
import { base64url } from '../../http/secrets';

export type LinkPurpose = (typeof STAFF_LINK_PURPOSES)[number];

export const LINK_SECONDS: Readonly<Record<LinkPurpose, number>> = { invitation: 48 * 60 * 60, 'sign-in': 15 * 60 };

/** Tokens are 32 random bytes, base64url: 43 characters. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export async function tokenHash(token: string): Promise<string> {
  return base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
}

/** A new link for this person; returns the token (the only time it exists in the clear). Expired rows are dropped on the way. */
export async function createLink(db: Db, personId: string, purpose: LinkPurpose, now = new Date()): Promise<{ token: string; expiresAt: string }> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const expiresAt = new Date(now.getTime() + LINK_SECONDS[purpose] * 1000).toISOString();
  await db.batch([
    db.delete(staffLinks).where(lt(staffLinks.expires_at, new Date(now.getTime() - 7 * 86400_000).toISOString())),
    db.insert(staffLinks).values({ token_hash: await tokenHash(token), person_id: personId, purpose, created_at: now.toISOString(), expires_at: expiresAt }),
  ]);
  return { token, expiresAt };
}

export type LinkState = 'valid' | 'used' | 'expired' | 'unknown' | 'disabled';

export interface LinkLook {
  state: LinkState;
  purpose: LinkPurpose | null;
  person: { id: string; name: string; email: string; role: StaffRole } | null;
  expiresAt: string | null;
}

/** What a link is, without using it: for the page it opens. */
export async function lookUpLink(db: Db, token: string, now = new Date()): Promise<LinkLook> {
  const none: LinkLook = { state: 'unknown', purpose: null, person: null, expiresAt: null };
  if (!TOKEN_RE.test(token)) return none;
  const row = await db
    .select({
      purpose: staffLinks.purpose,
      expiresAt: staffLinks.expires_at,
      usedAt: staffLinks.used_at,
      id: staffPeople.id,
      name: staffPeople.name,
      email: staffPeople.email,
      role: staffPeople.role,
      disabledAt: staffPeople.disabled_at,
    })
    .from(staffLinks)
    .innerJoin(staffPeople, eq(staffPeople.id, staffLinks.person_id))
    .where(eq(staffLinks.token_hash, await tokenHash(token)))
    .get();
  if (!row) return none;
  const state: LinkState = row.disabledAt ? 'disabled' : row.usedAt ? 'used' : row.expiresAt <= now.toISOString() ? 'expired' : 'valid';
  return { state, purpose: row.purpose, person: { id: row.id, name: row.name, email: row.email, role: row.role }, expiresAt: row.expiresAt };
}

/**
 * Uses a link up: the person's id when it was valid for `purpose` (and is now used), else why not.
 * A disabled person's links never work.
 */
export async function useLink(db: Db, token: string, purpose: LinkPurpose, now = new Date()): Promise<{ personId: string } | { refused: LinkState }> {
  const look = await lookUpLink(db, token, now);
  if (look.state !== 'valid' || look.purpose !== purpose || !look.person) return { refused: look.state === 'valid' ? 'unknown' : look.state };
  const used = await db
    .update(staffLinks)
    .set({ used_at: now.toISOString() })
    .where(and(eq(staffLinks.token_hash, await tokenHash(token)), isNull(staffLinks.used_at), gt(staffLinks.expires_at, now.toISOString())))
    .returning({ personId: staffLinks.person_id });
  return used[0] ? { personId: used[0].personId } : { refused: 'used' };
}

/** Ends a person's open invitations (a new one replaces them). */
export async function retireInvitations(db: Db, personId: string, now = new Date()): Promise<void> {
  await db
    .update(staffLinks)
    .set({ used_at: now.toISOString() })
    .where(and(eq(staffLinks.person_id, personId), eq(staffLinks.purpose, 'invitation'), isNull(staffLinks.used_at)));
}
