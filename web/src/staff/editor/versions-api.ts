/**
 * Reading and saving a post with its version (docs/decisions.md D21): a read returns the post's
 * ETag, and every save sends it back as If-Match, so a save based on a version someone else has
 * since replaced is refused (412) instead of overwriting theirs. Plain fetches through the staff
 * proxy, because the headers matter here (postgrest-js hides them).
 */
import type { BlogPost, NewBlogPost } from '../../../../shared/posts/post';
import type { RevisionKind } from '../../../../shared/schema';
import { errorFrom, STAFF_API, staffFetch } from '../lib/http';

const POSTS = `${STAFF_API}/rest/v1/blog_posts`;
const REVISIONS = `${STAFF_API}/rest/v1/blog_post_revisions`;
const ONE = 'application/vnd.pgrst.object+json';

export interface Versioned {
  post: BlogPost;
  /** The version this copy of the post is, for the next save's If-Match; null if the server sent none. */
  etag: string | null;
}

/** A revision as the history and the conflict notice show it. */
export interface Revision {
  id: number;
  post_id: number;
  kind: RevisionKind;
  created_at: string;
  by_id: string | null;
  by_name: string;
  restored_from: number | null;
  slug: string;
  title: string;
  content: string;
  content_markdown: string | null;
  excerpt: string;
  category: string;
  date_published: string;
  featured_image: string | null;
  seo_title: string | null;
  seo_description: string | null;
  tags: string[];
  author: string;
  status: string;
}

/** A save refused because the post changed since the version it was based on. */
export class EditConflict extends Error {
  constructor(readonly details: string | null) {
    super('Someone else saved this post after you opened it.');
    this.name = 'EditConflict';
  }
}

async function one(res: Response): Promise<Versioned> {
  if (res.status === 412) throw new EditConflict((await errorFrom(res)).details);
  if (!res.ok) throw await errorFrom(res);
  return { post: (await res.json()) as BlogPost, etag: res.headers.get('etag') };
}

/** The post and its current version; null when there is no such post. */
export async function readVersioned(id: number, signal?: AbortSignal): Promise<Versioned | null> {
  const res = await staffFetch(`${POSTS}?id=eq.${id}&select=*`, { headers: { accept: ONE }, signal });
  if (res.status === 406) return null;
  return one(res);
}

export interface SaveOptions {
  /** The version the form was based on (If-Match); null for no check. */
  etag: string | null;
  autosave?: boolean;
  /** Restore this revision's text instead of sending fields. */
  restore?: number;
}

/** Saves changes to a post based on `etag`; throws EditConflict when it changed meanwhile. */
export async function saveVersioned(id: number, patch: Partial<NewBlogPost>, { etag, autosave = false, restore }: SaveOptions): Promise<Versioned> {
  const headers: Record<string, string> = { accept: ONE, 'content-type': 'application/json', prefer: 'return=representation' };
  if (etag) headers['if-match'] = etag;
  if (autosave) headers['x-revision'] = 'autosave';
  if (restore !== undefined) headers['x-revision'] = `restore=${restore}`;
  return one(await staffFetch(`${POSTS}?id=eq.${id}&select=*`, { method: 'PATCH', headers, body: JSON.stringify(patch) }));
}

/** Creates a post; its first version comes back with it. */
export async function createVersioned(values: NewBlogPost, { autosave = false } = {}): Promise<Versioned> {
  const headers: Record<string, string> = { accept: ONE, 'content-type': 'application/json', prefer: 'return=representation' };
  if (autosave) headers['x-revision'] = 'autosave';
  return one(await staffFetch(`${POSTS}?select=*`, { method: 'POST', headers, body: JSON.stringify(values) }));
}

/** A post's revisions, newest first (without their bodies unless `full`). */
export async function listRevisions(postId: number, signal?: AbortSignal): Promise<Revision[]> {
  const res = await staffFetch(`${REVISIONS}?post_id=eq.${postId}&order=id.desc&limit=500`, { signal });
  if (!res.ok) throw await errorFrom(res);
  return (await res.json()) as Revision[];
}

/** A post's newest revision: who saved it last, and when. */
export async function newestRevision(postId: number): Promise<Revision | null> {
  const res = await staffFetch(`${REVISIONS}?post_id=eq.${postId}&order=id.desc&limit=1`);
  if (!res.ok) throw await errorFrom(res);
  return ((await res.json()) as Revision[])[0] ?? null;
}
