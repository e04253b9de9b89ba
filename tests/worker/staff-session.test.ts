/**
 * The staff session (GET/DELETE /staff/api/session, and a sign-in by emailed link to open one):
 * the cookie and its attributes, the session row behind it, what stops authenticating (tampered,
 * expired, revoked); and POST {key}, which no longer signs in but still counts wrong keys towards
 * the lockout, and bodies that are not a sign-in.
 */
import { env, SELF } from 'cloudflare:test';
import { generateSignedCookie } from 'hono/cookie';
import { describe, expect, it } from 'vitest';
import { isPgError, STAFF_KEY } from './api-helpers';
import { brokenDb } from './broken-db-helpers';
import { addPerson, emailedToken, ORIGIN, postJson, SESSION_URL, signInInit, staffRequest, staffSession } from './staff-helpers';

const IP = '203.0.113.10';

function sessionIdOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  return value.slice(0, value.lastIndexOf('.'));
}

async function sessionRows(): Promise<Array<{ id: string; created_at: string; expires_at: string; revoked_at: string | null }>> {
  const { results } = await env.DB.prepare('SELECT * FROM staff_sessions ORDER BY created_at').all<{
    id: string;
    created_at: string;
    expires_at: string;
    revoked_at: string | null;
  }>();
  return results;
}

/** GET /staff/api/leads with this cookie: 200 when it signs in, 401 when it does not. */
async function leadsStatus(cookie: string, ip = IP): Promise<number> {
  return (await staffRequest('/staff/api/leads', cookie, { ip })).status;
}

describe('signing in', () => {
  it('answers 204 and sets the session cookie with every attribute', async () => {
    const email = `session-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await addPerson('editor', email);
    expect((await postJson('/staff/api/sign-in/email', { email }, { ip: '203.0.113.16' })).status).toBe(202);
    const token = await emailedToken(email);
    const before = Date.now();
    const res = await postJson('/staff/api/sign-in/link', { token }, { ip: IP });
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The session cookie (the D1 bookmark cookie beside it is worker/db.ts's).
    const cookies = res.headers.getSetCookie().filter((c) => !c.startsWith('oakbright_d1='));
    expect(cookies).toHaveLength(1);
    const [pair, ...attributes] = cookies[0]!.split(';').map((s) => s.trim());
    expect(pair).toMatch(/^oakbright_staff=[^;]+$/);
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/staff', 'Max-Age=43200']));
    // The cookie carries a random session id and its signature, never the key or the link.
    expect(cookies[0]).not.toContain(STAFF_KEY);
    expect(cookies[0]).not.toContain(token);
    const id = sessionIdOf(pair!);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const row = (await sessionRows()).find((r) => r.id === id);
    expect(row).toBeDefined();
    expect(row!.revoked_at).toBeNull();
    const lifetime = Date.parse(row!.expires_at) - before;
    expect(lifetime).toBeGreaterThanOrEqual(12 * 3600 * 1000 - 5000);
    expect(lifetime).toBeLessThanOrEqual(12 * 3600 * 1000 + 5000);
    expect(JSON.stringify(await sessionRows())).not.toContain(STAFF_KEY);
  });

  it('says who is signed in, and how, on GET', async () => {
    const cookie = await staffSession(IP);
    const res = await staffRequest('/staff/api/session', cookie, { ip: IP });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { signedIn: boolean; via: string; expiresAt: string };
    expect(body).toEqual({
      signedIn: true,
      via: 'person',
      expiresAt: expect.any(String),
      person: { id: expect.any(String), name: 'Test owner', email: expect.stringMatching(/^owner-.*@example\.com$/), role: 'owner' },
    });
    const row = (await sessionRows()).find((r) => r.id === sessionIdOf(cookie));
    expect(body.expiresAt).toBe(row!.expires_at);
  });

  it('answers 401 {signedIn: false} without a session, saying whether Access is offered', async () => {
    const res = await SELF.fetch(SESSION_URL, { headers: { 'cf-connecting-ip': IP } });
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ signedIn: false, access: false });
  });

  it('lets the cookie into the staff API, where no cookie gets 401', async () => {
    const cookie = await staffSession(IP);
    expect(await leadsStatus(cookie)).toBe(200);
    const anonymous = await SELF.fetch(`${ORIGIN}/staff/api/leads`, { headers: { 'cf-connecting-ip': IP } });
    expect(anonymous.status).toBe(401);
    expect(isPgError(await anonymous.json())).toBe(true);
  });

  it('gives each sign-in its own session', async () => {
    const a = await staffSession(IP);
    const b = await staffSession(IP);
    expect(sessionIdOf(a)).not.toBe(sessionIdOf(b));
  });
});

describe('a cookie that does not sign in', () => {
  it('is refused when tampered with: another id, another signature, or a signed id with no session', async () => {
    const cookie = await staffSession(IP);
    const [name, value] = [cookie.slice(0, cookie.indexOf('=')), decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))];
    const dot = value.lastIndexOf('.');
    const id = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    const otherId = `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`;
    const otherSignature = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const forged = [
      `${name}=${encodeURIComponent(`${otherId}.${signature}`)}`,
      `${name}=${encodeURIComponent(`${id}.${otherSignature}`)}`,
      `${name}=${encodeURIComponent(id)}`,
      `${name}=${id}`,
      `${name}=`,
    ];
    for (const c of forged) expect(await leadsStatus(c), c).toBe(401);
    // Signed with the right key but naming no session row: the database decides, not the signature.
    const signedStranger = (await generateSignedCookie('oakbright_staff', crypto.randomUUID(), `staff-session:${STAFF_KEY}`)).split(';')[0]!;
    expect(await leadsStatus(signedStranger)).toBe(401);
    // The untouched cookie still works.
    expect(await leadsStatus(cookie)).toBe(200);
  });

  it('is refused once its session has expired', async () => {
    const cookie = await staffSession(IP);
    expect(await leadsStatus(cookie)).toBe(200);
    await env.DB.prepare('UPDATE staff_sessions SET expires_at = ? WHERE id = ?').bind('2001-01-01T00:00:00.000Z', sessionIdOf(cookie)).run();
    expect(await leadsStatus(cookie)).toBe(401);
    const res = await staffRequest('/staff/api/session', cookie, { ip: IP });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ signedIn: false, access: false });
    // The browser is told to drop it.
    expect(res.headers.get('set-cookie')).toMatch(/^oakbright_staff=;.*Max-Age=0/);
  });

  it('is refused after signing out (DELETE): the row is revoked and the cookie cleared', async () => {
    const cookie = await staffSession(IP);
    const other = await staffSession(IP);
    const res = await staffRequest('/staff/api/session', cookie, { method: 'DELETE', ip: IP });
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cleared = res.headers.get('set-cookie') ?? '';
    expect(cleared).toMatch(/^oakbright_staff=;/);
    expect(cleared).toContain('Max-Age=0');
    expect(cleared).toContain('Path=/staff');
    const row = (await sessionRows()).find((r) => r.id === sessionIdOf(cookie));
    expect(row!.revoked_at).not.toBeNull();
    // A browser that kept the cookie anyway gets nothing with it.
    expect(await leadsStatus(cookie)).toBe(401);
    expect((await staffRequest('/staff/api/session', cookie, { ip: IP })).status).toBe(401);
    // Other sessions are untouched.
    expect(await leadsStatus(other)).toBe(200);
  });

  it('signing out without a session still answers 204 and clears the cookie', async () => {
    const res = await SELF.fetch(SESSION_URL, { method: 'DELETE', headers: { origin: ORIGIN, 'cf-connecting-ip': IP } });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^oakbright_staff=;.*Max-Age=0/);
  });
});

describe('the staff key at /staff/api/session', () => {
  it('no longer signs in: 410 saying how to sign in now, no cookie, no session', async () => {
    const before = (await sessionRows()).length;
    const res = await SELF.fetch(SESSION_URL, signInInit(STAFF_KEY, '203.0.113.17'));
    expect(res.status).toBe(410);
    expect(res.headers.get('set-cookie')).toBeNull();
    const body = (await res.json()) as { message: string; hint: string };
    expect(body.message).toMatch(/no longer signs in/);
    expect(body.hint).toMatch(/passkey/);
    expect((await sessionRows()).length).toBe(before);
  });
});

describe('a wrong key', () => {
  it('is 401 with the API error, sets no cookie, stores nothing and does not echo the key', async () => {
    const wrong = 'not-the-staff-key-0123456789';
    const before = (await sessionRows()).length;
    const res = await SELF.fetch(SESSION_URL, signInInit(wrong, '203.0.113.11'));
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toBeNull();
    const text = await res.text();
    expect(isPgError(JSON.parse(text))).toBe(true);
    expect(text).not.toContain(wrong);
    expect((await sessionRows()).length).toBe(before);
  });

  it('is counted by the staff-key lockout: 429 once locked, for the right key too, and on /rest as well', async () => {
    // An address no other file uses: the limiter and the lockout outlive a test file.
    const ip = '2001:db8:5e55:12::1';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await SELF.fetch(SESSION_URL, signInInit(`wrong-${i}`, ip))).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const right = await SELF.fetch(SESSION_URL, signInInit(STAFF_KEY, ip));
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(right.headers.get('set-cookie')).toBeNull();
    expect(isPgError(await right.json())).toBe(true);
    // One lockout for the staff key wherever it is tried.
    const rest = await SELF.fetch(`${ORIGIN}/rest/v1/blog_posts?select=slug`, { headers: { authorization: `Bearer ${STAFF_KEY}`, 'cf-connecting-ip': ip } });
    expect(rest.status).toBe(429);
    // Another client is not affected (the key's own answer, not 429).
    expect((await SELF.fetch(SESSION_URL, signInInit(STAFF_KEY, '2001:db8:5e55:13::1'))).status).toBe(410);
  });
});

describe('a body that is not a sign-in', () => {
  const bodies: Array<[string, Record<string, string>, string]> = [
    ['not JSON', { 'content-type': 'application/json' }, 'key=test-service-key'],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }, `key=${STAFF_KEY}`],
    ['plain text', { 'content-type': 'text/plain' }, JSON.stringify({ key: STAFF_KEY })],
    ['no content type', {}, JSON.stringify({ key: STAFF_KEY })],
    ['a number key', { 'content-type': 'application/json' }, '{"key": 42}'],
    ['no key', { 'content-type': 'application/json' }, '{}'],
    ['an array', { 'content-type': 'application/json' }, `["${STAFF_KEY}"]`],
    ['a string', { 'content-type': 'application/json' }, `"${STAFF_KEY}"`],
    ['null', { 'content-type': 'application/json' }, 'null'],
    ['empty', { 'content-type': 'application/json' }, ''],
  ];

  it.each(bodies)('%s: 400 with the API error, no cookie, not counted as a wrong key', async (_name, headers, body) => {
    const ip = '203.0.113.14';
    const res = await SELF.fetch(SESSION_URL, { method: 'POST', headers: { origin: ORIGIN, 'cf-connecting-ip': ip, ...headers }, body });
    expect(res.status).toBe(400);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(isPgError(await res.json())).toBe(true);
  });

  it('after all of those the client is not locked out', async () => {
    expect((await SELF.fetch(SESSION_URL, signInInit(STAFF_KEY, '203.0.113.14'))).status).toBe(410);
  });

  it('a body over 16 kB is refused (413) without being read as a key', async () => {
    const res = await SELF.fetch(SESSION_URL, signInInit(`${STAFF_KEY}${'x'.repeat(17000)}`, '203.0.113.15'));
    expect(res.status).toBe(413);
    expect(isPgError(await res.json())).toBe(true);
  });
});

describe('when the database is unreachable', () => {
  const duringOutage = async (path: string, init: RequestInit) => {
    const { default: app } = await import('../../worker/index');
    return app.request(`${ORIGIN}${path}`, init, { ...env, DB: brokenDb });
  };

  it('sign-in, the session and the staff API answer 503 (try again), not 401, and are not cached', async () => {
    const cookie = await staffSession(IP);
    const calls: Array<[string, RequestInit]> = [
      [
        '/staff/api/sign-in/link',
        {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': IP },
          body: JSON.stringify({ token: 'x'.repeat(43) }),
        },
      ],
      ['/staff/api/session', { headers: { cookie, 'cf-connecting-ip': IP } }],
      ['/staff/api/session', { method: 'DELETE', headers: { cookie, origin: ORIGIN, 'cf-connecting-ip': IP } }],
      ['/staff/api/leads', { headers: { cookie, 'cf-connecting-ip': IP } }],
    ];
    for (const [path, init] of calls) {
      const res = await duringOutage(path, init);
      expect(res.status, `${init.method ?? 'GET'} ${path}`).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(isPgError(await res.json())).toBe(true);
    }
  });
});
