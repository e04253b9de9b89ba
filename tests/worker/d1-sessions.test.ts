/**
 * Reads through D1's Sessions API (worker/db.ts): visitors may be served by any replica, a staff
 * member continues from the bookmark of their own previous request (so their write is visible to
 * their next read), and the staff proxy hands its session to the API it calls, so the write made
 * there moves the bookmark the staff keep. The binding is wrapped to record how each request opens
 * its session; the database underneath is the real local D1.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { makePost } from './api-helpers';
import { ORIGIN, staffRequest, staffSession } from './staff-helpers';

/** The real D1 binding, recording the argument of every withSession call. */
function recordingDb(calls: string[]): D1Database {
  return new Proxy(env.DB, {
    get(target, prop) {
      if (prop === 'withSession')
        return (arg: string) => {
          calls.push(arg);
          return target.withSession(arg);
        };
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const send = (calls: string[], path: string, init: RequestInit = {}) => worker.request(`${ORIGIN}${path}`, init, { ...env, DB: recordingDb(calls) });

const bookmarkCookie = (res: Response) => /oakbright_d1=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? null;

describe('how a request opens its D1 session', () => {
  it('a visitor reads from wherever is nearest', async () => {
    const calls: string[] = [];
    expect((await send(calls, '/rest/v1/blog_posts?select=slug&limit=1')).status).toBe(200);
    expect(calls).toEqual(['first-unconstrained']);
  });

  it('the staff key starts at the primary', async () => {
    const calls: string[] = [];
    await send(calls, '/rest/v1/blog_posts?select=slug&limit=1', { headers: { authorization: 'Bearer test-service-key' } });
    expect(calls).toEqual(['first-primary']);
  });

  it('a staff request continues from the bookmark it brings; a forged one is ignored', async () => {
    const cookie = await staffSession('203.0.113.71');
    const calls: string[] = [];
    const bookmark = '00000001-00000002-00004f6b-0123456789abcdef0123456789abcdef';
    await send(calls, '/staff/api/session', { headers: { cookie: `${cookie}; oakbright_d1=${bookmark}`, 'cf-connecting-ip': '203.0.113.71' } });
    await send(calls, '/staff/api/session', { headers: { cookie: `${cookie}; oakbright_d1=%27%3B%20drop`, 'cf-connecting-ip': '203.0.113.71' } });
    expect(calls).toEqual([bookmark, 'first-primary']);
  });

  it('a write through the staff proxy and the read after it share one session per request', async () => {
    const cookie = await staffSession('203.0.113.72');
    const calls: string[] = [];
    const res = await send(calls, '/staff/api/rest/v1/blog_posts', {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'cf-connecting-ip': '203.0.113.72', 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify(makePost('d1-session-proxied')),
    });
    expect(res.status).toBe(201);
    // One session for the staff request; the in-process API call used it instead of opening its own.
    expect(calls).toEqual(['first-primary']);
  });
});

describe('a staff member reads their own write', () => {
  it('the write answers with a bookmark, and the next read with it sees the post', async () => {
    const ip = '203.0.113.73';
    const cookie = await staffSession(ip);
    const write = await staffRequest('/staff/api/rest/v1/blog_posts', cookie, {
      ip,
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify(makePost('d1-session-own-write', { status: 'draft' })),
    });
    expect(write.status).toBe(201);
    const bookmark = bookmarkCookie(write);
    expect(bookmark).toMatch(/^[0-9a-f-]+$/i);
    expect(write.headers.get('set-cookie')).toMatch(/Path=\/staff;.*HttpOnly/);
    const read = await staffRequest('/staff/api/rest/v1/blog_posts?select=slug,status&slug=eq.d1-session-own-write', `${cookie}; oakbright_d1=${bookmark}`, {
      ip,
    });
    expect(await read.json()).toEqual([{ slug: 'd1-session-own-write', status: 'draft' }]);
  });

  it('visitors get no bookmark cookie', async () => {
    const res = await SELF.fetch(`${ORIGIN}/rest/v1/blog_posts?select=slug&limit=1`);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});
