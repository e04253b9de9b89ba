/**
 * Sending an issue to 1,000 confirmed subscribers through both queues, run by hand as Queues
 * would, with crashes on the way: a newsletter run whose D1 write fails part-way through a batch,
 * a run whose hand-over to the email queue fails after its copies were written, duplicated
 * newsletter and email queue messages, and an email send refused once. After resuming, every
 * confirmed address has exactly one outbox row for the issue, the email binding got exactly one
 * message per address (each with its own List-Unsubscribe headers), nobody unconfirmed got one,
 * and the issue is `sent` with its progress complete. Prints the figures.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewsletterIssue } from '../../shared/newsletter/newsletter-issue';
import { EMAIL_QUEUE_NAME } from '../../worker/email/queues';
import worker from '../../worker/index';
import { NEWSLETTER_QUEUE_NAME } from '../../worker/newsletter/issues/queue';
import { BATCH_DELAY_SECONDS, BATCH_SIZE, type NewsletterQueueMessage, WAIT_DELAY_SECONDS } from '../../worker/newsletter/issues/sending';
import { runNewsletterCron } from '../../worker/newsletter/cron';
import { verifyUnsubscribeToken } from '../../worker/newsletter/unsubscribe-token';
import { withEnv } from './leads-helpers';
import { addPost, addSubscribers, newQueues, outboxWhere, resetNewsletter, staff } from './newsletter-helpers';

beforeEach(resetNewsletter);

const RECIPIENTS = 1000;

interface Pending<T> {
  body: T;
  attempts: number;
}

/** D1 whose `failAt`-th outbox insert (counted over every run) fails, as if the Worker died there. */
function d1FailingAt(failAt: number): D1Database {
  let inserts = 0;
  return new Proxy(env.DB, {
    get(target, prop) {
      if (prop === 'prepare') {
        return (query: string) => {
          if (/^insert into "outbox"/i.test(query) && ++inserts === failAt) throw new Error('D1_ERROR: simulated crash mid-batch');
          return target.prepare(query);
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** An email queue that keeps ids; the `failOnCall`-th sendBatch over every run is refused. */
function emailQueue(failOnCall: number) {
  let ids: string[] = [];
  let calls = 0;
  const binding = {
    async send(body: { id: string }) {
      ids.push(body.id);
    },
    async sendBatch(messages: Iterable<{ body: { id: string } }>) {
      if (++calls === failOnCall) throw new Error('Queue sendBatch failed: simulated crash after writing');
      for (const m of messages) ids.push(m.body.id);
    },
  } as unknown as Queue;
  /** The ids queued since the last call. */
  const take = () => {
    const taken = ids;
    ids = [];
    return taken;
  };
  return { binding, take };
}

/** The email service: one message per send kept, the `failOnSend`-th send refused. */
function emailService(failOnSend: number) {
  const received: Array<{ to: string; headers: Record<string, string> }> = [];
  let sends = 0;
  const binding = {
    async send(message: { to: string; headers?: Record<string, string> }) {
      if (++sends === failOnSend) throw new Error('email service unavailable (simulated)');
      received.push({ to: message.to, headers: message.headers ?? {} });
      return { messageId: `<${sends}@test>` };
    },
  } as unknown as SendEmail;
  return { binding, received };
}

let msg = 0;

/** Runs the Worker's queue handler on a batch of messages, as Queues delivers them; answers those it asked to retry. */
async function deliverBatch<T>(queue: string, items: Pending<T>[], bindings: Record<string, unknown>): Promise<Pending<T>[]> {
  const ids = items.map(() => `m-${++msg}`);
  const batch = createMessageBatch(
    queue,
    items.map((item, i) => ({ id: ids[i]!, timestamp: new Date(), attempts: item.attempts, body: item.body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<unknown>, withEnv(bindings));
  const result = await getQueueResult(batch, ctx);
  if (result.retryBatch.retry) return items;
  const retried = new Set(result.retryMessages.map((m) => m.msgId));
  return items.filter((_, i) => retried.has(ids[i]!));
}

/** One message; answers whether it asked to be retried. */
async function deliver(queue: string, body: unknown, attempts: number, bindings: Record<string, unknown>): Promise<boolean> {
  return (await deliverBatch(queue, [{ body, attempts }], bindings)).length > 0;
}

describe('sending an issue to 1,000 subscribers', () => {
  it('survives crashes and duplicates: one outbox row and one email per address, then sent', { timeout: 120_000 }, async () => {
    const addresses = Array.from({ length: RECIPIENTS }, (_, i) => `reader-${String(i).padStart(4, '0')}@example.com`);
    await addSubscribers(addresses);
    await addSubscribers(['waiting-1@example.com', 'waiting-2@example.com'], { confirmed: false });
    const post = await addPost({ title: 'Deep cleaning after the holidays' });
    const created = (await (
      await staff('POST', '/newsletter/issues', { subject: 'Winter issue', intro: 'Hello **everyone**', post_ids: [post] })
    ).json()) as NewsletterIssue;

    const started = performance.now();
    const queues = newQueues();
    const send = await staff('POST', `/newsletter/issues/${created.id}/send`, {}, queues);
    expect(send.status).toBe(202);
    expect(((await send.json()) as NewsletterIssue).recipients).toBe(RECIPIENTS);

    // The first message, delivered twice (Queues delivers at least once).
    const first = queues.newsletter.sent[0]!.body as NewsletterQueueMessage;
    const newsletter: Pending<NewsletterQueueMessage>[] = [
      { body: first, attempts: 1 },
      { body: first, attempts: 1 },
    ];
    const email: Pending<{ id: string }>[] = [];
    const service = emailService(250);
    // The 130th copy written (part-way through the third batch) dies in D1; the fifth hand-over to the email queue is refused after its batch was written.
    const db = d1FailingAt(130);
    const outQueue = emailQueue(5);
    const figures = { newsletterRuns: 0, crashes: 0, duplicatesDelivered: 2, emailDeliveries: 0, emailRetries: 0 };

    while (newsletter.length || email.length) {
      const next = newsletter.shift();
      if (next) {
        figures.newsletterRuns++;
        const run = figures.newsletterRuns;
        const selfQueue = newQueues().newsletter;
        const retry = await deliver(NEWSLETTER_QUEUE_NAME, next.body, next.attempts, {
          DB: db,
          EMAIL_QUEUE: outQueue.binding,
          NEWSLETTER_QUEUE: selfQueue.binding,
        });
        if (retry) {
          figures.crashes++;
          newsletter.push({ body: next.body, attempts: next.attempts + 1 });
        }
        for (const m of selfQueue.sent) {
          // Each next run comes a little later, keeping within the email service's rate.
          expect([BATCH_DELAY_SECONDS, WAIT_DELAY_SECONDS]).toContain(m.delaySeconds);
          newsletter.push({ body: m.body as NewsletterQueueMessage, attempts: 1 });
          // Run 8's hand-over is delivered twice.
          if (run === 8) {
            newsletter.push({ body: m.body as NewsletterQueueMessage, attempts: 1 });
            figures.duplicatesDelivered++;
          }
        }
        for (const [i, id] of outQueue.take().entries()) {
          email.push({ body: { id }, attempts: 1 });
          // Every seventh email message is delivered twice.
          if (i % 7 === 0) {
            email.push({ body: { id }, attempts: 1 });
            figures.duplicatesDelivered++;
          }
        }
      }
      // The email queue's consumer drains what is waiting before the newsletter's next (delayed) run.
      while (email.length) {
        // In batches of up to 10, as wrangler.toml's consumer takes them.
        const batch = email.splice(0, 10);
        figures.emailDeliveries += batch.length;
        for (const m of await deliverBatch(EMAIL_QUEUE_NAME, batch, { EMAIL: service.binding, EMAIL_DELIVERY: 'send' })) {
          figures.emailRetries++;
          email.push({ body: m.body, attempts: m.attempts + 1 });
        }
      }
      expect(figures.newsletterRuns).toBeLessThan(200);
    }
    const elapsed = Math.round(performance.now() - started);

    const rows = await outboxWhere('about = ?', `newsletter-issue:${created.id}`);
    const perAddress = new Map<string, number>();
    for (const row of rows) perAddress.set(row.to, (perAddress.get(row.to) ?? 0) + 1);
    const receivedPer = new Map<string, number>();
    for (const m of service.received) receivedPer.set(m.to, (receivedPer.get(m.to) ?? 0) + 1);
    const duplicates = [...perAddress.values(), ...receivedPer.values()].filter((n) => n > 1).length;

    console.log(
      `newsletter send: recipients=${RECIPIENTS} rows written=${rows.length} sent=${service.received.length} duplicates=${duplicates} ` +
        `newsletter runs=${figures.newsletterRuns} crashes=${figures.crashes} duplicate messages delivered=${figures.duplicatesDelivered} ` +
        `email deliveries=${figures.emailDeliveries} email retries=${figures.emailRetries} batch=${BATCH_SIZE} elapsed ms=${elapsed}`,
    );

    expect(figures.crashes).toBe(2);
    expect(figures.emailRetries).toBe(1);
    expect(rows).toHaveLength(RECIPIENTS);
    expect([...perAddress.keys()].sort()).toEqual(addresses);
    expect(duplicates).toBe(0);
    expect(service.received).toHaveLength(RECIPIENTS);
    expect([...receivedPer.keys()].sort()).toEqual(addresses);
    expect(rows.every((r) => r.state === 'sent' && r.kind === 'newsletter-issue' && r.dedupe_key === `newsletter-issue:${created.id}:${r.to}`)).toBe(true);

    // Each copy carries its own one-click unsubscribe, as stored and as the email service got it.
    for (const m of service.received) {
      const link =
        /^<(https:\/\/www\.oakbrightservices\.com\/newsletter\/unsubscribe\?token=([\w.-]+))>, <mailto:hello@oakbrightservices\.com\?subject=Unsubscribe>$/.exec(
          m.headers['List-Unsubscribe'] ?? '',
        );
      expect(link, m.to).not.toBeNull();
      expect(await verifyUnsubscribeToken(env, link![2])).toBe(m.to);
      expect(m.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    expect(rows.every((r) => JSON.parse(r.headers!)['List-Unsubscribe-Post'] === 'List-Unsubscribe=One-Click')).toBe(true);

    const issue = (await (await staff('GET', `/newsletter/issues/${created.id}`)).json()) as NewsletterIssue;
    expect(issue).toMatchObject({ state: 'sent', recipients: RECIPIENTS, progress: { sent: RECIPIENTS, failed: 0, left: 0 } });
    expect(issue.finished_at).not.toBeNull();
    // A late copy of a message changes nothing once the issue is sent.
    const late = newQueues();
    await deliver(NEWSLETTER_QUEUE_NAME, { issue: created.id }, 1, { EMAIL_QUEUE: late.email.binding, NEWSLETTER_QUEUE: late.newsletter.binding });
    expect(late.email.sent).toEqual([]);
    expect(late.newsletter.sent).toEqual([]);
    expect(await outboxWhere('about = ? AND "to" LIKE \'waiting-%\'', `newsletter-issue:${created.id}`)).toEqual([]);
  });

  it('an issue left sending without progress for 15 minutes is restarted by the cron, which queues its waiting copies again', async () => {
    await addSubscribers(['one@example.com', 'two@example.com', 'three@example.com']);
    const created = (await (await staff('POST', '/newsletter/issues', { subject: 'Stalled', intro: 'Hi' })).json()) as NewsletterIssue;
    const queues = newQueues();
    await staff('POST', `/newsletter/issues/${created.id}/send`, {}, queues);
    // The first run writes every copy and hands them over, then its own next message is lost.
    const lostEmails = newQueues();
    await deliver(NEWSLETTER_QUEUE_NAME, queues.newsletter.sent[0]!.body, 1, {
      EMAIL_QUEUE: lostEmails.email.binding,
      NEWSLETTER_QUEUE: newQueues().newsletter.binding,
    });
    expect(await outboxWhere('about = ?', `newsletter-issue:${created.id}`)).toHaveLength(3);

    const cron = newQueues();
    const cronEnv = { ...env, NEWSLETTER_QUEUE: cron.newsletter.binding, EMAIL_QUEUE: cron.email.binding } as Env;
    await runNewsletterCron(cronEnv);
    expect(cron.newsletter.sent).toEqual([]);
    await env.DB.prepare("UPDATE newsletter_issues SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-16 minutes') WHERE id = ?").bind(created.id).run();
    await runNewsletterCron(cronEnv);
    expect(cron.newsletter.sent.map((m) => m.body)).toEqual([{ issue: created.id, resume: true }]);

    // The restart queues the copies still waiting (their messages may be what was lost) and writes none twice.
    const resumed = newQueues();
    await deliver(NEWSLETTER_QUEUE_NAME, cron.newsletter.sent[0]!.body, 1, {
      EMAIL_QUEUE: resumed.email.binding,
      NEWSLETTER_QUEUE: resumed.newsletter.binding,
    });
    const rows = await outboxWhere('about = ?', `newsletter-issue:${created.id}`);
    expect(rows).toHaveLength(3);
    expect(resumed.email.sent.map((m) => (m.body as { id: string }).id).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(resumed.newsletter.sent).toHaveLength(1);
    expect(resumed.newsletter.sent[0]!.delaySeconds).toBe(WAIT_DELAY_SECONDS);
  });
});
