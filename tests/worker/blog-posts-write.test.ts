/**
 * Writes to /rest/v1/blog_posts with the staff key, through the real
 * @supabase/postgrest-js client against D1: inserts and upserts, validation
 * (nothing is written when a row is refused), PATCH and DELETE.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewBlogPost } from '../../shared/posts/post';
import { api, client, countRows, fromIp, insertDirect, isPgError, makePost, staffHeaders, staffJson, tableFingerprint } from './api-helpers';
import { FIXTURES } from './blog-helpers';

const IP = '198.51.100.11';
const anon = client(fromIp(IP));
const staff = client(staffHeaders(IP));

beforeAll(async () => {
  await insertDirect(FIXTURES);
});

describe('inserts with the staff key', () => {
  it('return=minimal: 201, no body, the row stored byte for byte as written', async () => {
    const content = '<h2 id="s-a">Section</h2>\n<p onclick="x()">Hi<script>alert(1)</script></p>';
    const post = makePost('insert-minimal', { content, tags: ['a', 'b'] });
    const { error, status, data } = await staff.from('blog_posts').insert(post);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    const stored = await env.DB.prepare("SELECT content, tags FROM blog_posts WHERE slug = 'insert-minimal'").first<{ content: string; tags: string }>();
    expect(stored!.content).toBe(content);
    expect(JSON.parse(stored!.tags)).toEqual(['a', 'b']);
    const { data: readBack } = await anon.from('blog_posts').select('content').eq('slug', 'insert-minimal').single();
    expect(readBack).toEqual({ content });
  });

  it('return=representation: 201 with the inserted rows in the selected shape', async () => {
    const { data, status } = await staff
      .from('blog_posts')
      .insert([makePost('rep-1'), makePost('rep-2', { tags: ['x'] })])
      .select('slug,tags');
    expect(status).toBe(201);
    expect(data).toEqual([
      { slug: 'rep-1', tags: [] },
      { slug: 'rep-2', tags: ['x'] },
    ]);
  });

  it('fills defaults for optional columns and normalises dates', async () => {
    const { slug, title, content, category, author } = makePost('defaults-1');
    const { data } = await staff
      .from('blog_posts')
      .insert({ slug, title, content, category, author, date_published: '2024-12-20' })
      .select('excerpt,tags,date_published,featured_image')
      .single();
    expect(data).toEqual({ excerpt: '', tags: [], date_published: '2024-12-20T00:00:00.000Z', featured_image: null });
  });

  it('a duplicate slug is 409 23505 and the whole array is rolled back', async () => {
    const before = await tableFingerprint();
    const { error, status } = await staff.from('blog_posts').insert([makePost('atomic-new-1'), makePost('p01'), makePost('atomic-new-2')]);
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23505' });
    expect(await tableFingerprint()).toEqual(before);
  });

  it('a duplicate inside the request itself is also 409 and writes nothing', async () => {
    const before = await tableFingerprint();
    const { status } = await staff.from('blog_posts').insert([makePost('twice'), makePost('twice')]);
    expect(status).toBe(409);
    expect(await tableFingerprint()).toEqual(before);
  });

  it('resolution=ignore-duplicates with on_conflict=slug inserts only the new rows', async () => {
    const before = await countRows();
    const { data, status, error } = await staff
      .from('blog_posts')
      .upsert([makePost('p02', { title: 'must not overwrite' }), makePost('ignore-new')], { onConflict: 'slug', ignoreDuplicates: true })
      .select('slug');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([{ slug: 'ignore-new' }]);
    expect(await countRows()).toBe(before + 1);
    const p02 = await env.DB.prepare("SELECT title FROM blog_posts WHERE slug = 'p02'").first<{ title: string }>();
    expect(p02!.title).toBe('Post p02');
  });

  it('ignore-duplicates without on_conflict (what /blog-setup sends) skips existing slugs too', async () => {
    const res = await api(
      '/rest/v1/blog_posts',
      staffJson(IP, 'POST', [makePost('p03'), makePost('setup-style-new')], { Prefer: 'return=minimal,resolution=ignore-duplicates' }),
    );
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('');
    expect((await env.DB.prepare("SELECT count(*) AS n FROM blog_posts WHERE slug IN ('p03','setup-style-new')").first<{ n: number }>())!.n).toBe(2);
  });

  it('merge-duplicates updates the existing row', async () => {
    await staff.from('blog_posts').insert(makePost('merge-me'));
    const { data, status } = await staff
      .from('blog_posts')
      .upsert(makePost('merge-me', { title: 'Merged title' }), { onConflict: 'slug' })
      .select('slug,title');
    expect(status).toBe(201);
    expect(data).toEqual([{ slug: 'merge-me', title: 'Merged title' }]);
  });

  it('count=exact on insert reports the rows written', async () => {
    const { count, status } = await staff.from('blog_posts').insert([makePost('count-1'), makePost('count-2')], { count: 'exact' });
    expect(status).toBe(201);
    expect(count).toBe(2);
  });

  it.each([
    ['a missing required column', { slug: 'v1', title: 't', content: 'c', category: 'x' }, 400, '23502'],
    ['null in a NOT NULL column', { ...makePost('v2'), excerpt: null }, 400, '23502'],
    ['tags that are not a list of strings', { ...makePost('v3'), tags: 'floors' }, 400, '22P02'],
    ['tags with a number inside', { ...makePost('v4'), tags: ['ok', 5] }, 400, '22P02'],
    ['a date that is not ISO 8601', { ...makePost('v5'), date_published: 'next Tuesday' }, 400, '22007'],
    ['an impossible date', { ...makePost('v6'), date_published: '2024-02-31' }, 400, '22007'],
    ['a slug that is not a URL segment', { ...makePost('v7'), slug: 'Bad Slug/../x' }, 400, '23514'],
    ['a blank title', { ...makePost('v8'), title: '   ' }, 400, '23514'],
    ['a number for a text column', { ...makePost('v9'), title: 42 }, 400, '22P02'],
    ['an unknown column', { ...makePost('v10'), is_admin: true }, 400, 'PGRST204'],
    ['an over-long title', { ...makePost('v11'), title: 'x'.repeat(301) }, 400, '22001'],
    ['a body that is not an object', 'just a string', 400, 'PGRST102'],
    ['rows that are not objects', [makePost('v12'), 7], 400, 'PGRST102'],
  ])('rejects %s with %i %s and writes nothing', async (_name, body, status, code) => {
    const before = await tableFingerprint();
    const res = await api('/rest/v1/blog_posts', staffJson(IP, 'POST', body));
    expect(res.status).toBe(status);
    const json = await res.json();
    expect(isPgError(json)).toBe(true);
    expect(json).toMatchObject({ code });
    expect(await tableFingerprint()).toEqual(before);
  });

  it('a bad row in the middle of an array rolls back the whole request', async () => {
    const before = await tableFingerprint();
    const { status, error } = await staff
      .from('blog_posts')
      .insert([makePost('mid-1'), { ...makePost('mid-2'), tags: [1] } as unknown as NewBlogPost, makePost('mid-3')]);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22P02', details: 'Row 2 of the request body.' });
    expect(await tableFingerprint()).toEqual(before);
  });

  it('415 for a non-JSON content type, 400 PGRST102 for malformed JSON, 413 for a huge body, 400 over the batch cap', async () => {
    const before = await tableFingerprint();
    const post = (body: BodyInit, type: string) => api('/rest/v1/blog_posts', { method: 'POST', headers: { ...staffHeaders(IP), 'Content-Type': type }, body });
    const form = await post('slug=x', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ code: 'PGRST107' });
    const text = await post(JSON.stringify(makePost('as-text')), 'text/plain');
    expect(text.status).toBe(415);
    const broken = await post('{"slug": "x",', 'application/json');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
    const empty = await post('', 'application/json');
    expect(empty.status).toBe(400);
    const huge = await post(JSON.stringify(makePost('huge', { content: 'x'.repeat(1_100_000) })), 'application/json');
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 'PGRST413' });
    const many = await post(JSON.stringify(Array.from({ length: 51 }, (_, i) => makePost(`cap-${i}`))), 'application/json');
    expect(many.status).toBe(400);
    expect(await many.json()).toMatchObject({ code: 'PGRST102', hint: expect.stringContaining('50') });
    expect(await tableFingerprint()).toEqual(before);
  });

  it('writes are never cacheable', async () => {
    const res = await api('/rest/v1/blog_posts', staffJson(IP, 'POST', makePost('no-store-1')));
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('updates and deletes with the staff key', () => {
  it('PATCH changes the filtered rows and returns them as written', async () => {
    await staff.from('blog_posts').insert(makePost('patch-me'));
    const content = '<h2 id="s-a">Patched</h2><p>ok<img src=x onerror=alert(1)></p>';
    const { data, status } = await staff.from('blog_posts').update({ title: 'Patched', content }).eq('slug', 'patch-me').select('title,content');
    expect(status).toBe(200);
    expect(data).toEqual([{ title: 'Patched', content }]);
    const minimal = await staff.from('blog_posts').update({ excerpt: 'New excerpt' }).eq('slug', 'patch-me');
    expect(minimal.status).toBe(204);
  });

  it('PATCH and DELETE without a filter are refused', async () => {
    const before = await tableFingerprint();
    const patch = await staff.from('blog_posts').update({ title: 'everything' });
    expect(patch.status).toBe(400);
    expect(patch.error).toMatchObject({ code: '21000' });
    const del = await staff.from('blog_posts').delete();
    expect(del.status).toBe(400);
    expect(await tableFingerprint()).toEqual(before);
  });

  it('DELETE removes the filtered rows', async () => {
    await staff.from('blog_posts').insert(makePost('delete-me'));
    const { data, status } = await staff.from('blog_posts').delete().eq('slug', 'delete-me').select('slug');
    expect(status).toBe(200);
    expect(data).toEqual([{ slug: 'delete-me' }]);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM blog_posts WHERE slug = 'delete-me'").first<{ n: number }>())!.n).toBe(0);
  });

  it('PATCH to a slug that exists is 409 23505', async () => {
    await staff.from('blog_posts').insert(makePost('rename-me'));
    const { status, error } = await staff.from('blog_posts').update({ slug: 'p01' }).eq('slug', 'rename-me');
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23505' });
  });

  it('PUT is 405 PGRST117 even for staff', async () => {
    const res = await api('/rest/v1/blog_posts?slug=eq.p01', staffJson(IP, 'PUT', makePost('p01')));
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ code: 'PGRST117' });
    expect(res.headers.get('allow')).toContain('PATCH');
  });
});
