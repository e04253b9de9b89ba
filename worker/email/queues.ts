/**
 * The outgoing email queues as wrangler.toml names them: the consumer tells a sending batch from a
 * dead-letter batch by the queue it came from. A message carries only the outbox row's id; the
 * email itself (both parts, already rendered) is read from D1 when it is sent.
 */
export const EMAIL_QUEUE_NAME = 'oakbright-email';
export const EMAIL_DEAD_LETTER_QUEUE_NAME = 'oakbright-email-dead';

export interface EmailQueueMessage {
  id: string;
}

export const isEmailQueue = (queue: string): boolean => queue === EMAIL_QUEUE_NAME || queue === EMAIL_DEAD_LETTER_QUEUE_NAME;

/** Delay before the next try of a failed send: 30 s, doubling each attempt, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}
