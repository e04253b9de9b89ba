/**
 * Who is acting on a staff request (`c.var.actor`, shared/staff/staff-roles.ts `StaffActor`): set for the
 * staff key by worker/index.ts, for a session or an Access token by the staff gate, and carried
 * into the in-process API call of the staff proxy (api-proxy.ts), so the PostgREST write path knows
 * the person and not only the key the proxy lends it.
 *
 * The proxy's inner Request is the key of a WeakMap: nothing a client sends can claim an actor.
 */
import type { StaffActor } from '../../shared/staff/staff-roles';

export const KEY_ACTOR: StaffActor = { kind: 'key', role: 'owner' };

const lent = new WeakMap<Request, StaffActor>();

/** Marks an in-process request as made on behalf of `actor`. */
export function lendActor(request: Request, actor: StaffActor): Request {
  lent.set(request, actor);
  return request;
}

/** The actor an in-process request was made for, if any. */
export function lentActor(request: Request): StaffActor | null {
  return lent.get(request) ?? null;
}
