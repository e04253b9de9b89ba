/**
 * Former slugs: changing the slug of a public post keeps its old address working
 * (/insights/<old> answers 301 to /insights/<new>, GET and HEAD), while the post is
 * public; a draft's or a scheduled post's old slug leads nowhere. A post's own slug
 * always wins over a former one, and a slug another post has is still a 409.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { api, insertDirect, makePost, staffJson, tableFingerprint } from './api-helpers';

const IP = '198.51.100.170';

function patch(slug: string, body: unknown): Promise<Response> {
  return api(`/rest/v1/blog_posts?slug=eq.${slug}`, staffJson(IP, 'PATCH', body));
}

function visit(path: string, method = 'GET'): Promise<Response> {
  return api(path, { method, redirect: 'manual', headers: { 'cf-connecting-ip': IP } });
}

async function redirects(): Promise<{ old_slug: string; slug: string }[]> {
  const { results } = await env.DB.prepare(
    'SELECT r.old_slug, p.slug FROM post_slug_redirects r JOIN blog_posts p ON p.id = r.post_id ORDER BY r.old_slug',
  ).all<{ old_slug: string; slug: string }>();
  return results;
}

describe('a public post’s new slug', () => {
  it('the old address answers 301 to the new one (GET and HEAD, query kept); the new one is the page', async () => {
    await insertDirect([makePost('first-name')]);
    expect((await visit('/insights/first-name')).status).toBe(200);
    expect((await patch('first-name', { slug: 'second-name' })).status).toBe(204);
    for (const method of ['GET', 'HEAD']) {
      const res = await visit('/insights/first-name', method);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('/insights/second-name');
      // Not kept by browsers for good: the old slug may lead elsewhere later.
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    }
    expect((await visit('/insights/first-name?utm_source=mail')).headers.get('location')).toBe('/insights/second-name?utm_source=mail');
    expect((await visit('/insights/second-name')).status).toBe(200);
    expect(await redirects()).toEqual([{ old_slug: 'first-name', slug: 'second-name' }]);
  });

  it('renamed again: every former slug leads straight to the current one', async () => {
    expect((await patch('second-name', { slug: 'third-name' })).status).toBe(204);
    for (const old of ['first-name', 'second-name']) {
      const res = await visit(`/insights/${old}`);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('/insights/third-name');
    }
  });

  it('back to a former slug: that slug is the post’s own again, the other former ones lead to it', async () => {
    expect((await patch('third-name', { slug: 'first-name' })).status).toBe(204);
    expect((await visit('/insights/first-name')).status).toBe(200);
    expect((await visit('/insights/third-name')).headers.get('location')).toBe('/insights/first-name');
    expect(await redirects()).toEqual([
      { old_slug: 'second-name', slug: 'first-name' },
      { old_slug: 'third-name', slug: 'first-name' },
    ]);
  });

  it('while the post is not public, its former slugs are the 404 page; published again, they redirect again', async () => {
    expect((await patch('first-name', { status: 'draft' })).status).toBe(204);
    expect((await visit('/insights/second-name')).status).toBe(404);
    expect((await visit('/insights/second-name', 'HEAD')).status).toBe(404);
    expect((await patch('first-name', { status: 'published' })).status).toBe(204);
    expect((await visit('/insights/second-name')).status).toBe(301);
  });

  it('a new post taking a former slug wins over the redirect', async () => {
    const res = await api('/rest/v1/blog_posts', staffJson(IP, 'POST', makePost('second-name', { title: 'A new post at an old address' })));
    expect(res.status).toBe(201);
    const page = await visit('/insights/second-name');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('A new post at an old address');
    expect((await redirects()).map((r) => r.old_slug)).toEqual(['third-name']);
  });

  it('a new post may not take a live slug (409), and nothing changes', async () => {
    const before = await tableFingerprint();
    const res = await api('/rest/v1/blog_posts', staffJson(IP, 'POST', makePost('first-name')));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: '23505' });
    expect(await tableFingerprint()).toEqual(before);
  });

  it('a rename to a slug another post has is 409, and no redirect is written', async () => {
    await insertDirect([makePost('stays-put')]);
    const before = await redirects();
    const res = await patch('stays-put', { slug: 'first-name' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: '23505' });
    expect(await redirects()).toEqual(before);
    expect((await visit('/insights/stays-put')).status).toBe(200);
  });

  it('deleting the post removes its redirects', async () => {
    await insertDirect([makePost('short-lived')]);
    expect((await patch('short-lived', { slug: 'short-lived-2' })).status).toBe(204);
    expect((await visit('/insights/short-lived')).status).toBe(301);
    expect((await api('/rest/v1/blog_posts?slug=eq.short-lived-2', { method: 'DELETE', headers: staffJson(IP, 'DELETE', null).headers })).status).toBe(204);
    expect((await visit('/insights/short-lived')).status).toBe(404);
    expect((await redirects()).map((r) => r.old_slug)).not.toContain('short-lived');
  });
});

describe('a slug change that leaves no redirect', () => {
  it.each([
    ['a draft', { status: 'draft' as const }],
    ['a scheduled post', { date_published: '2099-01-01T09:00:00.000Z' }],
  ])('%s: the old slug is the 404 page, also once the post is public', async (_name, overrides) => {
    const slug = `quiet-${'status' in overrides ? 'draft' : 'scheduled'}`;
    await insertDirect([makePost(slug, overrides)]);
    expect((await patch(slug, { slug: `${slug}-renamed` })).status).toBe(204);
    expect((await visit(`/insights/${slug}`)).status).toBe(404);
    expect((await patch(`${slug}-renamed`, { status: 'published', date_published: '2024-12-01T09:00:00.000Z' })).status).toBe(204);
    expect((await visit(`/insights/${slug}-renamed`)).status).toBe(200);
    expect((await visit(`/insights/${slug}`)).status).toBe(404);
    expect((await redirects()).map((r) => r.old_slug)).not.toContain(slug);
  });

  it('a PATCH that keeps the slug as it is', async () => {
    await insertDirect([makePost('same-slug')]);
    const before = await redirects();
    expect((await patch('same-slug', { slug: 'same-slug', title: 'Retitled' })).status).toBe(204);
    expect(await redirects()).toEqual(before);
  });
});
