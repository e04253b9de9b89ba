/**
 * What a write must satisfy so that every stored post can be shown: its slug
 * follows the router's one rule (isArticleSlug), on insert and PATCH alike,
 * and every string, in text and JSON columns, is well-formed Unicode. A
 * refused write changes nothing; an accepted one is served at its address.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { isArticleSlug } from '../../shared/routes';
import { api, fromIp, insertDirect, isPgError, makePost, staffJson, tableFingerprint } from './api-helpers';

const IP = '198.51.100.50';

async function expectRefused(res: Response, code: string, message: RegExp): Promise<void> {
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(isPgError(body)).toBe(true);
  expect(body).toMatchObject({ code });
  expect((body as { message: string }).message).toMatch(message);
}

beforeAll(async () => {
  await insertDirect([makePost('patch-target')]);
});

describe('one slug rule for the API and the router', () => {
  const SLUGS: Array<[string, boolean]> = [
    ['office-floor-care', true],
    ['a', true],
    ['2025-guide', true],
    ['x'.repeat(120), true],
    ['a_b', false],
    ['a--b', false],
    ['trailing-', false],
    ['-leading', false],
    ['Upper-case', false],
    ['with space', false],
    ['slash/inside', false],
    ['dot.inside', false],
    ['', false],
    ['x'.repeat(121), false],
    ['caf\u00e9', false],
  ];

  it('the table agrees with the router', () => {
    for (const [slug, valid] of SLUGS) expect([slug, isArticleSlug(slug)]).toEqual([slug, valid]);
  });

  it.each(SLUGS)('insert %j: accepted=%s, and then the page agrees', async (slug, valid) => {
    const before = await tableFingerprint();
    const res = await api('/rest/v1/blog_posts', staffJson(IP, 'POST', makePost(slug)));
    if (!valid) {
      await expectRefused(res, '23514', /blog_posts_slug_format/);
      expect(await tableFingerprint()).toEqual(before);
      return;
    }
    expect(res.status).toBe(201);
    expect((await api(`/insights/${slug}`)).status).toBe(200);
  });

  it.each(SLUGS.filter(([, valid]) => !valid))('PATCH to %j is refused and changes nothing', async (slug) => {
    const before = await tableFingerprint();
    const res = await api('/rest/v1/blog_posts?slug=eq.patch-target', staffJson(IP, 'PATCH', { slug }));
    await expectRefused(res, '23514', /blog_posts_slug_format/);
    expect(await tableFingerprint()).toEqual(before);
  });

  it('the refusal says which slug and what the rule is', async () => {
    const res = await api('/rest/v1/blog_posts', staffJson(IP, 'POST', makePost('a_b')));
    expect(await res.json()).toEqual({
      code: '23514',
      message: 'new row for relation "blog_posts" violates check constraint "blog_posts_slug_format"',
      details: '"a_b" cannot be an article address (/insights/<slug>).',
      hint: 'A slug is lower-case letters and digits in words joined by single hyphens, at most 120 characters, e.g. office-floor-care.',
    });
  });
});

describe('every string is well-formed Unicode, in every column', () => {
  const LONE = ['a\ud800b', 'end\udbff', '\udc00start', 'x\udfffy'];
  const COLUMNS: Array<[string, (s: string) => Record<string, unknown>]> = [
    ['tags', (s) => ({ tags: ['ok', s] })],
    ['title', (s) => ({ title: s })],
    ['content', (s) => ({ content: `<p>${s}</p>` })],
    ['excerpt', (s) => ({ excerpt: s })],
    ['category', (s) => ({ category: s })],
    ['author', (s) => ({ author: s })],
    ['seo_title', (s) => ({ seo_title: s })],
    ['seo_description', (s) => ({ seo_description: s })],
    ['featured_image', (s) => ({ featured_image: `/images/${s}.svg` })],
    ['date_published', (s) => ({ date_published: `2024-12-01${s}` })],
    ['slug', (s) => ({ slug: s })],
  ];

  it.each(COLUMNS.flatMap(([col, value]) => LONE.map((s) => [col, s, value] as const)))(
    'insert with a lone surrogate in %s (%j) is refused with 22P02',
    async (col, s, value) => {
      const before = await tableFingerprint();
      const res = await api('/rest/v1/blog_posts', staffJson(IP, 'POST', { ...makePost('lone-surrogate'), ...value(s) }));
      await expectRefused(res, '22P02', new RegExp(`invalid Unicode in column "${col}": a lone surrogate`));
      expect(await tableFingerprint()).toEqual(before);
    },
  );

  it.each(COLUMNS)('PATCH with a lone surrogate in %s is refused', async (col, value) => {
    const before = await tableFingerprint();
    const res = await api('/rest/v1/blog_posts?slug=eq.patch-target', staffJson(IP, 'PATCH', value('a\ud800b')));
    await expectRefused(res, '22P02', new RegExp(`column "${col}"`));
    expect(await tableFingerprint()).toEqual(before);
  });

  it('a row later in an array names its row', async () => {
    const res = await api('/rest/v1/blog_posts', staffJson(IP, 'POST', [makePost('arr-1'), makePost('arr-2', { tags: ['\ud83d'] })]));
    expect(await res.json()).toEqual({
      code: '22P02',
      message: 'invalid Unicode in column "tags": a lone surrogate (\\ud83d) is not a character',
      details: 'Row 2 of the request body.',
      hint: 'Send well-formed text: a \\ud800-\\udfff escape must be one half of a surrogate pair.',
    });
  });

  it('the article stays servable at the edge: a tag with a lone surrogate never reaches it', async () => {
    const slug = 'surrogate-article';
    expect((await api('/rest/v1/blog_posts', staffJson(IP, 'POST', makePost(slug, { tags: ['floors'] })))).status).toBe(201);
    const patch = await api(`/rest/v1/blog_posts?slug=eq.${slug}`, staffJson(IP, 'PATCH', { tags: ['a\ud800b'] }));
    expect(patch.status).toBe(400);
    const page = await api(`/insights/${slug}`, { headers: fromIp(IP) });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('floors');
    const fresh = await api('/rest/v1/blog_posts', staffJson(IP, 'POST', makePost('surrogate-new', { tags: ['a\ud800b'] })));
    expect(fresh.status).toBe(400);
    expect((await api('/insights/surrogate-new')).status).toBe(404);
  });

  it('surrogate pairs (emoji and other astral characters) are text and stored as written', async () => {
    const tags = ['\ud83e\uddfd clean', '\u{1F9F9}', '\u{20000}'];
    const title = 'Sparkle \u2728 and \u{1F31F}';
    const res = await api(
      '/rest/v1/blog_posts?select=title,tags',
      staffJson(IP, 'POST', makePost('astral-text', { tags, title }), { Prefer: 'return=representation' }),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ title, tags }]);
    const page = await api('/insights/astral-text');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('\u{1F9F9}');
  });
});
