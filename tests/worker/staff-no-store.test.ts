/**
 * Nothing under /staff/api is ever kept by a cache: every answer, whatever made it (sign-in,
 * the gate's refusals, the proxied public APIs, errors, unknown paths), is `Cache-Control: no-store`
 * and carries no CORS headers.
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, expect, it } from 'vitest';
import { insertDirect, makePost, STAFF_KEY } from './api-helpers';
import { ORIGIN, SESSION_URL, signInInit, staffRequest, staffSession } from './staff-helpers';

const IP = '203.0.113.95';
let cookie: string;

beforeAll(async () => {
  await insertDirect([makePost('no-store-post'), makePost('no-store-other')]);
  cookie = await staffSession(IP);
});

type Call = [label: string, expected: number, send: () => Promise<Response>];

const anonymous = (path: string, init: RequestInit = {}) =>
  SELF.fetch(`${ORIGIN}${path}`, { ...init, headers: { 'cf-connecting-ip': IP, ...(init.headers as Record<string, string>) } });

const calls: Call[] = [
  ['sign-in with the retired key', 410, () => SELF.fetch(SESSION_URL, signInInit(STAFF_KEY, IP))],
  [
    'sign-in link asked for',
    202,
    () =>
      anonymous('/staff/api/sign-in/email', {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: '{"email":"nobody@example.com"}',
      }),
  ],
  ['sign-in, wrong key', 401, () => SELF.fetch(SESSION_URL, signInInit('wrong', '203.0.113.96'))],
  [
    'sign-in, bad body',
    400,
    () => anonymous('/staff/api/session', { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: '[' }),
  ],
  ['session, signed in', 200, () => staffRequest('/staff/api/session', cookie, { ip: IP })],
  ['session, signed out', 401, () => anonymous('/staff/api/session')],
  ['cross-site write', 403, () => anonymous('/staff/api/session', { method: 'POST', headers: { origin: 'https://evil.example' } })],
  ['no session', 401, () => anonymous('/staff/api/rest/v1/blog_posts')],
  ['posts', 200, () => staffRequest('/staff/api/rest/v1/blog_posts?select=slug&slug=eq.no-store-post', cookie, { ip: IP })],
  [
    'posts, a range',
    206,
    () => staffRequest('/staff/api/rest/v1/blog_posts?select=slug', cookie, { ip: IP, headers: { range: '0-0', prefer: 'count=exact' } }),
  ],
  ['posts, HEAD', 200, () => staffRequest('/staff/api/rest/v1/blog_posts', cookie, { ip: IP, method: 'HEAD' })],
  ['posts, bad query', 400, () => staffRequest('/staff/api/rest/v1/blog_posts?order=nope.sideways', cookie, { ip: IP })],
  [
    'posts, insert',
    201,
    () =>
      staffRequest('/staff/api/rest/v1/blog_posts', cookie, {
        ip: IP,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(makePost('no-store-insert')),
      }),
  ],
  ['leads', 200, () => staffRequest('/staff/api/leads', cookie, { ip: IP })],
  ['leads CSV', 200, () => staffRequest('/staff/api/leads.csv', cookie, { ip: IP })],
  ['a lead that is not there', 404, () => staffRequest('/staff/api/leads/nope', cookie, { ip: IP })],
  ['an unknown staff path', 404, () => staffRequest('/staff/api/nothing-here', cookie, { ip: IP })],
  ['sign-out', 204, () => staffRequest('/staff/api/session', cookie, { ip: IP, method: 'DELETE' })],
];

it.each(calls)('%s: %i, no-store, no CORS', async (_label, expected, send) => {
  const res = await send();
  expect(res.status).toBe(expected);
  expect(res.headers.get('cache-control')).toBe('no-store');
  for (const [name] of res.headers) expect(name).not.toMatch(/^access-control-/);
});
