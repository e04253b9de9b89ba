/**
 * The newsletter's public archive at the edge: /newsletter lists the sent issues newest first
 * (not drafts, scheduled or sending ones, and not those staff keep for subscribers), each issue's
 * web version at /newsletter/<id> shows its introduction (Markdown made inert: no script, no
 * javascript: link) and its articles still public, with its own head and breadcrumb; every other
 * id is the site's 404. The sitemap lists the public issues. Staff mark a sent issue
 * subscribers-only (and back) with PATCH {subscribers_only}, recorded in the audit log, and the
 * pages, kept in the page cache, change at once.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewsletterIssue } from '../../shared/newsletter/newsletter-issue';
import type { NewsletterArchiveData, NewsletterIssueData } from '../../shared/newsletter/archive';
import { addPost, postSlug, request, resetNewsletter, staff } from './newsletter-helpers';

beforeEach(resetNewsletter);

/** An issue written straight to D1 in `state`, started at `startedAt`; answers its id. */
async function addIssue(subject: string, fields: { state?: string; intro?: string; post_ids?: number[]; startedAt?: string; subscribersOnly?: boolean } = {}) {
  const state = fields.state ?? 'sent';
  const row = await env.DB.prepare(
    'INSERT INTO newsletter_issues (subject, intro, post_ids, state, started_at, finished_at, subscribers_only) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
  )
    .bind(
      subject,
      fields.intro ?? '',
      JSON.stringify(fields.post_ids ?? []),
      state,
      state === 'sent' || state === 'sending' ? (fields.startedAt ?? '2026-10-01T14:00:00.000Z') : null,
      state === 'sent' ? (fields.startedAt ?? '2026-10-01T14:00:00.000Z') : null,
      fields.subscribersOnly ? 1 : 0,
    )
    .first<{ id: number }>();
  return row!.id;
}

async function page(path: string): Promise<{ status: number; html: string; data: unknown }> {
  const res = await request(path, { headers: { accept: 'text/html' } });
  const html = await res.text();
  const found = /<script type="application\/json" id="__page_data">([^<]*)<\/script>/.exec(html);
  return { status: res.status, html, data: found ? JSON.parse(found[1]!).data : undefined };
}

const listed = async () => ((await page('/newsletter')).data as NewsletterArchiveData).issues.map((i) => i.subject);

describe('the archive list', () => {
  it('lists sent issues newest first with their date and first words; nothing unsent or kept for subscribers', async () => {
    await addIssue('October notes', { intro: 'Leaves are falling: **check the gutters** before the rains.', startedAt: '2026-10-02T01:30:00.000Z' });
    await addIssue('November notes', { startedAt: '2026-11-03T15:00:00.000Z', intro: 'Holiday hours and floor care.' });
    await addIssue('A draft', { state: 'draft' });
    await addIssue('A scheduled one', { state: 'scheduled' });
    await addIssue('Going out now', { state: 'sending' });
    await addIssue('Members only', { subscribersOnly: true });

    const { status, html, data } = await page('/newsletter');
    expect(status).toBe(200);
    const { issues } = data as NewsletterArchiveData;
    expect(issues.map((i) => i.subject)).toEqual(['November notes', 'October notes']);
    // Sent at 01:30 UTC on Oct 2 is still Oct 1 in Ocala: the issue carries the company's day.
    expect(issues[1]).toMatchObject({ sent_on: '2026-10-01', preview: 'Leaves are falling: check the gutters before the rains.' });
    expect(html).toContain('October 1, 2026');
    expect(html).toContain('href="/newsletter/');
    expect(html).not.toContain('Members only');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/newsletter">/);
    expect(html).toMatch(/<meta name="robots" content="index,follow">/);
  });

  it('says so when no issue has gone out yet', async () => {
    await addIssue('A draft', { state: 'draft' });
    const { status, html } = await page('/newsletter');
    expect(status).toBe(200);
    expect(html).toContain('No issues yet');
  });
});

describe("an issue's web version", () => {
  it('shows the introduction made inert, the articles still public in the issue’s order, and its own head', async () => {
    const first = await addPost({ title: 'Floor care in wet months' });
    const second = await addPost({ title: 'Restroom checklists' });
    const unpublished = await addPost({ title: 'Not yet', status: 'draft' });
    const id = await addIssue('Rainy season checklist', {
      intro: 'Read <script>window.__pwned=1</script> this and [our site](https://example.com) but not [this](javascript:alert(1)).\n\n- Mats\n- Gutters',
      post_ids: [second, unpublished, first],
    });
    const { status, html, data } = await page(`/newsletter/${id}`);
    expect(status).toBe(200);
    const { issue } = data as NewsletterIssueData;
    expect(issue?.posts.map((p) => p.title)).toEqual(['Restroom checklists', 'Floor care in wet months']);
    expect(html).toContain(`href="/insights/${await postSlug(second)}"`);
    expect(html).not.toContain('Not yet');
    expect(html).not.toMatch(/<script>window/);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="https://example.com" rel="noopener">our site</a>');
    expect(html).not.toContain('javascript:');
    expect(html).toMatch(/<li>Mats<\/li>/);
    expect(html).toContain('<title>Rainy season checklist | Newsletter | Oakbright Facility Services</title>');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/newsletter/${id}">`));
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      '@graph': { '@type': string; itemListElement?: { name: string }[] }[];
    };
    const crumbs = ld['@graph'].find((n) => n['@type'] === 'BreadcrumbList')!.itemListElement!.map((i) => i.name);
    expect(crumbs).toEqual(['Home', 'Newsletter', 'Rainy season checklist']);
  });

  it('is the 404 page for an unknown, unsent or subscribers-only issue, and for an id that is not one', async () => {
    const draft = await addIssue('A draft', { state: 'draft' });
    const sending = await addIssue('Going out', { state: 'sending' });
    const kept = await addIssue('Members only', { subscribersOnly: true });
    for (const path of [`/newsletter/${draft}`, `/newsletter/${sending}`, `/newsletter/${kept}`, '/newsletter/999999', '/newsletter/01', '/newsletter/abc']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).not.toContain('Members only');
    }
  });
});

describe('staff decide what the archive shows', () => {
  it('subscribers-only takes a sent issue out of the list, its page and the sitemap at once, and back; audited', async () => {
    const id = await addIssue('Quarterly review');
    // Warm the page cache first: the change must still show at once.
    expect(await listed()).toEqual(['Quarterly review']);
    expect((await page(`/newsletter/${id}`)).status).toBe(200);
    expect(await request('/sitemap.xml', {}).then((r) => r.text())).toContain(`/newsletter/${id}</loc>`);

    const res = await staff('PATCH', `/newsletter/issues/${id}`, { subscribers_only: true });
    expect(res.status).toBe(200);
    expect(((await res.json()) as NewsletterIssue).subscribers_only).toBe(true);
    expect(await listed()).toEqual([]);
    expect((await page(`/newsletter/${id}`)).status).toBe(404);
    expect(await request('/sitemap.xml', {}).then((r) => r.text())).not.toContain(`/newsletter/${id}<`);

    await staff('PATCH', `/newsletter/issues/${id}`, { subscribers_only: false });
    expect(await listed()).toEqual(['Quarterly review']);

    const audit = await env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'newsletter.archive' AND subject_id = ? ORDER BY id")
      .bind(String(id))
      .all<{ summary: string }>();
    expect(audit.results.map((r) => r.summary)).toEqual([
      'Kept “Quarterly review” for subscribers only',
      'Let “Quarterly review” be read in the public archive',
    ]);
  });

  it('what a sent issue says cannot be changed, even beside the flag; a flag that is not a boolean is refused', async () => {
    const id = await addIssue('Fixed words');
    expect((await staff('PATCH', `/newsletter/issues/${id}`, { subject: 'New words', subscribers_only: true })).status).toBe(409);
    expect((await staff('PATCH', `/newsletter/issues/${id}`, { subscribers_only: 'yes' })).status).toBe(400);
    const row = await env.DB.prepare('SELECT subject, subscribers_only FROM newsletter_issues WHERE id = ?').bind(id).first();
    expect(row).toEqual({ subject: 'Fixed words', subscribers_only: 0 });
  });
});
