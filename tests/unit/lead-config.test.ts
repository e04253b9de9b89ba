/**
 * The lead delivery's configuration agrees with its code: the queue names the consumer tells
 * apart are the ones wrangler.toml declares, the dead-letter queue is wired and consumed, the
 * rate limit lets an office send at least 10 leads in 10 minutes, the staff email binding exists,
 * and every new setting is documented in .dev.vars.example and the README.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..', '..');
const toml = readFileSync(path.join(root, 'wrangler.toml'), 'utf8');

// Read as text: the Worker's modules are type-checked with the Worker, not with these Node tests.
const queuesSource = readFileSync(path.join(root, 'worker', 'leads', 'delivery', 'queues.ts'), 'utf8');
const constant = (name: string) => new RegExp(`export const ${name} = '([^']+)'`).exec(queuesSource)?.[1] ?? `<${name} not found>`;
const LEADS_QUEUE_NAME = constant('LEADS_QUEUE_NAME');
const LEADS_DEAD_LETTER_QUEUE_NAME = constant('LEADS_DEAD_LETTER_QUEUE_NAME');

/** The [[name]] tables of wrangler.toml, each as key -> raw value. */
function tables(name: string): Array<Record<string, string>> {
  const out: Array<Record<string, string>> = [];
  for (const block of toml.split(/^(?=\[)/m)) {
    if (!block.startsWith(`[[${name}]]`)) continue;
    const entries: Record<string, string> = {};
    for (const line of block.split('\n').slice(1)) {
      const m = /^(\w+)\s*=\s*(.+)$/.exec(line.trim());
      if (m) entries[m[1]!] = m[2]!.replace(/^"(.*)"$/, '$1');
    }
    out.push(entries);
  }
  return out;
}

describe('wrangler.toml', () => {
  it('declares the producer and both consumers under the names the consumer code uses', () => {
    expect(tables('queues.producers')).toContainEqual(expect.objectContaining({ binding: 'LEADS_QUEUE', queue: LEADS_QUEUE_NAME }));
    const consumers = tables('queues.consumers');
    const main = consumers.find((c) => c.queue === LEADS_QUEUE_NAME);
    expect(main).toMatchObject({ dead_letter_queue: LEADS_DEAD_LETTER_QUEUE_NAME });
    expect(Number(main!.retry_delay)).toBeGreaterThan(0);
    expect(consumers.map((c) => c.queue)).toContain(LEADS_DEAD_LETTER_QUEUE_NAME);
  });

  it('retries for hours, not minutes, before a lead is dead', () => {
    // retryDelaySeconds: 30 s doubling to at most 1 h (tests/worker/leads-delivery.test.ts); 8 retries wait 2 h.
    const retries = Number(tables('queues.consumers').find((c) => c.queue === LEADS_QUEUE_NAME)!.max_retries);
    expect(retries).toBeGreaterThanOrEqual(8);
  });

  it('limits leads per client so that an office sharing one address can still send 10 in 10 minutes', () => {
    const limiter = tables('ratelimits').find((r) => r.name === 'LEADS_LIMITER');
    const m = /limit\s*=\s*(\d+),\s*period\s*=\s*(\d+)/.exec(limiter?.simple ?? '');
    expect(m).not.toBeNull();
    const [limit, period] = [Number(m![1]), Number(m![2])];
    expect(limit * Math.floor(600 / period)).toBeGreaterThanOrEqual(10);
    expect(limit).toBeGreaterThanOrEqual(10);
  });

  it('binds the staff email', () => {
    expect(tables('send_email')).toContainEqual(expect.objectContaining({ name: 'LEAD_EMAIL' }));
  });
});

describe('documentation', () => {
  const settings = [
    'LEAD_EMAIL_FROM',
    'LEAD_EMAIL_TO',
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
