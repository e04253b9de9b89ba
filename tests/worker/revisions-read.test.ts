/**
 * /rest/v1/blog_post_revisions: read with the staff key (and through the staff proxy) in the same
 * PostgREST grammar as blog_posts, through the real @supabase/postgrest-js client; 401 without the
 * key, 405 for any write.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, client, fromIp, isPgError, makePost, staffHeaders, staffJson } from './api-helpers';
import { personSession, staffRequest } from './staff-helpers';

const IP = '198.51.100.72';
const staff = client(staffHeaders(IP));
const anon = client(fromIp(IP));
let postId: number;

beforeAll(async () => {
  const { data } = await staff
    .from('blog_posts')
    .insert(makePost('rev-read', { status: 'draft' }))
    .select('id')
    .single();
  postId = (data as { id: number }).id;
  for (const title of ['Second', 'Third', 'Fourth']) {
    await api(`/rest/v1/blog_posts?id=eq.${postId}`, staffJson(IP, 'PATCH', { title }));
  }
});

describe('revisions read with the grammar of blog_posts', () => {
  it('filters, select with aliases, order, limit and an exact count', async () => {
    const { data, error, count, status } = await staff
      .from('blog_post_revisions')
      .select('post_id,name:title,kind,by_name', { count: 'exact' })
      .eq('post_id', postId)
      .order('id', { ascending: false })
      .limit(2);
    expect(error).toBeNull();
    expect(status).toBe(206);
    expect(count).toBe(4);
    expect(data).toEqual([
      { post_id: postId, name: 'Fourth', kind: 'api', by_name: 'Staff key (automation)' },
      { post_id: postId, name: 'Third', kind: 'api', by_name: 'Staff key (automation)' },
    ]);
  });

  it('Range and offset page through, and an unknown column is 42703 naming the table', async () => {
    const { data } = await staff.from('blog_post_revisions').select('title').eq('post_id', postId).order('id').range(1, 2);
    expect(data).toEqual([{ title: 'Second' }, { title: 'Third' }]);
    const bad = await staff.from('blog_post_revisions').select('nope').eq('post_id', postId);
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('42703');
    expect(bad.error?.message).toMatch(/blog_post_revisions\.nope/);
  });

  it('a single object, and the timestamps compare as times', async () => {
    const { data } = await staff
      .from('blog_post_revisions')
      .select('title')
      .eq('post_id', postId)
      .gte('created_at', '2000-01-01')
      .order('id')
      .limit(1)
      .single();
    expect(data).toEqual({ title: `Post rev-read` });
  });

  it('through the staff proxy as a person', async () => {
    const { cookie } = await personSession('editor');
    const res = await staffRequest(`/staff/api/rest/v1/blog_post_revisions?post_id=eq.${postId}&select=title&order=id.desc&limit=1`, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ title: 'Fourth' }]);
  });
});

describe('staff only, read-only', () => {
  it('without the staff key: 401, and nothing is shown', async () => {
    const { data, status, error } = await anon.from('blog_post_revisions').select('*').eq('post_id', postId);
    expect(status).toBe(401);
    expect(data).toBeNull();
    expect(isPgError(error)).toBe(true);
  });

  it('writes are 405 with a PostgREST error, with the key; 401 without', async () => {
    for (const method of ['POST', 'PATCH', 'DELETE', 'PUT']) {
      const res = await api(`/rest/v1/blog_post_revisions?post_id=eq.${postId}`, staffJson(IP, method, { title: 'x' }));
      expect(res.status).toBe(405);
      const body = await res.json();
      expect(isPgError(body)).toBe(true);
      expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    }
    // A signed-in person of any role gets the same answer through the staff proxy.
    for (const role of ['owner', 'editor', 'author'] as const) {
      const { cookie } = await personSession(role);
      for (const method of ['POST', 'PATCH', 'DELETE', 'PUT']) {
        const res = await staffRequest(`/staff/api/rest/v1/blog_post_revisions?post_id=eq.${postId}`, cookie, {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ title: 'x' }),
        });
        expect(res.status, `${role} ${method}`).toBe(405);
        expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      }
    }
    const anonWrite = await api('/rest/v1/blog_post_revisions', { method: 'DELETE', headers: fromIp(IP) });
    expect(anonWrite.status).toBe(401);
    const { count } = await staff.from('blog_post_revisions').select('id', { count: 'exact', head: true }).eq('post_id', postId);
    expect(count).toBe(4);
  });
});
