/**
 * Shared by the newsletter tests: the Worker in-process with its queues replaced by recorders (so
 * no consumer runs behind the test's back), staff requests, subscribers and posts written straight
 * to D1, and the outbox read back.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import type { NewsletterQueueMessage } from '../../worker/newsletter/issues/sending';
import worker from '../../worker/index';
import { STAFF_KEY } from './api-helpers';
import { type Bindings, withEnv } from './leads-helpers';

export const ORIGIN = 'http://localhost';

/** A queue binding that keeps what it is sent, with each message's delay. */
export function queueRecorder() {
  const sent: Array<{ body: unknown; delaySeconds?: number }> = [];
  const binding = {
    async send(body: unknown, options?: { delaySeconds?: number }) {
      sent.push({ body, delaySeconds: options?.delaySeconds });
    },
    async sendBatch(messages: Iterable<{ body: unknown; delaySeconds?: number }>) {
      for (const m of messages) sent.push({ body: m.body, delaySeconds: m.delaySeconds });
    },
  } as unknown as Queue;
  return { binding, sent };
}

export interface Queues {
  email: ReturnType<typeof queueRecorder>;
  newsletter: ReturnType<typeof queueRecorder>;
}

export const newQueues = (): Queues => ({ email: queueRecorder(), newsletter: queueRecorder() });

/** The Worker in-process with these queues (and any other bindings replaced). */
export async function request(path: string, init: RequestInit, queues: Queues = newQueues(), bindings: Bindings = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.request(
    `${ORIGIN}${path}`,
    init,
    withEnv({ EMAIL_QUEUE: queues.email.binding, NEWSLETTER_QUEUE: queues.newsletter.binding, ...bindings }),
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/** A staff request to /staff/api with the staff key (same-origin, as the staff app sends it). */
export function staff(method: string, path: string, body?: unknown, queues?: Queues): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${STAFF_KEY}`, origin: ORIGIN, 'cf-connecting-ip': '198.51.100.77' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return request(`/staff/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, queues);
}

export async function resetNewsletter(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM newsletter_subscribers'),
    env.DB.prepare('DELETE FROM newsletter_issues'),
    env.DB.prepare("DELETE FROM outbox WHERE kind LIKE 'newsletter-%'"),
  ]);
}

/** Subscribers written straight to D1; confirmed unless told otherwise. */
export async function addSubscribers(
  emails: readonly string[],
  { confirmed = true, createdAt }: { confirmed?: boolean; createdAt?: string } = {},
): Promise<void> {
  const statements = emails.map((email) =>
    env.DB.prepare(
      "INSERT INTO newsletter_subscribers (email, source, created_at, confirmed_at) VALUES (?, '/insights', coalesce(?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), ?)",
    ).bind(email, createdAt ?? null, confirmed ? '2026-01-01T00:00:00.000Z' : null),
  );
  for (let i = 0; i < statements.length; i += 200) await env.DB.batch(statements.slice(i, i + 200));
}

export async function subscriber(email: string): Promise<{ email: string; confirmed_at: string | null } | null> {
  return env.DB.prepare('SELECT email, confirmed_at FROM newsletter_subscribers WHERE email = ?').bind(email).first();
}

let slugCount = 0;

/** A post written straight to D1: published in the past unless told otherwise; answers its id. */
export async function addPost(
  overrides: { title?: string; excerpt?: string; status?: string; date_published?: string; featured_image?: string | null } = {},
): Promise<number> {
  const slug = `issue-post-${++slugCount}-${crypto.randomUUID().slice(0, 8)}`;
  const row = await env.DB.prepare(
    'INSERT INTO blog_posts (slug, title, content, excerpt, category, date_published, featured_image, author, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
  )
    .bind(
      slug,
      overrides.title ?? `Post ${slugCount}`,
      '<p>Body</p>',
      overrides.excerpt ?? `Excerpt of post ${slugCount}`,
      'Facility Tips',
      overrides.date_published ?? '2025-01-01T09:00:00.000Z',
      overrides.featured_image === undefined ? '/images/blog/regular-floor-care.svg' : overrides.featured_image,
      'Oakbright Team',
      overrides.status ?? 'published',
    )
    .first<{ id: number }>();
  return row!.id;
}

export async function postSlug(id: number): Promise<string> {
  return (await env.DB.prepare('SELECT slug FROM blog_posts WHERE id = ?').bind(id).first<{ slug: string }>())!.slug;
}

export interface OutboxCopy {
  id: string;
  to: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
  state: string;
  dedupe_key: string;
  about: string | null;
  headers: string | null;
}

export async function outboxWhere(where: string, ...params: unknown[]): Promise<OutboxCopy[]> {
  const { results } = await env.DB.prepare(`SELECT * FROM outbox WHERE ${where} ORDER BY created_at, id`)
    .bind(...params)
    .all<OutboxCopy>();
  return results;
}

/** The issue messages a recorder was sent. */
export const issueMessages = (q: ReturnType<typeof queueRecorder>) => q.sent.map((m) => m.body as NewsletterQueueMessage);
