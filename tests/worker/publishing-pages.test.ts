/**
 * Every public surface shows public posts only: the /insights list (and a category of it),
 * article pages (a draft, a scheduled post and an unknown slug are the same 404), related
 * posts, the sitemap and the RSS feed. A scheduled post appears on its own when its time
 * comes, with no write; an unpublished or deleted post disappears at once, cached pages
 * and ETags included.
 */
import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../shared/schema';
import { listPostCards, listPostsForFeeds, listRelatedPosts, postsVersion, postsVersionQuery } from '../../worker/posts/store/public-posts';
import { api, insertDirect, makePost, staffJson } from './api-helpers';

const IP = '198.51.100.160';
const db = drizzle(env.DB, { schema });

const CATEGORY = 'Janitorial Services';
const FUTURE = '2099-01-01T09:00:00.000Z';

beforeAll(async () => {
  await insertDirect([
    makePost('visible-one', { date_published: '2024-11-01T09:00:00.000Z', category: CATEGORY }),
    makePost('visible-two', { date_published: '2024-11-10T09:00:00.000Z', category: CATEGORY }),
    makePost('hidden-draft', { status: 'draft', date_published: '2024-11-05T09:00:00.000Z', category: CATEGORY }),
    makePost('hidden-scheduled', { date_published: FUTURE, category: CATEGORY }),
    makePost('hidden-draft-other', { status: 'draft', date_published: '2024-11-06T09:00:00.000Z', category: 'Power Washing' }),
  ]);
});

const HIDDEN = ['hidden-draft', 'hidden-scheduled', 'hidden-draft-other'];

async function page(path: string, init: RequestInit = {}): Promise<{ status: number; html: string; res: Response }> {
  const res = await api(path, { ...init, headers: { 'cf-connecting-ip': IP, ...((init.headers as Record<string, string>) ?? {}) } });
  return { status: res.status, html: await res.text(), res };
}

function patch(slug: string, body: unknown): Promise<Response> {
  return api(`/rest/v1/blog_posts?slug=eq.${slug}`, staffJson(IP, 'PATCH', body));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('drafts and scheduled posts are on no public surface', () => {
  it.each(['/insights', `/insights?category=${encodeURIComponent(CATEGORY)}`, '/insights?category=Power%20Washing'])('%s', async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    for (const slug of HIDDEN) expect(html).not.toContain(slug);
    if (!path.includes('Power')) expect(html).toContain('/insights/visible-one');
  });

  it.each([...HIDDEN, 'no-such-post'])('/insights/%s is the 404 page (GET and HEAD)', async (slug) => {
    const { status, html } = await page(`/insights/${slug}`);
    expect(status).toBe(404);
    expect(html).not.toContain(`Body of ${slug}`);
    expect(html).not.toContain(`Post ${slug}`);
    expect((await page(`/insights/${slug}`, { method: 'HEAD' })).status).toBe(404);
  });

  it('a published article is a page, and its related posts are public ones', async () => {
    const { status, html } = await page('/insights/visible-one');
    expect(status).toBe(200);
    expect(html).toContain('Body of visible-one');
    expect(html).toContain('/insights/visible-two');
    for (const slug of HIDDEN) expect(html).not.toContain(slug);
    const related = await listRelatedPosts(db, (await db.query.blogPosts.findFirst({ where: (p, { eq }) => eq(p.slug, 'visible-one') }))!);
    expect(related.map((p) => p.slug)).toEqual(['visible-two']);
  });

  it.each(['/sitemap.xml', '/insights/rss.xml'])('%s', async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain('/insights/visible-one<');
    expect(html).toContain('/insights/visible-two<');
    for (const slug of HIDDEN) expect(html).not.toContain(slug);
  });

  it('the edge’s own reads (list, feeds) read as the public does', async () => {
    const { posts, total } = await listPostCards(db, { category: null, page: 1 });
    expect(posts.map((p) => p.slug).sort()).toEqual(['visible-one', 'visible-two']);
    expect(total).toBe(2);
    expect((await listPostsForFeeds(db, 50)).map((p) => p.slug).sort()).toEqual(['visible-one', 'visible-two']);
  });
});

describe('a scheduled post appears by itself when its time comes', () => {
  it('404 and unlisted before its time; a page, listed and in the feeds after it, with no write', async () => {
    const at = new Date(Date.now() + 2000).toISOString();
    const res = await api('/rest/v1/blog_posts', staffJson(IP, 'POST', makePost('coming-soon', { date_published: at, category: CATEGORY })));
    expect(res.status).toBe(201);

    // Rendered (and cached) before its time.
    expect((await page('/insights/coming-soon')).status).toBe(404);
    const list = await page('/insights');
    expect(list.html).not.toContain('coming-soon');
    const etag = list.res.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await page('/insights', { headers: { 'If-None-Match': etag! } })).status).toBe(304);
    expect((await page('/sitemap.xml')).html).not.toContain('coming-soon');
    expect(await (await api('/rest/v1/blog_posts?select=slug&slug=eq.coming-soon')).json()).toEqual([]);

    await sleep(Math.max(0, Date.parse(at) - Date.now()) + 300);

    const article = await page('/insights/coming-soon');
    expect(article.status).toBe(200);
    expect(article.html).toContain('Body of coming-soon');
    const after = await page('/insights', { headers: { 'If-None-Match': etag! } });
    expect(after.status).toBe(200);
    expect(after.html).toContain('/insights/coming-soon');
    expect((await page('/sitemap.xml')).html).toContain('/insights/coming-soon<');
    expect((await page('/insights/rss.xml')).html).toContain('/insights/coming-soon<');
    expect((await page('/insights/visible-one')).html).toContain('/insights/coming-soon');
    expect(await (await api('/rest/v1/blog_posts?select=slug&slug=eq.coming-soon')).json()).toEqual([{ slug: 'coming-soon' }]);
  });

  it('the posts version changes when a scheduled time passes', async () => {
    const now = new Date();
    await insertDirect([makePost('versioned-later', { date_published: new Date(now.getTime() + 60_000).toISOString() })]);
    const before = await postsVersion(db, now);
    expect(await postsVersion(db, now)).toBe(before);
    expect(await postsVersion(db, new Date(now.getTime() + 61_000))).not.toBe(before);
    await env.DB.prepare("DELETE FROM blog_posts WHERE slug = 'versioned-later'").run();
  });

  it('the posts version reads indexes only: its public parts a covering range of (status, date_published)', async () => {
    const { sql, params } = postsVersionQuery(db, new Date()).toSQL();
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const plan = results.map((r) => r.detail);
    expect(plan.filter((d) => /blog_posts_status_date_idx/.test(d))).toHaveLength(2);
    for (const d of plan) expect(d).not.toMatch(/^SCAN blog_posts$/);
  });
});

describe('unpublishing or deleting takes a post off everywhere at once', () => {
  async function shown(slug: string): Promise<Record<string, boolean>> {
    return {
      article: (await page(`/insights/${slug}`)).status === 200,
      list: (await page('/insights')).html.includes(`/insights/${slug}"`),
      sitemap: (await page('/sitemap.xml')).html.includes(`/insights/${slug}<`),
      rss: (await page('/insights/rss.xml')).html.includes(`/insights/${slug}<`),
      related: (await page('/insights/visible-one')).html.includes(`/insights/${slug}"`),
      api: ((await (await api(`/rest/v1/blog_posts?select=slug&slug=eq.${slug}`)).json()) as unknown[]).length === 1,
    };
  }
  const everywhere = { article: true, list: true, sitemap: true, rss: true, related: true, api: true };
  const nowhere = { article: false, list: false, sitemap: false, rss: false, related: false, api: false };

  it('back to draft: gone from every surface; published again: back', async () => {
    await insertDirect([makePost('to-unpublish', { date_published: '2024-11-20T09:00:00.000Z', category: CATEGORY })]);
    expect(await shown('to-unpublish')).toEqual(everywhere);
    expect((await patch('to-unpublish', { status: 'draft' })).status).toBe(204);
    expect(await shown('to-unpublish')).toEqual(nowhere);
    expect((await patch('to-unpublish', { status: 'published' })).status).toBe(204);
    expect(await shown('to-unpublish')).toEqual(everywhere);
  });

  it('even when the change leaves the newest updated_at as it was', async () => {
    // Another post holds the newest updated_at, and the unpublish writes an old one: the cached page must still go.
    await insertDirect([makePost('quiet-unpublish', { date_published: '2024-11-21T09:00:00.000Z', category: CATEGORY })]);
    await env.DB.prepare("UPDATE blog_posts SET updated_at = '2098-01-01T00:00:00.000Z' WHERE slug = 'visible-two'").run();
    expect((await page('/insights/quiet-unpublish')).status).toBe(200);
    expect((await patch('quiet-unpublish', { status: 'draft', updated_at: '2024-01-01T00:00:00.000Z' })).status).toBe(204);
    expect((await page('/insights/quiet-unpublish')).status).toBe(404);
    expect((await page('/insights')).html).not.toContain('quiet-unpublish');
  });

  it('moved into the future (scheduled again): gone', async () => {
    await insertDirect([makePost('rescheduled', { date_published: '2024-11-22T09:00:00.000Z', category: CATEGORY })]);
    expect((await page('/insights/rescheduled')).status).toBe(200);
    expect((await patch('rescheduled', { date_published: FUTURE })).status).toBe(204);
    expect(await shown('rescheduled')).toEqual(nowhere);
  });

  it('deleted: gone', async () => {
    await insertDirect([makePost('to-delete', { date_published: '2024-11-23T09:00:00.000Z', category: CATEGORY })]);
    expect(await shown('to-delete')).toEqual(everywhere);
    const res = await api('/rest/v1/blog_posts?slug=eq.to-delete', { method: 'DELETE', headers: staffJson(IP, 'DELETE', null).headers });
    expect(res.status).toBe(204);
    expect(await shown('to-delete')).toEqual(nowhere);
  });
});
