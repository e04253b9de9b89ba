/** getMeta: the head of every page, article and missing page, as both the edge and the browser build it. */
import { describe, expect, it } from 'vitest';
import { SITE } from '../../content/site';
import { getMeta, jsonForScript, renderHeadHtml, renderJsonLdHtml, type MetaSubject, type PageMeta } from '../../shared/meta';
import { STATIC_ROUTES } from '../../shared/route-copy';
import { breadcrumbFor } from '../../shared/routes';
import { articleBreadcrumb } from '../../shared/posts/blog-logic';

const ORIGIN = 'https://www.example.com';

type Node = Record<string, unknown>;
const graph = (meta: PageMeta) => meta.jsonLd['@graph'] as Node[];
const types = (meta: PageMeta) =>
  graph(meta)
    .map((n) => n['@type'])
    .map((t) => (Array.isArray(t) ? t.join('+') : t));
const crumbNames = (meta: PageMeta) =>
  ((graph(meta).find((n) => n['@type'] === 'BreadcrumbList')?.itemListElement as Node[] | undefined) ?? []).map((i) => i.name);

const post: Extract<MetaSubject, { kind: 'article' }>['post'] = {
  slug: 'regular-floor-care',
  title: 'Why Regular Floor Care Pays',
  excerpt: 'Floors age faster than you think.',
  category: 'Janitorial Services',
  date_published: '2024-12-04T09:00:00.000Z',
  updated_at: '2024-12-05T10:00:00.000Z',
  seo_title: null,
  seo_description: null,
  tags: ['floors', 'VCT'],
  author: 'Jane Doe',
};

describe('getMeta for every page of the manifest', () => {
  it.each(STATIC_ROUTES.map((r) => [r.path, r] as const))('%s', (path, route) => {
    const meta = getMeta({ kind: 'page', path }, ORIGIN);
    expect(meta.title).toBe(route.title);
    expect(meta.description).toBe(route.description);
    expect(meta.canonical).toBe(new URL(path, ORIGIN).toString());
    expect(meta.robots).toBe(route.indexable ? 'index,follow' : 'noindex,follow');
    expect(meta.ogType).toBe('website');
    expect(meta.feed === undefined).toBe(route.page !== 'insights');
    const t = types(meta);
    expect(t.slice(0, 2)).toEqual(['Organization+LocalBusiness', 'WebSite']);
    expect(t.at(-1)).toBe('WebPage');
    expect(t.includes('FAQPage')).toBe(route.page === 'home');
    expect(t.includes('Service')).toBe(route.page === 'service' || route.page === 'industry');
    // The JSON-LD trail is the visible one, under Home.
    const crumbs = breadcrumbFor(route);
    expect(crumbNames(meta)).toEqual(crumbs ? ['Home', ...crumbs.map((c) => c.label)] : []);
  });
});

describe('meta keywords of pages', () => {
  it('/contact carries the keywords its manifest entry lists, escaped into one meta tag', () => {
    const keywords = 'commercial cleaning quote Ocala, janitorial services contact, facility cleaning estimate, Marion County cleaning company';
    const meta = getMeta({ kind: 'page', path: '/contact' }, ORIGIN);
    expect(meta.keywords).toBe(keywords);
    expect(renderHeadHtml(meta)).toContain(`<meta name="keywords" content="${keywords}">`);
  });

  it('a page whose entry lists none has no keywords tag', () => {
    for (const route of STATIC_ROUTES.filter((r) => !r.keywords)) {
      const meta = getMeta({ kind: 'page', path: route.path }, ORIGIN);
      expect(meta.keywords, route.path).toBeUndefined();
      expect(renderHeadHtml(meta), route.path).not.toContain('name="keywords"');
    }
    expect(getMeta({ kind: 'page', path: '/' }, ORIGIN).keywords).toBeUndefined();
  });
});

describe('getMeta for articles', () => {
  it('uses the post title with the brand, its excerpt and its own share image', () => {
    const meta = getMeta({ kind: 'article', post }, ORIGIN);
    expect(meta.title).toBe(`Why Regular Floor Care Pays | ${SITE.name}`);
    expect(meta.description).toBe(post.excerpt);
    expect(meta.canonical).toBe(`${ORIGIN}/insights/regular-floor-care`);
    expect(meta.image.url).toBe(`${ORIGIN}/og/insights/regular-floor-care.png`);
    expect(meta.ogType).toBe('article');
    expect(meta.article).toEqual({
      publishedTime: post.date_published,
      modifiedTime: post.updated_at,
      author: 'Jane Doe',
      section: post.category,
      tags: post.tags,
    });
    expect(meta.keywords).toBe('floors, VCT');
  });

  it('prefers the SEO title and description when the post has them', () => {
    const meta = getMeta({ kind: 'article', post: { ...post, seo_title: 'Floor care', seo_description: 'Short.' } }, ORIGIN);
    expect(meta.title).toBe(`Floor care | ${SITE.name}`);
    expect(meta.description).toBe('Short.');
  });

  it('gives the BreadcrumbList the visible trail', () => {
    const meta = getMeta({ kind: 'article', post }, ORIGIN);
    expect(crumbNames(meta)).toEqual(['Home', ...articleBreadcrumb(post).map((c) => c.label)]);
    expect(types(meta)).toContain('BlogPosting');
  });

  it('has no keywords tag for a post without tags', () => {
    expect(getMeta({ kind: 'article', post: { ...post, tags: [] } }, ORIGIN).keywords).toBeUndefined();
  });
});

describe('getMeta for missing pages', () => {
  it.each([
    [{ kind: 'not-found' } as const, 'Page Not Found'],
    [{ kind: 'page', path: '/no-such-page' } as const, 'Page Not Found'],
    [{ kind: 'post-not-found' } as const, 'Post Not Found'],
  ])('%o is titled %s, noindex, canonical home', (subject, title) => {
    const meta = getMeta(subject, ORIGIN);
    expect(meta.title).toBe(`${title} | ${SITE.name}`);
    expect(meta.robots).toBe('noindex,follow');
    expect(meta.canonical).toBe(`${ORIGIN}/`);
    expect(crumbNames(meta)).toEqual([]);
  });
});

describe('getMeta for a blog page during an outage', () => {
  it.each(['/insights', '/insights/regular-floor-care'])('%s says the blog is briefly unavailable, keeps its address, noindex', (path) => {
    const meta = getMeta({ kind: 'blog-unavailable', path }, ORIGIN);
    expect(meta.title).toBe(`Insights are briefly unavailable | ${SITE.name}`);
    expect(meta.description).toMatch(/try again/i);
    expect(meta.canonical).toBe(`${ORIGIN}${path}`);
    expect(meta.robots).toBe('noindex,follow');
    expect(types(meta).at(-1)).toBe('WebPage');
    expect(graph(meta).at(-1)!.url).toBe(`${ORIGIN}${path}`);
  });
});

describe('renderHeadHtml', () => {
  it('escapes every value, and no JSON-LD string can close its script', () => {
    const hostile = { ...post, title: '</script><script>alert(1)</script>', excerpt: '"><img src=x onerror=alert(1)>', tags: ['<b>'] };
    const meta = getMeta({ kind: 'article', post: hostile }, ORIGIN);
    const html = renderHeadHtml(meta) + renderJsonLdHtml(meta);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('jsonForScript keeps the value and escapes markup characters', () => {
    const value = { a: '</script>&\u2028' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
