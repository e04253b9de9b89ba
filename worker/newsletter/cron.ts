/**
 * The newsletter's part of the 5-minute cron: starts scheduled issues whose time has come,
 * restarts an issue left `sending` with no progress for 15 minutes (its queue messages were lost;
 * a run just continues from the outbox, queueing again the copies still waiting), and removes
 * signups not confirmed within 7 days.
 */
import { createDb } from '../db';
import { CONFIRM_WITHIN_DAYS } from './confirmation';
import type { NewsletterQueueMessage } from './issues/sending';
import { beginSending } from './issues/sending';
import { dueScheduledIssues, stalledIssues } from './issues/store';
import { removeExpiredSignups } from './store';

export const STALLED_AFTER_MINUTES = 15;

export async function runNewsletterCron(env: Env, now = new Date()): Promise<void> {
  const db = createDb(env.DB);
  const parts: Array<[string, () => Promise<unknown>]> = [
    [
      'scheduled issues',
      async () => {
        for (const id of await dueScheduledIssues(db, now)) await beginSending(env, db, id, ['scheduled']);
      },
    ],
    [
      'stalled issues',
      async () => {
        const ids = await stalledIssues(db, STALLED_AFTER_MINUTES);
        // Without a mark, so it runs whatever mark the lost message carried.
        if (ids.length)
          await env.NEWSLETTER_QUEUE.sendBatch(
            ids.map((issue) => ({ body: { issue, resume: true } satisfies NewsletterQueueMessage, contentType: 'json' as const })),
          );
      },
    ],
    ['expired signups', () => removeExpiredSignups(db, CONFIRM_WITHIN_DAYS)],
  ];
  // Each part runs whatever another throws.
  for (const [name, run] of parts) {
    try {
      await run();
    } catch (err) {
      console.error(`newsletter cron: ${name} failed`, err instanceof Error ? err.message : err);
    }
  }
}
