/**
 * Revisions of blog posts written through every path: POST, upsert, PATCH with the staff key and
 * through the staff proxy as a person, autosaves (pruned beyond 50, published ones kept), and the
 * ETag / If-Match check that refuses a save based on an old version.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../shared/posts/post';
import worker from '../../worker/index';
import { api, client, makePost, staffHeaders, staffJson } from './api-helpers';
import { personSession, staffRequest } from './staff-helpers';

const IP = '198.51.100.71';
const staff = client(staffHeaders(IP));

interface RevisionRow {
  id: number;
  post_id: number;
  kind: string;
  by_id: string | null;
  by_name: string;
  restored_from: number | null;
  title: string;
  content: string;
  status: string;
}

async function revisionsOf(postId: number): Promise<RevisionRow[]> {
  const { results } = await env.DB.prepare('SELECT * FROM blog_post_revisions WHERE post_id = ? ORDER BY id').bind(postId).all<RevisionRow>();
  return results;
}

async function create(slug: string, overrides: Partial<BlogPost> = {}): Promise<BlogPost> {
  const { data, error } = await staff
    .from('blog_posts')
    .insert(makePost(slug, { status: 'draft', ...overrides }))
    .select('*')
    .single();
  if (error) throw new Error(error.message);
  return data as BlogPost;
}

/** A single-object read with the staff key: the row and its ETag. */
async function readOne(id: number): Promise<{ post: BlogPost; etag: string | null }> {
  const res = await api(`/rest/v1/blog_posts?id=eq.${id}`, { headers: { ...staffHeaders(IP), accept: 'application/vnd.pgrst.object+json' } });
  expect(res.status).toBe(200);
  return { post: (await res.json()) as BlogPost, etag: res.headers.get('etag') };
}

function patch(id: number, body: unknown, headers: Record<string, string> = {}) {
  return api(`/rest/v1/blog_posts?id=eq.${id}`, staffJson(IP, 'PATCH', body, { prefer: 'return=representation', ...headers }));
}

describe('a revision on every write', () => {
  it('POST with the key records an api revision holding every field', async () => {
    const post = await create('rev-insert', { tags: ['floors'], seo_title: 'SEO' });
    const revs = await revisionsOf(post.id);
    expect(revs).toHaveLength(1);
    expect(revs[0]).toMatchObject({ kind: 'api', by_id: null, by_name: 'Staff key (automation)', title: post.title, content: post.content, status: 'draft' });
    const full = await env.DB.prepare('SELECT tags, seo_title, slug FROM blog_post_revisions WHERE id = ?').bind(revs[0]!.id).first<Record<string, string>>();
    expect(JSON.parse(full!.tags!)).toEqual(['floors']);
    expect(full).toMatchObject({ seo_title: 'SEO', slug: 'rev-insert' });
  });

  it('a published public post written with the key is a publish revision', async () => {
    const post = await create('rev-publish', { status: 'published' });
    expect((await revisionsOf(post.id)).map((r) => r.kind)).toEqual(['publish']);
    const res = await patch(post.id, { status: 'draft' });
    expect(res.status).toBe(200);
    expect((await revisionsOf(post.id)).map((r) => r.kind)).toEqual(['publish', 'api']);
  });

  it('an upsert records the rows it wrote, and none for a duplicate it skipped', async () => {
    const post = await create('rev-upsert');
    const merged = await staff
      .from('blog_posts')
      .upsert({ ...makePost('rev-upsert', { status: 'draft' }), title: 'Merged title' }, { onConflict: 'slug' })
      .select('id,title');
    expect(merged.data).toEqual([{ id: post.id, title: 'Merged title' }]);
    const ignored = await staff
      .from('blog_posts')
      .upsert(makePost('rev-upsert', { status: 'draft', title: 'Ignored' }), { onConflict: 'slug', ignoreDuplicates: true });
    expect(ignored.error).toBeNull();
    const revs = await revisionsOf(post.id);
    expect(revs.map((r) => r.title)).toEqual([post.title, 'Merged title']);
  });

  it('PATCH with the key records the row as written; an empty PATCH records nothing', async () => {
    const post = await create('rev-patch');
    const res = await patch(post.id, { title: 'Patched' });
    expect(res.status).toBe(200);
    await patch(post.id, {});
    const revs = await revisionsOf(post.id);
    expect(revs.map((r) => [r.kind, r.title])).toEqual([
      ['api', post.title],
      ['api', 'Patched'],
    ]);
  });

  it('a PATCH of several rows records one revision each, atomically with the write', async () => {
    const a = await create('rev-many-a', { category: 'Rev Many' });
    const b = await create('rev-many-b', { category: 'Rev Many' });
    const res = await api('/rest/v1/blog_posts?category=eq.Rev%20Many', staffJson(IP, 'PATCH', { excerpt: 'Both' }));
    expect(res.status).toBe(204);
    expect((await revisionsOf(a.id)).at(-1)?.title).toBe(a.title);
    expect((await revisionsOf(b.id)).length).toBe(2);
  });

  it('a person saving through the staff proxy is recorded by id and name, as save or autosave', async () => {
    const { personId, cookie } = await personSession('editor', { name: 'Erin Editor' });
    const post = await create('rev-person');
    const save = (body: unknown, headers: Record<string, string> = {}) =>
      staffRequest(`/staff/api/rest/v1/blog_posts?id=eq.${post.id}`, cookie, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', prefer: 'return=representation', ...headers },
        body: JSON.stringify(body),
      });
    expect((await save({ title: 'Saved by Erin' })).status).toBe(200);
    expect((await save({ title: 'Autosaved by Erin' }, { 'x-revision': 'autosave' })).status).toBe(200);
    const revs = await revisionsOf(post.id);
    expect(revs.slice(1).map((r) => [r.kind, r.by_id, r.by_name, r.title])).toEqual([
      ['save', personId, 'Erin Editor', 'Saved by Erin'],
      ['autosave', personId, 'Erin Editor', 'Autosaved by Erin'],
    ]);
  });

  it('autosaves beyond 50 are pruned, oldest first; published revisions and saves are kept', async () => {
    const post = await create('rev-prune');
    // A published autosave (older than the 50 kept) and a plain save among them.
    await env.DB.prepare(
      `INSERT INTO blog_post_revisions (post_id, kind, by_name, slug, title, content, category, date_published, author, status)
       SELECT id, 'autosave', 'x', slug, 'published autosave', content, category, date_published, author, 'published' FROM blog_posts WHERE id = ?`,
    )
      .bind(post.id)
      .run();
    for (let i = 1; i <= 55; i++) {
      const res = await patch(post.id, { title: `Autosave ${i}` }, { 'x-revision': 'autosave', prefer: 'return=minimal' });
      expect(res.status).toBe(204);
    }
    const revs = await revisionsOf(post.id);
    const autosaves = revs.filter((r) => r.kind === 'autosave' && r.status !== 'published');
    expect(autosaves).toHaveLength(50);
    expect(autosaves[0]!.title).toBe('Autosave 6');
    expect(autosaves.at(-1)!.title).toBe('Autosave 55');
    expect(revs.some((r) => r.title === 'published autosave')).toBe(true);
    expect(revs[0]!.kind).toBe('api');
  }, 30_000);
});

describe('ETag and If-Match', () => {
  it('a single-row read carries an ETag that changes with every write, and the write answers the new one', async () => {
    const post = await create('rev-etag');
    const first = await readOne(post.id);
    expect(first.etag).toMatch(/^"p\d+-r\d+"$/);
    const res = await patch(post.id, { title: 'Changed' }, { 'if-match': first.etag! });
    expect(res.status).toBe(200);
    const written = res.headers.get('etag');
    expect(written).not.toBe(first.etag);
    expect((await readOne(post.id)).etag).toBe(written);
    // Through the staff proxy too.
    const { cookie } = await personSession('editor');
    const proxied = await staffRequest(`/staff/api/rest/v1/blog_posts?id=eq.${post.id}&select=title`, cookie, {
      headers: { accept: 'application/vnd.pgrst.object+json' },
    });
    expect(proxied.headers.get('etag')).toBe(written);
  });

  it('a PATCH whose If-Match is stale is 412 and changes nothing; * and no If-Match still write', async () => {
    const post = await create('rev-412');
    const { etag } = await readOne(post.id);
    expect((await patch(post.id, { title: 'Someone else' })).status).toBe(200);
    const before = await env.DB.prepare('SELECT * FROM blog_posts WHERE id = ?').bind(post.id).first();
    const revCount = (await revisionsOf(post.id)).length;
    const res = await patch(post.id, { title: 'Mine' }, { 'if-match': etag! });
    expect(res.status).toBe(412);
    const body = (await res.json()) as { code: string; message: string; details: string };
    expect(body.message).toMatch(/changed since/);
    expect(body.details).toMatch(/Staff key \(automation\)/);
    expect(await env.DB.prepare('SELECT * FROM blog_posts WHERE id = ?').bind(post.id).first()).toEqual(before);
    expect((await revisionsOf(post.id)).length).toBe(revCount);
    // An empty If-Match names no version: refused, never taken as no header at all. (In process:
    // workerd's own HTTP drops an empty header before the Worker sees it.)
    for (const empty of ['', '  ']) {
      const ctx = createExecutionContext();
      const init = staffJson(IP, 'PATCH', { title: 'Empty' }, { 'if-match': empty });
      const refused = await worker.request(`/rest/v1/blog_posts?id=eq.${post.id}`, init, env, ctx);
      await waitOnExecutionContext(ctx);
      expect(refused.status).toBe(412);
    }
    expect((await patch(post.id, { title: 'Star' }, { 'if-match': '*' })).status).toBe(200);
    expect((await patch(post.id, { title: 'None' })).status).toBe(200);
  });

  it('two sessions from one version: the second save is refused, naming who saved first', async () => {
    const post = await create('rev-two');
    const a = await personSession('editor', { name: 'Ann' });
    const b = await personSession('editor', { name: 'Bob' });
    const { etag } = await readOne(post.id);
    const save = (cookie: string, title: string, headers: Record<string, string> = {}) =>
      staffRequest(`/staff/api/rest/v1/blog_posts?id=eq.${post.id}`, a.cookie === cookie ? a.cookie : b.cookie, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'if-match': etag!, ...headers },
        body: JSON.stringify({ title }),
      });
    expect((await save(a.cookie, 'Ann wins')).status).toBe(204);
    const refused = await save(b.cookie, 'Bob loses', { 'x-revision': 'autosave' });
    expect(refused.status).toBe(412);
    expect(((await refused.json()) as { details: string }).details).toMatch(/Saved by Ann at/);
    expect((await readOne(post.id)).post.title).toBe('Ann wins');
  });

  it('an autosave racing a manual save from another tab is refused either way round', async () => {
    const post = await create('rev-race');
    const { cookie } = await personSession('editor', { name: 'Two Tabs' });
    const save = (etag: string, title: string, autosave: boolean) =>
      staffRequest(`/staff/api/rest/v1/blog_posts?id=eq.${post.id}`, cookie, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'if-match': etag, ...(autosave ? { 'x-revision': 'autosave' } : {}) },
        body: JSON.stringify({ title }),
      });
    const base = (await readOne(post.id)).etag!;
    expect((await save(base, 'Manual in tab 1', false)).status).toBe(204);
    expect((await save(base, 'Autosave in tab 2', true)).status).toBe(412);
    const next = (await readOne(post.id)).etag!;
    expect((await save(next, 'Autosave in tab 2 again', true)).status).toBe(204);
    expect((await save(next, 'Manual in tab 1 again', false)).status).toBe(412);
    const revs = await revisionsOf(post.id);
    expect(revs.slice(1).map((r) => [r.kind, r.title])).toEqual([
      ['save', 'Manual in tab 1'],
      ['autosave', 'Autosave in tab 2 again'],
    ]);
  });

  it('If-Match on a post that no longer exists is 412', async () => {
    const post = await create('rev-gone');
    const { etag } = await readOne(post.id);
    await api(`/rest/v1/blog_posts?id=eq.${post.id}`, { method: 'DELETE', headers: staffHeaders(IP) });
    expect((await patch(post.id, { title: 'x' }, { 'if-match': etag! })).status).toBe(412);
  });
});

describe('restore', () => {
  it('writes a revision back as a new restore revision, keeping the post published as it is', async () => {
    const post = await create('rev-restore', { status: 'published', title: 'Original title', content: '<p>Original</p>' });
    const original = (await revisionsOf(post.id))[0]!;
    await patch(post.id, { title: 'Newer title', content: '<p>Newer</p>', status: 'draft' });
    await patch(post.id, { status: 'published' });
    const { etag } = await readOne(post.id);
    const res = await patch(post.id, {}, { 'x-revision': `restore=${original.id}`, 'if-match': etag! });
    expect(res.status).toBe(200);
    const row = ((await res.json()) as BlogPost[])[0]!;
    expect(row).toMatchObject({ title: 'Original title', content: '<p>Original</p>', status: 'published' });
    const last = (await revisionsOf(post.id)).at(-1)!;
    expect(last).toMatchObject({ kind: 'restore', restored_from: original.id, title: 'Original title' });
  });

  it('a revision of another post cannot be restored onto this one', async () => {
    const a = await create('rev-restore-a');
    const b = await create('rev-restore-b');
    const revA = (await revisionsOf(a.id))[0]!;
    const res = await patch(b.id, {}, { 'x-revision': `restore=${revA.id}` });
    expect(res.status).toBe(404);
    expect((await readOne(b.id)).post.title).toBe(b.title);
  });
});

describe('what follows each write (afterPostWrite)', () => {
  /** The audit actions recorded for a post, waiting a moment for work done after the answer. */
  async function auditActions(postId: number, until: string): Promise<string[]> {
    for (let i = 0; i < 50; i++) {
      const { results } = await env.DB.prepare("SELECT action FROM audit_log WHERE subject_type = 'post' AND subject_id = ? ORDER BY id")
        .bind(String(postId))
        .all<{ action: string }>();
      const actions = results.map((r) => r.action);
      if (actions.includes(until)) return actions;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no ${until} for post ${postId}`);
  }

  it('is told of a create, a restore (with its revision) and a delete, with the rows before and after', async () => {
    const post = await create('rev-after');
    const first = (await revisionsOf(post.id))[0]!;
    await patch(post.id, { title: 'Changed after' });
    expect((await patch(post.id, {}, { 'x-revision': `restore=${first.id}` })).status).toBe(200);
    await api(`/rest/v1/blog_posts?id=eq.${post.id}`, { method: 'DELETE', headers: staffHeaders(IP) });
    const actions = await auditActions(post.id, 'post.delete');
    expect(actions[0]).toBe('post.create');
    expect(actions).toContain('post.restore');
    expect(actions.at(-1)).toBe('post.delete');
    // The history outlives the post.
    expect((await revisionsOf(post.id)).map((r) => r.kind)).toEqual(['api', 'api', 'restore']);
  });
});
