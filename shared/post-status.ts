/**
 * A post's publication state, one contract for the API, the public pages and the staff screens:
 * a draft is staff-only; a published post is public once its date_published has come (until then
 * it is scheduled).
 */
export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** What staff see in lists: a published post dated in the future is scheduled. */
export type PostState = 'draft' | 'scheduled' | 'published';

export function postState(post: { status: string; date_published: string }, now: Date = new Date()): PostState {
  if (post.status !== 'published') return 'draft';
  return Date.parse(post.date_published) > now.getTime() ? 'scheduled' : 'published';
}

/** Whether anyone may read the post: published, and its date has come. */
export function isPublic(post: { status: string; date_published: string }, now: Date = new Date()): boolean {
  return postState(post, now) === 'published';
}
