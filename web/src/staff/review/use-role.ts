/**
 * The signed-in person's role, for hiding what it cannot do (the Worker refuses it anyway:
 * worker/staff/permissions.ts, worker/posts/author-policy.ts). A session without a person (the
 * staff key, Cloudflare Access) acts as an owner, and so does one whose answer names no role.
 */
import { can, type Permission, STAFF_ROLES, type StaffRole } from '../../../../shared/staff/staff-roles';
import { useSession } from '../session/session-context';

export interface Me {
  role: StaffRole;
  /** The person's id when the session names one. */
  id: string | null;
}

export function useMe(): Me {
  const { status } = useSession();
  const session = status.kind === 'ready' ? (status.session as { person?: { id?: unknown; role?: unknown } }) : {};
  const role = session.person?.role;
  const id = session.person?.id;
  return { role: STAFF_ROLES.includes(role as StaffRole) ? (role as StaffRole) : 'owner', id: typeof id === 'string' ? id : null };
}

export function useRole(): StaffRole {
  return useMe().role;
}

export function useCan(permission: Permission): boolean {
  return can(useRole(), permission);
}
