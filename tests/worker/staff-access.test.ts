/**
 * Cloudflare Access: with ACCESS_AUD and ACCESS_TEAM_DOMAIN set, a valid `Cf-Access-Jwt-Assertion`
 * makes a request staff without a cookie, as the active person with the token's address; an Access
 * user without an account (or a disabled one) is refused, saying so. The team's signing keys are a key pair made here; the
 * Worker's fetch of https://<team>/cdn-cgi/access/certs is answered in-process (vi.spyOn on fetch,
 * as the lead webhook tests do), so nothing leaves the machine.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { exportJWK, generateKeyPair, type JWK, SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { isPgError } from './api-helpers';
import { ORIGIN } from './staff-helpers';

const TEAM = 'oakbright-test.cloudflareaccess.com';
const AUD = 'f1e2d3c4b5a6978877665544332211000aabbccddeeff00112233445566778899';
const KID = 'access-test-key';
const IP = '203.0.113.70';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let keys: KeyPair;
let otherKeys: KeyPair;
let publicJwk: JWK;
let certFetches: string[];

beforeAll(async () => {
  keys = await generateKeyPair('RS256', { extractable: true });
  otherKeys = await generateKeyPair('RS256', { extractable: true });
  publicJwk = { ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
});

const OWNER_EMAIL = 'owner@oakbrightservices.com';

beforeEach(async () => {
  await env.DB.prepare("INSERT OR IGNORE INTO staff_people (id, name, email, role) VALUES ('access-owner', 'Ada Owner', ?, 'owner')").bind(OWNER_EMAIL).run();
  certFetches = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new Request(input as RequestInfo, init).url;
    certFetches.push(url);
    if (url === 'https://unreachable.cloudflareaccess.com/cdn-cgi/access/certs') throw new TypeError('fetch failed');
    if (url.endsWith('.cloudflareaccess.com/cdn-cgi/access/certs')) return Response.json({ keys: [publicJwk] });
    throw new Error(`unexpected fetch ${url}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

interface TokenOptions {
  aud?: string | string[];
  iss?: string;
  exp?: number;
  key?: CryptoKey;
  kid?: string;
  email?: string;
}

/** A token as Access issues it: RS256, the application's AUD in `aud`, the team domain as issuer. */
function accessToken({
  aud = [AUD],
  iss = `https://${TEAM}`,
  exp = Math.floor(Date.now() / 1000) + 3600,
  key,
  kid = KID,
  email = OWNER_EMAIL,
}: TokenOptions = {}) {
  return new SignJWT({ email, type: 'app' })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setAudience(aud)
    .setIssuer(iss)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 60)
    .setExpirationTime(exp)
    .setSubject('user-1')
    .sign(key ?? keys.privateKey);
}

const accessEnv = (overrides: Partial<Env> = {}) => ({ ...env, ACCESS_AUD: AUD, ACCESS_TEAM_DOMAIN: TEAM, ...overrides }) as Env;

async function call(path: string, token: string | null, bindings: Env = accessEnv(), init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('cf-connecting-ip', IP);
  if (token !== null) headers.set('cf-access-jwt-assertion', token);
  const ctx = createExecutionContext();
  const res = await worker.request(`${ORIGIN}${path}`, { ...init, headers }, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function expectRefused(res: Response): Promise<void> {
  expect(res.status).toBe(401);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(isPgError(await res.json())).toBe(true);
}

describe('a valid Access token', () => {
  it('makes the request staff: the staff API answers and the session says "access"', async () => {
    const token = await accessToken();
    const leads = await call('/staff/api/leads', token);
    expect(leads.status).toBe(200);
    expect(leads.headers.get('cache-control')).toBe('no-store');
    const posts = await call('/staff/api/rest/v1/blog_posts?select=slug&limit=1', token);
    expect(posts.status).toBe(200);
    const session = await call('/staff/api/session', token);
    expect(session.status).toBe(200);
    const body = (await session.json()) as { signedIn: boolean; via: string; expiresAt: string; person: { id: string; role: string } };
    expect(body.signedIn).toBe(true);
    expect(body.via).toBe('access');
    expect(body.person).toMatchObject({ id: 'access-owner', name: 'Ada Owner', email: OWNER_EMAIL, role: 'owner' });
    expect(Math.abs(Date.parse(body.expiresAt) - (Date.now() + 3600_000))).toBeLessThan(120_000);
    expect(certFetches.every((u) => u === `https://${TEAM}/cdn-cgi/access/certs`)).toBe(true);
  });

  it('is accepted with the AUD as a plain string and a team domain written with https:// and a slash', async () => {
    const token = await accessToken({ aud: AUD });
    expect((await call('/staff/api/leads', token, accessEnv({ ACCESS_TEAM_DOMAIN: `https://${TEAM}/` }))).status).toBe(200);
  });

  it('does not excuse a write from another origin', async () => {
    const token = await accessToken();
    const res = await call('/staff/api/rest/v1/blog_posts', token, accessEnv(), {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it('fetches the team keys once and keeps them', async () => {
    const team = 'cache-check.cloudflareaccess.com';
    const bindings = accessEnv({ ACCESS_TEAM_DOMAIN: team });
    for (let i = 0; i < 3; i++) expect((await call('/staff/api/leads', await accessToken({ iss: `https://${team}` }), bindings)).status).toBe(200);
    expect(certFetches.filter((u) => u === `https://${team}/cdn-cgi/access/certs`)).toHaveLength(1);
  });
});

describe('an Access user without an active account', () => {
  it('is refused with 403 naming the address, and the session says why', async () => {
    const token = await accessToken({ email: 'Stranger@Example.com' });
    const leads = await call('/staff/api/leads', token);
    expect(leads.status).toBe(403);
    expect(((await leads.json()) as { message: string }).message).toMatch(/stranger@example\.com.*no active staff account/);
    const session = await call('/staff/api/session', token);
    expect(session.status).toBe(401);
    expect(await session.json()).toMatchObject({ signedIn: false, access: true, message: expect.stringMatching(/Ask an owner to invite it/) });
  });

  it('is refused once their account is disabled, and let in again when it is enabled', async () => {
    const token = await accessToken();
    expect((await call('/staff/api/leads', token)).status).toBe(200);
    await env.DB.prepare("UPDATE staff_people SET disabled_at = '2026-01-01T00:00:00.000Z' WHERE id = 'access-owner'").run();
    expect((await call('/staff/api/leads', token)).status).toBe(403);
    await env.DB.prepare("UPDATE staff_people SET disabled_at = NULL WHERE id = 'access-owner'").run();
    expect((await call('/staff/api/leads', token)).status).toBe(200);
  });
});

describe('a token that is not valid is refused (401)', () => {
  const cases: Array<[string, () => Promise<string>]> = [
    ['another audience', () => accessToken({ aud: ['some-other-application'] })],
    ['another issuer', () => accessToken({ iss: 'https://someone-else.cloudflareaccess.com' })],
    ['the issuer over http', () => accessToken({ iss: `http://${TEAM}` })],
    ['expired', () => accessToken({ exp: Math.floor(Date.now() / 1000) - 60 })],
    ['signed by another key under the same key id', () => accessToken({ key: otherKeys.privateKey })],
    ['signed by another key under another key id', () => accessToken({ key: otherKeys.privateKey, kid: 'not-a-team-key' })],
    ['unsigned (alg none)', async () => new UnsecuredJWT({ sub: 'x' }).setAudience(AUD).setIssuer(`https://${TEAM}`).setExpirationTime('1h').encode()],
    ['garbage', async () => 'not-a-jwt'],
    ['three empty parts', async () => '..'],
    ['a valid token with its signature cut off', async () => (await accessToken()).replace(/\.[^.]+$/, '.')],
  ];

  it.each(cases)('%s', async (_name, token) => {
    await expectRefused(await call('/staff/api/leads', await token()));
    const session = await call('/staff/api/session', await token());
    expect(session.status).toBe(401);
    expect(await session.json()).toEqual({ signedIn: false, access: true });
  });

  it('no header at all', async () => {
    await expectRefused(await call('/staff/api/leads', null));
    await expectRefused(await call('/staff/api/leads', ''));
  });

  it('the team keys out of reach: refused, not an error', async () => {
    const team = 'unreachable.cloudflareaccess.com';
    await expectRefused(await call('/staff/api/leads', await accessToken({ iss: `https://${team}` }), accessEnv({ ACCESS_TEAM_DOMAIN: team })));
  });
});

describe('without Access configured', () => {
  it.each([
    ['neither', {}],
    ['only the audience', { ACCESS_AUD: AUD }],
    ['only the team domain', { ACCESS_TEAM_DOMAIN: TEAM }],
  ])('%s set: a valid token means nothing, and nothing is fetched', async (_name, vars) => {
    const bindings = { ...env, ACCESS_AUD: '', ACCESS_TEAM_DOMAIN: '', ...vars } as Env;
    const token = await accessToken();
    await expectRefused(await call('/staff/api/leads', token, bindings));
    const session = await call('/staff/api/session', token, bindings);
    expect(session.status).toBe(401);
    expect(await session.json()).toEqual({ signedIn: false, access: false });
    expect(certFetches).toEqual([]);
  });
});
