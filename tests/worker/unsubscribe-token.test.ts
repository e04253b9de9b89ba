/**
 * The unsubscribe token: <base64url(email)>.<base64url(HMAC-SHA256(lower-cased email))>, keyed by
 * NEWSLETTER_SECRET or, unset, a key derived from SERVICE_KEY; only genuine tokens verify.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { unsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from '../../worker/newsletter/unsubscribe-token';

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('unsubscribe token', () => {
  it('is base64url(email).base64url(32-byte MAC) of the lower-cased address, and verifies to it', async () => {
    const token = (await unsubscribeToken(env, 'Mixed.Case@Example.com'))!;
    const [address, mac] = token.split('.');
    expect(address).toBe(b64url(new TextEncoder().encode('mixed.case@example.com')));
    expect(mac).toMatch(/^[\w-]{43}$/);
    expect(await verifyUnsubscribeToken(env, token)).toBe('mixed.case@example.com');
    expect(await unsubscribeToken(env, 'mixed.case@example.com')).toBe(token);
  });

  it('keeps a non-ASCII address intact', async () => {
    const token = (await unsubscribeToken(env, 'zoë@exämple.com'))!;
    expect(await verifyUnsubscribeToken(env, token)).toBe('zoë@exämple.com');
  });

  it('the link: the origin given, the unsubscribe path and the token', async () => {
    const url = (await unsubscribeUrl(env, 'https://www.example.com/', 'a@example.com'))!;
    const token = await unsubscribeToken(env, 'a@example.com');
    expect(url).toBe(`https://www.example.com/newsletter/unsubscribe?token=${token}`);
    expect(new URL(url).searchParams.get('token')).toBe(token);
  });

  it('refuses a forged MAC, another address signature, and anything malformed', async () => {
    const token = (await unsubscribeToken(env, 'victim@example.com'))!;
    const other = (await unsubscribeToken(env, 'attacker@example.com'))!;
    const [victim, mac] = token.split('.') as [string, string];
    const forged = [
      `${victim}.${b64url(crypto.getRandomValues(new Uint8Array(32)))}`,
      `${victim}.${other.split('.')[1]}`,
      `${victim}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      `${victim}.${mac.slice(0, 42)}`,
      `${victim}.${mac}A`,
      `${victim}.${mac}.${mac}`,
      `${victim}${mac}`,
      `.${mac}`,
      `${victim}.`,
      `${victim}=.${mac}`,
      `${victim}.${mac.replace(/^./, '+')}`,
      '',
      '.',
      'garbage',
      'a'.repeat(5000),
      undefined,
      null,
      42,
    ];
    for (const t of forged) expect(await verifyUnsubscribeToken(env, t), String(t)).toBeNull();
  });

  it('a token from another key is refused: NEWSLETTER_SECRET set, or SERVICE_KEY changed', async () => {
    const fromServiceKey = (await unsubscribeToken(env, 'a@example.com'))!;
    const withSecret = { ...env, NEWSLETTER_SECRET: 'a-separate-secret' };
    expect(await verifyUnsubscribeToken(withSecret, fromServiceKey)).toBeNull();
    const fromSecret = (await unsubscribeToken(withSecret, 'a@example.com'))!;
    expect(fromSecret).not.toBe(fromServiceKey);
    expect(await verifyUnsubscribeToken(withSecret, fromSecret)).toBe('a@example.com');
    expect(await verifyUnsubscribeToken(env, fromSecret)).toBeNull();
    expect(await verifyUnsubscribeToken({ ...env, SERVICE_KEY: 'rotated-key' }, fromServiceKey)).toBeNull();
  });

  it('with neither NEWSLETTER_SECRET nor SERVICE_KEY there is no key: no token is made or accepted', async () => {
    const keyless = { ...env, SERVICE_KEY: undefined as unknown as string, NEWSLETTER_SECRET: undefined };
    expect(await unsubscribeToken(keyless, 'a@example.com')).toBeNull();
    expect(await unsubscribeUrl(keyless, 'https://www.example.com', 'a@example.com')).toBeNull();
    // What a key derived from an empty SERVICE_KEY would sign: anyone could compute it.
    const publicKey = await crypto.subtle.importKey('raw', new TextEncoder().encode('newsletter-unsubscribe:'), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    const address = new TextEncoder().encode('a@example.com');
    const guessable = `${b64url(address)}.${b64url(new Uint8Array(await crypto.subtle.sign('HMAC', publicKey, address)))}`;
    expect(await verifyUnsubscribeToken(keyless, guessable)).toBeNull();
  });
});
