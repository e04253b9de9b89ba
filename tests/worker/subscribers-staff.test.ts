/**
 * The staff's newsletter subscribers (/staff/api): the list newest first with a case-insensitive
 * search, the CSV download (quoted, formula cells neutralised, dates on Ocala's clock, a working
 * unsubscribe link per address), removal by id; staff only (401 otherwise) and never cached.
 */
import { env, SELF } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../shared/schema';
import type { AppEnv } from '../../worker/env';
import { createDb } from '../../worker/db';
import { staffSubscribersApi } from '../../worker/newsletter/staff-routes';
import { fromIp, isPgError, staffHeaders } from './api-helpers';
import { brokenDb } from './broken-db-helpers';
import { parseCsv } from './csv-helpers';

const IP = '203.0.113.91';
const ORIGIN = 'http://localhost';

const ROWS = [
  { email: 'oldest@example.com', created_at: '2026-01-01T09:00:00.000Z', source: '/insights', confirmed_at: '2026-01-01T09:05:00.000Z' },
  { email: 'anna.bell@corp.example', created_at: '2026-02-01T09:00:00.000Z', source: '/insights/spring-cleaning' },
  { email: 'ANNA-shop@example.org', created_at: '2026-03-01T09:00:00.000Z', source: '' },
  { email: '=cmd@evil.example', created_at: '2026-04-01T09:00:00.000Z', source: '=HYPERLINK("http://evil.example","click"), "quoted"' },
  // Waiting for its confirmation link.
  { email: 'newest@example.com', created_at: '2026-05-01T09:00:00.000Z', source: '+1, -2 @3', confirmed_at: null },
];

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM newsletter_subscribers').run();
  const db = drizzle(env.DB);
  for (const row of ROWS) await db.insert(newsletterSubscribers).values(row);
});

const staffGet = (path: string) => SELF.fetch(`${ORIGIN}/staff/api${path}`, { headers: staffHeaders(IP) });

type Listed = { id: number; email: string; created_at: string; source: string; confirmed_at: string | null };

describe('GET /staff/api/subscribers', () => {
  it('lists every subscriber newest first with id, email, created_at, source and confirmed_at, never cached', async () => {
    const res = await staffGet('/subscribers');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const list = (await res.json()) as Listed[];
    expect(list.map((s) => s.email)).toEqual(ROWS.map((r) => r.email).reverse());
    for (const s of list) expect(Object.keys(s).sort()).toEqual(['confirmed_at', 'created_at', 'email', 'id', 'source']);
    expect(list[0]).toMatchObject({ email: 'newest@example.com', created_at: '2026-05-01T09:00:00.000Z', source: '+1, -2 @3', confirmed_at: null });
    expect(list.at(-1)).toMatchObject({ email: 'oldest@example.com', confirmed_at: '2026-01-01T09:05:00.000Z' });
    expect(typeof list[0]!.id).toBe('number');
  });

  it('?q= keeps the addresses containing the text, whatever its case; wildcards and quotes are plain text', async () => {
    const search = async (q: string) => ((await (await staffGet(`/subscribers?q=${encodeURIComponent(q)}`)).json()) as Listed[]).map((s) => s.email);
    expect(await search('anna')).toEqual(['ANNA-shop@example.org', 'anna.bell@corp.example']);
    expect(await search('EXAMPLE.COM')).toEqual(['newest@example.com', 'oldest@example.com']);
    expect(await search('  bell@  ')).toEqual(['anna.bell@corp.example']);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search("' OR 1=1 --")).toEqual([]);
    expect(await search('')).toHaveLength(ROWS.length);
  });
});

describe('GET /staff/api/subscribers.csv', () => {
  it('a CSV download: header row, the columns in order, quoted, formula cells neutralised', async () => {
    const res = await staffGet('/subscribers.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const rows = parseCsv(await res.text());
    expect(rows[0]).toEqual(['id', 'email', 'created_at', 'source', 'confirmed_at', 'unsubscribe_url']);
    const byEmail = new Map(rows.slice(1).map((r) => [r[1]!.replace(/^'/, ''), r]));
    expect(rows.slice(1).map((r) => r[1])).toEqual([
      'newest@example.com',
      "'=cmd@evil.example",
      'ANNA-shop@example.org',
      'anna.bell@corp.example',
      'oldest@example.com',
    ]);
    expect(byEmail.get('=cmd@evil.example')![3]).toBe(`'=HYPERLINK("http://evil.example","click"), "quoted"`);
    expect(byEmail.get('newest@example.com')![3]).toBe("'+1, -2 @3");
    // Pending: empty; confirmed: on Ocala's clock like created_at.
    expect(byEmail.get('newest@example.com')![4]).toBe('');
    expect(byEmail.get('oldest@example.com')![4]).toBe('2026-01-01T04:05:00.000-05:00');
    for (const row of rows.slice(1)) {
      expect(row).toHaveLength(6);
      expect(row[0]).toMatch(/^\d+$/);
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('created_at is on Ocala’s clock with its offset, standard and daylight; the JSON list keeps UTC', async () => {
    const rows = parseCsv(await (await staffGet('/subscribers.csv')).text());
    const createdAt = new Map(rows.slice(1).map((r) => [r[1]!.replace(/^'/, ''), r[2]]));
    expect(createdAt.get('oldest@example.com')).toBe('2026-01-01T04:00:00.000-05:00');
    expect(createdAt.get('newest@example.com')).toBe('2026-05-01T05:00:00.000-04:00');
    for (const row of ROWS) expect(Date.parse(createdAt.get(row.email)!)).toBe(Date.parse(row.created_at));
  });

  it('each unsubscribe_url is on the public site and unsubscribes exactly that address', async () => {
    const rows = parseCsv(await (await staffGet('/subscribers.csv?q=anna.bell')).text());
    expect(rows).toHaveLength(2);
    const link = new URL(rows[1]![5]!);
    expect(link.origin).toBe(env.SITE_URL);
    expect(link.pathname).toBe('/newsletter/unsubscribe');
    const local = `${ORIGIN}${link.pathname}${link.search}`;
    const confirm = await SELF.fetch(local);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('anna.bell@corp.example');
    const removed = await SELF.fetch(local, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(removed.status).toBe(200);
    await removed.arrayBuffer();
    const left = ((await (await staffGet('/subscribers')).json()) as Listed[]).map((s) => s.email);
    expect(left).not.toContain('anna.bell@corp.example');
    expect(left).toHaveLength(ROWS.length - 1);
  });
});

describe('DELETE /staff/api/subscribers/:id', () => {
  const del = (id: string | number, headers = staffHeaders(IP)) =>
    SELF.fetch(`${ORIGIN}/staff/api/subscribers/${id}`, { method: 'DELETE', headers: { origin: ORIGIN, ...headers } });

  it('204 and the subscriber is gone; again: 404 JSON', async () => {
    const list = (await (await staffGet('/subscribers')).json()) as Listed[];
    const target = list.find((s) => s.email === 'oldest@example.com')!;
    const res = await del(target.id);
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('');
    const after = (await (await staffGet('/subscribers')).json()) as Listed[];
    expect(after.map((s) => s.email)).not.toContain('oldest@example.com');
    expect(after).toHaveLength(ROWS.length - 1);
    const again = await del(target.id);
    expect(again.status).toBe(404);
    expect(isPgError(await again.json())).toBe(true);
  });

  it('an id that is not a number, or no such id: 404, nothing removed', async () => {
    for (const id of ['999999', 'abc', '1.5', '-1', '0', '1e3', '99999999999999999999']) {
      const res = await del(id);
      expect(res.status, id).toBe(404);
      expect(isPgError(await res.json())).toBe(true);
    }
    expect((await (await staffGet('/subscribers')).json()) as Listed[]).toHaveLength(ROWS.length);
  });
});

describe('the database failing', () => {
  it('503 JSON with Retry-After, never cached', async () => {
    const { default: worker } = await import('../../worker/index');
    for (const [method, path] of [
      ['GET', '/subscribers'],
      ['GET', '/subscribers.csv'],
      ['DELETE', '/subscribers/1'],
    ]) {
      const res = await worker.request(`${ORIGIN}/staff/api${path}`, { method, headers: { origin: ORIGIN, ...staffHeaders(IP) } }, { ...env, DB: brokenDb });
      expect(res.status, `${method} ${path}`).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(isPgError(await res.json())).toBe(true);
    }
  });
});

describe('staff only', () => {
  const requests: Array<[string, string]> = [
    ['GET', '/subscribers'],
    ['GET', '/subscribers?q=anna'],
    ['GET', '/subscribers.csv'],
    ['DELETE', '/subscribers/1'],
  ];
  for (const [method, path] of requests) {
    it(`${method} ${path} without the staff key, or with the public key: 401 JSON, nothing removed`, async () => {
      for (const headers of [fromIp(IP), fromIp(IP, { apikey: 'test-anon-key', Authorization: 'Bearer test-anon-key' })]) {
        const res = await SELF.fetch(`${ORIGIN}/staff/api${path}`, { method, headers: { origin: ORIGIN, ...headers } });
        expect(res.status).toBe(401);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        const body = await res.json();
        expect(isPgError(body)).toBe(true);
        expect(JSON.stringify(body)).not.toContain('@');
      }
      expect((await (await staffGet('/subscribers')).json()) as Listed[]).toHaveLength(ROWS.length);
    });
  }

  it('the router refuses a request that is not staff even with no gate in front', async () => {
    const bare = new Hono<AppEnv>()
      .use('*', async (c, next) => {
        c.set('db', createDb(c.env.DB));
        c.set('isStaff', false);
        await next();
      })
      .route('/staff/api', staffSubscribersApi);
    for (const [method, path] of requests) {
      const res = await bare.request(`/staff/api${path}`, { method }, env);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(isPgError(await res.json())).toBe(true);
    }
    expect((await (await staffGet('/subscribers')).json()) as Listed[]).toHaveLength(ROWS.length);
  });
});
