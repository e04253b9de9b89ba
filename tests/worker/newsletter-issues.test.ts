/**
 * Newsletter issues for staff (/staff/api/newsletter/issues): create, read, change and delete
 * with valibot's limits and published posts only; the preview as a recipient gets it (the intro's
 * Markdown rendered safely, each post with its image and link on the site, the unsubscribe link);
 * a test copy through the pipeline; sending now, scheduling, unscheduling and the states that
 * refuse each (409); the cron starting a scheduled issue once its time has come; staff only.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewsletterIssue } from '../../shared/newsletter/newsletter-issue';
import { runNewsletterCron } from '../../worker/newsletter/cron';
import { addPost, addSubscribers, issueMessages, newQueues, outboxWhere, postSlug, request, resetNewsletter, staff } from './newsletter-helpers';

beforeEach(resetNewsletter);

const SITE = 'https://www.oakbrightservices.com';

async function created(body: unknown): Promise<NewsletterIssue> {
  const res = await staff('POST', '/newsletter/issues', body);
  expect(res.status).toBe(201);
  return res.json();
}

async function errorOf(res: Response, status: number): Promise<{ code: string; message: string; details: string | null; hint: string | null }> {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { code: string; message: string; details: string | null; hint: string | null };
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  return body;
}

const readIssue = async (id: number) => (await (await staff('GET', `/newsletter/issues/${id}`)).json()) as NewsletterIssue;

const issueCount = async () => (await env.DB.prepare('SELECT count(*) AS n FROM newsletter_issues').first<{ n: number }>())!.n;

describe('composing an issue', () => {
  it('POST creates a draft (201) with its fields, GET answers it and lists it newest first with its progress', async () => {
    const [a, b] = [await addPost(), await addPost()];
    const issue = await created({ subject: '  Spring checklist  ', intro: 'Hello *readers*', post_ids: [b, a] });
    expect(issue).toMatchObject({
      subject: 'Spring checklist',
      intro: 'Hello *readers*',
      post_ids: [b, a],
      state: 'draft',
      send_at: null,
      started_at: null,
      finished_at: null,
      recipients: 0,
      progress: { sent: 0, failed: 0, left: 0 },
    });
    const second = await created({ subject: 'Second' });
    expect(second).toMatchObject({ intro: '', post_ids: [] });
    expect(await readIssue(issue.id)).toEqual(issue);
    const list = (await (await staff('GET', '/newsletter/issues')).json()) as { issues: NewsletterIssue[] };
    expect(list.issues.map((i) => i.id)).toEqual([second.id, issue.id]);
  });

  it.each([
    ['an empty subject', { subject: '   ' }, 'subject must not be empty'],
    ['a subject over 150 characters', { subject: 'x'.repeat(151) }, 'subject must be at most 150 characters'],
    ['an intro over 10,000 characters', { subject: 'S', intro: 'x'.repeat(10_001) }, 'intro must be at most 10000 characters'],
    ['seven posts', { subject: 'S', post_ids: [1, 2, 3, 4, 5, 6, 7] }, 'post_ids may hold at most 6 posts'],
    ['a repeated post', { subject: 'S', post_ids: [1, 1] }, 'post_ids must not repeat a post'],
    ['a post id that is not a number', { subject: 'S', post_ids: ['1'] }, 'post_ids must hold post ids'],
    ['an unknown field', { subject: 'S', state: 'sent' }, 'Send {subject, intro, post_ids} and nothing else'],
  ])('refuses %s with 400 and a clear message, and stores nothing', async (_name, body, message) => {
    const res = await staff('POST', '/newsletter/issues', body);
    expect((await errorOf(res, 400)).message).toBe(message);
    expect(await issueCount()).toBe(0);
  });

  it('refuses a draft, a scheduled or an unknown post, naming its id', async () => {
    const published = await addPost();
    const draft = await addPost({ status: 'draft' });
    const scheduled = await addPost({ date_published: '2099-01-01T09:00:00.000Z' });
    for (const id of [draft, scheduled, 999_999]) {
      const res = await staff('POST', '/newsletter/issues', { subject: 'S', post_ids: [published, id] });
      const error = await errorOf(res, 400);
      expect(error.message).toBe(`Post ${id} is not a published post`);
    }
    expect(await issueCount()).toBe(0);
  });

  it('refuses a body that is not JSON (415, 400)', async () => {
    const text = await request('/staff/api/newsletter/issues', {
      method: 'POST',
      headers: { authorization: 'Bearer test-service-key', origin: 'http://localhost', 'content-type': 'text/plain' },
      body: '{"subject":"S"}',
    });
    expect(text.status).toBe(415);
    const broken = await request('/staff/api/newsletter/issues', {
      method: 'POST',
      headers: { authorization: 'Bearer test-service-key', origin: 'http://localhost', 'content-type': 'application/json' },
      body: '{"subject":',
    });
    expect(broken.status).toBe(400);
  });

  it('PATCH changes a draft or a scheduled issue, validated the same way; DELETE removes a draft (204)', async () => {
    const post = await addPost();
    const issue = await created({ subject: 'Before' });
    const changed = await staff('PATCH', `/newsletter/issues/${issue.id}`, { subject: 'After', post_ids: [post] });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ subject: 'After', intro: '', post_ids: [post] });
    expect((await errorOf(await staff('PATCH', `/newsletter/issues/${issue.id}`, { subject: '' }), 400)).message).toBe('subject must not be empty');
    expect((await errorOf(await staff('PATCH', `/newsletter/issues/${issue.id}`, { post_ids: [999_998] }), 400)).message).toBe(
      'Post 999998 is not a published post',
    );
    expect(await readIssue(issue.id)).toMatchObject({ subject: 'After', post_ids: [post] });

    const deleted = await staff('DELETE', `/newsletter/issues/${issue.id}`);
    expect(deleted.status).toBe(204);
    await errorOf(await staff('GET', `/newsletter/issues/${issue.id}`), 404);
    await errorOf(await staff('DELETE', `/newsletter/issues/${issue.id}`), 404);
    await errorOf(await staff('GET', '/newsletter/issues/abc'), 404);
  });

  it('is staff only: 401 without the staff key, nothing created', async () => {
    const res = await request('/staff/api/newsletter/issues', {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ subject: 'S' }),
    });
    expect(res.status).toBe(401);
    expect((await request('/staff/api/newsletter/issues', { method: 'GET' })).status).toBe(401);
    expect(await issueCount()).toBe(0);
  });
});

describe('the issue email', () => {
  it('preview: subject, intro Markdown rendered safely, each post with image and link on the site, the unsubscribe link, both parts', async () => {
    const first = await addPost({ title: 'Floor care & you', excerpt: 'Why <b>wax</b> matters' });
    const second = await addPost({ title: 'No image here', featured_image: null });
    const offsite = await addPost({ title: 'Offsite image', featured_image: 'https://tracker.example/pixel.gif' });
    const intro = [
      'Hello **facility managers**, see [our guide](https://www.oakbrightservices.com/insights) and _more_.',
      '',
      '<script>alert(1)</script> <img src="https://tracker.example/x.gif">',
      '',
      'A [bad link](javascript:alert(1)) and [another](data:text/html,hi) and <b>bold?</b>',
      '',
      '- first point',
      '- second point',
      '',
      '1. one',
      '2. two',
    ].join('\n');
    const issue = await created({ subject: 'March issue', intro, post_ids: [second, first, offsite] });
    const res = await staff('GET', `/newsletter/issues/${issue.id}/preview`);
    expect(res.status).toBe(200);
    const { subject, html, text } = (await res.json()) as { subject: string; html: string; text: string };
    expect(subject).toBe('March issue');

    // Markdown: emphasis, an http(s) link, lists; everything else escaped, no script, no foreign link or image.
    expect(html).toContain('<strong>facility managers</strong>');
    expect(html).toContain('<em>more</em>');
    expect(html).toMatch(/<a href="https:\/\/www\.oakbrightservices\.com\/insights"[^>]*>our guide<\/a>/);
    expect(html).toMatch(/<ul[^>]*><li[^>]*>first point<\/li><li[^>]*>second point<\/li><\/ul>/);
    expect(html).toMatch(/<ol[^>]*><li[^>]*>one<\/li>/);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // Raw HTML shows as the text typed; a link to anything but http(s) keeps only its words.
    expect(html).toContain('&lt;img src=&quot;https://tracker.example/x.gif&quot;&gt;');
    expect(html).toContain('A bad link and another and &lt;b&gt;bold?&lt;/b&gt;');
    expect(html).not.toMatch(/(href|src)="(javascript|data):/);
    expect(html).not.toMatch(/(href|src)="https:\/\/tracker/);
    for (const [, src] of html.matchAll(/<img[^>]*src="([^"]+)"/g)) expect(src!.startsWith(`${SITE}/`)).toBe(true);
    for (const [, href] of html.matchAll(/href="([^"]+)"/g))
      expect(href).toMatch(/^(https:\/\/www\.oakbrightservices\.com\/|tel:|mailto:hello@oakbrightservices\.com)/);

    // Posts in the issue's order, each linked; an image only when it is on the site.
    const slugs = await Promise.all([second, first, offsite].map(postSlug));
    const positions = slugs.map((slug) => html.indexOf(`${SITE}/insights/${slug}`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain('Floor care &amp; you');
    expect(html).toContain('Why &lt;b&gt;wax&lt;/b&gt; matters');
    expect(html.match(/<img/g)).toHaveLength(1);
    expect(html).toContain(`src="${SITE}/images/blog/regular-floor-care.svg"`);

    // The text part says the same.
    expect(text).toContain('Hello facility managers, see our guide (https://www.oakbrightservices.com/insights) and more.');
    expect(text).toContain('- first point');
    expect(text).toContain('1. one');
    expect(text).toContain(`Read the article: ${SITE}/insights/${slugs[1]}`);
    expect(text).toContain('Why <b>wax</b> matters');
    // A sample unsubscribe link, and the company footer.
    expect(text).toMatch(/Unsubscribe: https:\/\/www\.oakbrightservices\.com\/newsletter\/unsubscribe\?token=[\w-]+\.[\w-]+/);
    expect(html).toMatch(/href="https:\/\/www\.oakbrightservices\.com\/newsletter\/unsubscribe\?token=[\w-]+\.[\w-]+"/);
    expect(text).toContain('Oakbright Facility Services LLC');
  });

  it('test send: a copy to that address through the pipeline, "[Test] " subject, a fresh dedupe key each time, not counted as progress', async () => {
    const issue = await created({ subject: 'Tested', intro: 'Hi' });
    const queues = newQueues();
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await staff('POST', `/newsletter/issues/${issue.id}/test`, { to: 'Editor@Example.com' }, queues);
      expect(res.status).toBe(202);
      ids.push(((await res.json()) as { id: string }).id);
    }
    const rows = await outboxWhere("kind = 'newsletter-test'");
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(new Set(rows.map((r) => r.dedupe_key)).size).toBe(2);
    for (const row of rows) {
      expect(row).toMatchObject({ to: 'editor@example.com', subject: '[Test] Tested', state: 'queued' });
      expect(JSON.parse(row.headers!)['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    expect(queues.email.sent.map((m) => (m.body as { id: string }).id)).toEqual(ids);
    expect((await readIssue(issue.id)).progress).toEqual({ sent: 0, failed: 0, left: 0 });
    // The audit names the email as the outbox does.
    const audit = await env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'newsletter.test' AND subject_id = ?")
      .bind(String(issue.id))
      .all<{ summary: string }>();
    expect(audit.results.map((r) => r.summary)).toEqual(Array(2).fill('Newsletter test copy of “Tested” sent to editor@example.com'));
    expect((await errorOf(await staff('POST', `/newsletter/issues/${issue.id}/test`, { to: 'not an address' }), 400)).message).toBe(
      'to must be a valid email address',
    );
  });
});

describe('sending, scheduling', () => {
  it('send {}: 202, sending, started_at and recipients (confirmed addresses only), the first run queued; then 409 for changes', async () => {
    await addSubscribers(['a@example.com', 'b@example.com']);
    await addSubscribers(['pending@example.com'], { confirmed: false });
    const issue = await created({ subject: 'Now', intro: 'Hello' });
    const queues = newQueues();
    const res = await staff('POST', `/newsletter/issues/${issue.id}/send`, {}, queues);
    expect(res.status).toBe(202);
    const sending = (await res.json()) as NewsletterIssue;
    expect(sending).toMatchObject({ state: 'sending', recipients: 2, progress: { sent: 0, failed: 0, left: 2 } });
    expect(Date.now() - Date.parse(sending.started_at!)).toBeLessThan(60_000);
    expect(issueMessages(queues.newsletter)).toEqual([{ issue: issue.id }]);

    await errorOf(await staff('POST', `/newsletter/issues/${issue.id}/send`, {}), 409);
    await errorOf(await staff('PATCH', `/newsletter/issues/${issue.id}`, { subject: 'Changed' }), 409);
    await errorOf(await staff('DELETE', `/newsletter/issues/${issue.id}`), 409);
    await errorOf(await staff('POST', `/newsletter/issues/${issue.id}/unschedule`), 409);
    expect((await readIssue(issue.id)).subject).toBe('Now');
  });

  it('an issue without a post or an intro cannot be sent (409), and stays a draft', async () => {
    const issue = await created({ subject: 'Empty' });
    const error = await errorOf(await staff('POST', `/newsletter/issues/${issue.id}/send`, {}), 409);
    expect(error.message).toBe('An issue needs a subject and at least one post or an introduction before it is sent');
    expect((await readIssue(issue.id)).state).toBe('draft');
  });

  it('send {send_at}: scheduled, editable, unschedule back to draft; a past or malformed time is refused', async () => {
    const issue = await created({ subject: 'Later', intro: 'Soon' });
    for (const send_at of ['2020-01-01T00:00:00Z', 'tomorrow', '2030-13-45T99:00:00Z', '2030-01-01']) {
      await errorOf(await staff('POST', `/newsletter/issues/${issue.id}/send`, { send_at }), 400);
    }
    const when = new Date(Date.now() + 86_400_000).toISOString();
    const queues = newQueues();
    const res = await staff('POST', `/newsletter/issues/${issue.id}/send`, { send_at: when }, queues);
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ state: 'scheduled', send_at: when, started_at: null });
    expect(queues.newsletter.sent).toEqual([]);
    expect((await staff('PATCH', `/newsletter/issues/${issue.id}`, { intro: 'Edited while scheduled' })).status).toBe(200);
    await errorOf(await staff('DELETE', `/newsletter/issues/${issue.id}`), 409);
    const back = await staff('POST', `/newsletter/issues/${issue.id}/unschedule`);
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ state: 'draft', send_at: null, intro: 'Edited while scheduled' });
  });

  it('the cron starts a scheduled issue once its time has come, and only then', async () => {
    await addSubscribers(['c@example.com']);
    const issue = await created({ subject: 'Timed', intro: 'Tick' });
    await staff('POST', `/newsletter/issues/${issue.id}/send`, { send_at: new Date(Date.now() + 3_600_000).toISOString() });
    const queues = newQueues();
    const cronEnv = { ...env, NEWSLETTER_QUEUE: queues.newsletter.binding, EMAIL_QUEUE: queues.email.binding } as Env;
    await runNewsletterCron(cronEnv);
    expect((await readIssue(issue.id)).state).toBe('scheduled');
    // Its time comes.
    await env.DB.prepare("UPDATE newsletter_issues SET send_at = '2020-01-01T00:00:00.000Z' WHERE id = ?").bind(issue.id).run();
    await runNewsletterCron(cronEnv);
    expect(await readIssue(issue.id)).toMatchObject({ state: 'sending', recipients: 1 });
    expect(issueMessages(queues.newsletter)).toEqual([{ issue: issue.id }]);
  });
});
