/**
 * The first owner: POST /staff/api/setup takes the staff key, a name and an address, creates the
 * owner and emails them a sign-in link, and works only while nobody has an account (then 409).
 * A file of its own: it needs a database without people.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { STAFF_KEY } from './api-helpers';
import { emailedToken, postJson, randomIp, sessionCookieOf, staffRequest } from './staff-helpers';

describe('the first owner (POST /staff/api/setup)', () => {
  const setup = (body: unknown, ip = randomIp()) => postJson('/staff/api/setup', body, { ip });

  it('creates the owner with the staff key and emails them a sign-in link, only while nobody has an account', async () => {
    expect(await env.DB.prepare('SELECT count(*) AS n FROM staff_people').first('n')).toBe(0);
    expect((await setup({ key: 'wrong', name: 'Sam Owner', email: 'sam@example.com' })).status).toBe(401);
    expect((await setup({ key: STAFF_KEY, name: '', email: 'sam@example.com' })).status).toBe(400);
    const res = await setup({ key: STAFF_KEY, name: 'Sam Owner', email: 'Sam@Example.com' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ person: { name: 'Sam Owner', email: 'sam@example.com', role: 'owner' } });
    const cookie = await sessionCookieOf(await postJson('/staff/api/sign-in/link', { token: await emailedToken('sam@example.com') }, { ip: randomIp() }));
    expect(await (await staffRequest('/staff/api/session', cookie)).json()).toMatchObject({ person: { role: 'owner' } });
    const again = await setup({ key: STAFF_KEY, name: 'Eve', email: 'eve@example.com' });
    expect(again.status).toBe(409);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM staff_people').first('n')).toBe(1);
  });
});
