/**
 * A session belongs to a person: it signs in while the person is active, and stops at once when
 * they are disabled, whatever the cookie and the session row still say.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { personSession, staffRequest } from './staff-helpers';

describe('a person’s session', () => {
  it('signs in as that person while they are active, and not once they are disabled', async () => {
    const { personId, cookie } = await personSession('editor', { name: 'Dana Editor' });
    const res = await staffRequest('/staff/api/session', cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ signedIn: true, via: 'person' });
    expect((await staffRequest('/staff/api/leads', cookie)).status).toBe(200);

    await env.DB.prepare("UPDATE staff_people SET disabled_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").bind(personId).run();
    expect((await staffRequest('/staff/api/session', cookie)).status).toBe(401);
    expect((await staffRequest('/staff/api/leads', cookie)).status).toBe(401);
  });
});
