/**
 * The bindings lead intake and delivery use exist in the Worker as wrangler.toml declares them
 * (tests/unit/lead-config.test.ts reads the declarations): the queue producer, the staff email
 * and the rate limiters. The real queue carrying a lead to the consumer and the email is
 * leads-delivery.test.ts's 'the real local queue'.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { sendLead } from './leads-helpers';

describe('lead bindings', () => {
  it('the queue producer and the email service are bound', () => {
    expect(env.LEADS_QUEUE.send).toBeTypeOf('function');
    expect(env.LEADS_QUEUE.sendBatch).toBeTypeOf('function');
    expect(env.EMAIL.send).toBeTypeOf('function');
  });

  it.each(['LEADS_LIMITER', 'NEWSLETTER_LIMITER', 'AUTH_LIMITER'] as const)(
    '%s is a real rate limiter: it counts a client and refuses it in the end',
    async (name) => {
      const key = `lead-bindings-${name}`;
      let allowed = 0;
      while (allowed < 1000 && (await env[name].limit({ key })).success) allowed++;
      expect(allowed).toBeGreaterThan(0);
      expect(allowed).toBeLessThan(1000);
      // Another client is counted apart.
      expect((await env[name].limit({ key: `${key}-other` })).success).toBe(true);
    },
  );

  it('an office sharing one address can send 10 leads in a row', async () => {
    // submit.ts lets a lead through when the limiter fails, so count the limiter itself first.
    let allowed = 0;
    while (allowed < 10 && (await env.LEADS_LIMITER.limit({ key: 'lead-bindings-office' })).success) allowed++;
    expect(allowed).toBe(10);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await sendLead('quote', { email: `office-${i}@example.com` }, { ip: '192.0.2.177' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(10).fill(201));
  });
});
