/**
 * A database outage on the blog's pages (docs/decisions.md P4, P5): the edge answers 503 with a
 * page that says the blog is briefly unavailable and offers a retry that works without
 * JavaScript, never 'Post Not Found', a 'Page Not Found' title or a skeleton that never ends;
 * the page data tells the browser to hydrate into the same state.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

/** A D1 binding that fails every call, the way D1 does when it is unreachable. */
const brokenDb = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error('D1_ERROR: Network connection lost.');
    },
  },
) as D1Database;

async function duringOutage(path: string): Promise<Response> {
  const { default: app } = await import('../../worker/index');
  return app.request(path, {}, { ...env, DB: brokenDb });
}

/** The visible text of a rendered page, roughly: scripts and tags dropped. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const pageData = (html: string) => JSON.parse(/<script type="application\/json" id="__page_data">([\s\S]*?)<\/script>/.exec(html)![1]!);

describe('a blog page during a database outage', () => {
  it.each([
    ['/insights/some-article', 'This article cannot be loaded just now.'],
    ['/insights', 'The articles cannot be loaded just now.'],
    ['/insights?category=Power%20Washing&page=2', 'The articles cannot be loaded just now.'],
  ])('%s answers 503 saying the blog is briefly unavailable, with a retry link to itself', async (path, lead) => {
    const res = await duringOutage(path);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<title>Insights are briefly unavailable | Oakbright Facility Services</title>');
    expect(html).toContain('<meta name="robots" content="noindex,follow">');
    const canonical = `https://www.oakbrightservices.com${path.split('?')[0]}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);

    const text = visibleText(html);
    expect(text).toContain('Insights are briefly unavailable');
    expect(text).toContain(lead);
    expect(text).not.toMatch(/Post Not Found|Page Not Found|Loading article|No posts found/);
    // The retry is a plain link to this very address: it works without JavaScript.
    const retry = /<a[^>]*href="([^"]*)"[^>]*>(?:(?!<\/a>).)*Try again<\/a>/.exec(html);
    expect(retry?.[1]?.replace(/&amp;/g, '&')).toBe(path);

    // The browser hydrates into the same state instead of fetching and showing 'Post Not Found'.
    expect(pageData(html)).toMatchObject({ url: path, data: { unavailable: true } });
  });

  it('an unknown article is still a 404 when the database answers', async () => {
    const { default: app } = await import('../../worker/index');
    const res = await app.request('/insights/no-such-article-anywhere', {}, env);
    expect(res.status).toBe(404);
    expect(visibleText(await res.text())).toContain('Post Not Found');
  });
});
