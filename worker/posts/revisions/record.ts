/**
 * Post revisions (table blog_post_revisions): every write of a post through the API leaves an
 * immutable copy of the post as written, who wrote it and how (docs/decisions.md D21). The
 * statements that write them (store.ts) run in the same D1 batch as the write, so a
 * post and its history never disagree. A post's version (its ETag, version.ts) is its newest
 * revision's id.
 */
import type { StaffActor } from '../../../shared/staff/staff-roles';

/** Autosaves kept per post (published revisions are kept whatever their kind). */
export const KEPT_AUTOSAVES = 50;

/** How a write marks itself (the `X-Revision` request header): an autosave, or a restore of a revision. */
export type RevisionMark = { kind: 'autosave' } | { kind: 'restore'; from: number } | null;

/** `X-Revision: autosave` or `X-Revision: restore=<revision id>`; anything else marks nothing. */
export function parseRevisionMark(raw: string | undefined): RevisionMark {
  const v = raw?.trim().toLowerCase() ?? '';
  if (v === 'autosave') return { kind: 'autosave' };
  const m = /^restore\s*=\s*(\d{1,15})$/.exec(v);
  return m ? { kind: 'restore', from: Number(m[1]) } : null;
}

/** Who wrote: a person's id and name, or the staff key (no id). */
export function authorOf(actor: StaffActor | null): { by_id: string | null; by_name: string } {
  if (actor?.kind === 'person') return { by_id: actor.id, by_name: actor.name };
  return { by_id: null, by_name: 'Staff key (automation)' };
}
