/**
 * The passkey ceremonies end to end with a software authenticator (passkeys-authenticator.ts):
 * an invitation registers a passkey and signs in, using the invitation up; a passkey signs in and
 * its counter is kept; a replayed counter, another challenge or another origin is refused; a
 * disabled person's passkey signs nobody in; a signed-in person adds another passkey; each step
 * leaves its audit entry.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CookieJar, post, type RegistrationOptions, type SignInOptions, SoftwareAuthenticator } from './passkeys-authenticator';
import { emailedToken, ORIGIN, personSession, randomIp, staffRequest } from './staff-helpers';

const SESSION = 'oakbright_staff';
const CHALLENGE = 'oakbright_webauthn';

/** An owner invites `email` as an editor; returns the invitation's token, as read from the email. */
async function invite(email: string): Promise<{ token: string; personId: string }> {
  const owner = await personSession('owner', { name: 'Olive Owner' });
  const res = await staffRequest('/staff/api/people', owner.cookie, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Pat Passkey', email, role: 'editor' }),
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { token: await emailedToken(email, 'staff-invitation'), personId: id };
}

/** Accepts the invitation with `device`; returns the jar holding the new session. */
async function register(device: SoftwareAuthenticator, token: string, ip = randomIp()): Promise<CookieJar> {
  const jar = new CookieJar();
  const options = await post(jar, '/staff/api/sign-in/invitation/options', { token }, ip);
  expect(options.status).toBe(200);
  expect(jar.has(CHALLENGE)).toBe(true);
  const verified = await post(jar, '/staff/api/sign-in/invitation/verify', { token, response: await device.register(await options.json()) }, ip);
  expect(verified.status, await verified.clone().text()).toBe(204);
  return jar;
}

/** Signs in with `device` (overrides bend the assertion); returns the answer and the jar. */
async function signInWith(device: SoftwareAuthenticator, overrides: Parameters<SoftwareAuthenticator['authenticate']>[1] = {}, ip = randomIp()) {
  const jar = new CookieJar();
  const options = await post(jar, '/staff/api/sign-in/passkey/options', {}, ip);
  expect(options.status).toBe(200);
  const res = await post(jar, '/staff/api/sign-in/passkey/verify', { response: await device.authenticate(await options.json(), overrides) }, ip);
  return { res, jar };
}

const storedPasskey = (id: string) =>
  env.DB.prepare('SELECT person_id, counter, last_used_at, name FROM staff_passkeys WHERE id = ?')
    .bind(id)
    .first<{ person_id: string; counter: number; last_used_at: string | null; name: string }>();

const auditFor = async (personId: string) =>
  (
    await env.DB.prepare('SELECT action, summary, actor_id FROM audit_log WHERE subject_id = ? ORDER BY id')
      .bind(personId)
      .all<{ action: string; summary: string; actor_id: string | null }>()
  ).results;

const session = async (jar: CookieJar) => staffRequest('/staff/api/session', jar.header);

describe('accepting an invitation with a passkey', () => {
  it('stores the passkey, signs in as the invited person, and uses the invitation up', async () => {
    const email = 'pat-register@example.com';
    const { token, personId } = await invite(email);
    const device = new SoftwareAuthenticator();
    const jar = await register(device, token);

    expect(jar.has(SESSION)).toBe(true);
    // The challenge answers once: verifying cleared it.
    expect(jar.has(CHALLENGE)).toBe(false);
    expect(await (await session(jar)).json()).toMatchObject({ signedIn: true, person: { id: personId, email, role: 'editor' } });
    const stored = await storedPasskey(device.id);
    expect(stored).toMatchObject({ person_id: personId, counter: 0, name: 'Chrome on Linux' });

    const look = await staffRequest(`/staff/api/sign-in/links/${token}`, '');
    expect(await look.json()).toMatchObject({ state: 'used' });
    const again = new CookieJar();
    expect((await post(again, '/staff/api/sign-in/invitation/options', { token }, randomIp())).status).toBe(410);

    const actions = (await auditFor(personId)).map((a) => a.action);
    expect(actions).toEqual(['person.invite', 'passkey.add', 'sign-in']);
  });

  it('refuses a registration for another challenge or another origin, and the invitation still works', async () => {
    const { token, personId } = await invite('pat-wrong-register@example.com');
    for (const overrides of [{ challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' }, { origin: 'https://evil.example' }]) {
      const jar = new CookieJar();
      const ip = randomIp();
      const options = await post(jar, '/staff/api/sign-in/invitation/options', { token }, ip);
      const res = await post(
        jar,
        '/staff/api/sign-in/invitation/verify',
        { token, response: await new SoftwareAuthenticator().register(await options.json(), overrides) },
        ip,
      );
      expect(res.status).toBe(400);
      expect(jar.has(SESSION)).toBe(false);
    }
    expect(await env.DB.prepare('SELECT count(*) AS n FROM staff_passkeys WHERE person_id = ?').bind(personId).first('n')).toBe(0);
    await register(new SoftwareAuthenticator(), token);
  });

  it('refuses a verify without the options’ challenge cookie', async () => {
    const { token } = await invite('pat-no-cookie@example.com');
    const ip = randomIp();
    const options = (await (await post(new CookieJar(), '/staff/api/sign-in/invitation/options', { token }, ip)).json()) as RegistrationOptions;
    const res = await post(
      new CookieJar(),
      '/staff/api/sign-in/invitation/verify',
      { token, response: await new SoftwareAuthenticator().register(options) },
      ip,
    );
    expect(res.status).toBe(400);
  });
});

describe('signing in with a passkey', () => {
  it('signs in as its person, keeps the new counter and last use, and records the sign-in', async () => {
    const { token, personId } = await invite('pat-sign-in@example.com');
    const device = new SoftwareAuthenticator();
    await register(device, token);

    const { res, jar } = await signInWith(device);
    expect(res.status).toBe(204);
    expect(await (await session(jar)).json()).toMatchObject({ signedIn: true, person: { id: personId } });
    const stored = await storedPasskey(device.id);
    expect(stored!.counter).toBe(device.counter);
    expect(stored!.counter).toBe(1);
    expect(stored!.last_used_at).not.toBeNull();

    const second = await signInWith(device);
    expect(second.res.status).toBe(204);
    expect((await storedPasskey(device.id))!.counter).toBe(2);

    const signIns = (await auditFor(personId)).filter((a) => a.action === 'sign-in');
    expect(signIns.map((a) => a.summary)).toEqual(['Signed in with a new passkey', 'Signed in with a passkey', 'Signed in with a passkey']);
    expect(signIns.every((a) => a.actor_id === personId)).toBe(true);
  });

  it('refuses a replayed or lower counter, another challenge, another origin, and an unknown passkey', async () => {
    const { token } = await invite('pat-refused@example.com');
    const device = new SoftwareAuthenticator();
    await register(device, token);
    expect((await signInWith(device, { counter: 5 })).res.status).toBe(204);

    const refusals = [{ counter: 5 }, { counter: 3 }, { challenge: 'YW5vdGhlci1jaGFsbGVuZ2U', counter: 9 }, { origin: 'https://evil.example', counter: 10 }];
    for (const overrides of refusals) {
      const { res, jar } = await signInWith(device, overrides);
      expect(res.status, JSON.stringify(overrides)).toBe(401);
      expect(jar.has(SESSION)).toBe(false);
    }
    // The refused attempts changed nothing: the counter is still the last good one.
    expect((await storedPasskey(device.id))!.counter).toBe(5);
    expect((await signInWith(new SoftwareAuthenticator())).res.status).toBe(401);
    const failed = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'sign-in.failed' AND summary LIKE '%a passkey%'").first<number>(
      'n',
    );
    expect(failed).toBeGreaterThanOrEqual(refusals.length + 1);
  });

  it('refuses the same assertion sent again, even with the challenge cookie replayed as it was', async () => {
    const { token } = await invite('pat-replay@example.com');
    const device = new SoftwareAuthenticator();
    await register(device, token);
    const jar = new CookieJar();
    const ip = randomIp();
    const options = (await (await post(jar, '/staff/api/sign-in/passkey/options', {}, ip)).json()) as SignInOptions;
    const response = await device.authenticate(options);
    const captured = jar.header;
    expect(captured).toContain(CHALLENGE);
    expect((await post(jar, '/staff/api/sign-in/passkey/verify', { response }, ip)).status).toBe(204);
    expect(jar.has(CHALLENGE)).toBe(false);
    // The signed challenge cookie is still valid for its five minutes; the stored counter is what refuses the copy.
    const replay = CookieJar.of(captured);
    const res = await post(replay, '/staff/api/sign-in/passkey/verify', { response }, ip);
    expect(res.status).toBe(401);
    expect(replay.has(SESSION)).toBe(false);
    expect((await storedPasskey(device.id))!.counter).toBe(1);
  });

  it('refuses a replay with its cookie from an authenticator whose counter stays at zero: the challenge answers once', async () => {
    const { token } = await invite('pat-zero@example.com');
    const device = new SoftwareAuthenticator();
    await register(device, token);
    const jar = new CookieJar();
    const ip = randomIp();
    const options = (await (await post(jar, '/staff/api/sign-in/passkey/options', {}, ip)).json()) as SignInOptions;
    const response = await device.authenticate(options, { counter: 0 });
    const captured = jar.header;
    expect((await post(jar, '/staff/api/sign-in/passkey/verify', { response }, ip)).status).toBe(204);
    // No counter to refuse it: only the spent challenge can.
    const replay = CookieJar.of(captured);
    const res = await post(replay, '/staff/api/sign-in/passkey/verify', { response }, ip);
    expect(res.status).toBe(401);
    expect(replay.has(SESSION)).toBe(false);
  });

  it('no longer signs in a disabled person, and does again once they are enabled', async () => {
    const { token, personId } = await invite('pat-disabled@example.com');
    const device = new SoftwareAuthenticator();
    const jar = await register(device, token);
    const owner = await personSession('owner');
    const patch = (disabled: boolean) =>
      staffRequest(`/staff/api/people/${personId}`, owner.cookie, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ disabled }),
      });

    expect((await patch(true)).status).toBe(200);
    expect((await session(jar)).status).toBe(401);
    const refused = await signInWith(device);
    expect(refused.res.status).toBe(403);
    expect(refused.jar.has(SESSION)).toBe(false);

    expect((await patch(false)).status).toBe(200);
    expect((await signInWith(device)).res.status).toBe(204);
  });
});

describe('a signed-in person adds a passkey', () => {
  it('registers another device for themselves (the first excluded), then signs in with either', async () => {
    const { token, personId } = await invite('pat-second@example.com');
    const first = new SoftwareAuthenticator();
    const jar = await register(first, token);
    const ip = randomIp();
    const options = await post(jar, '/staff/api/account/passkeys/options', {}, ip);
    expect(options.status).toBe(200);
    const body = (await options.json()) as { excludeCredentials: { id: string }[]; rp: { id: string }; challenge: string; user: { id: string } };
    expect(body.excludeCredentials.map((c) => c.id)).toEqual([first.id]);
    expect(body.rp.id).toBe(new URL(ORIGIN).hostname);

    const second = new SoftwareAuthenticator();
    const added = await post(jar, '/staff/api/account/passkeys', { response: await second.register(body) }, ip);
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ id: second.id, name: 'Chrome on Linux' });
    const listed = (await (await staffRequest('/staff/api/account/passkeys', jar.header)).json()) as { id: string }[];
    expect(listed.map((k) => k.id).sort()).toEqual([first.id, second.id].sort());

    for (const device of [first, second]) expect((await signInWith(device)).res.status).toBe(204);
    const adds = (await auditFor(personId)).filter((a) => a.action === 'passkey.add');
    expect(adds).toHaveLength(2);
  });
});
