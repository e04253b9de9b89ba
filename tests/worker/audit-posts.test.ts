/**
 * Post writes through the real API (/rest/v1/blog_posts with the staff key) reach the audit log
 * and, with INDEXNOW_KEY set, IndexNow: create a draft, publish it, rename it while public,
 * unpublish it, delete it; each write one entry as the staff key, and the URLs announced are the
 * ones that appeared, moved or went. Outbound fetch is mocked (vi.spyOn).
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { INDEXNOW_ENDPOINT } from '../../worker/indexnow/send';
import { makePost, STAFF_KEY } from './api-helpers';
import { withEnv } from './leads-helpers';

const SITE = 'https://www.oakbrightservices.com';
const KEY = 'f00dcafe-audit-posts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A write with the staff key, its background work (afterPostWrite) awaited. */
async function write(method: string, query: string, body?: unknown): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.request(
    `http://localhost/rest/v1/blog_posts${query}`,
    {
      method,
      headers: { authorization: `Bearer ${STAFF_KEY}`, 'content-type': 'application/json', prefer: 'return=minimal', 'cf-connecting-ip': '198.51.100.31' },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    withEnv({ INDEXNOW_KEY: KEY }),
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

it('create, publish, rename, unpublish and delete: one audit entry each, and the URLs that appeared, moved or went announced', async () => {
  const announced: string[][] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    if (request.url !== INDEXNOW_ENDPOINT) throw new Error(`unexpected fetch ${request.url}`);
    announced.push(((await request.json()) as { urlList: string[] }).urlList);
    return new Response(null, { status: 200 });
  });

  expect((await write('POST', '', { ...makePost('audited'), status: 'draft' })).status).toBe(201);
  expect((await write('PATCH', '?slug=eq.audited', { status: 'published' })).status).toBe(204);
  expect((await write('PATCH', '?slug=eq.audited', { slug: 'audited-renamed' })).status).toBe(204);
  expect((await write('PATCH', '?slug=eq.audited-renamed', { status: 'draft' })).status).toBe(204);
  expect((await write('DELETE', '?slug=eq.audited-renamed')).status).toBe(204);

  const { results } = await env.DB.prepare("SELECT action, actor, subject_id, summary FROM audit_log WHERE subject_type = 'post' ORDER BY id").all<{
    action: string;
    actor: string;
    subject_id: string;
    summary: string;
  }>();
  expect(results.map((r) => r.action)).toEqual(['post.create', 'post.publish', 'post.update', 'post.unpublish', 'post.delete']);
  expect(new Set(results.map((r) => r.subject_id)).size).toBe(1);
  expect(results.every((r) => r.actor === 'Staff key (automation)')).toBe(true);
  expect(results[1]!.summary).toBe('Published “Post audited”');

  expect(announced).toEqual([
    [`${SITE}/insights/audited`],
    [`${SITE}/insights/audited`, `${SITE}/insights/audited-renamed`],
    [`${SITE}/insights/audited-renamed`],
  ]);
});

it('the review steps are named as such: submitted for review, sent back to its author, not "Edited" or "Unpublished"', async () => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(null, { status: 200 }));
  expect((await write('POST', '', { ...makePost('reviewed'), status: 'draft' })).status).toBe(201);
  expect((await write('PATCH', '?slug=eq.reviewed', { status: 'review' })).status).toBe(204);
  expect((await write('PATCH', '?slug=eq.reviewed', { status: 'draft' })).status).toBe(204);
  expect((await write('PATCH', '?slug=eq.reviewed', { status: 'review' })).status).toBe(204);
  expect((await write('PATCH', '?slug=eq.reviewed', { status: 'published' })).status).toBe(204);

  const { results } = await env.DB.prepare(
    "SELECT action, summary FROM audit_log WHERE subject_type = 'post' AND summary LIKE '%Post reviewed%' ORDER BY id",
  ).all<{ action: string; summary: string }>();
  expect(results).toEqual([
    { action: 'post.create', summary: 'Created the draft “Post reviewed”' },
    { action: 'post.submit', summary: 'Submitted “Post reviewed” for review' },
    { action: 'post.send-back', summary: 'Sent “Post reviewed” back to its author' },
    { action: 'post.submit', summary: 'Submitted “Post reviewed” for review' },
    { action: 'post.publish', summary: 'Published “Post reviewed”' },
  ]);
});
