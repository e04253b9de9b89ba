/**
 * Lead delivery (docs/decisions.md D12): the queue consumer emails staff through the send_email
 * binding and posts to the CRM webhook with its signature; a failing channel is retried with
 * backoff while a channel that worked is never repeated; the dead-letter queue marks what is left
 * 'dead'; spam is never delivered. Outbound fetch is mocked in-process (vi.spyOn on fetch), the
 * email binding replaced by a recorder; one test runs the real local queue end to end.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult, SELF } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '../../content/site';
import { leads } from '../../shared/schema';
import worker from '../../worker/index';
import { LEADS_DEAD_LETTER_QUEUE_NAME, LEADS_QUEUE_NAME } from '../../worker/leads/queues';
import { webhookSignature } from '../../worker/leads/webhook';
import { type Bindings, formToken, leadById, validLead, withEnv } from './leads-support';

const WEBHOOK = 'https://crm.example/hooks/leads';
const SECRET = 'crm-shared-secret';

let nextLead = 1;

/** A lead stored straight into D1 (as POST /api/leads would), so no real queue message exists for it. */
async function storedLead(overrides: Partial<typeof leads.$inferInsert> = {}): Promise<string> {
  const id = `lead-${nextLead++}-${crypto.randomUUID()}`;
  const fields = validLead('quote');
  await drizzle(env.DB)
    .insert(leads)
    .values({
      id,
      kind: 'quote',
      contact_key: `email:${id}@example.com`,
      name: String(fields.name),
      company: String(fields.company),
      email: `${id}@example.com`,
      phone: String(fields.phone),
      facility_type: 'medical-facilities',
      services: ['janitorial-services', 'floor-care'],
      square_footage: '5k-15k',
      frequency: 'several-weekly',
      location: 'Ocala, FL 34471',
      message: 'Two suites,\nevening cleaning please.',
      contact_method: 'email',
      consent_text: String(fields.consent_text),
      consent_at: new Date().toISOString(),
      ip_hash: 'f'.repeat(64),
      ...overrides,
    });
  return id;
}

/** Records what the staff email binding is asked to send; can be told to fail. */
function emailRecorder(fail = false) {
  const sent: EmailMessageBuilder[] = [];
  const binding = {
    async send(message: EmailMessageBuilder) {
      if (fail) throw new Error('email service unavailable');
      sent.push(message);
      return { messageId: `<${sent.length}@test>` };
    },
  } as unknown as SendEmail;
  return { binding, sent };
}

/**
 * Runs the queue handler on one message, as Queues would deliver it. The test harness reports
 * acks and retries but not a retry's delay, so `retryDelays` records what retry() was asked for.
 */
async function deliver(id: unknown, bindings: Bindings, { attempts = 1, queue = LEADS_QUEUE_NAME } = {}) {
  const batch = createMessageBatch(queue, [{ id: `msg-${nextLead++}`, timestamp: new Date(), attempts, body: { id } }]);
  const retry = vi.spyOn(batch.messages[0]!, 'retry');
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<unknown>, withEnv(bindings));
  const result = await getQueueResult(batch, ctx);
  return { ...result, retryDelays: retry.mock.calls.map(([options]) => options?.delaySeconds) };
}

/** fetch, replaced for the webhook's receiver: answers with the given statuses in turn and keeps each request. */
function mockWebhook(...statuses: number[]) {
  const requests: Request[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    if (!request.url.startsWith(WEBHOOK)) throw new Error(`unexpected fetch ${request.url}`);
    requests.push(request);
    const status = statuses[Math.min(requests.length - 1, statuses.length - 1)]!;
    if (status === 0) throw new TypeError('fetch failed: connection refused');
    return new Response(status < 300 ? '{"ok":true}' : 'upstream down', { status });
  });
  return { requests, spy };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the staff email', () => {
  it('goes to the company address by default, from website@, replying to the visitor, with the whole lead in the body', async () => {
    const email = emailRecorder();
    const id = await storedLead();
    const result = await deliver(id, { LEAD_EMAIL: email.binding });
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toEqual([]);
    expect(email.sent).toHaveLength(1);
    const message = email.sent[0]!;
    expect(message.to).toEqual([SITE.email]);
    expect(message.from).toEqual({ email: `website@${SITE.email.split('@')[1]}`, name: `${SITE.name} website` });
    expect(message.replyTo).toBe(`${id}@example.com`);
    expect(message.subject).toBe('Quote request: Dana Whitfield, Whitfield Dental Group (Ocala, FL 34471)');
    for (const text of [
      'Dana Whitfield',
      'Medical Facilities',
      'Janitorial Services, Floor Care',
      '5,000 – 15,000 sq ft',
      '2–4 times a week',
      'Two suites,\nevening',
      `Lead id: ${id}`,
    ]) {
      expect(message.text).toContain(text);
    }
    expect(await leadById(id)).toMatchObject({ email_state: 'sent', webhook_state: 'skipped', delivery_attempts: 1, last_delivery_error: null });
    expect((await leadById(id)).delivered_at).not.toBeNull();
  });

  it('uses LEAD_EMAIL_FROM and a comma-separated LEAD_EMAIL_TO', async () => {
    const email = emailRecorder();
    const id = await storedLead();
    await deliver(id, {
      LEAD_EMAIL: email.binding,
      LEAD_EMAIL_FROM: 'leads@oakbright.example',
      LEAD_EMAIL_TO: 'sales@oakbright.example, Owner@Oakbright.example',
    });
    expect(email.sent[0]).toMatchObject({ from: { email: 'leads@oakbright.example' }, to: ['sales@oakbright.example', 'owner@oakbright.example'] });
  });

  it('cannot be given a header by the visitor: no line break reaches a header, whatever is stored', async () => {
    const email = emailRecorder();
    // Straight into D1, past the schema (which already folds these), to test the email's own guard.
    const id = await storedLead({
      name: 'Eve\r\nBcc: victim@example.com',
      company: 'Evil\nCo\u2028X-Header: 1',
      location: 'Ocala\r\n\r\nbody',
      email: 'eve@example.com\r\nCc: x@example.com',
    });
    await deliver(id, { LEAD_EMAIL: email.binding });
    const message = email.sent[0]!;
    const headers = [message.subject, JSON.stringify(message.from), JSON.stringify(message.to), String(message.replyTo ?? '')];
    for (const h of headers) expect(h).not.toMatch(/[\r\n\u2028\u2029]/);
    expect(message.subject).toBe('Quote request: Eve Bcc: victim@example.com, Evil Co X-Header: 1 (Ocala body)');
    // An address that is not one is simply not replied to.
    expect(message.replyTo).toBeUndefined();
  });

  it('runs against the local send_email simulation too', async () => {
    const id = await storedLead();
    const result = await deliver(id, {});
    expect(result.explicitAcks).toHaveLength(1);
    expect((await leadById(id)).email_state).toBe('sent');
  });
});

describe('the CRM webhook', () => {
  it('POSTs the lead as JSON, signed t=<unix>,v1=<HMAC-SHA256 of "<t>.<body>">, with the lead id as Idempotency-Key', async () => {
    const { requests } = mockWebhook(200);
    const id = await storedLead();
    const before = Math.floor(Date.now() / 1000);
    await deliver(id, { LEAD_EMAIL: emailRecorder().binding, LEAD_WEBHOOK_URL: WEBHOOK, LEAD_WEBHOOK_SECRET: SECRET });
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('idempotency-key')).toBe(id);
    const body = await request.text();
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(request.headers.get('x-oakbright-signature') ?? '');
    expect(match).not.toBeNull();
    const t = Number(match![1]);
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(match![2]).toBe(await webhookSignature(SECRET, t, body));
    expect(match![2]).not.toBe(await webhookSignature('another secret', t, body));
    const payload = JSON.parse(body) as Record<string, unknown>;
    expect(payload).toMatchObject({ id, kind: 'quote', email: `${id}@example.com`, services: ['janitorial-services', 'floor-care'] });
    for (const internal of ['ip_hash', 'contact_key', 'email_state', 'webhook_state', 'spam_reason']) expect(payload).not.toHaveProperty(internal);
    expect(await leadById(id)).toMatchObject({ email_state: 'sent', webhook_state: 'sent' });
  });

  it('failing, then recovering: retried with backoff, the email never sent twice, each channel recorded', async () => {
    const email = emailRecorder();
    const { requests } = mockWebhook(503, 0, 200);
    const bindings = { LEAD_EMAIL: email.binding, LEAD_WEBHOOK_URL: WEBHOOK, LEAD_WEBHOOK_SECRET: SECRET };
    const id = await storedLead();

    const first = await deliver(id, bindings, { attempts: 1 });
    expect(first.explicitAcks).toEqual([]);
    expect(first.retryMessages).toHaveLength(1);
    expect(first.retryDelays).toEqual([30]);
    expect(await leadById(id)).toMatchObject({
      email_state: 'sent',
      webhook_state: 'failed',
      delivery_attempts: 1,
      last_delivery_error: 'webhook: webhook answered 503',
      delivered_at: null,
    });

    const second = await deliver(id, bindings, { attempts: 2 });
    expect(second.retryDelays).toEqual([60]);
    expect((await leadById(id)).last_delivery_error).toMatch(/^webhook: webhook unreachable: fetch failed/);

    const third = await deliver(id, bindings, { attempts: 3 });
    expect(third.explicitAcks).toHaveLength(1);
    expect(third.retryMessages).toEqual([]);
    expect(requests).toHaveLength(3);
    expect(email.sent).toHaveLength(1);
    const row = await leadById(id);
    expect(row).toMatchObject({ email_state: 'sent', webhook_state: 'sent', delivery_attempts: 3 });
    expect(row.delivered_at).not.toBeNull();
  });

  it('backs off 30 s doubling to at most an hour', async () => {
    const { retryDelaySeconds } = await import('../../worker/leads/queues');
    expect([1, 2, 3, 4, 5, 6, 7, 8, 10].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it('never dies quietly: the dead-letter queue marks what is still open dead, keeping the last error', async () => {
    mockWebhook(500);
    const bindings = { LEAD_EMAIL: emailRecorder().binding, LEAD_WEBHOOK_URL: WEBHOOK, LEAD_WEBHOOK_SECRET: SECRET };
    const id = await storedLead();
    await deliver(id, bindings, { attempts: 11 });
    const dead = await deliver(id, bindings, { queue: LEADS_DEAD_LETTER_QUEUE_NAME });
    expect(dead.explicitAcks).toHaveLength(1);
    expect(await leadById(id)).toMatchObject({
      email_state: 'sent',
      webhook_state: 'dead',
      last_delivery_error: 'webhook: webhook answered 500',
      delivered_at: null,
    });
  });

  it('refuses to post unsigned or over plain http, and says so on the lead', async () => {
    const { requests } = mockWebhook(200);
    const unsigned = await storedLead();
    await deliver(unsigned, { LEAD_EMAIL: emailRecorder().binding, LEAD_WEBHOOK_URL: WEBHOOK });
    expect(await leadById(unsigned)).toMatchObject({ webhook_state: 'failed', last_delivery_error: 'webhook: LEAD_WEBHOOK_SECRET is not set' });
    const plain = await storedLead();
    await deliver(plain, { LEAD_EMAIL: emailRecorder().binding, LEAD_WEBHOOK_URL: 'http://crm.example/hook', LEAD_WEBHOOK_SECRET: SECRET });
    expect(await leadById(plain)).toMatchObject({ webhook_state: 'failed', last_delivery_error: 'webhook: LEAD_WEBHOOK_URL must be https' });
    expect(requests).toHaveLength(0);
  });
});

describe('what is not delivered', () => {
  it('spam: skipped, nothing sent', async () => {
    const email = emailRecorder();
    const { requests } = mockWebhook(200);
    const id = await storedLead({ status: 'spam', spam_reason: 'honeypot' });
    const result = await deliver(id, { LEAD_EMAIL: email.binding, LEAD_WEBHOOK_URL: WEBHOOK, LEAD_WEBHOOK_SECRET: SECRET });
    expect(result.explicitAcks).toHaveLength(1);
    expect(email.sent).toHaveLength(0);
    expect(requests).toHaveLength(0);
    expect(await leadById(id)).toMatchObject({ email_state: 'skipped', webhook_state: 'skipped', delivered_at: null });
  });

  it('a failing email is retried, and so is a database that fails', async () => {
    const id = await storedLead();
    const result = await deliver(id, { LEAD_EMAIL: emailRecorder(true).binding });
    expect(result.retryMessages).toHaveLength(1);
    expect(await leadById(id)).toMatchObject({ email_state: 'failed', last_delivery_error: 'email: email service unavailable' });
    const brokenDb = {
      prepare: () => ({ bind: () => ({ all: () => Promise.reject(new Error('D1_ERROR')), raw: () => Promise.reject(new Error('D1_ERROR')) }) }),
    };
    const down = await deliver(id, { DB: brokenDb });
    expect(down.retryMessages).toHaveLength(1);
  });

  it('an unknown lead or an unreadable message is acknowledged, not retried forever', async () => {
    expect((await deliver('no-such-lead', {})).explicitAcks).toHaveLength(1);
    expect((await deliver(42, {})).explicitAcks).toHaveLength(1);
  });
});

describe('the real local queue', () => {
  it('a lead posted to the Worker is emailed by the queue consumer, with nothing configured', async () => {
    const res = await SELF.fetch('http://localhost/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.250' },
      body: JSON.stringify(validLead('walkthrough', { email: 'end-to-end@example.com', form_token: await formToken() })),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await vi.waitFor(
      async () => {
        const row = await leadById(id);
        expect(row).toMatchObject({ email_state: 'sent', webhook_state: 'skipped' });
        expect(row.delivered_at).not.toBeNull();
      },
      { timeout: 15_000, interval: 200 },
    );
  }, 20_000);
});

describe('the 15-minute safety net', () => {
  it('queues again the real leads whose delivery never started or stopped without an answer, and nothing else', async () => {
    const ago = (modifier: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '${modifier}')`;
    const age = async (id: string, modifier: string) =>
      env.DB.prepare(`UPDATE leads SET updated_at = ${ago(modifier)} WHERE id = ?`)
        .bind(id)
        .run();
    const stuckPending = await storedLead();
    await age(stuckPending, '-20 minutes');
    const stuckFailed = await storedLead({ email_state: 'sent', webhook_state: 'failed', delivery_attempts: 4 });
    await age(stuckFailed, '-3 hours');
    const freshPending = await storedLead();
    const retrying = await storedLead({ email_state: 'failed', webhook_state: 'skipped', delivery_attempts: 2 });
    await age(retrying, '-30 minutes');
    const delivered = await storedLead({ email_state: 'sent', webhook_state: 'skipped' });
    await age(delivered, '-1 day');
    const spam = await storedLead({ status: 'spam', spam_reason: 'honeypot', email_state: 'skipped', webhook_state: 'skipped' });
    await age(spam, '-1 day');
    const oldDead = await storedLead({ email_state: 'dead', webhook_state: 'skipped' });
    await age(oldDead, '-1 day');

    const batches: unknown[][] = [];
    const queue = {
      send: () => Promise.reject(new Error('not used')),
      sendBatch: async (messages: Array<{ body: unknown }>) => void batches.push(messages.map((m) => m.body)),
    };
    const { createScheduledController } = await import('cloudflare:test');
    await worker.scheduled(createScheduledController({ cron: '*/15 * * * *' }), withEnv({ LEADS_QUEUE: queue }));
    expect(batches).toHaveLength(1);
    const queued = (batches[0] as Array<{ id: string }>).map((b) => b.id);
    expect(queued.filter((id) => id.startsWith('lead-')).sort()).toEqual([stuckPending, stuckFailed].sort());
    for (const id of [freshPending, retrying, delivered, spam, oldDead]) expect(queued).not.toContain(id);
  });
});
