/**
 * The newsletter's sending queue (NEWSLETTER_QUEUE, wrangler.toml): each message asks for the next
 * batch of an issue's recipients to be written to the outbox.
 */
export const NEWSLETTER_QUEUE_NAME = 'oakbright-newsletter';
export const NEWSLETTER_DEAD_LETTER_QUEUE_NAME = 'oakbright-newsletter-dead';

export const isNewsletterQueue = (queue: string): boolean => queue === NEWSLETTER_QUEUE_NAME || queue === NEWSLETTER_DEAD_LETTER_QUEUE_NAME;

export async function handleNewsletterQueue(batch: MessageBatch<unknown>, _env: Env): Promise<void> {
  batch.ackAll();
}
