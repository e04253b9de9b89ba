/**
 * Cross-site request forgery: every request under /staff/api that may change something must come
 * from this site's own origin. Without an Origin, or with another one, it is 403 with the API's
 * JSON error and nothing changes: no sign-in, no sign-out, no write. Reads need no Origin.
 */
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertDirect, isPgError, makePost, STAFF_KEY, tableFingerprint } from './api-helpers';
import { sendLead } from './leads-helpers';
import { ORIGIN, SESSION_URL, signInInit, staffRequest, staffSession } from './staff-helpers';

const IP = '203.0.113.30';
const FOREIGN_ORIGINS = ['https://evil.example', 'http://localhost.evil.example', 'https://localhost', 'http://localhost:8080', 'null'];

async function sessionCount(): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS n FROM staff_sessions').first<{ n: number }>())!.n;
}

async function expectRefused(res: Response): Promise<void> {
  expect(res.status).toBe(403);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('set-cookie')).toBeNull();
  expect(isPgError(await res.json())).toBe(true);
}

let cookie: string;

beforeAll(async () => {
  await insertDirect([makePost('csrf-target')]);
  cookie = await staffSession(IP);
});

describe('signing in from elsewhere', () => {
  it('without an Origin: 403, no session', async () => {
    const before = await sessionCount();
    await expectRefused(await SELF.fetch(SESSION_URL, signInInit(STAFF_KEY, IP, { origin: '' })));
    const headers = new Headers({ 'content-type': 'application/json', 'cf-connecting-ip': IP });
    await expectRefused(await SELF.fetch(SESSION_URL, { method: 'POST', headers, body: JSON.stringify({ key: STAFF_KEY }) }));
    // Sec-Fetch-Site alone is not taken in place of an Origin.
    headers.set('sec-fetch-site', 'same-origin');
    await expectRefused(await SELF.fetch(SESSION_URL, { method: 'POST', headers, body: JSON.stringify({ key: STAFF_KEY }) }));
    expect(await sessionCount()).toBe(before);
  });

  it.each(FOREIGN_ORIGINS)('from %s: 403, no session', async (origin) => {
    const before = await sessionCount();
    await expectRefused(await SELF.fetch(SESSION_URL, signInInit(STAFF_KEY, IP, { origin })));
    expect(await sessionCount()).toBe(before);
  });

  it('a wrong key from elsewhere is refused before it is counted', async () => {
    const ip = '203.0.113.31';
    for (let i = 0; i < 12; i++) await expectRefused(await SELF.fetch(SESSION_URL, signInInit(`wrong-${i}`, ip, { origin: 'https://evil.example' })));
    // Not locked out: the right key gets its own answer (410: the key no longer signs in), not 429.
    expect((await SELF.fetch(SESSION_URL, signInInit(STAFF_KEY, ip))).status).toBe(410);
  });
});

describe('changing things with a valid session, from elsewhere', () => {
  it('a post written without an Origin: 403, the table unchanged', async () => {
    const before = await tableFingerprint();
    const body = JSON.stringify(makePost('csrf-new-post'));
    const res = await SELF.fetch(`${ORIGIN}/staff/api/rest/v1/blog_posts`, {
      method: 'POST',
      headers: { cookie, 'cf-connecting-ip': IP, 'content-type': 'application/json', prefer: 'return=representation' },
      body,
    });
    await expectRefused(res);
    expect(await tableFingerprint()).toEqual(before);
  });

  it.each(FOREIGN_ORIGINS)('PATCH and DELETE of a post from %s: 403, the table unchanged', async (origin) => {
    const before = await tableFingerprint();
    const path = '/staff/api/rest/v1/blog_posts?slug=eq.csrf-target';
    await expectRefused(
      await staffRequest(path, cookie, { method: 'PATCH', ip: IP, headers: { origin, 'content-type': 'application/json' }, body: '{"title":"Owned"}' }),
    );
    await expectRefused(await staffRequest(path, cookie, { method: 'DELETE', ip: IP, headers: { origin } }));
    // A form post, the classic forgery, too.
    await expectRefused(
      await staffRequest(path, cookie, { method: 'POST', ip: IP, headers: { origin, 'content-type': 'application/x-www-form-urlencoded' }, body: 'title=x' }),
    );
    expect(await tableFingerprint()).toEqual(before);
  });

  it("a lead's status changed from elsewhere: 403, the lead unchanged", async () => {
    const res = await sendLead('quote', { email: 'csrf-lead@example.com' }, { ip: '203.0.113.32' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await expectRefused(
      await staffRequest(`/staff/api/leads/${id}`, cookie, {
        method: 'PATCH',
        ip: IP,
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        body: '{"status":"spam"}',
      }),
    );
    const row = await env.DB.prepare('SELECT status FROM leads WHERE id = ?').bind(id).first<{ status: string }>();
    expect(row!.status).toBe('new');
  });

  it('signing out from elsewhere: 403, the session still valid', async () => {
    await expectRefused(await staffRequest('/staff/api/session', cookie, { method: 'DELETE', ip: IP, headers: { origin: 'https://evil.example' } }));
    const noOrigin = await SELF.fetch(SESSION_URL, { method: 'DELETE', headers: { cookie, 'cf-connecting-ip': IP } });
    await expectRefused(noOrigin);
    expect((await staffRequest('/staff/api/session', cookie, { ip: IP })).status).toBe(200);
  });

  it('the staff key header does not excuse a missing Origin either', async () => {
    const before = await tableFingerprint();
    const res = await SELF.fetch(`${ORIGIN}/staff/api/rest/v1/blog_posts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${STAFF_KEY}`, 'cf-connecting-ip': IP, 'content-type': 'application/json' },
      body: JSON.stringify(makePost('csrf-key-post')),
    });
    await expectRefused(res);
    expect(await tableFingerprint()).toEqual(before);
  });
});

describe('from this site', () => {
  it('reads need no Origin', async () => {
    const res = await SELF.fetch(`${ORIGIN}/staff/api/rest/v1/blog_posts?select=slug&slug=eq.csrf-target`, { headers: { cookie, 'cf-connecting-ip': IP } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ slug: 'csrf-target' }]);
  });

  it('the same write with its own Origin goes through', async () => {
    const res = await staffRequest('/staff/api/rest/v1/blog_posts?slug=eq.csrf-target', cookie, {
      method: 'PATCH',
      ip: IP,
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
      body: '{"title":"Changed by staff"}',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Array<{ title: string }>)[0]!.title).toBe('Changed by staff');
  });
});
