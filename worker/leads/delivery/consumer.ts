/**
 * The queue handler: lead ids from LEADS_QUEUE are delivered (deliver.ts); a message whose lead
 * could not be delivered is retried with backoff, and once Queues gives up on it (max_retries in
 * wrangler.toml) it arrives on the dead-letter queue, whose batch marks the lead's open channels
 * 'dead' so staff see it with its last error.
 */
import { createDb } from '../../db';
import { deliverLead } from './deliver';
import { LEADS_DEAD_LETTER_QUEUE_NAME, type LeadMessage, retryDelaySeconds } from './queues';
import { markDeliveryDead } from '../store/index';

function leadId(message: Message<unknown>): string | null {
  const body = message.body as Partial<LeadMessage> | null;
  return body && typeof body.id === 'string' && body.id.length <= 64 ? body.id : null;
}

export async function handleLeadQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const dead = batch.queue === LEADS_DEAD_LETTER_QUEUE_NAME;
  for (const message of batch.messages) {
    const id = leadId(message);
    if (id === null) {
      // Not ours to deliver: retrying would not make it readable.
      console.error('lead queue: unreadable message', message.id);
      message.ack();
      continue;
    }
    try {
      if (dead) {
        await markDeliveryDead(db, id);
        message.ack();
        continue;
      }
      const { done, errors } = await deliverLead(env, db, id);
      if (done) {
        message.ack();
      } else {
        console.error('lead delivery failed, will retry', id, errors.join('; '));
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
    } catch (err) {
      // D1 itself failed: the message comes back later.
      console.error('lead queue: D1 unavailable', id, err instanceof Error ? err.message : err);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
