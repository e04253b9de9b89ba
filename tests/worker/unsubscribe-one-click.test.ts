/**
 * RFC 8058 one-click unsubscribe from an issue's own headers: the link in a copy's
 * List-Unsubscribe, posted the way a mail client does (form-encoded `List-Unsubscribe=One-Click`,
 * no other field, no cookie, no Origin), removes that address at once and no other; a GET of the
 * same link (a scanner, a preview) removes nobody.
 */
import { createExecutionContext, createMessageBatch, getQueueResult, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewsletterIssue } from '../../shared/newsletter/newsletter-issue';
import { addSubscribers, newQueues, outboxWhere, resetNewsletter, staff, subscriber } from './newsletter-helpers';
import worker from '../../worker/index';
import { NEWSLETTER_QUEUE_NAME } from '../../worker/newsletter/issues/queue';
import { withEnv } from './leads-helpers';

beforeEach(resetNewsletter);

/** Sends an issue to the confirmed subscribers and answers each copy's List-Unsubscribe link, by address. */
async function sentLinks(): Promise<Map<string, string>> {
  const issue = (await (await staff('POST', '/newsletter/issues', { subject: 'Links', intro: 'Hi' })).json()) as NewsletterIssue;
  const queues = newQueues();
  await staff('POST', `/newsletter/issues/${issue.id}/send`, {}, queues);
  const batch = createMessageBatch(NEWSLETTER_QUEUE_NAME, [{ id: 'one-click-1', timestamp: new Date(), attempts: 1, body: queues.newsletter.sent[0]!.body }]);
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<unknown>, withEnv({ EMAIL_QUEUE: newQueues().email.binding, NEWSLETTER_QUEUE: newQueues().newsletter.binding }));
  await getQueueResult(batch, ctx);
  const links = new Map<string, string>();
  for (const row of await outboxWhere('about = ?', `newsletter-issue:${issue.id}`)) {
    const headers = JSON.parse(row.headers!) as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(https:\/\/[^>]+)>, <mailto:[^>]+>$/.exec(headers['List-Unsubscribe']!)![1]!;
    // The same link the copy shows in its footer.
    expect(row.text).toContain(`Unsubscribe: ${link}`);
    links.set(row.to, link);
  }
  return links;
}

/** The link on this test's host, as the mail client would reach the site. */
const local = (link: string) => {
  const url = new URL(link);
  return `http://localhost${url.pathname}${url.search}`;
};

describe('one-click unsubscribe from an issue', () => {
  it('the mail client’s POST removes that address at once, and only it', async () => {
    await addSubscribers(['leaving@example.com', 'staying@example.com']);
    const links = await sentLinks();
    expect([...links.keys()].sort()).toEqual(['leaving@example.com', 'staying@example.com']);
    const res = await SELF.fetch(local(links.get('leaving@example.com')!), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    });
    expect([200, 204]).toContain(res.status);
    expect(await subscriber('leaving@example.com')).toBeNull();
    expect(await subscriber('staying@example.com')).not.toBeNull();
  });

  it('a GET of the same link (a scanner, a link preview) removes nobody', async () => {
    await addSubscribers(['scanned@example.com']);
    const link = (await sentLinks()).get('scanned@example.com')!;
    for (let i = 0; i < 3; i++) {
      const res = await SELF.fetch(local(link));
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    expect(await subscriber('scanned@example.com')).not.toBeNull();
  });
});
