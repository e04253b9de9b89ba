/**
 * The staff API answered by the public APIs in-process: /staff/api/rest/v1/* is /rest/v1/* and
 * /staff/api/leads* is /api/leads*, read and written with a session cookie as with the staff key.
 * Drafts and scheduled posts are the staff's to see; answers carry no cookies or CORS headers and
 * are never cached; the staff's own address is what lockout counts.
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertDirect, isPgError, makePost, STAFF_KEY } from './api-helpers';
import { sendLead } from './leads-helpers';
import { ORIGIN, SESSION_URL, signInInit, staffRequest, staffSession } from './staff-helpers';

const IP = '203.0.113.50';
const FUTURE = '2999-01-01T00:00:00.000Z';
const SLUGS = ['proxy-public', 'proxy-draft', 'proxy-scheduled'];

let cookie: string;

beforeAll(async () => {
  await insertDirect([
    makePost('proxy-public'),
    makePost('proxy-draft', { status: 'draft' }),
    makePost('proxy-scheduled', { status: 'published', date_published: FUTURE }),
  ]);
  cookie = await staffSession(IP);
});

function expectStaffAnswer(res: Response): void {
  expect(res.headers.get('cache-control')).toBe('no-store');
  // No cookie of the inner API's comes back; the only one is the staff's D1 bookmark (worker/db.ts).
  expect(res.headers.getSetCookie().filter((c) => !c.startsWith('oakbright_d1='))).toEqual([]);
  for (const [name] of res.headers) expect(name).not.toMatch(/^access-control-/);
}

const inSlugs = `slug=in.(${SLUGS.join(',')})`;

describe('posts through /staff/api/rest/v1', () => {
  it('the staff see drafts and scheduled posts; anonymous readers of /rest/v1 see public posts only', async () => {
    const res = await staffRequest(`/staff/api/rest/v1/blog_posts?select=slug,status&${inSlugs}&order=slug`, cookie, { ip: IP });
    expect(res.status).toBe(200);
    expectStaffAnswer(res);
    expect(await res.json()).toEqual([
      { slug: 'proxy-draft', status: 'draft' },
      { slug: 'proxy-public', status: 'published' },
      { slug: 'proxy-scheduled', status: 'published' },
    ]);
    const anonymous = await SELF.fetch(`${ORIGIN}/rest/v1/blog_posts?select=slug&${inSlugs}`, { headers: { 'cf-connecting-ip': IP } });
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toEqual([{ slug: 'proxy-public' }]);
  });

  it('keeps the PostgREST grammar: filters, order, Range and Prefer: count=exact', async () => {
    const res = await staffRequest(`/staff/api/rest/v1/blog_posts?select=slug&${inSlugs}&order=slug.desc`, cookie, {
      ip: IP,
      headers: { prefer: 'count=exact', range: '0-1' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('0-1/3');
    expect(await res.json()).toEqual([{ slug: 'proxy-scheduled' }, { slug: 'proxy-public' }]);
    const single = await staffRequest('/staff/api/rest/v1/blog_posts?select=slug&slug=eq.proxy-draft', cookie, {
      ip: IP,
      headers: { accept: 'application/vnd.pgrst.object+json' },
    });
    expect(await single.json()).toEqual({ slug: 'proxy-draft' });
    const bad = await staffRequest('/staff/api/rest/v1/blog_posts?select=nope', cookie, { ip: IP });
    expect(bad.status).toBe(400);
    expect(isPgError(await bad.json())).toBe(true);
  });

  it('writes: insert a draft, update it, delete it, with Prefer: return=representation', async () => {
    const json = { 'content-type': 'application/json', prefer: 'return=representation' };
    const created = await staffRequest('/staff/api/rest/v1/blog_posts', cookie, {
      method: 'POST',
      ip: IP,
      headers: json,
      body: JSON.stringify(makePost('proxy-written', { status: 'draft' })),
    });
    expect(created.status).toBe(201);
    expectStaffAnswer(created);
    expect(((await created.json()) as Array<{ slug: string; status: string }>)[0]).toMatchObject({ slug: 'proxy-written', status: 'draft' });
    const updated = await staffRequest('/staff/api/rest/v1/blog_posts?slug=eq.proxy-written', cookie, {
      method: 'PATCH',
      ip: IP,
      headers: json,
      body: JSON.stringify({ title: 'Written by staff' }),
    });
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as Array<{ title: string }>)[0]!.title).toBe('Written by staff');
    const deleted = await staffRequest('/staff/api/rest/v1/blog_posts?slug=eq.proxy-written', cookie, { method: 'DELETE', ip: IP });
    expect(deleted.status).toBe(204);
    const gone = await staffRequest('/staff/api/rest/v1/blog_posts?select=slug&slug=eq.proxy-written', cookie, { ip: IP });
    expect(await gone.json()).toEqual([]);
  });

  it('HEAD answers the headers only', async () => {
    const res = await staffRequest(`/staff/api/rest/v1/blog_posts?${inSlugs}`, cookie, { method: 'HEAD', ip: IP, headers: { prefer: 'count=exact' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-2/3');
    expect(await res.text()).toBe('');
  });

  it('other tables and paths answer as /rest/v1 does, and cannot be walked out of', async () => {
    const other = await staffRequest('/staff/api/rest/v1/leads', cookie, { ip: IP });
    expect(other.status).toBe(404);
    expect(isPgError(await other.json())).toBe(true);
    // %2e%2e is a dot segment the URL parser resolves before the Worker sees it; %252e%252e reaches
    // the router as %2e%2e and would resolve in the inner request's URL.
    for (const path of ['/staff/api/rest/v1/%252e%252e/%252e%252e/api/newsletter', '/staff/api/leads/%252e%252e/%252e%252e/rest/v1/blog_posts']) {
      const res = await staffRequest(path, cookie, { ip: IP });
      expect(res.status, path).toBe(404);
      expectStaffAnswer(res);
    }
  });
});

describe('leads through /staff/api/leads', () => {
  let leadId: string;

  beforeAll(async () => {
    const res = await sendLead('quote', { email: 'proxy-lead@example.com', name: 'Proxy Lead' }, { ip: '203.0.113.51' });
    leadId = ((await res.json()) as { id: string }).id;
  });

  it('lists, filters, reads one, and exports CSV', async () => {
    const list = await staffRequest('/staff/api/leads?kind=quote&limit=500', cookie, { ip: IP });
    expect(list.status).toBe(200);
    expectStaffAnswer(list);
    const body = (await list.json()) as { leads: Array<{ id: string; email: string }>; total: number; limit: number };
    expect(body.limit).toBe(500);
    expect(body.leads.find((l) => l.id === leadId)).toMatchObject({ email: 'proxy-lead@example.com' });
    const filtered = await staffRequest('/staff/api/leads?status=won', cookie, { ip: IP });
    expect(((await filtered.json()) as { leads: Array<{ id: string }> }).leads.some((l) => l.id === leadId)).toBe(false);
    const one = await staffRequest(`/staff/api/leads/${leadId}`, cookie, { ip: IP });
    expect(one.status).toBe(200);
    expect(((await one.json()) as { name: string }).name).toBe('Proxy Lead');
    const csv = await staffRequest('/staff/api/leads.csv?kind=quote', cookie, { ip: IP });
    expect(csv.status).toBe(200);
    expectStaffAnswer(csv);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-/);
    expect(await csv.text()).toContain('proxy-lead@example.com');
    const missing = await staffRequest('/staff/api/leads/no-such-lead', cookie, { ip: IP });
    expect(missing.status).toBe(404);
    expect(isPgError(await missing.json())).toBe(true);
  });

  it('changes a status with PATCH', async () => {
    const res = await staffRequest(`/staff/api/leads/${leadId}`, cookie, {
      method: 'PATCH',
      ip: IP,
      headers: { 'content-type': 'application/json' },
      body: '{"status":"contacted"}',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { status: string }).status).toBe('contacted');
    const wrong = await staffRequest(`/staff/api/leads/${leadId}`, cookie, {
      method: 'PATCH',
      ip: IP,
      headers: { 'content-type': 'application/json' },
      body: '{"status":"bogus"}',
    });
    expect(wrong.status).toBe(400);
  });
});

describe('who may use it', () => {
  it('no session: 401 JSON, on every proxied path and method, before anything is read or written', async () => {
    for (const [method, path] of [
      ['GET', '/staff/api/rest/v1/blog_posts'],
      ['POST', '/staff/api/rest/v1/blog_posts'],
      ['GET', '/staff/api/leads'],
      ['GET', '/staff/api/leads.csv'],
      ['PATCH', '/staff/api/leads/x'],
      ['GET', '/staff/api/anything'],
      ['GET', '/staff/api'],
    ] as const) {
      const res = await SELF.fetch(`${ORIGIN}${path}`, { method, headers: { origin: ORIGIN, 'cf-connecting-ip': IP } });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(isPgError(await res.json())).toBe(true);
    }
  });

  it('the anonymous public key is no key: 401', async () => {
    const res = await SELF.fetch(`${ORIGIN}/staff/api/leads`, {
      headers: { apikey: 'test-anon-key', authorization: 'Bearer test-anon-key', 'cf-connecting-ip': IP },
    });
    expect(res.status).toBe(401);
  });

  it('the staff key header works as it does on the public APIs; a wrong key is refused', async () => {
    const ok = await SELF.fetch(`${ORIGIN}/staff/api/leads`, { headers: { authorization: `Bearer ${STAFF_KEY}`, 'cf-connecting-ip': IP } });
    expect(ok.status).toBe(200);
    const wrong = await SELF.fetch(`${ORIGIN}/staff/api/leads`, { headers: { cookie, authorization: 'Bearer wrong-key', 'cf-connecting-ip': IP } });
    expect(wrong.status).toBe(401);
    expect(isPgError(await wrong.json())).toBe(true);
  });

  it('a signed-in staff member is unknown elsewhere on the API: the cookie is only for /staff', async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/leads`, { headers: { cookie, 'cf-connecting-ip': IP } });
    expect(res.status).toBe(401);
  });

  it("the staff's own address is what the lockout sees", async () => {
    const ip = '203.0.113.52';
    const session = await staffSession(ip);
    expect((await staffRequest('/staff/api/leads', session, { ip })).status).toBe(200);
    // Someone at the same address guesses keys until locked out...
    for (let i = 0; i < 11; i++) await SELF.fetch(SESSION_URL, signInInit(`guess-${i}`, ip));
    // ...and the in-process request, made with the staff key on the staff's behalf, is counted at that address.
    const locked = await staffRequest('/staff/api/rest/v1/blog_posts?select=slug', session, { ip });
    expect(locked.status).toBe(429);
    expectStaffAnswer(locked);
    // Elsewhere the same kind of session carries on.
    expect((await staffRequest('/staff/api/rest/v1/blog_posts?select=slug', cookie, { ip: IP })).status).toBe(200);
  });
});
