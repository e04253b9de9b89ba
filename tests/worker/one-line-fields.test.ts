/**
 * One-line fields staff write (shared/sanitize/one-line.ts): a line break or another control
 * character in a post's title, an opening's title, a newsletter subject or a person's name is
 * refused where it is taken in, with a clear error, and nothing is stored.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { isOneLine } from '../../shared/sanitize/one-line';
import { api, makePost, staffJson } from './api-helpers';
import { staffRequest, staffSession } from './staff-helpers';

const IP = '198.51.100.61';
const BREAKERS = ['Two\r\nlines', 'Bcc: x\nY', 'tab\there', 'bell\u0007', 'next\u0085line', 'sep\u2028arator'];
let cookie = '';

beforeAll(async () => {
  cookie = await staffSession();
});

const staff = (path: string, body: unknown) =>
  staffRequest(`/staff/api${path}`, cookie, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

describe('one-line fields', () => {
  it('the rule: line breaks and control characters out, any other text in', () => {
    for (const value of BREAKERS) expect(isOneLine(value)).toBe(false);
    for (const value of ['Floor care, done right', 'Limpieza comercial — turno de noche', 'O’Brien & Søn 🧽']) expect(isOneLine(value)).toBe(true);
  });

  it('a post’s title, category, SEO title or author: 400 from the API, nothing stored', async () => {
    const before = await count('blog_posts');
    for (const column of ['title', 'category', 'seo_title', 'author']) {
      for (const value of BREAKERS) {
        const res = await api('/rest/v1/blog_posts', staffJson(IP, 'POST', makePost(`one-line-${column.replace('_', '-')}`, { [column]: value })));
        expect(res.status, `${column}: ${JSON.stringify(value)}`).toBe(400);
        expect(((await res.json()) as { message: string }).message).toBe(`column "${column}" must be one line, without line breaks or control characters`);
      }
    }
    expect(await count('blog_posts')).toBe(before);
    // The body is many lines, as it should be.
    expect((await api('/rest/v1/blog_posts', staffJson(IP, 'POST', makePost('one-line-body', { content: 'One\n\nTwo' })))).status).toBe(201);
  });

  it('an opening’s title and town, a newsletter subject, a person’s name: 400, nothing stored', async () => {
    const opening = { title: 'Porter', town: 'Ocala', shifts: ['evening'], description: 'Clean.' };
    const counts = [await count('job_openings'), await count('newsletter_issues'), await count('staff_people')];
    for (const value of BREAKERS) {
      expect((await staff('/openings', { ...opening, title: value })).status).toBe(400);
      expect((await staff('/openings', { ...opening, town: value })).status).toBe(400);
      expect((await staff('/newsletter/issues', { subject: value })).status).toBe(400);
      expect((await staff('/people', { name: value, email: 'one-line@example.com', role: 'author' })).status).toBe(400);
    }
    expect([await count('job_openings'), await count('newsletter_issues'), await count('staff_people')]).toEqual(counts);
    expect((await staff('/openings', opening)).status).toBe(201);
  });
});
