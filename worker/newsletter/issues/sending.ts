/**
 * Sending an issue, in batches through NEWSLETTER_QUEUE. Each `{issue}` message writes the next
 * batch of recipients' copies to the outbox through the one email pipeline (queueEmail, whose
 * unique dedupe key `newsletter-issue:<id>:<address>` makes writing idempotent), queues them on
 * EMAIL_QUEUE in one sendBatch, then sends the issue's next message a little later (to keep within
 * the email service's rate). Once every recipient has a copy and none is still queued, sending or
 * failed, the issue is `sent`.
 *
 * Resumable at any point: a retried or duplicated message just continues from what the outbox
 * holds. A retried message first queues again the issue's copies still `queued` (its crashed run
 * may have written them without queueing them; the email consumer's claim sends each once however
 * often it is queued). Each run records its progress (store.ts markProgress) and hands the mark to
 * the next message, so of two copies of one message only one carries on; a retried message carries
 * on whatever the mark (its failed run may have moved the mark without queueing the next message:
 * at worst two runs go on side by side, and writing stays idempotent); the cron restarts an issue
 * whose messages were lost (no progress for 15 minutes).
 */
import type { Db } from '../../env';
import type { EmailQueueMessage } from '../../email/queues';
import { queueEmail } from '../../email/outbox';
import { siteOrigin } from '../../http/site-origin';
import { issueContent, issueCopy } from './issue-email';
import { copyCounts, getIssue, markIssueSent, markProgress, openCopies, publishedPosts, queuedCopyIds, recipientsWithoutCopy, startSending } from './store';
import type { NewsletterIssueState } from '../../../shared/newsletter/newsletter-issue';

/** Copies written per run. */
export const BATCH_SIZE = 50;
/** Between two batches: 50 copies every 5 s keeps well within the email service's rate. */
export const BATCH_DELAY_SECONDS = 5;
/** Every copy written, some still being sent: look again shortly (one read of the issue and its counts). */
export const WAIT_DELAY_SECONDS = 10;
/** Queues takes at most 100 messages per sendBatch. */
const QUEUE_BATCH_MAX = 100;
/** After a crash, at most this many waiting copies are queued again per run. */
const REQUEUE_MAX = 500;

export interface NewsletterQueueMessage {
  issue: number;
  /** The progress mark of the run that sent this message (store.ts markProgress); none from staff or the cron. */
  mark?: string;
  /** Set by the cron's restart: queue again the copies still waiting, as a retried message does. */
  resume?: true;
}

export type SendingEnv = Pick<Env, 'EMAIL_QUEUE' | 'NEWSLETTER_QUEUE' | 'SERVICE_KEY' | 'SITE_URL'> & { NEWSLETTER_SECRET?: string };

/** What one run did. */
export interface RunReport {
  written: number;
  requeued: number;
  state: 'continuing' | 'waiting' | 'sent' | 'stopped';
}

async function queueIds(queue: Queue, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += QUEUE_BATCH_MAX) {
    await queue.sendBatch(ids.slice(i, i + QUEUE_BATCH_MAX).map((id) => ({ body: { id } satisfies EmailQueueMessage, contentType: 'json' as const })));
  }
}

/**
 * Starts an issue (from `from`: draft or scheduled) and queues its first run; undefined when it
 * was not in one of those states. A refused queue leaves it `sending` for the cron to restart.
 */
export async function beginSending(env: SendingEnv, db: Db, id: number, from: readonly NewsletterIssueState[]) {
  const issue = await startSending(db, id, from);
  if (!issue) return undefined;
  try {
    await env.NEWSLETTER_QUEUE.send({ issue: id } satisfies NewsletterQueueMessage, { contentType: 'json' });
  } catch (err) {
    console.error('newsletter issue started, first run not queued: the cron restarts it', id, err instanceof Error ? err.message : err);
  }
  return issue;
}

/** One run of an issue's sending; throws when the queue or D1 fails, so the message is retried. */
export async function runIssueBatch(env: SendingEnv, db: Db, message: NewsletterQueueMessage, { retried = false } = {}): Promise<RunReport> {
  const issue = await getIssue(db, message.issue);
  // Gone, not sending (sent, or never started), or another copy of this message has moved on.
  if (issue?.state !== 'sending' || !issue.started_at) return { written: 0, requeued: 0, state: 'stopped' };
  // A retried message goes on whatever the mark says: its failed run may have moved the mark and
  // then failed to queue the next message, and stopping here would leave the issue to the cron.
  if (message.mark !== undefined && message.mark !== issue.updated_at && !retried) return { written: 0, requeued: 0, state: 'stopped' };

  let requeued = 0;
  if (retried || message.resume) {
    const waiting = await queuedCopyIds(db, issue.id, REQUEUE_MAX);
    await queueIds(env.EMAIL_QUEUE, waiting);
    requeued = waiting.length;
  }

  const recipients = await recipientsWithoutCopy(db, issue.id, issue.started_at, BATCH_SIZE);
  const written: string[] = [];
  if (recipients.length) {
    const origin = siteOrigin(env);
    const content = issueContent(issue, await publishedPosts(db, issue.post_ids), origin);
    // queueEmail records each copy and hands its id to this collector: the batch is queued at once below.
    const collector = { send: async (body: EmailQueueMessage) => void written.push(body.id) } as unknown as Queue;
    for (const to of recipients) {
      const outcome = await queueEmail({ EMAIL_QUEUE: collector }, db, await issueCopy(env, origin, issue.id, content, to));
      if (!outcome.queued && outcome.reason === 'error') throw new Error(`newsletter issue ${issue.id}: a copy could not be written`);
    }
    await queueIds(env.EMAIL_QUEUE, written);
  }

  let state: RunReport['state'] = 'continuing';
  if (recipients.length < BATCH_SIZE) {
    const counts = (await copyCounts(db, [issue.id])).get(issue.id);
    if (openCopies(counts) === 0) {
      await markIssueSent(db, issue.id);
      return { written: written.length, requeued, state: 'sent' };
    }
    state = 'waiting';
  }

  const mark = await markProgress(db, issue.id, retried ? null : (message.mark ?? null));
  if (mark === null) return { written: written.length, requeued, state: 'stopped' };
  await env.NEWSLETTER_QUEUE.send({ issue: issue.id, mark } satisfies NewsletterQueueMessage, {
    contentType: 'json',
    delaySeconds: state === 'waiting' ? WAIT_DELAY_SECONDS : BATCH_DELAY_SECONDS,
  });
  return { written: written.length, requeued, state };
}
