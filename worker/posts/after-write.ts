/**
 * What follows a change to posts, whichever way it came (the PostgREST write path, a revision
 * restored, the staff app): the audit entry (post.create / publish / schedule / unpublish / delete /
 * restore / update) and, when a post becomes public, changes slug or stops being public, the
 * IndexNow announcement of the URLs concerned. One call per write, with every row it touched.
 */
import type { Context } from 'hono';
import type { BlogPost } from '../../shared/post';
import type { AppEnv } from '../env';

export interface PostWrite {
  /** The row before the write; null for a post created. */
  before: BlogPost | null;
  /** The row after the write; null for a post deleted. */
  after: BlogPost | null;
  /** Set when the write restored this revision. */
  restoredFrom?: number;
}

export async function afterPostWrite(_c: Context<AppEnv>, _writes: readonly PostWrite[]): Promise<void> {
  // Filled in with the audit entries and IndexNow (see the module comment).
}
