/**
 * /sitemap.xml and /insights/rss.xml: they list only posts the router serves,
 * a post's excerpt reaches feed readers as text, and when D1 fails they answer
 * as pages do (503, Retry-After, no-store), never a 500 and never a cacheable
 * error in place of the real file.
 */
import { env } from 'cloudflare:test';
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import Parser from 'rss-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, insertDirect, makePost } from './api-helpers';

const MARKUP_EXCERPT = '"><img src=x onerror=alert(1)> & <b>bold</b> &amp; &lt;i&gt;';

beforeAll(async () => {
  await insertDirect([
    makePost('listed-post'),
    makePost('old_underscore_slug'),
    makePost('double--hyphen'),
    makePost('markup-excerpt', { title: 'Markup in the excerpt', excerpt: MARKUP_EXCERPT }),
  ]);
});

/** A D1 binding that fails every call, the way D1 does when it is unreachable. */
const brokenDb = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error('D1_ERROR: Network connection lost.');
    },
  },
) as D1Database;

describe('generated files list what the router serves', () => {
  it.each(['/sitemap.xml', '/insights/rss.xml'])('%s lists routable posts only', async (path) => {
    const res = await api(path);
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain('/insights/listed-post</');
    expect(xml).not.toContain('old_underscore_slug');
    expect(xml).not.toContain('double--hyphen');
    expect((await api('/insights/listed-post')).status).toBe(200);
  });
});

type Node = DefaultTreeAdapterMap['node'];

/** The elements and the text a browser would build from `html` (as a feed reader shows a description). */
function asHtml(html: string): { elements: string[]; text: string } {
  const elements: string[] = [];
  let text = '';
  const walk = (node: Node) => {
    if (node.nodeName === '#text') text += (node as DefaultTreeAdapterMap['textNode']).value;
    else if ('tagName' in node) elements.push(node.tagName);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(parseFragment(html));
  return { elements, text };
}

describe('the feed as a reader gets it', () => {
  it('an excerpt that looks like markup is text in the description, never an element', async () => {
    const res = await api('/insights/rss.xml');
    const feed = await new Parser().parseString(await res.text());
    const item = feed.items.find((i) => i.title === 'Markup in the excerpt');
    // The reader decodes the XML and treats the description as HTML.
    const description = asHtml(item!.content!);
    expect(description.elements).toEqual([]);
    expect(description.text).toBe(MARKUP_EXCERPT);
    expect(description.text).toContain('<img');
    expect(item!.contentSnippet).toBe(MARKUP_EXCERPT);
  });

  it('a plain excerpt reads as written', async () => {
    const feed = await new Parser().parseString(await (await api('/insights/rss.xml')).text());
    const item = feed.items.find((i) => i.link?.endsWith('/insights/listed-post'));
    expect(asHtml(item!.content!)).toEqual({ elements: [], text: 'Excerpt of listed-post.' });
  });
});

describe('when the database fails', () => {
  it.each(['/sitemap.xml', '/insights/rss.xml', '/insights', '/insights/listed-post'])(
    '%s answers 503 with Retry-After and cache-control: no-store',
    async (path) => {
      const { default: app } = await import('../../worker/index');
      const res = await app.request(path, {}, { ...env, DB: brokenDb });
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('etag')).toBeNull();
      expect(await res.text()).not.toMatch(/D1_ERROR|PGRST/);
    },
  );

  it('the same when the table is gone', async () => {
    await env.DB.exec('DROP TABLE blog_posts');
    for (const path of ['/sitemap.xml', '/insights/rss.xml']) {
      const res = await api(path);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('/robots.txt needs no database', async () => {
    const { default: app } = await import('../../worker/index');
    const res = await app.request('/robots.txt', {}, { ...env, DB: brokenDb });
    expect(res.status).toBe(200);
  });
});
