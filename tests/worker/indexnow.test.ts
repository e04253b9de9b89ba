/**
 * IndexNow (worker/indexnow/): with INDEXNOW_KEY set, a post that becomes public, changes slug
 * while public, or stops being public has its URL(s) queued and POSTed to api.indexnow.org as
 * {host, key, keyLocation, urlList}; a 5xx or no answer is retried with backoff; the cron finds
 * scheduled posts whose time came and announces them once; the key file is served at /<key>.txt.
 * Unset, nothing is queued or sent and no key file exists. Outbound fetch is mocked (vi.spyOn).
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogPost } from '../../shared/posts/post';
import type { StaffActor } from '../../shared/staff/staff-roles';
import { createDb } from '../../worker/db';
import type { AppEnv } from '../../worker/env';
import worker from '../../worker/index';
import { runIndexNowCron } from '../../worker/indexnow/cron';
import { INDEXNOW_ENDPOINT, sendDueAnnouncements } from '../../worker/indexnow/send';
import { afterPostWrite, type PostWrite } from '../../worker/posts/after-write';
import { withEnv } from './leads-helpers';

const KEY = 'a1b2c3d4e5f6a7b8c9d0';
const SITE = 'https://www.oakbrightservices.com';
const PAST = '2024-12-01T09:00:00.000Z';
const actor: StaffActor = { kind: 'key', role: 'owner' };

interface Sent {
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
}

/** IndexNow answering each POST with the next status (0: no answer at all), the last one repeating. */
function mockIndexNow(...statuses: number[]) {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    if (request.url !== INDEXNOW_ENDPOINT) throw new Error(`unexpected fetch ${request.url}`);
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toMatch(/^application\/json/);
    sent.push((await request.json()) as Sent);
    const status = statuses[Math.min(sent.length - 1, statuses.length - 1)]!;
    if (status === 0) throw new TypeError('fetch failed: connection refused');
    return new Response(null, { status });
  });
  return sent;
}

function post(id: number, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id,
    slug: `indexnow-${id}`,
    title: `IndexNow ${id}`,
    content: '<p>Body</p>',
    content_markdown: null,
    excerpt: '',
    category: 'Janitorial Services',
    date_published: PAST,
    featured_image: null,
    seo_title: null,
    seo_description: null,
    tags: [],
    author: 'Oakbright Facility Services',
    status: 'published',
    updated_at: PAST,
    ...overrides,
  } as BlogPost;
}

/** afterPostWrite inside a real request with an execution context, its waitUntil work awaited. */
async function afterWrites(writes: PostWrite[], bindings: Record<string, unknown> = { INDEXNOW_KEY: KEY }): Promise<void> {
  const app = new Hono<AppEnv>();
  app.post('/write', async (c) => {
    c.set('db', createDb(env.DB));
    c.set('actor', actor);
    await afterPostWrite(c, writes);
    return c.body(null, 204);
  });
  const ctx = createExecutionContext();
  const res = await app.request('/write', { method: 'POST' }, withEnv(bindings), ctx);
  await waitOnExecutionContext(ctx);
  expect(res.status).toBe(204);
}

async function queued(): Promise<{ url: string; attempts: number; next_attempt_at: string; last_error: string | null }[]> {
  const { results } = await env.DB.prepare('SELECT url, attempts, next_attempt_at, last_error FROM indexnow_queue ORDER BY url').all<{
    url: string;
    attempts: number;
    next_attempt_at: string;
    last_error: string | null;
  }>();
  return results;
}

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM indexnow_queue').run();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('with INDEXNOW_KEY set', () => {
  it('a post published: its URL sent right after the write, with host, key and key location', async () => {
    const sent = mockIndexNow(200);
    await afterWrites([{ before: post(1, { status: 'draft' }), after: post(1) }]);
    expect(sent).toEqual([{ host: 'www.oakbrightservices.com', key: KEY, keyLocation: `${SITE}/${KEY}.txt`, urlList: [`${SITE}/insights/indexnow-1`] }]);
    expect(await queued()).toEqual([]);
  });

  it('a public post renamed: the old and the new URL; unpublished or deleted: its URL; a draft edited or a post scheduled: nothing', async () => {
    const sent = mockIndexNow(202);
    await afterWrites([
      { before: post(2), after: post(2, { slug: 'indexnow-2-renamed' }) },
      { before: post(3), after: post(3, { status: 'draft' }) },
      { before: post(4), after: null },
      { before: post(5, { status: 'draft' }), after: post(5, { status: 'draft', title: 'Still a draft' }) },
      { before: post(6, { status: 'draft' }), after: post(6, { date_published: '2099-01-01T00:00:00.000Z' }) },
      { before: post(7), after: post(7, { title: 'Same address' }) },
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.urlList.sort()).toEqual(
      [`${SITE}/insights/indexnow-2`, `${SITE}/insights/indexnow-2-renamed`, `${SITE}/insights/indexnow-3`, `${SITE}/insights/indexnow-4`].sort(),
    );
  });

  it('a 5xx, then no answer: kept with attempts, backoff and the error; then sent and forgotten', async () => {
    const sent = mockIndexNow(503, 0, 200);
    const start = Date.now();
    await afterWrites([{ before: null, after: post(8) }]);
    let [row] = await queued();
    expect(row).toMatchObject({ url: `${SITE}/insights/indexnow-8`, attempts: 1, last_error: 'IndexNow answered 503' });
    const firstWait = Date.parse(row!.next_attempt_at) - start;
    expect(firstWait).toBeGreaterThanOrEqual(4.9 * 60_000);
    expect(firstWait).toBeLessThan(6 * 60_000);

    // Not due yet: nothing is sent.
    expect(await sendDueAnnouncements(withEnv({ INDEXNOW_KEY: KEY }))).toBe(0);
    expect(sent).toHaveLength(1);

    const later = new Date(Date.parse(row!.next_attempt_at) + 1000);
    expect(await sendDueAnnouncements(withEnv({ INDEXNOW_KEY: KEY }), later)).toBe(0);
    [row] = await queued();
    expect(row).toMatchObject({ attempts: 2, last_error: expect.stringMatching(/^IndexNow did not answer: .*connection refused/) });
    expect(Date.parse(row!.next_attempt_at) - later.getTime()).toBe(10 * 60_000);

    const third = new Date(Date.parse(row!.next_attempt_at) + 1000);
    expect(await sendDueAnnouncements(withEnv({ INDEXNOW_KEY: KEY }), third)).toBe(1);
    expect(sent.map((s) => s.urlList)).toEqual([[`${SITE}/insights/indexnow-8`], [`${SITE}/insights/indexnow-8`], [`${SITE}/insights/indexnow-8`]]);
    expect(await queued()).toEqual([]);
  });

  it('the cron announces a scheduled post once its time has come, once, and logs it as post.live', async () => {
    const sent = mockIndexNow(200);
    const now = new Date();
    const due = new Date(now.getTime() - 5 * 60_000).toISOString();
    const written = new Date(now.getTime() - 60 * 60_000).toISOString();
    // Written an hour ago for five minutes ago: it went live by itself. The other was published when written.
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO blog_posts (slug, title, content, category, date_published, author, status, updated_at) VALUES ('indexnow-scheduled', 'Went live', '<p>x</p>', 'Janitorial Services', ?, 'Oakbright', 'published', ?)",
      ).bind(due, written),
      env.DB.prepare(
        "INSERT INTO blog_posts (slug, title, content, category, date_published, author, status, updated_at) VALUES ('indexnow-direct', 'Published at once', '<p>x</p>', 'Janitorial Services', ?, 'Oakbright', 'published', ?)",
      ).bind(due, due),
    ]);
    await runIndexNowCron(withEnv({ INDEXNOW_KEY: KEY }), now);
    expect(sent.map((s) => s.urlList)).toEqual([[`${SITE}/insights/indexnow-scheduled`]]);
    const live = await env.DB.prepare("SELECT actor, summary, detail FROM audit_log WHERE action = 'post.live'").all<{
      actor: string;
      summary: string;
      detail: string;
    }>();
    expect(live.results).toHaveLength(1);
    expect(live.results[0]).toMatchObject({ actor: 'Scheduled publishing', summary: 'Scheduled post “Went live” went live' });

    await runIndexNowCron(withEnv({ INDEXNOW_KEY: KEY }), new Date(now.getTime() + 15 * 60_000));
    expect(sent).toHaveLength(1);
  });

  it('serves the key file at /<key>.txt, and only that name', async () => {
    const res = await worker.request(`/${KEY}.txt`, {}, withEnv({ INDEXNOW_KEY: KEY }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(KEY);
    const other = await worker.request('/b1b2c3d4e5f6a7b8c9d0.txt', {}, withEnv({ INDEXNOW_KEY: KEY }));
    expect(other.status).toBe(404);
  });
});

describe('without INDEXNOW_KEY', () => {
  it('queues and sends nothing, and serves no key file', async () => {
    const sent = mockIndexNow(200);
    await afterWrites([{ before: post(9, { status: 'draft' }), after: post(9) }], {});
    await runIndexNowCron(withEnv({}));
    expect(sent).toEqual([]);
    expect(await queued()).toEqual([]);
    const res = await worker.request(`/${KEY}.txt`, {}, withEnv({}));
    expect(res.status).toBe(404);
    expect(await res.text()).not.toBe(KEY);
  });
});
