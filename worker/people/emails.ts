/**
 * The emails of staff accounts: an invitation (an owner added you; the link registers a passkey,
 * 48 hours) and a sign-in link (15 minutes). Each link is its own outbox message, its dedupe key
 * the link's hash, so resending makes a new link and a new email. The links point at the site as
 * the request reached it, the origin a passkey is registered for.
 */
import type { MessageKind } from '../../shared/messages/messages';
import { ROLE_LABELS, type StaffActor } from '../../shared/staff/staff-roles';
import type { EmailDocument } from '../email/document';
import { type QueueOutcome, queueEmail } from '../email/outbox';
import type { Db } from '../env';
import { type LinkPurpose, tokenHash } from '../staff/store/links';

type Person = Extract<StaffActor, { kind: 'person' }>;

export const STAFF_EMAIL_KINDS = { invitation: 'staff-invitation', 'sign-in': 'staff-sign-in-link' } as const satisfies Record<LinkPurpose, MessageKind>;

/** Where a link's token is used: the invitation page or the sign-in link page of the staff app. */
export function staffLinkUrl(origin: string, purpose: LinkPurpose, token: string): string {
  return `${origin}/staff/${purpose === 'invitation' ? 'invitation' : 'sign-in/link'}?token=${encodeURIComponent(token)}`;
}

export function invitationDocument(person: Person, href: string, invitedBy: string): EmailDocument {
  return {
    subject: 'You are invited to the Oakbright back office',
    preview: `${invitedBy} added you as ${ROLE_LABELS[person.role].toLowerCase()}. The link works once, for 48 hours.`,
    blocks: [
      { type: 'heading', text: `Welcome, ${person.name}` },
      {
        type: 'paragraph',
        text: `${invitedBy} added you to the Oakbright back office as ${ROLE_LABELS[person.role].toLowerCase()}. Open the link to set up a passkey on this device: from then on you sign in with your fingerprint, face or device PIN, no password.`,
      },
      { type: 'button', text: 'Accept the invitation', href },
      { type: 'paragraph', text: 'The link works once and for 48 hours. If it has run out, ask an owner to send a new invitation.' },
    ],
    reason: `You get this email because an owner invited ${person.email} to the staff area.`,
  };
}

export function signInLinkDocument(person: Person, href: string): EmailDocument {
  return {
    subject: 'Your sign-in link for the Oakbright back office',
    preview: 'The link signs you in once, within 15 minutes.',
    blocks: [
      { type: 'heading', text: 'Sign in to the back office' },
      { type: 'paragraph', text: `Hello ${person.name}, here is the sign-in link you asked for.` },
      { type: 'button', text: 'Sign in', href },
      { type: 'paragraph', text: 'The link works once and for 15 minutes. If you did not ask for it, ignore this email: nobody can sign in without it.' },
    ],
    reason: `You get this email because someone asked for a sign-in link for ${person.email}.`,
  };
}

/** Queues the email carrying a new link. Never throws (queueEmail logs what it cannot write). */
export async function emailStaffLink(
  env: Pick<Env, 'EMAIL_QUEUE'>,
  db: Db,
  person: Person,
  link: { purpose: LinkPurpose; token: string; origin: string; invitedBy?: string },
): Promise<QueueOutcome> {
  const href = staffLinkUrl(link.origin, link.purpose, link.token);
  return queueEmail(env, db, {
    to: person.email,
    kind: STAFF_EMAIL_KINDS[link.purpose],
    dedupeKey: `staff-link:${await tokenHash(link.token)}`,
    about: `staff_people:${person.id}`,
    document: link.purpose === 'invitation' ? invitationDocument(person, href, link.invitedBy ?? 'An owner') : signInLinkDocument(person, href),
  });
}
