/**
 * The newsletter's sending queue (NEWSLETTER_QUEUE, wrangler.toml): each `{issue}` message asks for
 * the next batch of an issue's recipients to be written to the outbox (sending.ts). A run that
 * fails is retried with backoff; a message that ends on the dead-letter queue is only logged: the
 * cron restarts an issue that stopped making progress.
 */
import { createDb } from '../../db';
import { type NewsletterQueueMessage, runIssueBatch } from './sending';

export const NEWSLETTER_QUEUE_NAME = 'oakbright-newsletter';
export const NEWSLETTER_DEAD_LETTER_QUEUE_NAME = 'oakbright-newsletter-dead';

export const isNewsletterQueue = (queue: string): boolean => queue === NEWSLETTER_QUEUE_NAME || queue === NEWSLETTER_DEAD_LETTER_QUEUE_NAME;

function readMessage(body: unknown): NewsletterQueueMessage | null {
  const b = body as Partial<NewsletterQueueMessage> | null;
  if (!b || typeof b !== 'object' || !Number.isSafeInteger(b.issue) || (b.issue as number) < 1) return null;
  if (b.mark !== undefined && (typeof b.mark !== 'string' || b.mark.length > 40)) return null;
  return { issue: b.issue as number, ...(b.mark !== undefined ? { mark: b.mark } : {}), ...(b.resume === true ? { resume: true as const } : {}) };
}

const retryDelay = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 900);

export async function handleNewsletterQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const body = readMessage(message.body);
    if (!body) {
      console.error('newsletter queue: unreadable message', message.id);
      message.ack();
      continue;
    }
    if (batch.queue === NEWSLETTER_DEAD_LETTER_QUEUE_NAME) {
      console.error('newsletter queue: run given up, the cron restarts the issue', body.issue);
      message.ack();
      continue;
    }
    try {
      await runIssueBatch(env, db, body, { retried: message.attempts > 1 });
      message.ack();
    } catch (err) {
      console.error('newsletter queue: run failed, will retry', body.issue, err instanceof Error ? err.message : err);
      message.retry({ delaySeconds: retryDelay(message.attempts) });
    }
  }
}
