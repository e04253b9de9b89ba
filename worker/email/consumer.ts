/**
 * The queue handler of EMAIL_QUEUE: each message's outbox row is sent (or kept, transport.ts) and
 * its state recorded. A refused send is retried with backoff; once Queues gives up (max_retries in
 * wrangler.toml) the message arrives on the dead-letter queue, whose batch marks the row 'dead'
 * with its last error. A row is claimed before it is sent (queued or failed becomes sending), so
 * one queue message delivered twice sends it once, and a row sent, kept or dead is never sent again.
 * A text (channel `sms`, worker/texts/) is checked again as it goes: in quiet hours it goes back to
 * wait for the morning, and to a number that replied STOP since it was written it is not sent.
 */
import { createDb } from '../db';
import { EMAIL_DEAD_LETTER_QUEUE_NAME, type EmailQueueMessage, retryDelaySeconds } from './queues';
import { quietHoursOf, quietUntil } from '../../shared/messages/texts';
import { KEYWORD_ANSWER_KIND } from '../texts/keywords';
import { consentOf } from '../texts/store';
import { transmitText } from '../texts/transport';
import { abandonInterrupted, claimMessage, holdMessage, markDead, markDone, markFailed, stalledMessageIds, withholdMessage } from './store/outbox';
import { transmit } from './transport';

function messageId(message: Message<unknown>): string | null {
  const body = message.body as Partial<EmailQueueMessage> | null;
  return body && typeof body.id === 'string' && body.id.length <= 64 ? body.id : null;
}

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

export async function handleEmailQueue(batch: MessageBatch<unknown>, env: Env, now: () => Date = () => new Date()): Promise<void> {
  const db = createDb(env.DB);
  const dead = batch.queue === EMAIL_DEAD_LETTER_QUEUE_NAME;
  for (const message of batch.messages) {
    const id = messageId(message);
    if (id === null) {
      // Not ours to send: retrying would not make it readable.
      console.error('email queue: unreadable message', message.id);
      message.ack();
      continue;
    }
    try {
      if (dead) {
        await markDead(db, id);
        message.ack();
        continue;
      }
      // Taken for sending by this consumer only; gone, done or taken already: nothing to send.
      const row = await claimMessage(db, id);
      if (!row) {
        message.ack();
        continue;
      }
      if (row.channel === 'sms') {
        const until = quietUntil(now(), quietHoursOf(env.TEXT_QUIET_HOURS));
        if (until) {
          await holdMessage(db, id, until.toISOString());
          message.retry({ delaySeconds: Math.min(43_200, Math.max(60, Math.ceil((until.getTime() - now().getTime()) / 1000))) });
          continue;
        }
        if (row.kind !== KEYWORD_ANSWER_KIND && (await consentOf(db, row.to)) === 'stopped') {
          await withholdMessage(db, id, 'The number replied STOP: not sent');
          message.ack();
          continue;
        }
      }
      let outcome: 'sent' | 'kept';
      try {
        outcome = row.channel === 'sms' ? await transmitText(env, row) : await transmit(env, row);
      } catch (err) {
        const error = `send: ${describe(err)}`;
        console.error('email not sent, will retry', id, error);
        await markFailed(db, id, error);
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
        continue;
      }
      await markDone(db, id, outcome);
      message.ack();
    } catch (err) {
      // D1 itself failed: the message comes back later.
      console.error('email queue: D1 unavailable', id, describe(err));
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

/**
 * The cron's safety net: a message still queued 15 minutes after it was written lost its queue
 * message; it is queued again. One left `sending` for an hour was interrupted mid-send and is not.
 */
export async function requeueStalledEmails(env: Env): Promise<number> {
  const db = createDb(env.DB);
  await abandonInterrupted(db, 60);
  const ids = await stalledMessageIds(db, 15);
  if (ids.length) await env.EMAIL_QUEUE.sendBatch(ids.map((id) => ({ body: { id } satisfies EmailQueueMessage, contentType: 'json' as const })));
  return ids.length;
}
