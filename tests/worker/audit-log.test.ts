/**
 * The audit log (worker/audit/): what staff actions write (posts through afterPostWrite, a lead's
 * stage, a subscriber removed), how owners and editors read it (JSON with filters and paging, CSV
 * with formula cells neutralised), who may not (401 visitors, 403 authors), that nothing can write
 * to it through the API (405), and the retention job that deletes entries older than a year.
 */
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost } from '../../shared/posts/post';
import { createDb } from '../../worker/db';
import type { AppEnv } from '../../worker/env';
import { runAuditRetention } from '../../worker/audit/retention';
import { afterPostWrite, type PostWrite } from '../../worker/posts/after-write';
import type { StaffActor } from '../../shared/staff/staff-roles';
import { parseCsv } from './csv-helpers';
import { staffRequest as keyRequest, withEnv } from './leads-helpers';
import { addSubscribers, staff } from './newsletter-helpers';
import { personSession, staffRequest } from './staff-helpers';

interface Entry {
  id: number;
  at: string;
  actor_id: string | null;
  actor: string;
  action: string;
  subject_type: string;
  subject_id: string;
  summary: string;
  detail: Record<string, unknown>;
}
interface Page {
  entries: Entry[];
  total: number;
  limit: number;
  offset: number;
  next_before: number | null;
}

const PAST = '2024-12-01T09:00:00.000Z';
const FUTURE = '2099-01-01T09:00:00.000Z';

function post(id: number, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id,
    slug: `audit-post-${id}`,
    title: `Audit post ${id}`,
    content: '<p>Body</p>',
    content_markdown: null,
    excerpt: '',
    category: 'Janitorial Services',
    date_published: PAST,
    featured_image: null,
    seo_title: null,
    seo_description: null,
    tags: [],
    author: 'Oakbright Facility Services',
    status: 'published',
    updated_at: PAST,
    ...overrides,
  } as BlogPost;
}

/** Runs afterPostWrite inside a real request of `actor`, as the write paths do. */
async function afterWrites(actor: StaffActor, writes: PostWrite[]): Promise<void> {
  const app = new Hono<AppEnv>();
  app.post('/write', async (c) => {
    c.set('db', createDb(env.DB));
    c.set('actor', actor);
    await afterPostWrite(c, writes);
    return c.body(null, 204);
  });
  const res = await app.request('/write', { method: 'POST', headers: { 'cf-connecting-ip': '198.51.100.9' } }, withEnv());
  expect(res.status).toBe(204);
}

async function read(query: string, path = '/api/audit'): Promise<Page> {
  const res = await keyRequest(`${path}${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as Page;
}

const editor: StaffActor = { kind: 'person', id: 'person-editor-1', name: 'Erin Editor', email: 'erin@example.com', role: 'editor' };

describe('post writes', () => {
  beforeAll(async () => {
    await afterWrites(editor, [
      { before: null, after: post(901, { status: 'draft' }) },
      { before: post(902, { status: 'draft' }), after: post(902) },
      { before: post(903, { status: 'draft' }), after: post(903, { date_published: FUTURE }) },
      { before: post(904), after: post(904, { status: 'draft' }) },
      { before: post(905), after: null },
      { before: post(906), after: post(906, { title: 'Audit post 906, retitled', slug: 'audit-post-906-new' }) },
      { before: post(907), after: post(907, { content: '<p>Old</p>' }), restoredFrom: 12 },
      { before: post(908), after: post(908) },
    ]);
  });

  it('records one entry per changed row, classified by the state before and after, as the actor', async () => {
    const { entries } = await read('?action=post&actor=person-editor-1&limit=20');
    const byPost = new Map(entries.map((e) => [e.subject_id, e]));
    expect(Object.fromEntries([...byPost].map(([id, e]) => [id, e.action]))).toEqual({
      '901': 'post.create',
      '902': 'post.publish',
      '903': 'post.schedule',
      '904': 'post.unpublish',
      '905': 'post.delete',
      '906': 'post.update',
      '907': 'post.restore',
    });
    expect(byPost.get('902')).toMatchObject({ subject_type: 'post', actor: 'Erin Editor <erin@example.com>', summary: 'Published “Audit post 902”' });
    expect(byPost.get('906')!.summary).toContain('audit-post-906-new');
    expect(byPost.get('906')!.detail).toMatchObject({ old_slug: 'audit-post-906', fields: expect.arrayContaining(['title', 'slug']) });
    expect(byPost.get('907')!.detail).toMatchObject({ revision: 12 });
  });

  it('filters by one action, by subject, and pages with a before cursor', async () => {
    const publish = await read('?action=post.publish');
    expect(publish.entries.map((e) => e.subject_id)).toEqual(['902']);
    const subject = await read('?subject_type=post&subject_id=904');
    expect(subject.entries.map((e) => e.action)).toEqual(['post.unpublish']);
    const first = await read('?action=post&limit=3');
    expect(first.entries).toHaveLength(3);
    expect(first.total).toBe(7);
    expect(first.entries[0]!.id).toBeGreaterThan(first.entries[2]!.id);
    const second = await read(`?action=post&limit=3&before=${first.next_before}`);
    expect(second.entries.map((e) => e.id).every((id) => id < first.next_before!)).toBe(true);
    expect(new Set([...first.entries, ...second.entries].map((e) => e.id)).size).toBe(6);
  });

  it('refuses an unknown filter or a malformed one with 400', async () => {
    for (const q of ['?colour=red', '?action=post%25', '?from=yesterday', '?limit=0', '?offset=1&before=5']) {
      const res = await keyRequest(`/api/audit${q}`);
      expect(res.status, q).toBe(400);
    }
  });
});

describe('staff actions outside posts', () => {
  it('a lead moved to another stage: lead.stage, "Moved lead from New to Contacted"', async () => {
    await env.DB.prepare(
      "INSERT INTO leads (id, kind, contact_key, email, name) VALUES ('audit-lead', 'quote', 'email:a@example.com', 'a@example.com', 'Ann')",
    ).run();
    const res = await keyRequest('/api/leads/audit-lead', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'contacted' }),
    });
    expect(res.status).toBe(200);
    const { entries } = await read('?action=lead&subject_id=audit-lead');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'lead.stage', actor: 'Staff key (automation)', summary: 'Moved lead from New to Contacted' });
    expect(entries[0]!.detail).toMatchObject({ from: 'new', to: 'contacted' });
    // The same stage again changes nothing and records nothing.
    await keyRequest('/api/leads/audit-lead', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'contacted' }),
    });
    expect((await read('?action=lead&subject_id=audit-lead')).entries).toHaveLength(1);
  });

  it('a subscriber removed: subscriber.delete, without the address', async () => {
    await addSubscribers(['gone@example.com']);
    const row = await env.DB.prepare("SELECT id FROM newsletter_subscribers WHERE email = 'gone@example.com'").first<{ id: number }>();
    expect((await staff('DELETE', `/subscribers/${row!.id}`)).status).toBe(204);
    const { entries } = await read(`?action=subscriber.delete&subject_id=${row!.id}`);
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0])).not.toContain('gone@example.com');
  });
});

describe('who may read it', () => {
  it('401 for a visitor, 403 for an author, 200 for an editor, at /staff/api/audit', async () => {
    expect((await keyRequest('/api/audit', {}, '198.51.100.201', '')).status).toBe(401);
    const author = await personSession('author');
    const refused = await staffRequest('/staff/api/audit', author.cookie);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/audit log/);
    expect((await staffRequest('/staff/api/audit.csv', author.cookie)).status).toBe(403);
    const ed = await personSession('editor');
    expect((await staffRequest('/staff/api/audit', ed.cookie)).status).toBe(200);
  });

  it('offers no way to write, change or delete an entry (405)', async () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      for (const path of ['/api/audit', '/api/audit/1', '/api/audit.csv']) {
        const res = await keyRequest(path, { method, headers: { 'content-type': 'application/json' }, body: method === 'DELETE' ? undefined : '{}' });
        expect(res.status, `${method} ${path}`).toBe(405);
      }
    }
  });
});

describe('CSV', () => {
  it('the same filters as a download; a cell that would run as a formula (a name staff typed) starts with an apostrophe', async () => {
    const sly: StaffActor = { kind: 'person', id: 'person-sly', name: '=HYPERLINK("http://evil.example")', email: 'sly@example.com', role: 'editor' };
    await afterWrites(sly, [{ before: null, after: post(950, { status: 'draft' }) }]);
    const res = await keyRequest('/api/audit.csv?subject_type=post&subject_id=950');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parseCsv(await res.text());
    expect(header).toEqual(['id', 'at', 'actor', 'actor_id', 'action', 'subject_type', 'subject_id', 'summary', 'detail', 'ip']);
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
    expect(row).toMatchObject({
      action: 'post.create',
      actor_id: 'person-sly',
      subject_id: '950',
      ip: '198.51.100.9',
      summary: 'Created the draft “Audit post 950”',
    });
    expect(row.actor).toBe(`'=HYPERLINK("http://evil.example") <sly@example.com>`);
    expect(JSON.parse(row.detail!)).toMatchObject({ slug: 'audit-post-950', to: 'draft' });
  });
});

describe('retention', () => {
  it('deletes entries older than a year and keeps the rest; a younger entry cannot be deleted at all', async () => {
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
    const recent = new Date(Date.now() - 300 * 86_400_000).toISOString();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO audit_log (at, actor, action, subject_id) VALUES (?, 'Old', 'retention.test', 'old')").bind(old),
      env.DB.prepare("INSERT INTO audit_log (at, actor, action, subject_id) VALUES (?, 'Recent', 'retention.test', 'recent')").bind(recent),
    ]);
    await runAuditRetention(withEnv());
    const { results } = await env.DB.prepare("SELECT subject_id FROM audit_log WHERE action = 'retention.test'").all<{ subject_id: string }>();
    expect(results.map((r) => r.subject_id)).toEqual(['recent']);
    await expect(env.DB.prepare("DELETE FROM audit_log WHERE action = 'retention.test'").run()).rejects.toThrow(/kept for a year/);
  });
});
