/**
 * Confirmed opt-in (docs/decisions.md D17): a signup is stored unconfirmed and gets one
 * confirmation email with a signed link; the link's GET only asks (a Confirm button), its POST
 * confirms, welcomes the subscriber once, and used again says they are already subscribed; a
 * forged, cut or unsubscribe token confirms nobody; signing up again while unconfirmed
 * sends the email again at most once a day, and every signup gets the same answer; the cron
 * removes signups not confirmed within 7 days, and never a confirmed address.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { runNewsletterCron } from '../../worker/newsletter/cron';
import { insertDirect, makePost } from './api-helpers';
import { addressToken, unsubscribeToken } from '../../worker/newsletter/unsubscribe-token';
import { addSubscribers, newQueues, outboxWhere, type Queues, request, resetNewsletter, subscriber } from './newsletter-helpers';

beforeEach(resetNewsletter);

let ip = 10;

function signup(email: string, queues: Queues = newQueues()): Promise<Response> {
  return request(
    '/api/newsletter',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': `192.0.2.${ip++}` },
      body: JSON.stringify({ email, source: '/insights' }),
    },
    queues,
  );
}

const confirmations = (email: string) => outboxWhere('kind = \'newsletter-confirmation\' AND "to" = ?', email);

/** The confirmation link of the newest confirmation email to `email`, as a path and query. */
async function linkIn(email: string): Promise<string> {
  const [row] = (await confirmations(email)).slice(-1);
  const href = /href="(https:\/\/www\.oakbrightservices\.com\/newsletter\/confirm\?token=[^"]+)"/.exec(row!.html)?.[1];
  expect(href).toBeTruthy();
  expect(row!.text).toContain(href!.replace(/&amp;/g, '&'));
  const url = new URL(href!.replace(/&amp;/g, '&'));
  return url.pathname + url.search;
}

const post = (path: string, body = '') =>
  request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' }, body });

describe('a signup', () => {
  it('is stored unconfirmed and gets one confirmation email with a signed link, queued', async () => {
    const queues = newQueues();
    const res = await signup('New.Reader@Example.com', queues);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ subscribed: true });
    expect(await subscriber('new.reader@example.com')).toEqual({ email: 'new.reader@example.com', confirmed_at: null });
    const [email] = await confirmations('new.reader@example.com');
    expect(email).toMatchObject({
      kind: 'newsletter-confirmation',
      subject: 'Please confirm your subscription | Oakbright Facility Services',
      state: 'queued',
    });
    expect(email!.dedupe_key).toMatch(/^newsletter-confirmation:new\.reader@example\.com:\d{4}-\d{2}-\d{2}$/);
    expect(queues.email.sent.map((m) => (m.body as { id: string }).id)).toEqual([email!.id]);
    await linkIn('new.reader@example.com');
  });

  it('again while unconfirmed: the same answer, the email again at most once a day', async () => {
    const first = await signup('twice@example.com');
    const again = await signup('TWICE@example.com');
    expect(again.status).toBe(first.status);
    expect(await again.text()).toBe(await first.text());
    expect(await confirmations('twice@example.com')).toHaveLength(1);
    // The next day it is sent again: the key carries the day.
    await env.DB.prepare("UPDATE outbox SET dedupe_key = replace(dedupe_key, substr(dedupe_key, -10), '2020-01-01') WHERE \"to\" = 'twice@example.com'").run();
    await signup('twice@example.com');
    expect(await confirmations('twice@example.com')).toHaveLength(2);
  });

  it('of a confirmed address: the same answer as anyone, and no email', async () => {
    await addSubscribers(['known@example.com']);
    const known = await signup('known@example.com');
    const stranger = await signup('stranger@example.com');
    expect(known.status).toBe(stranger.status);
    expect(await known.text()).toBe(await stranger.text());
    expect(await confirmations('known@example.com')).toEqual([]);
    expect((await subscriber('known@example.com'))!.confirmed_at).not.toBeNull();
  });

  it('without JavaScript: the same 303 to the sign-up page, and the email', async () => {
    const res = await request('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': '192.0.2.250' },
      body: 'email=form%40example.com&source=%2Finsights',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/newsletter/thanks?from=%2Finsights');
    expect(await confirmations('form@example.com')).toHaveLength(1);
  });
});

describe('the confirmation link', () => {
  it('GET shows a Confirm button posting back to the link and confirms nobody, however often opened', async () => {
    await signup('scanned@example.com');
    const link = await linkIn('scanned@example.com');
    for (let i = 0; i < 3; i++) {
      const res = await request(link, { method: 'GET' });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const html = await res.text();
      expect(html).toContain('Confirm my subscription');
      const form = /<form\b[^>]*>/.exec(html)![0];
      expect(form).toContain('method="post"');
      const { pathname, search } = new URL(link, 'https://www.oakbrightservices.com');
      expect(form.replace(/&amp;/g, '&')).toContain(`action="${pathname}${search}"`);
      // The site's own sign-up page, asking: its address is where the question lives, never indexed.
      expect(html).toContain(`"url":"/newsletter/thanks?confirm=${search.slice('?token='.length)}"`);
    }
    expect((await subscriber('scanned@example.com'))!.confirmed_at).toBeNull();
  });

  it('POST confirms the address and lands on the thank-you page; again: "You\'re already subscribed"', async () => {
    await signup('clicker@example.com');
    const link = await linkIn('clicker@example.com');
    const res = await post(link);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('"url":"/newsletter/thanks?confirmed=1"');
    expect(html).toContain('You&#x27;re subscribed!');
    const confirmedAt = (await subscriber('clicker@example.com'))!.confirmed_at;
    expect(Date.now() - Date.parse(confirmedAt!)).toBeLessThan(60_000);
    const again = await post(link);
    expect(again.status).toBe(200);
    const againHtml = await again.text();
    expect(againHtml).toContain('"url":"/newsletter/thanks?confirmed=already"');
    expect(againHtml).toContain('You&#x27;re already subscribed');
    expect((await subscriber('clicker@example.com'))!.confirmed_at).toBe(confirmedAt);
  });

  it('welcomes a subscriber once, when they confirm: the newest articles and their own unsubscribe link, one-click too', async () => {
    const welcomes = () => outboxWhere('kind = \'newsletter-welcome\' AND "to" = ?', 'welcomed@example.com');
    await env.DB.prepare("DELETE FROM blog_posts WHERE slug LIKE 'welcome-read-%'").run();
    await signup('welcomed@example.com');
    await insertDirect(['one', 'two', 'three', 'four'].map((n, i) => makePost(`welcome-read-${n}`, { date_published: `2025-0${i + 1}-01T09:00:00.000Z` })));
    expect(await welcomes()).toEqual([]);
    const link = await linkIn('welcomed@example.com');
    await post(link);
    await post(link);
    const rows = await welcomes();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row!.subject).toBe('Welcome to Oakbright Insights');
    for (const part of [row!.text, row!.html]) {
      expect(part).toContain('Thanks for confirming.');
      expect(part).toContain('https://www.oakbrightservices.com/insights');
      expect(part).toMatch(/https:\/\/www\.oakbrightservices\.com\/newsletter\/unsubscribe\?token=/);
    }
    // The three newest published articles, linked on the site.
    expect([...row!.html.matchAll(/href="https:\/\/www\.oakbrightservices\.com\/insights\/([a-z0-9-]+)"/g)].map((m) => m[1])).toEqual([
      'welcome-read-four',
      'welcome-read-three',
      'welcome-read-two',
    ]);
    const headers = JSON.parse(String(row!.headers)) as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(/^<https:\/\/www\.oakbrightservices\.com\/newsletter\/unsubscribe\?token=/);
  });

  it('a forged, cut, foreign-address or unsubscribe token is refused (400) and confirms nobody', async () => {
    await signup('victim@example.com');
    const link = await linkIn('victim@example.com');
    const token = new URL(`http://x${link}`).searchParams.get('token')!;
    const [address, signature] = token.split('.');
    const otherAddress = btoa('other@example.com').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const unsubscribe = (await unsubscribeToken(env, 'victim@example.com'))!;
    const wrongKey = (await addressToken({ SERVICE_KEY: 'another-key' }, 'confirm', 'victim@example.com'))!;
    for (const bad of [`${address}.${signature!.slice(0, -2)}`, `${otherAddress}.${signature}`, unsubscribe, wrongKey, '', 'a.b.c']) {
      for (const method of ['GET', 'POST']) {
        const path = `/newsletter/confirm?token=${encodeURIComponent(bad)}`;
        const res = method === 'GET' ? await request(path, { method }) : await post(path);
        expect(res.status, `${method} ${bad}`).toBe(400);
        expect(await res.text()).toContain('/newsletter/thanks?error=invalid');
      }
    }
    expect((await subscriber('victim@example.com'))!.confirmed_at).toBeNull();
  });

  it('of a signup already removed (not confirmed in time) confirms nothing and offers to sign up again', async () => {
    const token = (await addressToken(env, 'confirm', 'gone@example.com'))!;
    const res = await post(`/newsletter/confirm?token=${token}`);
    expect(res.status).toBe(400);
    expect(await subscriber('gone@example.com')).toBeNull();
  });
});

describe('unconfirmed signups expire', () => {
  it('the cron removes signups not confirmed within 7 days, and keeps newer ones and every confirmed address', async () => {
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    const sixDaysAgo = new Date(Date.now() - 6 * 86_400_000).toISOString();
    await addSubscribers(['stale@example.com'], { confirmed: false, createdAt: eightDaysAgo });
    await addSubscribers(['fresh@example.com'], { confirmed: false, createdAt: sixDaysAgo });
    await addSubscribers(['old-but-confirmed@example.com'], { confirmed: true, createdAt: eightDaysAgo });
    await runNewsletterCron({ ...env, NEWSLETTER_QUEUE: newQueues().newsletter.binding } as Env);
    expect(await subscriber('stale@example.com')).toBeNull();
    expect(await subscriber('fresh@example.com')).not.toBeNull();
    expect(await subscriber('old-but-confirmed@example.com')).not.toBeNull();
  });
});
