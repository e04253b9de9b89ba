/**
 * A post's publication state, one contract for the API, the public pages and the staff screens:
 * a draft is staff-only; a post in review is a draft its author has submitted for an editor to
 * publish or send back (staff-only too); a published post is public once its date_published has
 * come (until then it is scheduled).
 */
export const POST_STATUSES = ['draft', 'review', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** The statuses an author may give their own posts (docs/decisions.md, roles and review). */
export const AUTHOR_STATUSES: readonly PostStatus[] = ['draft', 'review'];

/** What staff see in lists: a published post dated in the future is scheduled. */
export type PostState = 'draft' | 'review' | 'scheduled' | 'published';

export function postState(post: { status: string; date_published: string }, now: Date = new Date()): PostState {
  if (post.status === 'review') return 'review';
  if (post.status !== 'published') return 'draft';
  return Date.parse(post.date_published) > now.getTime() ? 'scheduled' : 'published';
}

/** Whether anyone may read the post: published, and its date has come. */
export function isPublic(post: { status: string; date_published: string }, now: Date = new Date()): boolean {
  return postState(post, now) === 'published';
}
