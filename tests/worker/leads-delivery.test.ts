/**
 * Lead delivery (docs/decisions.md D12), what is not delivered and what makes sure the rest is:
 * spam is never delivered; a failing email or database is retried; an unknown lead or unreadable
 * message is acknowledged; the real local queue delivers a posted lead end to end; and the
 * 15-minute sweep queues again the leads whose queue message was lost. The email channel is
 * tested in leads-email.test.ts, the webhook in leads-webhook.test.ts.
 */
import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { deliver, emailRecorder, mockWebhook, SECRET, storedLead, WEBHOOK } from './delivery-helpers';
import { outboxAbout } from './email-helpers';
import { formToken, leadById, validLead, withEnv } from './leads-helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('what is not delivered', () => {
  it('spam: skipped, nothing sent', async () => {
    const email = emailRecorder();
    const { requests } = mockWebhook(200);
    const id = await storedLead({ status: 'spam', spam_reason: 'honeypot' });
    const result = await deliver(id, { EMAIL: email.binding, LEAD_WEBHOOK_URL: WEBHOOK, LEAD_WEBHOOK_SECRET: SECRET });
    expect(result.explicitAcks).toHaveLength(1);
    expect(email.sent).toHaveLength(0);
    expect(requests).toHaveLength(0);
    expect(await leadById(id)).toMatchObject({ email_state: 'skipped', webhook_state: 'skipped', delivered_at: null });
  });

  it('a failing email service leaves the alert to the outbox to retry, the lead delivered', async () => {
    const id = await storedLead();
    const result = await deliver(id, { EMAIL: emailRecorder(true).binding });
    expect(result.retryMessages).toEqual([]);
    expect(await leadById(id)).toMatchObject({ email_state: 'sent', last_delivery_error: null });
    const [alert] = (await outboxAbout(`lead:${id}`)).filter((r) => r.kind === 'lead-alert');
    expect(alert).toMatchObject({ state: 'failed', attempts: 1, last_error: 'send: email service unavailable' });
  });

  it('an alert that cannot be written is retried with the lead, and so is a database that fails', async () => {
    const id = await storedLead();
    const result = await deliver(id, { LEAD_EMAIL_TO: 'not an address' });
    expect(result.retryMessages).toHaveLength(1);
    expect(await leadById(id)).toMatchObject({ email_state: 'failed', last_delivery_error: 'email: the staff alert could not be written to the outbox' });
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
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), withEnv({ LEADS_QUEUE: queue }));
    expect(batches).toHaveLength(1);
    const queued = (batches[0] as Array<{ id: string }>).map((b) => b.id);
    expect(queued.filter((id) => id.startsWith('lead-')).sort()).toEqual([stuckPending, stuckFailed].sort());
    for (const id of [freshPending, retrying, delivered, spam, oldDead]) expect(queued).not.toContain(id);
  });
});
