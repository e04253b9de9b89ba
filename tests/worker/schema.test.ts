/** The migrations wrangler applies and the drizzle schema describe the same tables. */
import { env } from 'cloudflare:test';
import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { blogPosts, newsletterSubscribers } from '../../shared/schema';

interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
  pk: number;
}

async function columnsOf(table: string) {
  const { results } = await env.DB.prepare(`PRAGMA table_info(${table})`).all<ColumnInfo>();
  return results.map((c) => ({ name: c.name, type: c.type.toLowerCase(), notNull: c.notnull === 1, pk: c.pk > 0 }));
}

async function indexesOf(table: string) {
  const { results } = await env.DB.prepare(`PRAGMA index_list(${table})`).all<{ name: string; unique: number; origin: string }>();
  return results
    .filter((i) => i.origin === 'c')
    .map((i) => ({ name: i.name, unique: i.unique === 1 }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function expected(table: SQLiteTable) {
  const cfg = getTableConfig(table);
  return {
    name: cfg.name,
    columns: cfg.columns.map((c) => ({ name: c.name, type: c.getSQLType().toLowerCase(), notNull: c.notNull, pk: c.primary })),
    indexes: cfg.indexes.map((i) => ({ name: i.config.name, unique: !!i.config.unique })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

describe.each([blogPosts, newsletterSubscribers])('table %#', (table) => {
  const want = expected(table);
  it(`${want.name}: columns match the schema`, async () => {
    expect(await columnsOf(want.name)).toEqual(want.columns);
  });
  it(`${want.name}: indexes match the schema`, async () => {
    expect(await indexesOf(want.name)).toEqual(want.indexes);
  });
});

describe('database behaviour the schema promises', () => {
  it('maintains updated_at on update', async () => {
    await env.DB.prepare(
      "INSERT INTO blog_posts (slug, title, content, category, author, updated_at) VALUES ('touch-me', 't', 'c', 'x', 'a', '2000-01-01T00:00:00.000Z')",
    ).run();
    await env.DB.prepare("UPDATE blog_posts SET title = 'changed' WHERE slug = 'touch-me'").run();
    const row = await env.DB.prepare("SELECT updated_at FROM blog_posts WHERE slug = 'touch-me'").first<{ updated_at: string }>();
    expect(row!.updated_at > '2020-01-01').toBe(true);
  });

  it('keeps one subscriber per email whatever its case', async () => {
    await env.DB.prepare("INSERT INTO newsletter_subscribers (email) VALUES ('Case@Example.com')").run();
    await expect(env.DB.prepare("INSERT INTO newsletter_subscribers (email) VALUES ('case@example.COM')").run()).rejects.toThrow(/UNIQUE/);
  });
});
