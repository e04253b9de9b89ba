/**
 * The lead delivery's configuration, as wrangler itself reads wrangler.toml, agrees with its code:
 * the queues are the ones worker/leads/delivery/queues.ts names, the dead-letter queue is wired
 * and consumed, retries (with the code's backoff) last hours, the sweep runs often enough, the
 * rate limit lets an office send at least 10 leads in 10 minutes, the staff email binding exists,
 * and every setting is documented in .dev.vars.example and the README. That the bindings really
 * exist in the Worker is checked in tests/worker/lead-bindings.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { LEADS_DEAD_LETTER_QUEUE_NAME, LEADS_QUEUE_NAME, retryDelaySeconds } from '../../worker/leads/delivery/queues';

/** The part of wrangler's configuration read here (its Config type lives in a package wrangler bundles, so it arrives untyped). */
interface LeadConfig {
  queues: {
    producers?: { binding: string; queue?: string }[];
    consumers?: { queue: string; max_retries?: number; retry_delay?: number; dead_letter_queue?: string }[];
  };
  triggers: { crons?: string[] };
  ratelimits: { name: string; simple: { limit: number; period: number } }[];
  send_email: { name: string }[];
}

const root = path.join(import.meta.dirname, '..', '..');
const config: LeadConfig = unstable_readConfig({ config: path.join(root, 'wrangler.toml') }, { hideWarnings: true });

const consumers = config.queues.consumers ?? [];
const mainConsumer = consumers.find((c) => c.queue === LEADS_QUEUE_NAME);

describe('wrangler.toml', () => {
  it('declares the producer and both consumers under the names the consumer code uses', () => {
    expect(config.queues.producers).toContainEqual(expect.objectContaining({ binding: 'LEADS_QUEUE', queue: LEADS_QUEUE_NAME }));
    expect(mainConsumer).toMatchObject({ dead_letter_queue: LEADS_DEAD_LETTER_QUEUE_NAME });
    expect(mainConsumer?.retry_delay).toBeGreaterThan(0);
    expect(consumers.map((c) => c.queue)).toContain(LEADS_DEAD_LETTER_QUEUE_NAME);
    expect(LEADS_DEAD_LETTER_QUEUE_NAME).not.toBe(LEADS_QUEUE_NAME);
  });

  it('retries for hours, not minutes, before a lead is dead', () => {
    // Queues defaults to 3 retries when none is set: say it.
    const retries = mainConsumer?.max_retries;
    expect(retries).toBeTypeOf('number');
    // Each retry waits what the consumer asks for (retryDelaySeconds of the attempt that failed).
    let waited = 0;
    for (let attempt = 1; attempt <= retries!; attempt++) waited += retryDelaySeconds(attempt);
    expect(waited).toBeGreaterThanOrEqual(2 * 3600);
  });

  it('runs the cron at least every 5 minutes (the stalled-lead sweep, and a lead waiting 15 business minutes escalated within 20)', () => {
    // worker/leads/delivery/sweep.ts requeues a lead still pending 15 minutes after it last changed.
    const everyMinutes = (config.triggers.crons ?? []).map((cron) => {
      const [minute, ...rest] = cron.trim().split(/\s+/);
      if (rest.join(' ') !== '* * * *') return Number.POSITIVE_INFINITY;
      if (minute === '*') return 1;
      const step = /^\*\/(\d+)$/.exec(minute ?? '');
      return step ? Number(step[1]) : Number.POSITIVE_INFINITY;
    });
    expect(Math.min(...everyMinutes)).toBeLessThanOrEqual(5);
  });

  it('limits leads per client so that an office sharing one address can still send 10 in 10 minutes', () => {
    const limiter = config.ratelimits.find((r) => r.name === 'LEADS_LIMITER');
    expect(limiter?.simple).toBeDefined();
    const { limit, period } = limiter!.simple;
    expect(limit * Math.floor(600 / period)).toBeGreaterThanOrEqual(10);
    expect(limit).toBeGreaterThanOrEqual(10);
  });

  it('binds the one email service every email goes through, the staff alert included', () => {
    expect(config.send_email).toEqual([expect.objectContaining({ name: 'EMAIL' })]);
  });
});

describe('documentation', () => {
  const settings = [
    'LEAD_EMAIL_TO',
    'EMAIL_DELIVERY',
    'EMAIL_FROM',
    'APPLICATION_RETENTION_MONTHS',
    'LEAD_WEBHOOK_URL',
    'LEAD_WEBHOOK_SECRET',
    'TURNSTILE_SITE_KEY',
    'TURNSTILE_SECRET',
    'IP_HASH_SALT',
    'FORM_TOKEN_SECRET',
  ];
  it.each(settings)('%s is in the README configuration and .dev.vars.example', (name) => {
    expect(readFileSync(path.join(root, 'README.md'), 'utf8')).toContain(`\`${name}\``);
    expect(readFileSync(path.join(root, '.dev.vars.example'), 'utf8')).toContain(name);
  });
});
