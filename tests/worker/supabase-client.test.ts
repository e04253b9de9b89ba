/**
 * The real @supabase/supabase-js client with the public key (ANON_KEY), as the
 * original site read posts: `createClient(url, anonKey).from('blog_posts')`.
 * It sends the key as `apikey` and as the Bearer token to `<url>/rest/v1/...`;
 * reads answer as they do without a key, writes are refused as row-level
 * security refuses them (401, 42501), and the key is never counted as a wrong one.
 */
import { createClient } from '@supabase/supabase-js';
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, fromIp, insertDirect, isPgError, makePost, tableFingerprint } from './api-helpers';
import { FIXTURES, slugs } from './blog-helpers';

const IP = '198.51.100.40';
const ANON_KEY = 'test-anon-key';

/** Every request the client sends, seen on its way to the worker. */
const sent: Array<{ url: string; apikey: string | null; authorization: string | null }> = [];

function supabase(key: string, ip = IP) {
  return createClient('http://localhost', key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      headers: fromIp(ip),
      fetch: (input, init) => {
        const request = new Request(input, init);
        sent.push({ url: request.url, apikey: request.headers.get('apikey'), authorization: request.headers.get('authorization') });
        return SELF.fetch(request);
      },
    },
  });
}

beforeAll(async () => {
  await insertDirect(FIXTURES);
});

describe('supabase-js with the public key', () => {
  it('is configured for the tests', () => {
    expect((env as { ANON_KEY?: string }).ANON_KEY).toBe(ANON_KEY);
  });

  it("select('*') reads the posts, sending the key as apikey and Bearer to /rest/v1/blog_posts", async () => {
    sent.length = 0;
    const { data, error, status } = await supabase(ANON_KEY).from('blog_posts').select('*').order('id');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(slugs(data)).toEqual(FIXTURES.map((p) => p.slug));
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.url).pathname).toBe('/rest/v1/blog_posts');
    expect(sent[0]).toMatchObject({ apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` });
  });

  it('filters, single rows and counts work as without a key', async () => {
    const one = await supabase(ANON_KEY).from('blog_posts').select('slug,tags').eq('slug', 'p03').single();
    expect(one.data).toEqual({ slug: 'p03', tags: ['safety', 'healthcare'] });
    const counted = await supabase(ANON_KEY).from('blog_posts').select('slug', { count: 'exact', head: true }).eq('category', 'Power Washing');
    expect(counted.count).toBe(3);
  });

  it.each([
    ['insert', (db: ReturnType<typeof supabase>) => db.from('blog_posts').insert(makePost('anon-key-insert'))],
    ['upsert', (db: ReturnType<typeof supabase>) => db.from('blog_posts').upsert([makePost('p01')], { onConflict: 'slug', ignoreDuplicates: true })],
    ['update', (db: ReturnType<typeof supabase>) => db.from('blog_posts').update({ title: 'Changed' }).eq('slug', 'p01')],
    ['delete', (db: ReturnType<typeof supabase>) => db.from('blog_posts').delete().eq('slug', 'p02')],
  ])('%s is refused with 401 42501 and changes nothing', async (_name, write) => {
    const before = await tableFingerprint();
    const { error, status } = await write(supabase(ANON_KEY));
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for table blog_posts' });
    expect(await tableFingerprint()).toEqual(before);
  });

  it('the public key alone, as apikey or Bearer, reads too', async () => {
    const spellings: Record<string, string>[] = [{ apikey: ANON_KEY }, { Authorization: `Bearer ${ANON_KEY}` }];
    for (const headers of spellings) {
      const res = await api('/rest/v1/blog_posts?select=slug&slug=eq.p01', { headers: fromIp(IP, headers) });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([{ slug: 'p01' }]);
    }
  });

  it('is never counted as a wrong key: many requests from one address are not locked out', async () => {
    const ip = '198.51.100.41';
    for (let i = 0; i < 15; i++) {
      const { status } = await supabase(ANON_KEY, ip).from('blog_posts').select('id').limit(1);
      expect(status).toBe(200);
    }
    const write = await supabase(ANON_KEY, ip).from('blog_posts').delete().eq('slug', 'p03');
    expect(write.status).toBe(401);
  });
});

describe('other keys behave as before', () => {
  it('no key reads', async () => {
    const res = await api('/rest/v1/blog_posts?select=slug&slug=eq.p01', { headers: fromIp(IP) });
    expect(res.status).toBe(200);
  });

  it('a wrong key is refused with 401 PGRST301, even for reads', async () => {
    const { error, status } = await supabase('not-the-anon-key', '198.51.100.42').from('blog_posts').select('slug');
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: 'PGRST301' });
    const res = await api('/rest/v1/blog_posts?select=slug', { headers: fromIp('198.51.100.42', { apikey: `${ANON_KEY}x` }) });
    expect(res.status).toBe(401);
    expect(isPgError(await res.json())).toBe(true);
  });

  it('without a configured ANON_KEY the same key is a wrong key', async () => {
    const { default: app } = await import('../../worker/index');
    const res = await app.request('/rest/v1/blog_posts?select=slug', { headers: fromIp('198.51.100.43', { apikey: ANON_KEY }) }, { ...env, ANON_KEY: '' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'PGRST301' });
  });
});
