/**
 * Shared by the outgoing email tests: the email queue replaced by a recorder (so no consumer runs
 * behind the test's back), the email queue's handler run on one message as Queues would deliver
 * it, and the outbox read straight from D1.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { vi } from 'vitest';
import type { OutboxRow } from '../../worker/email/store/outbox';
import { EMAIL_QUEUE_NAME } from '../../worker/email/queues';
import worker from '../../worker/index';
import { type Bindings, withEnv } from './leads-helpers';

let next = 1;

/** An email queue binding that keeps the ids it is sent (and can be made to refuse them). */
export function emailQueueRecorder(options: { fail?: boolean } = {}) {
  const sent: string[] = [];
  const binding = {
    async send(body: unknown) {
      if (options.fail) throw new Error('Queue send failed: unavailable');
      sent.push((body as { id: string }).id);
    },
    async sendBatch(messages: Iterable<{ body: unknown }>) {
      for (const m of messages) sent.push((m.body as { id: string }).id);
    },
  } as unknown as Queue;
  return { binding, sent };
}

/** Runs the Worker's queue handler on one email message; `retryDelays` records what retry() asked for. */
export async function consume(id: unknown, bindings: Bindings, { attempts = 1, queue = EMAIL_QUEUE_NAME } = {}) {
  const batch = createMessageBatch(queue, [{ id: `email-msg-${next++}`, timestamp: new Date(), attempts, body: { id } }]);
  const retry = vi.spyOn(batch.messages[0]!, 'retry');
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<unknown>, withEnv(bindings));
  const result = await getQueueResult(batch, ctx);
  return { ...result, retryDelays: retry.mock.calls.map(([options]) => options?.delaySeconds) };
}

export async function outboxAbout(about: string): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare('SELECT * FROM outbox WHERE about = ? ORDER BY created_at, id').bind(about).all<OutboxRow>();
  return results;
}

export async function outboxRow(id: string): Promise<OutboxRow> {
  const row = await env.DB.prepare('SELECT * FROM outbox WHERE id = ?').bind(id).first<OutboxRow>();
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}
