/**
 * The blog's reads against real D1: related-post order, the same rows whether
 * the edge runs a query in-process or the browser sends it over HTTP, and reads
 * that stay in index order (no sort of every post) as posts grow.
 */
import { env, SELF } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { beforeAll, describe, expect, it } from 'vitest';
import { insightsListQuery, mergeRelated, POSTS_PATH, relatedPostsQueries, type PostQuery } from '../../shared/posts/blog-queries';
import * as schema from '../../shared/schema';
import { postQueryStatement } from '../../worker/posts/store/run-query';
import { listPostCards, listRelatedPosts, postsVersion } from '../../worker/posts/store/public-posts';

const db = drizzle(env.DB, { schema });

async function insert(slug: string, category: string, date: string) {
  await env.DB.prepare(
    `INSERT INTO blog_posts (slug, title, content, excerpt, category, date_published, featured_image, tags, author)
     VALUES (?, ?, '<p>x</p>', 'x', ?, ?, '/images/blog/x.svg', '[]', 'Staff')`,
  )
    .bind(slug, `Title ${slug}`, category, date)
    .run();
  return (await env.DB.prepare('SELECT id FROM blog_posts WHERE slug = ?').bind(slug).first<{ id: number }>())!.id;
}

/** What the browser gets for a query (web/src/features/blog/api.ts sends the same parameters). */
async function overHttp<Row>(query: PostQuery<Row>): Promise<{ rows: Row[]; contentRange: string | null }> {
  const res = await SELF.fetch(`http://localhost${POSTS_PATH}?${new URLSearchParams(query.params)}`, {
    headers: { 'cf-connecting-ip': '198.51.100.70', ...(query.count ? { Prefer: 'count=exact' } : {}) },
  });
  expect(res.status).toBeLessThan(300);
  return { rows: (await res.json()) as Row[], contentRange: res.headers.get('content-range') };
}

/** SQLite's plan for a query's SELECT, as the engine builds it. */
async function planOf(query: PostQuery<unknown>): Promise<string> {
  const { sql, params } = postQueryStatement(db, query.params).rows.toSQL();
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail).join(' | ');
}

let current: { id: number; category: string };
beforeAll(async () => {
  await env.DB.exec('DELETE FROM blog_posts');
  const id = await insert('current', 'Power Washing', '2024-12-05T09:00:00.000Z');
  current = { id, category: 'Power Washing' };
  await insert('pw-old', 'Power Washing', '2024-11-01T09:00:00.000Z');
  await insert('pw-new', 'Power Washing', '2024-12-10T09:00:00.000Z');
  await insert('jan-newest', 'Janitorial Services', '2024-12-20T09:00:00.000Z');
  await insert('land-mid', 'Commercial Landscaping', '2024-12-15T09:00:00.000Z');
  await insert('jan-old', 'Janitorial Services', '2024-10-01T09:00:00.000Z');
});

describe('listRelatedPosts', () => {
  it('same category first (newest first, never the post itself), then the newest of the rest', async () => {
    const related = await listRelatedPosts(db, current);
    expect(related.map((p) => p.slug)).toEqual(['pw-new', 'pw-old', 'jan-newest']);
  });

  it('takes only the same category when it fills the list', async () => {
    const related = await listRelatedPosts(db, current, 2);
    expect(related.map((p) => p.slug)).toEqual(['pw-new', 'pw-old']);
  });

  it('a category with no other post gives the newest of the rest', async () => {
    const land = (await env.DB.prepare("SELECT id FROM blog_posts WHERE slug = 'land-mid'").first<{ id: number }>())!.id;
    const related = await listRelatedPosts(db, { id: land, category: 'Commercial Landscaping' });
    expect(related.map((p) => p.slug)).toEqual(['jan-newest', 'pw-new', 'current']);
  });
});

describe('the edge and the browser read the same rows', () => {
  it('related posts: the browser’s two requests, merged, are the edge’s list', async () => {
    const { sameCategory, otherCategories } = relatedPostsQueries(current);
    const [same, others] = await Promise.all([overHttp(sameCategory), overHttp(otherCategories)]);
    expect(mergeRelated(same.rows, others.rows)).toEqual(await listRelatedPosts(db, current));
  });

  it.each([
    { category: null, page: 1 },
    { category: 'power washing', page: 1 },
    { category: 'Janitorial Services', page: 1 },
  ])('the insights list %j: same cards, same total', async (opts) => {
    const edge = await listPostCards(db, opts);
    const browser = await overHttp(insightsListQuery(opts));
    expect(browser.rows).toEqual(edge.posts);
    expect(browser.contentRange).toMatch(new RegExp(`/${edge.total}$`));
  });
});

const PUBLIC_POSTS_INDEX = /blog_posts_status_date_idx \(status=\? AND date_published<\?\)/;

describe('reads stay in index order', () => {
  it.each([
    // Public reads carry the row policy (status and date_published), read in order from their own index.
    ['the insights list', () => insightsListQuery({ category: null, page: 1 }), PUBLIC_POSTS_INDEX],
    ['one category of the list', () => insightsListQuery({ category: 'Power Washing', page: 2 }), PUBLIC_POSTS_INDEX],
    ['related posts, same category', () => relatedPostsQueries(current).sameCategory, PUBLIC_POSTS_INDEX],
    ['related posts, other categories', () => relatedPostsQueries(current).otherCategories, PUBLIC_POSTS_INDEX],
  ])('%s', async (_name, query, index) => {
    const plan = await planOf(query());
    expect(plan).toMatch(index);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });
});

describe('postsVersion', () => {
  it('changes when a post is edited', async () => {
    const before = await postsVersion(db);
    await env.DB.prepare("UPDATE blog_posts SET title = 'Edited', updated_at = '2099-01-01T00:00:00.000Z' WHERE slug = 'jan-old'").run();
    expect(await postsVersion(db)).not.toBe(before);
  });

  it('reads max(updated_at) from its index, not by scanning every post', async () => {
    const { results } = await env.DB.prepare('EXPLAIN QUERY PLAN SELECT count(*), max(updated_at) FROM blog_posts').all<{ detail: string }>();
    const plan = results.map((r) => r.detail).join(' | ');
    expect(plan).toMatch(/blog_posts_updated_at_idx/);
  });
});

describe('the category filter', () => {
  it('matches a category case-insensitively on both sides', async () => {
    const { rows } = await overHttp(insightsListQuery({ category: 'power washing', page: 1 }));
    expect(rows.map((r) => r.slug).sort()).toEqual(['current', 'pw-new', 'pw-old']);
    expect((await listPostCards(db, { category: 'POWER WASHING', page: 1 })).posts).toHaveLength(3);
  });

  it('finds a category longer than a LIKE pattern may be, on the list page and over the API', async () => {
    const long = 'Commercial Landscaping, Irrigation & Seasonal Grounds Care for Offices';
    await insert('long-category', long, '2024-09-01T09:00:00.000Z');
    const { rows } = await overHttp(insightsListQuery({ category: long, page: 1 }));
    expect(rows.map((r) => r.slug)).toEqual(['long-category']);
    const page = await SELF.fetch(`http://localhost/insights?category=${encodeURIComponent(long)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Title long-category');
    await env.DB.prepare('DELETE FROM blog_posts WHERE slug = ?').bind('long-category').run();
  });
});
