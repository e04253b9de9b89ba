/**
 * The lead delivery queues as wrangler.toml names them: the consumer tells a delivery batch
 * from a dead-letter batch by the queue it came from. A message carries only the lead's id;
 * the lead itself is read from D1 when it is delivered, so a merged repeat is sent as it stands.
 */
export const LEADS_QUEUE_NAME = 'oakbright-leads';
export const LEADS_DEAD_LETTER_QUEUE_NAME = 'oakbright-leads-dead';

export interface LeadMessage {
  id: string;
}

/** Delay before the next try of a failed delivery: 30 s, doubling each attempt, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}
