/**
 * Staff as people: the three roles and what each may do, one table read by the Worker (which
 * enforces it on every staff route and API write) and by the staff app (which hides what a role
 * cannot do). The staff key, kept for automation, acts with every permission.
 *
 * - owner: everything, including people and settings;
 * - editor: every post (publish, schedule, unpublish, delete), leads, applications, subscribers,
 *   newsletters, the audit log;
 * - author: writes and edits their own drafts and submits them for review; nothing else.
 */
export const STAFF_ROLES = ['owner', 'editor', 'author'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'people', // invite, change roles, disable
  'settings',
  'posts.publish', // publish, schedule, unpublish, delete, restore any post; edit anyone's
  'posts.write-own', // create drafts and edit one's own drafts, submit them for review
  'leads',
  'applications',
  'openings',
  'subscribers',
  'newsletter',
  'outbox',
  'reports',
  'audit',
  'media',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EDITOR: readonly Permission[] = PERMISSIONS.filter((p) => p !== 'people' && p !== 'settings');

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  editor: EDITOR,
  author: ['posts.write-own', 'media'],
};

export function can(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export const ROLE_LABELS: Readonly<Record<StaffRole, string>> = { owner: 'Owner', editor: 'Editor', author: 'Author' };

/**
 * Who is acting, on every staff request: a person signed in (session cookie or Cloudflare Access
 * mapped to their account), or the staff key (automation), which acts as an owner.
 */
export type StaffActor = { kind: 'person'; id: string; name: string; email: string; role: StaffRole } | { kind: 'key'; role: 'owner' };

/** The name an audit entry or a revision records for an actor. */
export function actorLabel(actor: StaffActor): string {
  return actor.kind === 'person' ? `${actor.name} <${actor.email}>` : 'Staff key (automation)';
}

/**
 * The name a lead's or an application's timeline shows for who acted: the person signed in, or
 * "Staff" for the staff key (automation has no name of its own).
 */
export function timelineName(actor: StaffActor | null): string {
  return actor?.kind === 'person' ? actor.name : 'Staff';
}

/** A person as the People screen lists them: the Worker's store answers it, the staff app reads it. */
export interface StaffPersonRow {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  createdAt: string;
  lastSignInAt: string | null;
  disabledAt: string | null;
  passkeys: number;
  /** An invitation not yet used and not expired: when it expires. */
  invitationExpiresAt: string | null;
}
