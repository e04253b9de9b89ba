/** POST /api/newsletter (docs/decisions.md D6): stored once per address, same answer for repeats, validated, rate-limited. */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { api, fromIp, isPgError } from './api-helpers';

function subscribe(ip: string, body: unknown, type = 'application/json'): Promise<Response> {
  return api('/api/newsletter', {
    method: 'POST',
    headers: fromIp(ip, { 'Content-Type': type }),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function stored(email: string): Promise<Array<{ email: string; source: string }>> {
  const { results } = await env.DB.prepare('SELECT email, source FROM newsletter_subscribers WHERE lower(email) = lower(?)')
    .bind(email)
    .all<{ email: string; source: string }>();
  return results;
}

describe('newsletter signup', () => {
  it('accepts a valid address and stores it with its source page', async () => {
    const res = await subscribe('192.0.2.1', { email: 'Facilities@Example.com', source: '/insights' });
    expect([200, 201]).toContain(res.status);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ subscribed: true });
    expect(await stored('facilities@example.com')).toEqual([{ email: 'facilities@example.com', source: '/insights' }]);
  });

  it('answers a repeat exactly like a first signup and stores the address once, whatever its case', async () => {
    const first = await subscribe('192.0.2.2', { email: 'repeat@example.com', source: '/' });
    const again = await subscribe('192.0.2.2', { email: '  REPEAT@Example.COM ', source: '/insights' });
    expect(again.status).toBe(first.status);
    expect(await again.text()).toBe(await first.text());
    expect(await stored('repeat@example.com')).toHaveLength(1);
  });

  it.each([
    ['no at-sign', { email: 'not-an-email' }, '192.0.2.31'],
    ['no domain', { email: 'name@' }, '192.0.2.32'],
    ['empty', { email: '' }, '192.0.2.33'],
    ['not a string', { email: ['a@b.co'] }, '192.0.2.34'],
    ['missing', {}, '192.0.2.35'],
    ['too long', { email: `${'a'.repeat(250)}@example.com` }, '192.0.2.36'],
    // Found by the API fuzz campaign: NUL is not whitespace, so it once slipped through.
    ['a NUL character', { email: '\u0000@example.com' }, '192.0.2.37'],
    ['a control character', { email: 'a\u001bb@example.com' }, '192.0.2.38'],
  ])(
    'rejects an invalid address (%s) with 400 and stores nothing',
    async (_name, body, ip) => {
      const { results: before } = await env.DB.prepare('SELECT count(*) AS n FROM newsletter_subscribers').all<{ n: number }>();
      // Each case from its own address: the limiter runs before validation.
      const res = await subscribe(ip, body);
      expect(res.status).toBe(400);
      expect(isPgError(await res.json())).toBe(true);
      const { results: after } = await env.DB.prepare('SELECT count(*) AS n FROM newsletter_subscribers').all<{ n: number }>();
      expect(after[0]!.n).toBe(before[0]!.n);
    },
    10_000,
  );

  it('refuses other content types with 415 and malformed JSON with 400', async () => {
    const form = await subscribe('192.0.2.4', 'email=a%40example.com', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect(isPgError(await form.json())).toBe(true);
    const broken = await subscribe('192.0.2.5', '{"email":', 'application/json');
    expect(broken.status).toBe(400);
    expect(isPgError(await broken.json())).toBe(true);
  });

  it('only POST is offered', async () => {
    const res = await api('/api/newsletter', { method: 'PUT', headers: fromIp('192.0.2.6', { 'Content-Type': 'application/json' }), body: '{}' });
    expect(res.status).toBe(405);
  });

  it('rate-limits one address with 429 and Retry-After, and stores nothing beyond the limit', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 12; i++) {
      const res = await subscribe('192.0.2.7', { email: `burst-${i}@example.com`, source: '/' });
      statuses.push(res.status);
      if (res.status === 429) {
        retryAfter = res.headers.get('retry-after');
        expect(isPgError(await res.json())).toBe(true);
      }
    }
    expect(statuses[0]).toBe(200);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const accepted = statuses.filter((s) => s === 200).length;
    const { results } = await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers WHERE email LIKE 'burst-%'").all<{ n: number }>();
    expect(results[0]!.n).toBe(accepted);
    const other = await subscribe('192.0.2.8', { email: 'someone-else@example.com' });
    expect(other.status).toBe(200);
  });
});
