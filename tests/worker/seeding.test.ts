/**
 * The /blog-setup flow (docs/decisions.md D3): read which setup posts exist, insert
 * the missing ones with the staff key, ignoring duplicates by slug. Run many
 * times at once it still creates each post exactly once; without the key it
 * creates nothing.
 */
import { describe, expect, it } from 'vitest';
import { SETUP_POSTS } from '../../seed/setup-posts';
import { api, client, countRows, fromIp, STAFF_KEY, staffHeaders, tableFingerprint } from './api-helpers';

const SLUGS = SETUP_POSTS.map((p) => p.slug);

/**
 * One run of the setup page's logic through postgrest-js: the read is public
 * (as on the page), the insert carries the key if there is one.
 */
async function seedOnce(ip: string, key: string | null): Promise<{ attempted: number; status: number | null }> {
  const existing = await client(fromIp(ip)).from('blog_posts').select('slug').in('slug', SLUGS);
  if (existing.error) throw new Error(`read failed: ${existing.error.message}`);
  const have = new Set(existing.data.map((r) => r.slug));
  const missing = SETUP_POSTS.filter((p) => !have.has(p.slug));
  if (missing.length === 0) return { attempted: 0, status: null };
  const writer = client(fromIp(ip, key === null ? {} : { Authorization: `Bearer ${key}` }));
  const { status, error } = await writer.from('blog_posts').upsert(missing, { onConflict: 'slug', ignoreDuplicates: true });
  if (error && status !== 401) throw new Error(`insert failed: ${status} ${error.code} ${error.message}`);
  return { attempted: missing.length, status };
}

/** The same run with the exact requests the browser's client sends (web/src/features/blog/api.ts). */
async function seedLikeTheBrowser(ip: string): Promise<number> {
  const list = SLUGS.map((s) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',');
  const read = await api(`/rest/v1/blog_posts?select=slug&slug=${encodeURIComponent(`in.(${list})`)}`, { headers: fromIp(ip, { Accept: 'application/json' }) });
  expect(read.status).toBe(200);
  const have = new Set(((await read.json()) as Array<{ slug: string }>).map((r) => r.slug));
  const missing = SETUP_POSTS.filter((p) => !have.has(p.slug));
  if (missing.length === 0) return 0;
  const res = await api('/rest/v1/blog_posts', {
    method: 'POST',
    headers: fromIp(ip, { Authorization: `Bearer ${STAFF_KEY}`, 'Content-Type': 'application/json', Prefer: 'return=minimal,resolution=ignore-duplicates' }),
    body: JSON.stringify(missing),
  });
  expect(res.status).toBe(201);
  return missing.length;
}

async function slugCounts(): Promise<Record<string, number>> {
  const { data } = await client(staffHeaders('192.0.2.99')).from('blog_posts').select('slug').in('slug', SLUGS);
  const counts: Record<string, number> = {};
  for (const { slug } of data ?? []) counts[slug] = (counts[slug] ?? 0) + 1;
  return counts;
}

describe('seeding the five setup posts', () => {
  it('without the staff key nothing is written', async () => {
    const before = await tableFingerprint();
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => seedOnce(`192.0.2.${10 + i}`, null)));
    expect(results.every((r) => r.status === 401)).toBe(true);
    const wrongKey = await seedOnce('192.0.2.20', 'guessed-key');
    expect(wrongKey.status).toBe(401);
    expect(await tableFingerprint()).toEqual(before);
    expect(await countRows()).toBe(0);
  });

  it('ten simultaneous runs with the staff key create each post exactly once', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => seedOnce(`192.0.2.${30 + i}`, STAFF_KEY)));
    for (const r of results) expect(r.status === null || r.status === 201).toBe(true);
    expect(results.some((r) => r.attempted > 0)).toBe(true);
    expect(await slugCounts()).toEqual(Object.fromEntries(SLUGS.map((s) => [s, 1])));
    expect(await countRows()).toBe(SETUP_POSTS.length);
  });

  it('the stored posts are the setup posts, dated as written', async () => {
    const { data } = await client(fromIp('192.0.2.50'))
      .from('blog_posts')
      .select('slug,title,category,date_published,tags')
      .in('slug', SLUGS)
      .order('date_published');
    expect(data).toHaveLength(SETUP_POSTS.length);
    for (const row of data!) {
      const source = SETUP_POSTS.find((p) => p.slug === row.slug)!;
      expect(row).toMatchObject({ title: source.title, category: source.category, tags: source.tags });
      expect(Date.parse(row.date_published)).toBe(Date.parse(source.date_published!));
    }
  });

  it('running again, twenty at once and the browser’s way, adds nothing', async () => {
    const before = await tableFingerprint();
    const runs = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => seedOnce(`192.0.2.${60 + i}`, STAFF_KEY).then((r) => r.attempted)),
      ...Array.from({ length: 10 }, (_, i) => seedLikeTheBrowser(`192.0.2.${80 + i}`)),
    ]);
    expect(runs.every((n) => n === 0)).toBe(true);
    expect(await tableFingerprint()).toEqual(before);
  });

  it('after posts are removed, simultaneous browser-style runs put each back once', async () => {
    await client(staffHeaders('192.0.2.100')).from('blog_posts').delete().in('slug', SLUGS.slice(0, 3));
    await Promise.all(Array.from({ length: 20 }, (_, i) => seedLikeTheBrowser(`192.0.2.${110 + i}`)));
    expect(await slugCounts()).toEqual(Object.fromEntries(SLUGS.map((s) => [s, 1])));
  });
});
