/**
 * The SQL that loads the eight sample posts, locally (npm start) and into the
 * remote D1 (npm run deploy): run twice it gives the same rows, a post changed
 * in between stays changed, and what it stores is what the API would accept
 * and serve.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error scripts/ are plain Node modules, typed only where allowJs is on (tsconfig.node.json).
import * as scriptsLib from '../../scripts/lib.mjs';
import { SAMPLE_POSTS } from '../../seed/index';
import { isArticleSlug } from '../../shared/routes';
import { validateInsertBody } from '../../worker/posts/postgrest/rows';
import type { NewBlogPost } from '../../shared/posts/post';
import { api, countRows, STAFF_KEY, tableFingerprint } from './api-helpers';

const { postInsertStatements, postsToSql } = scriptsLib as {
  postInsertStatements(posts: readonly NewBlogPost[]): string[];
  postsToSql(posts: readonly NewBlogPost[]): string;
};

/** Runs the loading statements against D1, one batch as wrangler's import does. */
async function loadSamples(): Promise<void> {
  const statements = postInsertStatements(SAMPLE_POSTS);
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
}

beforeAll(async () => {
  await loadSamples();
});

describe('loading the sample posts', () => {
  it('writes the eight posts as they are in seed/', async () => {
    expect(SAMPLE_POSTS).toHaveLength(8);
    expect(await countRows()).toBe(8);
    const res = await api(
      '/rest/v1/blog_posts?select=slug,title,content,excerpt,category,date_published,featured_image,seo_title,seo_description,tags,author&order=slug',
      {
        headers: { Authorization: `Bearer ${STAFF_KEY}`, 'cf-connecting-ip': '198.51.100.60' },
      },
    );
    const rows = (await res.json()) as Array<Record<string, unknown>>;
    const expected = [...SAMPLE_POSTS]
      .sort((a, b) => (a.slug < b.slug ? -1 : 1))
      .map((p) => ({ seo_title: null, seo_description: null, featured_image: null, tags: [], ...p }));
    expect(rows).toEqual(expected);
  });

  it('run again, changes nothing', async () => {
    const before = await tableFingerprint();
    await loadSamples();
    expect(await tableFingerprint()).toEqual(before);
  });

  it('never overwrites a post changed in between', async () => {
    const slug = SAMPLE_POSTS[0]!.slug;
    await env.DB.prepare("UPDATE blog_posts SET title = 'Edited by staff', tags = '[\"edited\"]' WHERE slug = ?").bind(slug).run();
    const edited = await tableFingerprint();
    await loadSamples();
    expect(await tableFingerprint()).toEqual(edited);
    const row = await env.DB.prepare('SELECT title, tags FROM blog_posts WHERE slug = ?').bind(slug).first();
    expect(row).toEqual({ title: 'Edited by staff', tags: '["edited"]' });
    expect(await countRows()).toBe(8);
  });

  it('is one file of the same statements', () => {
    expect(postsToSql(SAMPLE_POSTS)).toBe(postInsertStatements(SAMPLE_POSTS).join('\n'));
    for (const sql of postInsertStatements(SAMPLE_POSTS)) expect(sql).toMatch(/ ON CONFLICT\(slug\) DO NOTHING;$/);
  });

  it('holds only posts the API would accept and the router serves', async () => {
    expect(() => validateInsertBody(JSON.parse(JSON.stringify(SAMPLE_POSTS)), null)).not.toThrow();
    for (const { slug } of SAMPLE_POSTS) {
      expect(isArticleSlug(slug)).toBe(true);
      expect((await api(`/insights/${slug}`)).status).toBe(200);
    }
  });
});
