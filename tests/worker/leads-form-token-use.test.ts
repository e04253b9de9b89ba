/**
 * The lead form's token is good for one lead and for 4 hours (docs/decisions.md D12): each token
 * carries a random nonce, recorded in D1 (form_token_uses) in the same batch as the lead it
 * brought. Sent again for another lead, or once the form has been open too long, it gets the
 * visitor the form back to send again, never a silent new lead and never a lost one: the form
 * without JavaScript comes back with the visitor's values and a message, JSON gets 409.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { FORM_TOKEN_PLACEHOLDER } from '../../shared/intake/form-token';
import { issueFormToken, verifyFormToken } from '../../worker/intake/form-token';
import { base64url, hmacSha256Key, secretOrDerived } from '../../worker/http/secrets';
import { fakeQueue, formToken, leadRows, postLead, validLead } from './leads-helpers';

// This file's clients: 198.21.0.0/16, a new address per request.
let nextHost = 1;
const ip = () => `198.21.${Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 1}`;

const HOUR = 60 * 60 * 1000;

interface Refusal {
  code: string;
  message: string;
  fields: Record<string, string>;
}

describe('one token, one lead', () => {
  it('a token that brought a lead brings no other: 409 with a clear message, nothing stored, nothing queued', async () => {
    const token = await formToken();
    const queue = fakeQueue();
    const bindings = { LEADS_QUEUE: queue.binding };
    expect((await postLead(validLead('quote', { email: 'first-use@example.com', form_token: token }), { ip: ip(), bindings })).status).toBe(201);
    for (let i = 0; i < 5; i++) {
      const res = await postLead(validLead('quote', { email: `reuse-${i}@example.com`, form_token: token }), { ip: ip(), bindings });
      expect(res.status).toBe(409);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = (await res.json()) as Refusal;
      expect(body.code).toBe('form-token-used');
      expect(body.message).toMatch(/already sent.*send (it )?again/i);
      expect(body.fields.form).toBe(body.message);
    }
    expect(await leadRows("email LIKE 'reuse-%'")).toHaveLength(0);
    expect(queue.sent).toHaveLength(1);
  });

  it('without JavaScript: the form comes back with the values and the message, and nothing is stored', async () => {
    const token = await formToken();
    await postLead(validLead('walkthrough', { email: 'no-js-first@example.com', form_token: token }), { ip: ip(), via: 'form' });
    const res = await postLead(validLead('walkthrough', { email: 'no-js-again@example.com', name: 'Kept Visitor', form_token: token }), {
      ip: ip(),
      via: 'form',
    });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/already sent/);
    expect(html).not.toContain(FORM_TOKEN_PLACEHOLDER);
    if (html.includes('__page_data')) expect(html).toContain('Kept Visitor');
    expect(await leadRows('email = ?', 'no-js-again@example.com')).toHaveLength(0);
  });

  it('the same lead sent twice with its token (a reload, a second click) is still the one lead', async () => {
    const token = await formToken();
    const lead = validLead('quote', { email: 'twice@example.com', form_token: token });
    const a = await postLead(lead, { ip: ip() });
    const b = await postLead(lead, { ip: ip() });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await leadRows('email = ?', 'twice@example.com')).toHaveLength(1);
  });

  it('every token is its own, even two issued in the same millisecond', async () => {
    const now = Date.now() - 10_000;
    const [a, b] = [await issueFormToken(env, now), await issueFormToken(env, now)];
    expect(a).not.toBe(b);
    await postLead(validLead('quote', { email: 'same-ms-a@example.com', form_token: a }), { ip: ip() });
    expect((await postLead(validLead('quote', { email: 'same-ms-b@example.com', form_token: b }), { ip: ip() })).status).toBe(201);
  });

  it('spam spends its token too', async () => {
    const token = await formToken();
    expect((await postLead(validLead('quote', { email: 'bot-1@example.com', website: 'x', form_token: token }), { ip: ip() })).status).toBe(201);
    expect((await postLead(validLead('quote', { email: 'bot-2@example.com', website: 'x', form_token: token }), { ip: ip() })).status).toBe(409);
  });
});

describe('a form open too long', () => {
  it('over 4 hours: 409 saying so, nothing stored; up to then the lead is taken', async () => {
    const stale = await formToken(4 * HOUR + 60_000);
    const res = await postLead(validLead('quote', { email: 'stale@example.com', form_token: stale }), { ip: ip() });
    expect(res.status).toBe(409);
    const body = (await res.json()) as Refusal;
    expect(body.code).toBe('form-token-stale');
    expect(body.message).toMatch(/open too long.*send (it )?again/i);
    expect(await leadRows('email = ?', 'stale@example.com')).toHaveLength(0);
    const fresh = await formToken(4 * HOUR - 60_000);
    expect((await postLead(validLead('quote', { email: 'nearly-stale@example.com', form_token: fresh }), { ip: ip() })).status).toBe(201);
    expect((await leadRows('email = ?', 'nearly-stale@example.com'))[0]!.status).toBe('new');
  });

  it('without JavaScript: the form back with the message', async () => {
    const res = await postLead(validLead('quote', { email: 'stale-form@example.com', form_token: await formToken(5 * HOUR) }), { ip: ip(), via: 'form' });
    expect(res.status).toBe(422);
    expect(await res.text()).toMatch(/open too long/);
    expect(await leadRows('email = ?', 'stale-form@example.com')).toHaveLength(0);
  });

  it('a token from before tokens carried a nonce counts as open too long, not as spam', async () => {
    // <issued at>.<HMAC of the time alone>, signed with the same key: what pages carried until now.
    const issuedAt = Date.now() - 60_000;
    const key = await hmacSha256Key(secretOrDerived((env as { FORM_TOKEN_SECRET?: string }).FORM_TOKEN_SECRET, 'form-token', env.SERVICE_KEY));
    const legacy = `${issuedAt}.${base64url(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(String(issuedAt))))}`;
    const res = await postLead(validLead('quote', { email: 'legacy-token@example.com', form_token: legacy }), { ip: ip() });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Refusal).code).toBe('form-token-stale');
    expect(await leadRows('email = ?', 'legacy-token@example.com')).toHaveLength(0);
  });
});

describe('the record of used tokens', () => {
  it('keeps each use until its token is too old to send anyway', async () => {
    const token = await formToken();
    await postLead(validLead('quote', { email: 'recorded@example.com', form_token: token }), { ip: ip() });
    const { nonce } = await verifyFormToken(env, token);
    const row = await env.DB.prepare('SELECT * FROM form_token_uses WHERE nonce = ?').bind(nonce).first<{ lead_id: string; expires_at: string }>();
    expect(row?.lead_id).toBe((await leadRows('email = ?', 'recorded@example.com'))[0]!.id);
    const issuedAt = Number(token.split('.')[0]);
    expect(row?.expires_at).toBe(new Date(issuedAt + 4 * HOUR).toISOString());
    // A use past its expiry goes with the next lead.
    await env.DB.prepare("UPDATE form_token_uses SET expires_at = '2000-01-01T00:00:00.000Z' WHERE nonce = ?").bind(nonce).run();
    await postLead(validLead('quote', { email: 'next-one@example.com', form_token: await formToken() }), { ip: ip() });
    expect(await env.DB.prepare('SELECT 1 FROM form_token_uses WHERE nonce = ?').bind(nonce).first()).toBeNull();
  });
});
