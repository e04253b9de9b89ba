/**
 * The staff-key lockout and the newsletter limiter count a client by
 * `clientKey`: an IPv6 sender is its /64 (one subscriber holds the whole
 * prefix), so rotating through its addresses does not reset the count; another
 * /64, or another IPv4 address, is someone else.
 */
import { describe, expect, it } from 'vitest';
import { lockoutRemaining } from '../../worker/staff/lockout';
import { api, fromIp, makePost, staffHeaders } from './api-helpers';

/** The n-th address inside one /64. */
const inPrefix = (prefix: string, n: number) => `${prefix}:${(n + 1).toString(16)}:0:0:${(n * 7 + 3).toString(16)}`;

describe('staff-key lockout', () => {
  it('wrong keys from many addresses of one IPv6 /64 lock the whole /64 out, the right key too', async () => {
    const prefix = '2001:db8:aa:1';
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await api('/rest/v1/blog_posts', {
        method: 'POST',
        headers: fromIp(inPrefix(prefix, i), { Authorization: `Bearer guess-${i}`, 'Content-Type': 'application/json' }),
        body: JSON.stringify(makePost(`v6-guess-${i}`)),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const sameSubscriber = await api('/rest/v1/blog_posts?select=id&limit=1', { headers: staffHeaders('2001:db8:aa:1:ffff:ffff:ffff:fffe') });
    expect(sameSubscriber.status).toBe(429);
    expect(await lockoutRemaining(new Headers({ 'cf-connecting-ip': '2001:0db8:00aa:0001::1234' }))).toBeGreaterThan(0);
    expect(await lockoutRemaining('2001:db8:aa:1::99')).toBeGreaterThan(0);
    const nextPrefix = await api('/rest/v1/blog_posts?select=id&limit=1', { headers: staffHeaders('2001:db8:aa:2::1') });
    expect(nextPrefix.status).toBe(200);
  });

  it('IPv4 addresses stay apart, and an IPv4-mapped IPv6 address is its IPv4 address', async () => {
    const ip = '198.51.100.70';
    for (let i = 0; i < 12; i++) {
      await api('/rest/v1/blog_posts?select=id', { headers: fromIp(i % 2 === 0 ? ip : `::ffff:${ip}`, { apikey: `guess-${i}` }) });
    }
    expect((await api('/rest/v1/blog_posts?select=id&limit=1', { headers: staffHeaders(ip) })).status).toBe(429);
    expect((await api('/rest/v1/blog_posts?select=id&limit=1', { headers: staffHeaders('198.51.100.71') })).status).toBe(200);
  });
});

describe('newsletter limiter', () => {
  function subscribe(ip: string, i: number): Promise<Response> {
    return api('/api/newsletter', {
      method: 'POST',
      headers: fromIp(ip, { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ email: `v6-${i}-${ip.replace(/:/g, '-')}@example.com`, source: '/' }),
    });
  }

  it('counts an IPv6 /64 as one sender', async () => {
    const prefix = '2001:db8:bb:1';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await subscribe(inPrefix(prefix, i), i)).status);
    expect(statuses[0]).toBe(200);
    expect(statuses.at(-1)).toBe(429);
    expect((await subscribe('2001:db8:bb:2::1', 99)).status).toBe(200);
  });
});
