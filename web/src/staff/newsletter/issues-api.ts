/**
 * Newsletter issues (/staff/api/newsletter/issues): the list, one issue, its changes, the email as
 * a recipient sees it, a test copy, sending now or later; and what the compose form reads beside
 * them: the published posts to present, and how many confirmed addresses an issue would go to.
 */
import type { BlogPost } from '../../../../shared/posts/post';
import type { IssueChange, IssueDraft, IssueList, IssuePreview, NewsletterIssue } from '../../../../shared/newsletter/newsletter-issue';
import { staffJson } from '../lib/http';
import { rest, unwrap } from '../lib/rest-client';

export type { IssueDraft, IssuePreview, NewsletterIssue };

const ISSUES = '/newsletter/issues';
const one = (id: number) => `${ISSUES}/${id}`;

const jsonBody = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export async function listIssues(signal?: AbortSignal): Promise<NewsletterIssue[]> {
  return (await staffJson<IssueList>(ISSUES, { signal })).issues;
}

export async function createIssue(draft: IssueDraft): Promise<NewsletterIssue> {
  return staffJson(ISSUES, jsonBody(draft));
}

export async function getIssue(id: number, signal?: AbortSignal): Promise<NewsletterIssue> {
  return staffJson(one(id), { signal });
}

export async function updateIssue(id: number, patch: IssueChange): Promise<NewsletterIssue> {
  return staffJson(one(id), { ...jsonBody(patch), method: 'PATCH' });
}

export async function deleteIssue(id: number): Promise<void> {
  await staffJson(one(id), { method: 'DELETE' });
}

export async function previewIssue(id: number, signal?: AbortSignal): Promise<IssuePreview> {
  return staffJson(`${one(id)}/preview`, { signal });
}

/** A copy to one address; it is written to the outbox like any email. */
export async function sendTest(id: number, to: string): Promise<{ id: string }> {
  return staffJson(`${one(id)}/test`, jsonBody({ to }));
}

/** Now (the answer is `sending`) or at `sendAt`, an ISO instant (`scheduled`). */
export async function sendIssue(id: number, sendAt?: string): Promise<NewsletterIssue> {
  return staffJson(`${one(id)}/send`, jsonBody(sendAt ? { send_at: sendAt } : {}));
}

export async function unscheduleIssue(id: number): Promise<NewsletterIssue> {
  return staffJson(`${one(id)}/unschedule`, jsonBody({}));
}

/** A published post as the picker shows it. */
export type PickablePost = Pick<BlogPost, 'id' | 'title' | 'excerpt' | 'featured_image' | 'date_published'>;

/** How many published posts the picker offers (newest first); its search narrows them in the browser. */
export const PICKABLE_LIMIT = 500;

/** The posts an issue can present: published and dated now or earlier, as on the public site. */
export async function listPublishedPosts(signal?: AbortSignal): Promise<PickablePost[]> {
  let query = rest
    .from('blog_posts')
    .select('id,title,excerpt,featured_image,date_published')
    .eq('status', 'published')
    .lte('date_published', new Date().toISOString())
    .order('date_published', { ascending: false })
    .order('id', { ascending: false })
    .limit(PICKABLE_LIMIT);
  if (signal) query = query.abortSignal(signal);
  return unwrap(await query);
}

/**
 * How many addresses sending now would reach: the subscribers whose address is confirmed. A list
 * whose rows do not say (`confirmed_at` absent) predates confirmation, where every address counts.
 * The server counts again when sending starts; this is what the confirmation names.
 */
export async function countConfirmedSubscribers(signal?: AbortSignal): Promise<number> {
  const rows = await staffJson<{ confirmed_at?: string | null }[]>('/subscribers', { signal });
  return rows.filter((r) => !('confirmed_at' in r) || r.confirmed_at !== null).length;
}
