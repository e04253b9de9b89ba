/** The lead form's signed start time: issued fresh by the edge, verified when a lead arrives. */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { issueFormToken, verifyFormToken } from '../../worker/intake/form-token';
import { FORM_TOKEN_PLACEHOLDER } from '../../shared/intake/form-token';
import { api } from './api-helpers';

describe('form tokens', () => {
  it('verifies its own token and tells its age and its nonce, its own to each token', async () => {
    const token = await issueFormToken(env, 1_750_000_000_000);
    const nonce = token.split('.')[1];
    expect(nonce).toMatch(/^[\w-]{22}$/);
    expect(await verifyFormToken(env, token, 1_750_000_004_000)).toEqual({ valid: true, ageMs: 4000, nonce });
    expect(await issueFormToken(env, 1_750_000_000_000)).not.toBe(token);
  });

  it.each([
    ['a changed time', (t: string) => t.replace(/^\d/, (d) => String((Number(d) + 1) % 10))],
    ['a changed signature', (t: string) => `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`],
    ['a changed nonce', (t: string) => t.replace(/\.(.)/, (_, c: string) => `.${c === 'A' ? 'B' : 'A'}`)],
    ['no nonce', (t: string) => t.replace(/\.[\w-]{22}\./, '.')],
    ['no signature', (t: string) => t.split('.')[0]!],
    ['the placeholder', () => FORM_TOKEN_PLACEHOLDER],
    ['junk', () => 'x'],
  ])('refuses %s', async (_name, tamper) => {
    const token = await issueFormToken(env, 1_750_000_000_000);
    expect((await verifyFormToken(env, tamper(token), 1_750_000_010_000)).valid).toBe(false);
  });

  it('refuses a token from the future and one signed with another key', async () => {
    const token = await issueFormToken(env, 1_750_000_000_000);
    expect((await verifyFormToken(env, token, 1_749_999_999_000)).valid).toBe(false);
    expect((await verifyFormToken({ ...env, SERVICE_KEY: 'another-key' }, token, 1_750_000_010_000)).valid).toBe(false);
  });

  it('GET /api/form-token answers a fresh, valid, uncached token', async () => {
    const before = Date.now();
    const res = await api('/api/form-token');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { token } = (await res.json()) as { token: string };
    const { valid, ageMs } = await verifyFormToken(env, token);
    expect(valid).toBe(true);
    expect(ageMs).toBeLessThanOrEqual(Date.now() - before + 5);
  });
});
