/**
 * Drizzle over the D1 binding, with the schema of shared/schema.ts, read through D1's Sessions
 * API so that read replicas can serve it once replication is turned on (README, Configuration):
 *
 * - A visitor's request starts anywhere ('first-unconstrained'): the nearest replica answers, at
 *   most a few seconds behind; public reads only show published posts, which tolerates that.
 * - A staff request (the staff key, or anything under /staff/api) starts from the bookmark of the
 *   staff member's previous request (kept in a cookie beside the session cookie), or at the primary
 *   ('first-primary') when there is none, so a staff member's own write is always visible to their
 *   next read, wherever that read is served.
 *
 * Without replication every session reads the primary, so the same code is correct locally.
 */
import { drizzle } from 'drizzle-orm/d1';
import * as schema from '../shared/schema';
import type { Db } from './env';

/** The D1 binding, or a session of it already opened for this request (the staff proxy hands its own on). */
export type D1Handle = D1Database | D1DatabaseSession;

export const BOOKMARK_COOKIE = 'oakbright_d1';

/** D1 bookmarks are hex groups joined by dashes; anything else from a cookie is ignored. */
const BOOKMARK_RE = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){0,15}$/i;

export function validBookmark(value: string | undefined | null): string | null {
  return value && value.length <= 512 && BOOKMARK_RE.test(value) ? value : null;
}

/**
 * The session this request reads and writes through: `staff` starts from `bookmark` (else the
 * primary), a visitor anywhere. A handle that is already a session is used as it is.
 */
export function openSession(d1: D1Handle, who: 'staff' | 'visitor', bookmark: string | null = null): D1Handle {
  if (!('withSession' in d1)) return d1;
  return d1.withSession(who === 'staff' ? (bookmark ?? 'first-primary') : 'first-unconstrained');
}

/** The session's latest bookmark, when the handle is a session that has one. */
export function bookmarkOf(d1: D1Handle): string | null {
  return 'getBookmark' in d1 ? (d1.getBookmark() ?? null) : null;
}

export function createDb(d1: D1Handle): Db {
  // drizzle needs only prepare() and batch(), which a session has as the binding does.
  return drizzle(d1 as D1Database, { schema });
}
