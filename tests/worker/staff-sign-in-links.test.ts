/**
 * Emailed staff links and the first owner: an invitation works once and for 48 hours, a sign-in
 * link once and for 15 minutes; asking for a link answers the same whether the address has an
 * account or not (staff-setup.test.ts: the first owner).
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { addPerson, emailedToken, ORIGIN, postJson, randomIp, sessionCookieOf, staffRequest, staffSession } from './staff-helpers';

async function linkRow(token: string) {
  const hash = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return env.DB.prepare('SELECT * FROM staff_links WHERE token_hash = ?')
    .bind(hash)
    .first<{ token_hash: string; purpose: string; created_at: string; expires_at: string; used_at: string | null }>();
}

const ageLink = async (token: string, ms: number) => {
  const row = await linkRow(token);
  await env.DB.prepare('UPDATE staff_links SET expires_at = ? WHERE token_hash = ?')
    .bind(new Date(Date.now() - ms).toISOString(), row!.token_hash)
    .run();
};

const auditActions = async () =>
  (await env.DB.prepare('SELECT action, actor, detail FROM audit_log ORDER BY id').all<{ action: string; actor: string; detail: string }>()).results;

describe('a sign-in link', () => {
  it('is emailed to an active person, lasts 15 minutes, is stored only hashed, and signs in once', async () => {
    const email = 'link-once@example.com';
    await addPerson('author', email);
    const asked = await postJson('/staff/api/sign-in/email', { email: 'Link-Once@Example.com' }, { ip: randomIp() });
    expect(asked.status).toBe(202);
    const token = await emailedToken(email);
    const row = await linkRow(token);
    expect(row).toMatchObject({ purpose: 'sign-in', used_at: null });
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(15 * 60 * 1000);
    const all = JSON.stringify((await env.DB.prepare('SELECT * FROM staff_links').all()).results);
    expect(all).not.toContain(token);

    const look = await SELF.fetch(`${ORIGIN}/staff/api/sign-in/links/${token}`);
    expect(await look.json()).toMatchObject({ state: 'valid', purpose: 'sign-in', person: { email } });

    const ip = randomIp();
    const cookie = await sessionCookieOf(await postJson('/staff/api/sign-in/link', { token }, { ip }));
    expect(await (await staffRequest('/staff/api/session', cookie)).json()).toMatchObject({ signedIn: true, person: { email, role: 'author' } });
    const again = await postJson('/staff/api/sign-in/link', { token }, { ip });
    expect(again.status).toBe(410);
    expect(((await again.json()) as { message: string }).message).toMatch(/used already/);
    expect(await (await SELF.fetch(`${ORIGIN}/staff/api/sign-in/links/${token}`)).json()).toMatchObject({ state: 'used', person: null });
    const person = await env.DB.prepare('SELECT last_sign_in_at FROM staff_people WHERE email = ?').bind(email).first<{ last_sign_in_at: string }>();
    expect(person!.last_sign_in_at).not.toBeNull();
    expect((await auditActions()).map((a) => a.action)).toEqual(expect.arrayContaining(['sign-in', 'sign-in.failed']));
  });

  it('leads to the configured site address whatever Host the request was sent with', async () => {
    const email = 'link-host@example.com';
    await addPerson('editor', email);
    const asked = await SELF.fetch('http://evil.example/staff/api/sign-in/email', {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/json', 'cf-connecting-ip': randomIp() },
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(202);
    await emailedToken(email);
    const mail = await env.DB.prepare('SELECT text, html FROM outbox WHERE "to" = ? AND kind = \'staff-sign-in-link\'')
      .bind(email)
      .first<{ text: string; html: string }>();
    expect(mail!.text).toContain(`${env.SITE_URL}/staff/`);
    expect(`${mail!.text}${mail!.html}`).not.toContain('evil.example');
  });

  it('no longer signs in after 15 minutes', async () => {
    const email = 'link-late@example.com';
    await addPerson('editor', email);
    await postJson('/staff/api/sign-in/email', { email }, { ip: randomIp() });
    const token = await emailedToken(email);
    await ageLink(token, 1000);
    const res = await postJson('/staff/api/sign-in/link', { token }, { ip: randomIp() });
    expect(res.status).toBe(410);
    expect(((await res.json()) as { message: string }).message).toMatch(/expired/);
  });

  it('answers the same for an address without an account, sends nothing, and records the address tried, masked', async () => {
    await addPerson('author', 'known@example.com');
    const known = await postJson('/staff/api/sign-in/email', { email: 'known@example.com' }, { ip: randomIp() });
    const unknown = await postJson('/staff/api/sign-in/email', { email: 'nobody-here@example.com' }, { ip: randomIp() });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(await env.DB.prepare('SELECT count(*) AS n FROM outbox WHERE "to" = ?').bind('nobody-here@example.com').first('n')).toBe(0);
    await emailedToken('known@example.com');
    let failed: { actor: string; detail: string }[] = [];
    for (let look = 0; look < 200 && !failed.length; look++) {
      failed = (await auditActions()).filter((a) => a.action === 'sign-in.failed' && a.actor !== 'Not signed in');
      if (!failed.length) await scheduler.wait(5);
    }
    expect(failed.map((a) => a.actor)).toEqual(['n•••@example.com']);
    expect(JSON.parse(failed[0]!.detail)).toEqual({ address: 'n•••@example.com', address_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // Nowhere in the log in clear.
    expect(JSON.stringify(await auditActions())).not.toContain('nobody-here');
  });

  it('is not sent to a disabled person, and one sent before does not sign them in', async () => {
    const email = 'link-disabled@example.com';
    const id = await addPerson('editor', email);
    await postJson('/staff/api/sign-in/email', { email }, { ip: randomIp() });
    const token = await emailedToken(email);
    await env.DB.prepare("UPDATE staff_people SET disabled_at = '2026-01-01T00:00:00.000Z' WHERE id = ?").bind(id).run();
    expect((await postJson('/staff/api/sign-in/link', { token }, { ip: randomIp() })).status).toBe(403);
    await postJson('/staff/api/sign-in/email', { email }, { ip: randomIp() });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM outbox WHERE "to" = ?').bind(email).first('n')).toBe(1);
  });

  it('requests are limited per address (429)', async () => {
    const email = 'link-many@example.com';
    await addPerson('author', email);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await postJson('/staff/api/sign-in/email', { email }, { ip: randomIp() })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses.at(-1)).toBe(429);
  });

  it('unknown tokens count towards the lockout', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await postJson('/staff/api/sign-in/link', { token: `${'a'.repeat(40)}${String(i).padStart(3, '0')}` }, { ip })).status);
    expect(statuses[0]).toBe(404);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('an invitation', () => {
  async function invite(email: string): Promise<string> {
    const owner = await staffSession();
    const res = await staffRequest('/staff/api/people', owner, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ivy Invited', email, role: 'editor' }),
    });
    expect(res.status).toBe(201);
    return emailedToken(email, 'staff-invitation');
  }

  it('lasts 48 hours and says who is invited', async () => {
    const token = await invite('ivy@example.com');
    const row = await linkRow(token);
    expect(row!.purpose).toBe('invitation');
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(48 * 3600 * 1000);
    const look = await SELF.fetch(`${ORIGIN}/staff/api/sign-in/links/${token}`);
    expect(await look.json()).toMatchObject({
      state: 'valid',
      purpose: 'invitation',
      person: { name: 'Ivy Invited', email: 'ivy@example.com', role: 'editor' },
    });
    // Registration options are offered for the invited person.
    const options = await postJson('/staff/api/sign-in/invitation/options', { token }, { ip: randomIp() });
    expect(options.status).toBe(200);
    expect(await options.json()).toMatchObject({ user: { name: 'ivy@example.com', displayName: 'Ivy Invited' }, rp: { id: 'localhost' } });
  });

  it('expired: refused with how to get a new one; a resent invitation works and retires the old one', async () => {
    const token = await invite('ivy-late@example.com');
    await ageLink(token, 1000);
    expect(await (await SELF.fetch(`${ORIGIN}/staff/api/sign-in/links/${token}`)).json()).toMatchObject({ state: 'expired' });
    const res = await postJson('/staff/api/sign-in/invitation/options', { token }, { ip: randomIp() });
    expect(res.status).toBe(410);
    expect(((await res.json()) as { hint: string }).hint).toMatch(/Ask an owner to send a new invitation/);
    const { id } = (await env.DB.prepare('SELECT id FROM staff_people WHERE email = ?').bind('ivy-late@example.com').first<{ id: string }>())!;
    const owner = await staffSession();
    const older = await invite('ivy-late-2@example.com');
    expect((await staffRequest(`/staff/api/people/${id}/invitation`, owner, { method: 'POST' })).status).toBe(200);
    const fresh = await emailedToken('ivy-late@example.com', 'staff-invitation');
    expect(fresh).not.toBe(token);
    expect((await postJson('/staff/api/sign-in/invitation/options', { token: fresh }, { ip: randomIp() })).status).toBe(200);
    // Resending to someone retires their earlier invitation.
    const { id: id2 } = (await env.DB.prepare('SELECT id FROM staff_people WHERE email = ?').bind('ivy-late-2@example.com').first<{ id: string }>())!;
    await staffRequest(`/staff/api/people/${id2}/invitation`, owner, { method: 'POST' });
    expect(await (await SELF.fetch(`${ORIGIN}/staff/api/sign-in/links/${older}`)).json()).toMatchObject({ state: 'used' });
  });

  it('is not a sign-in link, and a sign-in link is not an invitation', async () => {
    const token = await invite('ivy-mixed@example.com');
    expect((await postJson('/staff/api/sign-in/link', { token }, { ip: randomIp() })).status).toBe(404);
    expect(await (await SELF.fetch(`${ORIGIN}/staff/api/sign-in/links/${token}`)).json()).toMatchObject({ state: 'valid' });
  });
});
