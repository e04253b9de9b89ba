/** The data layer's page queries against real D1: related-post order, and reads that stay indexed as posts grow. */
import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { beforeAll, describe, expect, it } from 'vitest';
import { listRelatedPosts, postsVersion } from '../../worker/db/posts';
import * as schema from '../../worker/db/schema';

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
