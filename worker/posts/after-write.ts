/**
 * What follows a change to posts, whichever way it came (the PostgREST write path, a revision
 * restored, the staff app): the audit entry (post.create / submit / send-back / publish / schedule /
 * unpublish / delete / restore / update) and, when a post becomes public, changes slug or stops being public, the
 * IndexNow announcement of the URLs concerned. One call per write, with every row it touched.
 */
import type { Context } from 'hono';
import { companyDateTime } from '../../shared/time/company-time';
import { absoluteUrl } from '../../shared/meta';
import type { BlogPost } from '../../shared/posts/post';
import { postState } from '../../shared/posts/post-status';
import { type AuditEntry, recordAuditMany } from '../audit/record';
import type { AppEnv } from '../env';
import { changedPostPaths } from '../indexnow/post-urls';
import { queueAnnouncements, sendDueAnnouncements } from '../indexnow/send';
import { siteOrigin } from '../http/site-origin';

export interface PostWrite {
  /** The row before the write; null for a post created. */
  before: BlogPost | null;
  /** The row after the write; null for a post deleted. */
  after: BlogPost | null;
  /** Set when the write restored this revision. */
  restoredFrom?: number;
}

/** The columns a person changes; updated_at follows any change. */
function changedFields(before: BlogPost, after: BlogPost): string[] {
  return (Object.keys(after) as (keyof BlogPost)[]).filter((k) => k !== 'updated_at' && JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

/** The audit entry for one row's write, classified by the post's state before and after (draft, scheduled, published); null for a write that changed nothing. */
export function postAuditEntry({ before, after, restoredFrom }: PostWrite, now: Date = new Date()): AuditEntry | null {
  const post = after ?? before;
  if (!post) return null;
  const title = `“${post.title}”`;
  const from = before ? postState(before, now) : null;
  const to = after ? postState(after, now) : null;
  const base = { subjectType: 'post', subjectId: post.id };
  const detail: Record<string, unknown> = { slug: post.slug, from, to };
  if (before && after && before.slug !== after.slug) detail.old_slug = before.slug;
  if (!after) return { ...base, action: 'post.delete', summary: `Deleted ${title}`, detail };
  if (restoredFrom !== undefined)
    return { ...base, action: 'post.restore', summary: `Restored ${title} from revision ${restoredFrom}`, detail: { ...detail, revision: restoredFrom } };
  const fields = before ? changedFields(before, after) : [];
  if (before && fields.length === 0) return null;
  if (before) detail.fields = fields;
  const when = companyDateTime(after.date_published);
  if (to === 'published' && from !== 'published') return { ...base, action: 'post.publish', summary: `Published ${title}`, detail };
  if (to === 'scheduled' && (from !== 'scheduled' || fields.includes('date_published'))) {
    return { ...base, action: 'post.schedule', summary: `Scheduled ${title} for ${when}`, detail };
  }
  // The review steps are named as such: a draft submitted, and a post in review sent back to its author.
  if (to === 'review' && from !== 'review') return { ...base, action: 'post.submit', summary: `Submitted ${title} for review`, detail };
  if (to === 'draft' && from === 'review') return { ...base, action: 'post.send-back', summary: `Sent ${title} back to its author`, detail };
  if (to === 'draft' && from !== null && from !== 'draft') return { ...base, action: 'post.unpublish', summary: `Unpublished ${title}`, detail };
  if (!before) return { ...base, action: 'post.create', summary: `Created the draft ${title}`, detail };
  const renamed = before.slug !== after.slug ? ` (its address is now ${after.slug})` : '';
  return { ...base, action: 'post.update', summary: `Edited ${title}${renamed}`, detail };
}

export async function afterPostWrite(c: Context<AppEnv>, writes: readonly PostWrite[]): Promise<void> {
  const now = new Date();
  const entries = writes.map((w) => postAuditEntry(w, now)).filter((e): e is AuditEntry => e !== null);
  await recordAuditMany(c, entries);

  const origin = siteOrigin(c.env);
  const urls = writes.flatMap((w) => changedPostPaths(w.before, w.after, now)).map((path) => absoluteUrl(origin, path));
  try {
    if (!(await queueAnnouncements(c.env, c.var.db, urls, now))) return;
  } catch (err) {
    // The write has happened: a queue that cannot be written costs an announcement, not the answer.
    console.error('indexnow: URLs not queued', err instanceof Error ? err.message : err);
    return;
  }
  const sending = sendDueAnnouncements(c.env).catch((err: unknown) => console.error('indexnow: send failed', err));
  try {
    c.executionCtx.waitUntil(sending);
  } catch {
    // No execution context (an in-process call in tests): the cron sends it.
  }
}
