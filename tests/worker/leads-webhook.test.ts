/**
 * Lead delivery to the CRM webhook (docs/decisions.md D12): the lead posted as signed JSON; a
 * failing webhook retried with backoff while the email that worked is never repeated; the
 * dead-letter queue marks what is left 'dead'; never posted unsigned or over plain http.
 * Outbound fetch is mocked in-process (vi.spyOn on fetch).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEADS_DEAD_LETTER_QUEUE_NAME } from '../../worker/leads/delivery/queues';
import { webhookSignature } from '../../worker/leads/delivery/webhook';
import { deliver, emailRecorder, mockWebhook, SECRET, storedLead, WEBHOOK } from './delivery-helpers';
import { leadById } from './leads-helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the CRM webhook', () => {
  it('POSTs the lead as JSON, signed t=<unix>,v1=<HMAC-SHA256 of "<t>.<body>">, with the lead id as Idempotency-Key', async () => {
    const { requests } = mockWebhook(200);
    const id = await storedLead();
    const before = Math.floor(Date.now() / 1000);
    await deliver(id, { EMAIL: emailRecorder().binding, LEAD_WEBHOOK_URL: WEBHOOK, LEAD_WEBHOOK_SECRET: SECRET });
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
    const bindings = { EMAIL: email.binding, LEAD_WEBHOOK_URL: WEBHOOK, LEAD_WEBHOOK_SECRET: SECRET };
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
    const { retryDelaySeconds } = await import('../../worker/leads/delivery/queues');
    expect([1, 2, 3, 4, 5, 6, 7, 8, 10].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it('never dies quietly: the dead-letter queue marks what is still open dead, keeping the last error', async () => {
    mockWebhook(500);
    const bindings = { EMAIL: emailRecorder().binding, LEAD_WEBHOOK_URL: WEBHOOK, LEAD_WEBHOOK_SECRET: SECRET };
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
    await deliver(unsigned, { EMAIL: emailRecorder().binding, LEAD_WEBHOOK_URL: WEBHOOK });
    expect(await leadById(unsigned)).toMatchObject({ webhook_state: 'failed', last_delivery_error: 'webhook: LEAD_WEBHOOK_SECRET is not set' });
    const plain = await storedLead();
    await deliver(plain, { EMAIL: emailRecorder().binding, LEAD_WEBHOOK_URL: 'http://crm.example/hook', LEAD_WEBHOOK_SECRET: SECRET });
    expect(await leadById(plain)).toMatchObject({ webhook_state: 'failed', last_delivery_error: 'webhook: LEAD_WEBHOOK_URL must be https' });
    expect(requests).toHaveLength(0);
  });
});
