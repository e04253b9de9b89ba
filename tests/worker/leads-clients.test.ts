/**
 * Who a lead is from, for the rate limit and for merging repeats: clientKey keys an IPv6 client
 * by its /64 (one subscriber's allocation) and an IPv4 client by its address; contactKey is the
 * email address, or the phone number's digits however it is written.
 */
import { describe, expect, it } from 'vitest';
import { clientIp, clientKey } from '../../worker/http/client-ip';
import { contactKey } from '../../worker/leads/contact-key';

const key = (ip: string | null, extra: Record<string, string> = {}) => clientKey(new Headers({ ...(ip ? { 'cf-connecting-ip': ip } : {}), ...extra }));

describe('clientKey', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:192.0.2.9', '192.0.2.9'],
    ['::ffff:c000:0209', '192.0.2.9'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('%s -> %s', (ip, expected) => {
    expect(key(ip)).toBe(expected);
  });

  it('every address of one /64 is one client; the neighbouring /64 is another', () => {
    const a = ['2001:db8:aa:1::1', '2001:db8:aa:1:ffff::', '2001:db8:aa:1:1234:5678:9abc:def0'].map((ip) => key(ip));
    expect(new Set(a).size).toBe(1);
    expect(key('2001:db8:aa:2::1')).not.toBe(a[0]);
  });

  it('leaves what is not an address as it is (the limit still counts it)', () => {
    for (const ip of ['1:2:3', '2001:db8::1::2', 'zz::1', '1:2:3:4:5:6:7:8:9']) expect(key(ip)).toBe(ip);
  });

  it('keeps clientIp: cf-connecting-ip, else the first X-Forwarded-For, else "local"', () => {
    expect(clientIp(new Headers({ 'cf-connecting-ip': '2001:db8::5' }))).toBe('2001:db8::5');
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.4, 10.0.0.1' }))).toBe('203.0.113.4');
    expect(clientIp(new Headers())).toBe('local');
    expect(key(null)).toBe('local');
  });
});

describe('contactKey', () => {
  it('is the email when there is one, in lower case', () => {
    expect(contactKey({ email: 'Dana@Example.com', phone: '352 555 0100' })).toBe('email:dana@example.com');
  });

  it('is the phone digits otherwise, a leading US country code dropped', () => {
    const forms = ['(352) 555-0100', '352.555.0100', '+1 352 555 0100', '1-352-555-0100', '3525550100'];
    expect(new Set(forms.map((phone) => contactKey({ email: '', phone })))).toEqual(new Set(['phone:3525550100']));
    expect(contactKey({ email: '', phone: '+44 20 7946 0958' })).toBe('phone:442079460958');
  });
});
