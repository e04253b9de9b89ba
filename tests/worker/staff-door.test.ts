/**
 * One staff door: every route the staff app mounts under /staff/api (read from the app itself, so
 * a route added later is covered without touching this test) refuses a request that is not staff,
 * and a wrong staff key there counts towards the same lockout as on /rest/v1 and /api/leads.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { staffApp } from '../../worker/staff-app';
import { ORIGIN } from './staff-helpers';

/** The staff routes as the app registers them: method and a concrete path (`:id` filled, `*` a segment). */
const routes = staffApp(() => new Response(null))
  .routes.filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
  .map((r) => ({ method: r.method, path: `/staff${r.path.replace(/:[a-z_]+/g, 'x').replace(/\*$/, 'blog_posts')}` }))
  .filter((r, i, all) => all.findIndex((o) => o.method === r.method && o.path === r.path) === i);

describe('every /staff/api route is behind the gate', () => {
  it('the app registers the routes of each resource (posts, leads, subscribers, media, sign-in)', () => {
    const paths = routes.map((r) => r.path).join(' ');
    for (const p of ['/staff/api/session', '/staff/api/leads', '/staff/api/subscribers', '/staff/api/media']) expect(paths).toContain(p);
  });

  // The sign-in routes are how one becomes staff: open by design, each checking for itself (staff-sign-in-*.test.ts).
  const signInRoute = (path: string) => path === '/staff/api/session' || path === '/staff/api/setup' || path.startsWith('/staff/api/sign-in/');

  it.each(routes.filter((r) => !signInRoute(r.path)))('$method $path: 401 without a session or key', async ({ method, path }) => {
    const res = await SELF.fetch(`${ORIGIN}${path}`, {
      method,
      headers: { origin: ORIGIN, 'cf-connecting-ip': '203.0.113.61', 'content-type': 'application/json' },
      body: method === 'GET' || method === 'HEAD' ? null : '{}',
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('one staff-key check on every door', () => {
  it('wrong keys counted at /rest/v1, /api/leads and /staff/api lock the client out of all three', async () => {
    const headers = { authorization: 'Bearer wrong-key', 'cf-connecting-ip': '203.0.113.62', origin: ORIGIN };
    const doors = ['/rest/v1/blog_posts?select=id', '/api/leads', '/staff/api/subscribers'];
    const seen: number[] = [];
    for (let i = 0; i < 12; i++) seen.push((await SELF.fetch(`${ORIGIN}${doors[i % 3]}`, { headers })).status);
    expect(seen.slice(0, 3)).toEqual([401, 401, 401]);
    expect(seen.at(-1)).toBe(429);
    // Locked out: the right key is refused at every door too.
    for (const door of doors)
      expect((await SELF.fetch(`${ORIGIN}${door}`, { headers: { ...headers, authorization: 'Bearer test-service-key' } })).status).toBe(429);
  });
});
