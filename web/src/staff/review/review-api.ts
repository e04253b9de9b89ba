/** The review of authors' drafts (worker/posts/review/routes.ts): the queue, its steps, submitting, publishing, sending back. */
import type { BlogPost } from '../../../../shared/posts/post';
import type { QueuedPost, ReviewStepEntry as ReviewStep } from '../../../../shared/posts/review';
import { staffJson } from '../lib/http';

export type { QueuedPost, ReviewStep };

const post = <T>(path: string, body: unknown = {}) =>
  staffJson<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export async function reviewQueue(signal?: AbortSignal): Promise<QueuedPost[]> {
  return (await staffJson<{ posts: QueuedPost[] }>('/review', { signal })).posts;
}

/** A post's review steps, newest first. */
export async function reviewSteps(id: number, signal?: AbortSignal): Promise<ReviewStep[]> {
  return (await staffJson<{ steps: ReviewStep[] }>(`/review/${id}`, { signal })).steps;
}

/** The posts the signed-in person created, and the latest review step of each. */
export async function myPosts(signal?: AbortSignal): Promise<{ ids: number[]; steps: (ReviewStep & { post_id: number })[] }> {
  return staffJson('/posts/mine', { signal });
}

export async function submitForReview(id: number): Promise<BlogPost> {
  return (await post<{ post: BlogPost }>(`/posts/${id}/submit`)).post;
}

/** Publishes now, or at `at` (ISO 8601) to schedule. */
export async function publishFromReview(id: number, at?: string): Promise<BlogPost> {
  return (await post<{ post: BlogPost }>(`/review/${id}/publish`, at ? { date_published: at } : {})).post;
}

export async function sendBack(id: number, note: string): Promise<BlogPost> {
  return (await post<{ post: BlogPost }>(`/review/${id}/send-back`, { note })).post;
}
