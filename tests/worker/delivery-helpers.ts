/**
 * Shared by the lead delivery tests: a lead stored straight into D1, the email binding replaced
 * by a recorder, the queue handler run on one message as Queues would deliver it, and
 * fetch replaced for the CRM webhook's receiver (vi.spyOn, so each test file restores it after each test).
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { vi } from 'vitest';
import { leads } from '../../shared/schema';
import worker from '../../worker/index';
import { ALERT_KIND } from '../../worker/leads/emails/staff-alert';
import { LEADS_QUEUE_NAME } from '../../worker/leads/delivery/queues';
import { consume, emailQueueRecorder, outboxRow } from './email-helpers';
import { type Bindings, validLead, withEnv } from './leads-helpers';

export const WEBHOOK = 'https://crm.example/hooks/leads';
export const SECRET = 'crm-shared-secret';

let nextLead = 1;

/** A lead stored straight into D1 (as POST /api/leads would), so no real queue message exists for it. */
export async function storedLead(overrides: Partial<typeof leads.$inferInsert> = {}): Promise<string> {
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

/** Records what the email binding (EMAIL) is asked to send; can be told to fail. */
export function emailRecorder(fail = false) {
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
 * Unless the test brings its own EMAIL_QUEUE, the emails written are recorded, not queued; with an
 * `EMAIL` binding, the staff alerts among them are then sent through it by the email consumer, as
 * production does (EMAIL_DELIVERY "send").
 */
export async function deliver(id: unknown, bindings: Bindings, { attempts = 1, queue = LEADS_QUEUE_NAME } = {}) {
  const emails = bindings.EMAIL_QUEUE ? null : emailQueueRecorder();
  const batch = createMessageBatch(queue, [{ id: `msg-${nextLead++}`, timestamp: new Date(), attempts, body: { id } }]);
  const retry = vi.spyOn(batch.messages[0]!, 'retry');
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<unknown>, withEnv({ ...(emails ? { EMAIL_QUEUE: emails.binding } : {}), ...bindings }));
  const result = await getQueueResult(batch, ctx);
  if (emails && bindings.EMAIL) {
    for (const messageId of emails.sent) {
      if ((await outboxRow(messageId)).kind === ALERT_KIND) await consume(messageId, { ...bindings, EMAIL_DELIVERY: 'send' });
    }
  }
  return { ...result, retryDelays: retry.mock.calls.map(([options]) => options?.delaySeconds) };
}

/** fetch, replaced for the webhook's receiver: answers with the given statuses in turn and keeps each request. */
export function mockWebhook(...statuses: number[]) {
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
