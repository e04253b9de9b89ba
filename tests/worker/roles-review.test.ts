/**
 * The review step: an author submits their draft, editors find it in the queue and publish it or
 * send it back with a note the author reads; a post in review is never public (API, pages, feeds).
 */
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertDirect, makePost } from './api-helpers';
import { personSession, staffRequest } from './staff-helpers';

const IP = '203.0.113.150';
let author: { personId: string; email: string; cookie: string };
let editor: { personId: string; email: string; cookie: string };

async function draftBy(slug: string, personId: string): Promise<number> {
  await insertDirect([makePost(slug, { status: 'draft', title: `Draft ${slug}` })]);
  const row = await env.DB.prepare('SELECT id FROM blog_posts WHERE slug = ?').bind(slug).first<{ id: number }>();
  if (!row) throw new Error('no row');
  // The creator is the person of the first revision.
  await env.DB.prepare(
    "INSERT INTO blog_post_revisions (post_id, kind, by_id, slug, title, content, category, date_published, author, status) SELECT id, 'save', ?, slug, title, content, category, date_published, author, status FROM blog_posts WHERE id = ?",
  )
    .bind(personId, row.id)
    .run();
  return row.id;
}

const json = (who: { cookie: string }, method: string, path: string, body?: unknown) =>
  staffRequest(`/staff/api${path}`, who.cookie, {
    method,
    ip: IP,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const statusOf = async (id: number) =>
  await env.DB.prepare('SELECT status, date_published FROM blog_posts WHERE id = ?').bind(id).first<{ status: string; date_published: string }>();

type QueueRow = { id: number; title: string; submitted_by: string; submitted_at: string };

beforeAll(async () => {
  author = await personSession('author', { name: 'Avery Author' });
  editor = await personSession('editor', { name: 'Eden Editor' });
});

describe('submitting, the queue, publishing and sending back', () => {
  it('an author submits their draft; editors see it queued with who and when', async () => {
    const id = await draftBy('review-submit', author.personId);
    const res = await json(author, 'POST', `/posts/${id}/submit`);
    expect(res.status).toBe(200);
    expect((await statusOf(id))?.status).toBe('review');
    // Twice is a conflict: it is no longer a draft.
    expect((await json(author, 'POST', `/posts/${id}/submit`)).status).toBe(409);
    // Authors do not read the queue.
    expect((await json(author, 'GET', '/review')).status).toBe(403);
    const queue = (await (await json(editor, 'GET', '/review')).json()) as { posts: QueueRow[] };
    const row = queue.posts.find((p) => p.id === id);
    expect(row?.submitted_by).toBe('Avery Author');
    expect(Date.now() - Date.parse(row?.submitted_at ?? '')).toBeLessThan(60_000);
  });

  it("an author cannot submit someone else's draft", async () => {
    const other = await personSession('author');
    const id = await draftBy('review-not-mine', other.personId);
    expect((await json(author, 'POST', `/posts/${id}/submit`)).status).toBe(403);
    expect((await statusOf(id))?.status).toBe('draft');
  });

  it('an editor sends it back with a note the author reads; the author resubmits; the editor publishes', async () => {
    const id = await draftBy('review-round-trip', author.personId);
    expect((await json(author, 'POST', `/posts/${id}/submit`)).status).toBe(200);
    // A note is required, and authors cannot send back.
    expect((await json(editor, 'POST', `/review/${id}/send-back`, { note: '  ' })).status).toBe(400);
    expect((await json(author, 'POST', `/review/${id}/send-back`, { note: 'Mine' })).status).toBe(403);
    expect((await json(editor, 'POST', `/review/${id}/send-back`, { note: 'Add a photo of the floor.' })).status).toBe(200);
    expect((await statusOf(id))?.status).toBe('draft');
    const mine = (await (await json(author, 'GET', '/posts/mine')).json()) as {
      ids: number[];
      steps: { post_id: number; step: string; note: string; by_name: string }[];
    };
    expect(mine.ids).toContain(id);
    expect(mine.steps.find((s) => s.post_id === id)).toMatchObject({ step: 'sent_back', note: 'Add a photo of the floor.', by_name: 'Eden Editor' });
    const steps = (await (await json(author, 'GET', `/review/${id}`)).json()) as { steps: { step: string }[] };
    expect(steps.steps.map((s) => s.step)).toEqual(['sent_back', 'submitted']);
    // Publishing a draft is not a review step: it must be in review.
    expect((await json(editor, 'POST', `/review/${id}/publish`)).status).toBe(409);
    expect((await json(author, 'POST', `/posts/${id}/submit`)).status).toBe(200);
    expect((await json(author, 'POST', `/review/${id}/publish`)).status).toBe(403);
    const before = Date.now();
    expect((await json(editor, 'POST', `/review/${id}/publish`)).status).toBe(200);
    const after = await statusOf(id);
    expect(after?.status).toBe('published');
    expect(Date.parse(after?.date_published ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const queue = (await (await json(editor, 'GET', '/review')).json()) as { posts: QueueRow[] };
    expect(queue.posts.map((p) => p.id)).not.toContain(id);
    expect((await SELF.fetch('http://localhost/insights/review-round-trip', { headers: { 'cf-connecting-ip': IP } })).status).toBe(200);
  });

  it('an editor schedules from the queue', async () => {
    const id = await draftBy('review-schedule', author.personId);
    await json(author, 'POST', `/posts/${id}/submit`);
    const at = new Date(Date.now() + 86_400_000).toISOString();
    expect((await json(editor, 'POST', `/review/${id}/publish`, { date_published: at })).status).toBe(200);
    expect(await statusOf(id)).toEqual({ status: 'published', date_published: at });
    expect((await json(editor, 'POST', `/review/${id}/publish`, { date_published: 'soon' })).status).toBe(400);
  });
});

type Sent = { to: string; subject: string; text: string; kind: string };

/** The review emails about one post, oldest first, as the outbox keeps them. */
async function emailsAbout(id: number): Promise<Sent[]> {
  const { results } = await env.DB.prepare(`SELECT "to", subject, text, kind FROM outbox WHERE about = ? AND kind LIKE 'review-%' ORDER BY rowid`)
    .bind(`blog_posts:${id}`)
    .all<Sent>();
  return results;
}

describe('the review by email', () => {
  it('a submitted draft reaches everyone who can publish, not the submitter, other authors or anyone disabled', async () => {
    const owner = await personSession('owner', { name: 'Olive Owner' });
    const otherAuthor = await personSession('author');
    const gone = await personSession('editor');
    await env.DB.prepare("UPDATE staff_people SET disabled_at = '2026-01-01T00:00:00.000Z' WHERE id = ?").bind(gone.personId).run();
    const id = await draftBy('review-mail-submit', author.personId);
    expect((await json(author, 'POST', `/posts/${id}/submit`, { note: 'Photos are in.\nCheck the price line.' })).status).toBe(200);
    const sent = await emailsAbout(id);
    const to = sent.map((m) => m.to);
    expect(to).toEqual(expect.arrayContaining([editor.email, owner.email]));
    for (const nobody of [author.email, otherAuthor.email, gone.email]) expect(to).not.toContain(nobody);
    expect(new Set(to).size).toBe(to.length);
    const mail = sent.find((m) => m.to === editor.email);
    expect(mail).toMatchObject({ kind: 'review-submitted', subject: 'Ready for review: Draft review-mail-submit' });
    expect(mail?.text).toContain('Avery Author submitted “Draft review-mail-submit”');
    expect(mail?.text).toContain('> Photos are in.');
    expect(mail?.text).toContain('> Check the price line.');
    expect(mail?.text).toContain(`${env.SITE_URL}/staff/review`);
  });

  it('an editor who submits their own draft is not emailed about it; the other editors are', async () => {
    const writer = await personSession('editor', { name: 'Wren Writer' });
    const id = await draftBy('review-mail-by-editor', writer.personId);
    expect((await json(writer, 'POST', `/posts/${id}/submit`)).status).toBe(200);
    const to = (await emailsAbout(id)).map((m) => m.to);
    expect(to).toContain(editor.email);
    expect(to).not.toContain(writer.email);
  });

  it('the author hears when their draft is sent back, with the note, and when it is published', async () => {
    const id = await draftBy('review-mail-round-trip', author.personId);
    await json(author, 'POST', `/posts/${id}/submit`);
    expect((await json(editor, 'POST', `/review/${id}/send-back`, { note: 'Shorter title, please.\n<b>Not</b> in bold.' })).status).toBe(200);
    await json(author, 'POST', `/posts/${id}/submit`);
    expect((await json(editor, 'POST', `/review/${id}/publish`)).status).toBe(200);
    const toAuthor = (await emailsAbout(id)).filter((m) => m.to === author.email);
    expect(toAuthor.map((m) => m.kind)).toEqual(['review-sent-back', 'review-published']);
    expect(toAuthor[0]?.subject).toBe('Changes asked: Draft review-mail-round-trip');
    expect(toAuthor[0]?.text).toContain('Eden Editor wrote:\n> Shorter title, please.\n> <b>Not</b> in bold.');
    // In HTML the note is quoted as words, never as markup.
    const html = await env.DB.prepare(`SELECT html FROM outbox WHERE about = ? AND kind = 'review-sent-back'`)
      .bind(`blog_posts:${id}`)
      .first<{ html: string }>();
    expect(html?.html).toMatch(/<blockquote[^>]*>.*Shorter title, please\..*&lt;b&gt;Not&lt;\/b&gt; in bold\./s);
    expect(html?.html).not.toContain('<b>Not</b>');
    expect(toAuthor[0]?.text).toContain(`${env.SITE_URL}/staff/posts/${id}`);
    expect(toAuthor[1]?.subject).toBe('Published: Draft review-mail-round-trip');
    expect(toAuthor[1]?.text).toContain(`${env.SITE_URL}/insights/review-mail-round-trip`);
    // The editor who took the steps is not emailed about their own steps.
    expect((await emailsAbout(id)).filter((m) => m.to === editor.email).map((m) => m.kind)).toEqual(['review-submitted', 'review-submitted']);
  });

  it('says when a scheduled post goes live', async () => {
    const id = await draftBy('review-mail-scheduled', author.personId);
    await json(author, 'POST', `/posts/${id}/submit`);
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect((await json(editor, 'POST', `/review/${id}/publish`, { date_published: at })).status).toBe(200);
    const mail = (await emailsAbout(id)).find((m) => m.to === author.email);
    expect(mail?.subject).toBe('Scheduled: Draft review-mail-scheduled');
    expect(mail?.text).toContain(`goes live on ${at.slice(0, 10)}`);
  });

  it('a refused step emails nobody', async () => {
    const id = await draftBy('review-mail-refused', author.personId);
    expect((await json(editor, 'POST', `/review/${id}/send-back`, { note: 'Not in review yet' })).status).toBe(409);
    expect((await json(editor, 'POST', `/review/${id}/publish`)).status).toBe(409);
    expect(await emailsAbout(id)).toEqual([]);
  });
});

describe('a post in review is not public', () => {
  beforeAll(async () => {
    await insertDirect([makePost('in-review-hidden', { status: 'review', date_published: '2024-01-01T00:00:00.000Z', title: 'Hidden while in review' })]);
  });

  it('is not read by the public API, the article page, the sitemap or the feed', async () => {
    const apiRes = await SELF.fetch('http://localhost/rest/v1/blog_posts?select=slug&slug=eq.in-review-hidden');
    expect(await apiRes.json()).toEqual([]);
    expect((await SELF.fetch('http://localhost/insights/in-review-hidden', { headers: { 'cf-connecting-ip': IP } })).status).toBe(404);
    for (const path of ['/sitemap.xml', '/insights/rss.xml', '/insights']) {
      const res = await SELF.fetch(`http://localhost${path}`, { headers: { 'cf-connecting-ip': IP } });
      expect(res.status, path).toBe(200);
      const text = await res.text();
      expect(text, path).not.toContain('in-review-hidden');
      expect(text, path).not.toContain('Hidden while in review');
    }
  });

  it('is read by staff and accepted by the API as a status', async () => {
    const res = await SELF.fetch('http://localhost/rest/v1/blog_posts?select=slug,status&slug=eq.in-review-hidden', {
      headers: { authorization: 'Bearer test-service-key' },
    });
    expect(await res.json()).toEqual([{ slug: 'in-review-hidden', status: 'review' }]);
    const bad = await SELF.fetch('http://localhost/rest/v1/blog_posts?slug=eq.in-review-hidden', {
      method: 'PATCH',
      headers: { authorization: 'Bearer test-service-key', 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'pending' }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { hint: string }).hint).toBe('Use one of: draft, review, published.');
  });
});
