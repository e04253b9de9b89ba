/**
 * Roles on the staff API: every route staffApp mounts (read from the app, so a new route fails here
 * until it declares its permission with `needs`, worker/staff/permissions.ts) answers each role as
 * its declaration says: allowed (the route
 * runs: 2xx, or its own 400/404/409 for the placeholder ids and bodies sent here), 403 42501 naming
 * the role, or 401 for a disabled person and for someone signed out. The matrix is printed as
 * Markdown between ROLE-MATRIX lines, for test-results/role-matrix.md (workerd writes no files:
 * pipe the run through `sed -n '/^ROLE-MATRIX$/,/^END-ROLE-MATRIX$/p'`).
 * Then every PostgREST write spelling an author may try on posts.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewBlogPost } from '../../shared/posts/post';
import type { StaffRole } from '../../shared/staff/staff-roles';
import { staffApp } from '../../worker/staff-app';
import { declaredRoutes, listedRoute as listedIn, roleMayUse } from '../../worker/staff/permissions';
import { api, insertDirect, makePost, STAFF_KEY } from './api-helpers';
import { personSession, staffRequest } from './staff-helpers';

const app = staffApp(() => new Response(null));

/** The permissions the routes declare, read from the mounted app. */
const STAFF_ROUTES = declaredRoutes(app, '/api');
const listedRoute = (method: string, path: string) => listedIn(STAFF_ROUTES, method, path);

const mounted = app.routes
  .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
  .map((r) => ({ method: r.method, path: r.path.slice('/api'.length) }))
  .filter((r, i, all) => all.findIndex((o) => o.method === r.method && o.path === r.path) === i);

// The posts proxy is one `all` route: each verb of it is a route of the matrix.
const PROXY = ['GET', 'POST', 'PATCH', 'DELETE'].map((method) => ({ method, path: '/rest/v1/blog_posts' }));

type Who = StaffRole | 'disabled' | 'signed out';
const WHO: Who[] = ['owner', 'editor', 'author', 'disabled', 'signed out'];

const cookies = new Map<Who, string>();

beforeAll(async () => {
  for (const role of ['owner', 'editor', 'author'] as const) cookies.set(role, (await personSession(role)).cookie);
  const disabled = await personSession('editor');
  await env.DB.prepare("UPDATE staff_people SET disabled_at = '2026-01-01T00:00:00.000Z' WHERE id = ?").bind(disabled.personId).run();
  cookies.set('disabled', disabled.cookie);
  cookies.set('signed out', 'oakbright_staff=none');
});

/** A concrete request for a route pattern: ids that exist nowhere, a small JSON body. */
function concrete(path: string): string {
  const p = path.replace(/:token/g, 'no-such-token').replace(/:[a-z_]+/g, '999999');
  return p === '/rest/v1/blog_posts' ? `${p}?id=eq.999999` : p;
}

function send(who: Who, method: string, path: string): Promise<Response> {
  const body = method === 'GET' || method === 'DELETE' ? undefined : method === 'POST' && path.startsWith('/rest/') ? '[]' : '{}';
  return staffRequest(`/staff/api${concrete(path)}`, cookies.get(who) ?? '', {
    method,
    ip: '203.0.113.140',
    headers: body ? { 'content-type': 'application/json' } : {},
    body,
  });
}

describe('the permissions table', () => {
  it('has a declaration for every route the staff app mounts (a new route must be given a permission)', () => {
    expect(mounted.length).toBeGreaterThan(40);
    expect(STAFF_ROUTES.length).toBeGreaterThan(40);
    const missing = mounted.filter((r) => listedRoute(r.method, r.path) === null).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it('leaves no mounted route to an unknown permission, and gives an unlisted path to owners only', async () => {
    for (const r of STAFF_ROUTES) expect(r.what.length).toBeGreaterThan(3);
    const res = await staffRequest('/staff/api/not-a-route', cookies.get('editor') ?? '');
    expect(res.status).toBe(403);
    expect((await res.json()) as { code: string }).toMatchObject({ code: '42501' });
  });
});

describe('the role matrix', () => {
  const checked = [...mounted, ...PROXY].filter((r) => listedRoute(r.method, r.path)?.need !== 'open');
  const lines: string[] = [];

  it.each(checked)('$method $path', async ({ method, path }) => {
    const entry = listedRoute(method, path);
    if (!entry) throw new Error('unlisted');
    const cells: string[] = [];
    for (const who of WHO) {
      const res = await send(who, method, path);
      cells.push(String(res.status));
      if (who === 'disabled' || who === 'signed out') expect(res.status, who).toBe(401);
      else if (roleMayUse(who, entry)) expect([401, 403], `${who} may use it`).not.toContain(res.status);
      else {
        expect(res.status, `${who} may not`).toBe(403);
        const body = (await res.json()) as { code: string; message: string };
        expect(body.code).toBe('42501');
        expect(body.message).toBe(`Your role (${who}) cannot ${entry.what}`);
      }
    }
    lines.push(`| ${method} | /staff/api${path} | ${entry.need} | ${cells.join(' | ')} |`);
  });

  it('is printed for the report', () => {
    expect(lines.length).toBe(checked.length);
    const head = `| method | path | needs | ${WHO.join(' | ')} |\n|---|---|---|${WHO.map(() => '---').join('|')}|`;
    const open = mounted.filter((r) => listedRoute(r.method, r.path)?.need === 'open').map((r) => `${r.method} /staff/api${r.path}`);
    console.log(
      `ROLE-MATRIX\n# Staff API role matrix\n\nStatus each role got (403: refused by role; 401: not signed in; any other: the route ran, with placeholder ids).\n\n${head}\n${[...lines].sort().join('\n')}\n\nAny role, answering for themselves: ${open.join(', ')}\nEND-ROLE-MATRIX`,
    );
  });
});

// --- Posts: what an author may write through the posts API -----------------------------------

const IP = '203.0.113.141';
let author: { personId: string; cookie: string };
let other: { personId: string; cookie: string };
let editor: { personId: string; cookie: string };

/** The post's first revision names its creator (the revision B's writes record; written here when none is). */
async function createdBy(postId: number, personId: string | null): Promise<void> {
  const first = await env.DB.prepare('SELECT by_id FROM blog_post_revisions WHERE post_id = ? ORDER BY id LIMIT 1').bind(postId).first();
  if (first) {
    await env.DB.prepare('UPDATE blog_post_revisions SET by_id = ? WHERE id = (SELECT min(id) FROM blog_post_revisions WHERE post_id = ?)')
      .bind(personId, postId)
      .run();
    return;
  }
  await env.DB.prepare(
    "INSERT INTO blog_post_revisions (post_id, kind, by_id, slug, title, content, category, date_published, author, status) SELECT id, 'save', ?, slug, title, content, category, date_published, author, status FROM blog_posts WHERE id = ?",
  )
    .bind(personId, postId)
    .run();
}

async function post(slug: string, status: 'draft' | 'review' | 'published', by: string | null, extra: Partial<NewBlogPost> = {}): Promise<number> {
  await insertDirect([makePost(slug, { status, ...extra })]);
  const row = await env.DB.prepare('SELECT id FROM blog_posts WHERE slug = ?').bind(slug).first<{ id: number }>();
  if (!row) throw new Error('no row');
  await createdBy(row.id, by);
  return row.id;
}

const statusOf = async (id: number) => (await env.DB.prepare('SELECT status FROM blog_posts WHERE id = ?').bind(id).first<{ status: string }>())?.status;

function write(who: { cookie: string }, method: string, query: string, body?: unknown, headers: Record<string, string> = {}) {
  return staffRequest(`/staff/api/rest/v1/blog_posts${query}`, who.cookie, {
    method,
    ip: IP,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function refused(res: Response): Promise<void> {
  expect(res.status).toBe(403);
  const body = (await res.json()) as { code: string; message: string };
  expect(body.code).toBe('42501');
  expect(body.message).toMatch(/^Your role \(author\) cannot /);
}

describe("an author's writes to posts", () => {
  beforeAll(async () => {
    author = await personSession('author');
    other = await personSession('author');
    editor = await personSession('editor');
  });

  it('creates a draft, or a post in review, and nothing that publishes', async () => {
    expect((await write(author, 'POST', '', makePost('author-new-draft', { status: 'draft' }))).status).toBe(201);
    expect((await write(author, 'POST', '', makePost('author-new-review', { status: 'review' }))).status).toBe(201);
    await refused(await write(author, 'POST', '', makePost('author-new-pub', { status: 'published' })));
    // No status is the column's default, published.
    await refused(await write(author, 'POST', '', makePost('author-new-nostatus')));
    // Bulk: one publishing row refuses the whole array.
    await refused(await write(author, 'POST', '', [makePost('author-bulk-1', { status: 'draft' }), makePost('author-bulk-2', { status: 'published' })]));
    // columns= cannot hide the status from the check: it is what is written.
    await refused(await write(author, 'POST', '?columns=slug,title,content,category,author,status', makePost('author-cols', { status: 'published' })));
    const n = await env.DB.prepare(
      "SELECT count(*) AS n FROM blog_posts WHERE slug IN ('author-new-pub','author-new-nostatus','author-bulk-1','author-bulk-2','author-cols')",
    ).first<{ n: number }>();
    expect(n?.n).toBe(0);
  });

  it('edits their own draft, not another author’s, nor a published post of their own', async () => {
    const own = await post('own-draft', 'draft', author.personId);
    const theirs = await post('others-draft', 'draft', other.personId);
    const ownLive = await post('own-live', 'published', author.personId);
    const keyMade = await post('key-made', 'draft', null);
    expect((await write(author, 'PATCH', `?id=eq.${own}`, { title: 'Own, edited' })).status).toBe(204);
    await refused(await write(author, 'PATCH', `?id=eq.${theirs}`, { title: 'Not mine' }));
    await refused(await write(author, 'PATCH', `?id=eq.${ownLive}`, { title: 'Live, mine' }));
    await refused(await write(author, 'PATCH', `?id=eq.${keyMade}`, { title: 'Made by the key' }));
    // A filter that reaches one other post refuses the whole request: nothing changes.
    await refused(await write(author, 'PATCH', `?id=in.(${own},${theirs})`, { excerpt: 'both' }));
    await refused(await write(author, 'PATCH', '?slug=like.*-draft', { excerpt: 'wide' }));
    const excerpts = await env.DB.prepare('SELECT excerpt FROM blog_posts WHERE id IN (?, ?)').bind(own, theirs).all<{ excerpt: string }>();
    expect(excerpts.results.map((r) => r.excerpt)).not.toContain('both');
    // The other author and an editor are unchanged by this: the editor edits anyone's.
    expect((await write(editor, 'PATCH', `?id=eq.${theirs}`, { title: 'Edited by an editor' })).status).toBe(204);
  });

  it('never publishes: not through status, nor status with a date, nor upsert, nor the staff key path', async () => {
    const own = await post('own-to-publish', 'draft', author.personId);
    await refused(await write(author, 'PATCH', `?id=eq.${own}`, { status: 'published' }));
    await refused(await write(author, 'PATCH', `?id=eq.${own}`, { status: 'published', date_published: '2020-01-01T00:00:00Z' }));
    // A date alone on a draft publishes nothing.
    expect((await write(author, 'PATCH', `?id=eq.${own}`, { date_published: '2020-01-01T00:00:00Z' })).status).toBe(204);
    await refused(await write(author, 'POST', '', { ...makePost('own-to-publish'), id: own, status: 'published' }, { prefer: 'resolution=merge-duplicates' }));
    await refused(
      await write(author, 'POST', '?on_conflict=slug', { ...makePost('own-to-publish'), status: 'published' }, { prefer: 'resolution=merge-duplicates' }),
    );
    expect(await statusOf(own)).toBe('draft');
    // Its own draft can be upserted as a draft.
    const upsert = await write(
      author,
      'POST',
      '?on_conflict=slug',
      { ...makePost('own-to-publish', { title: 'Upserted' }), status: 'draft' },
      {
        prefer: 'resolution=merge-duplicates',
      },
    );
    expect(upsert.status).toBe(201);
  });

  it("refuses an upsert over another person's post", async () => {
    const theirs = await post('theirs-upsert', 'draft', other.personId);
    await refused(
      await write(
        author,
        'POST',
        '?on_conflict=slug',
        { ...makePost('theirs-upsert', { title: 'Taken over' }), status: 'draft' },
        {
          prefer: 'resolution=merge-duplicates',
        },
      ),
    );
    await refused(await write(author, 'POST', '', [{ ...makePost('theirs-upsert'), id: theirs, status: 'draft' }], { prefer: 'resolution=merge-duplicates' }));
    expect((await env.DB.prepare('SELECT title FROM blog_posts WHERE id = ?').bind(theirs).first<{ title: string }>())?.title).toBe('Post theirs-upsert');
  });

  it('deletes their own draft, never another’s nor their own once published', async () => {
    const own = await post('own-delete', 'draft', author.personId);
    const ownLive = await post('own-delete-live', 'published', author.personId);
    const theirs = await post('theirs-delete', 'review', other.personId);
    await refused(await write(author, 'DELETE', `?id=eq.${ownLive}`));
    await refused(await write(author, 'DELETE', `?id=eq.${theirs}`));
    await refused(await write(author, 'DELETE', `?id=in.(${own},${theirs})`));
    expect(await statusOf(own)).toBe('draft');
    expect((await write(author, 'DELETE', `?id=eq.${own}`)).status).toBe(204);
    expect(await statusOf(own)).toBeUndefined();
    expect(await statusOf(theirs)).toBe('review');
  });

  it('PUT stays unsupported (405) and the key, on /rest/v1 directly, is unchanged', async () => {
    expect((await write(author, 'PUT', '?id=eq.1', {})).status).toBe(405);
    const theirs = await post('key-edits', 'draft', other.personId);
    const res = await api(`/rest/v1/blog_posts?id=eq.${theirs}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${STAFF_KEY}`, 'content-type': 'application/json', 'cf-connecting-ip': IP },
      body: JSON.stringify({ status: 'published' }),
    });
    expect(res.status).toBe(204);
    expect(await statusOf(theirs)).toBe('published');
  });

  it('reads every post through the staff proxy, drafts of others included', async () => {
    await post('readable-other-draft', 'draft', other.personId);
    const res = await write(author, 'GET', '?select=slug&slug=eq.readable-other-draft');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ slug: 'readable-other-draft' }]);
  });
});
