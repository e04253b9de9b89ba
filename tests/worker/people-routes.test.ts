/**
 * The People API (/staff/api/people): owners only; inviting, changing a role, disabling (which
 * ends the person's sessions at once) and enabling, removing passkeys, each in the audit log; and
 * the last active owner, who can be neither demoted nor disabled.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { personSession, staffRequest } from './staff-helpers';

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const patch = (cookie: string, id: string, body: unknown) => staffRequest(`/staff/api/people/${id}`, cookie, { method: 'PATCH', ...json(body) });

describe('who may manage people', () => {
  it.each(['editor', 'author'] as const)('a%s %s gets 403 on every people route', async (role) => {
    const { cookie, personId } = await personSession(role);
    const calls = [
      staffRequest('/staff/api/people', cookie),
      staffRequest('/staff/api/people', cookie, { method: 'POST', ...json({ name: 'X', email: 'x@example.com', role: 'author' }) }),
      patch(cookie, personId, { role: 'owner' }),
      staffRequest(`/staff/api/people/${personId}/invitation`, cookie, { method: 'POST' }),
      staffRequest(`/staff/api/people/${personId}/passkeys`, cookie, { method: 'DELETE' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    expect(await env.DB.prepare('SELECT role FROM staff_people WHERE id = ?').bind(personId).first('role')).toBe(role);
  });

  it('an owner lists everyone with role, status, last sign-in and passkey count', async () => {
    const { cookie, personId } = await personSession('owner', { name: 'Olive Owner' });
    await env.DB.prepare("INSERT INTO staff_passkeys (id, person_id, public_key) VALUES ('cred-olive', ?, 'pk')").bind(personId).run();
    const res = await staffRequest('/staff/api/people', cookie);
    expect(res.status).toBe(200);
    const people = (await res.json()) as Array<{ id: string; role: string; passkeys: number; disabledAt: string | null; lastSignInAt: string | null }>;
    expect(people.find((p) => p.id === personId)).toMatchObject({ name: 'Olive Owner', role: 'owner', passkeys: 1, disabledAt: null, lastSignInAt: null });
  });
});

describe('an owner', () => {
  it('invites a person: the account, an invitation email, an audit entry; the same address twice is 409', async () => {
    const { cookie } = await personSession('owner', { name: 'Olive Owner' });
    const res = await staffRequest('/staff/api/people', cookie, { method: 'POST', ...json({ name: 'Nia New', email: 'Nia@Example.com', role: 'author' }) });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; email: string; invitationExpiresAt: string };
    expect(created.email).toBe('nia@example.com');
    const mail = await env.DB.prepare("SELECT subject, text FROM outbox WHERE \"to\" = 'nia@example.com' AND kind = 'staff-invitation'").first<{
      subject: string;
      text: string;
    }>();
    expect(mail!.text).toMatch(/Olive Owner added you .* as author/);
    expect(mail!.text).toContain(`${env.SITE_URL}/staff/invitation?token=`);
    expect(mail!.text).toMatch(/\/staff\/invitation\?token=[A-Za-z0-9_-]{43}/);
    const audit = await env.DB.prepare("SELECT actor, subject_id FROM audit_log WHERE action = 'person.invite' AND subject_id = ?")
      .bind(created.id)
      .first<{ actor: string }>();
    expect(audit!.actor).toMatch(/^Olive Owner </);
    const twice = await staffRequest('/staff/api/people', cookie, { method: 'POST', ...json({ name: 'Nia Again', email: 'nia@example.com', role: 'editor' }) });
    expect(twice.status).toBe(409);
    const bad = await staffRequest('/staff/api/people', cookie, { method: 'POST', ...json({ name: 'Bad', email: 'nia@example.com', role: 'admin' }) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: string }).details).toBe('role');
  });

  it('changes a role; disabling ends the person’s sessions at once, enabling lets them sign in again', async () => {
    const { cookie } = await personSession('owner');
    const target = await personSession('author');
    expect((await staffRequest('/staff/api/session', target.cookie)).status).toBe(200);

    const promoted = await patch(cookie, target.personId, { role: 'editor' });
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toMatchObject({ role: 'editor' });
    expect(await (await staffRequest('/staff/api/session', target.cookie)).json()).toMatchObject({ person: { role: 'editor' } });

    expect((await patch(cookie, target.personId, { disabled: true })).status).toBe(200);
    expect((await staffRequest('/staff/api/session', target.cookie)).status).toBe(401);
    expect((await staffRequest('/staff/api/leads', target.cookie)).status).toBe(401);
    const open = await env.DB.prepare('SELECT count(*) AS n FROM staff_sessions WHERE person_id = ? AND revoked_at IS NULL').bind(target.personId).first('n');
    expect(open).toBe(0);

    expect((await patch(cookie, target.personId, { disabled: false })).status).toBe(200);
    // The old session stays ended; the person signs in afresh.
    expect((await staffRequest('/staff/api/session', target.cookie)).status).toBe(401);
    const actions = (await env.DB.prepare('SELECT action FROM audit_log WHERE subject_id = ? ORDER BY id').bind(target.personId).all<{ action: string }>())
      .results;
    expect(actions.map((a) => a.action)).toEqual(['person.role', 'person.disable', 'person.enable']);
  });

  it('cannot demote or disable the last active owner, and can once there is another', async () => {
    await env.DB.prepare("UPDATE staff_people SET disabled_at = '2026-01-01T00:00:00.000Z' WHERE role = 'owner'").run();
    const me = await personSession('owner', { name: 'Lone Owner' });
    for (const body of [{ role: 'editor' }, { disabled: true }]) {
      const res = await patch(me.cookie, me.personId, body);
      expect(res.status).toBe(409);
      expect(((await res.json()) as { message: string }).message).toMatch(/last active owner/);
    }
    expect(await env.DB.prepare('SELECT role FROM staff_people WHERE id = ?').bind(me.personId).first('role')).toBe('owner');
    const other = await personSession('owner');
    expect((await patch(other.cookie, me.personId, { role: 'editor' })).status).toBe(200);
    // Now `other` is the last active owner.
    expect((await patch(other.cookie, other.personId, { disabled: true })).status).toBe(409);
  });

  it('removes a person’s passkeys', async () => {
    const { cookie } = await personSession('owner');
    const target = await personSession('editor');
    await env.DB.batch(
      ['cred-a', 'cred-b'].map((id) => env.DB.prepare("INSERT INTO staff_passkeys (id, person_id, public_key) VALUES (?, ?, 'pk')").bind(id, target.personId)),
    );
    const res = await staffRequest(`/staff/api/people/${target.personId}/passkeys`, cookie, { method: 'DELETE' });
    expect(await res.json()).toEqual({ removed: 2 });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM staff_passkeys WHERE person_id = ?').bind(target.personId).first('n')).toBe(0);
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'passkey.remove' AND subject_id = ?").bind(target.personId).first('n'),
    ).toBe(1);
  });
});
