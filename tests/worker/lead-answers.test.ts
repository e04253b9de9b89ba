/**
 * A lead form posted without JavaScript that the Worker cannot take (too many requests, the
 * database down, a body too long) is answered in place with the site's own /request-not-sent
 * page, rendered by the edge with the answer's status; its data names the page's address, which
 * the browser then shows, so a reload is a GET of the same page. JSON callers keep their JSON.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { brokenDb } from './broken-db-helpers';
import { postLead, sendLead, validLead } from './leads-helpers';

let n = 0;
const ip = () => `203.0.113.${(n++ % 200) + 20}`;

/** A rate limiter that has had enough of this client. */
const LIMITED = { LEADS_LIMITER: { limit: async () => ({ success: false }) } };

/** The h1's text. */
const h1 = (html: string) => /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

const pageData = (html: string) => JSON.parse(/<script type="application\/json" id="__page_data">([^<]*)<\/script>/.exec(html)![1]!);

/** The site's page: its stylesheet, header and footer around the answer. */
function expectSitePage(html: string) {
  expect(html).toMatch(/<link rel="stylesheet"[^>]* href="\/assets\/style-[\w-]+\.css"/);
  expect(html).toContain('<footer id="site-footer"');
  expect(html).toContain('<meta name="robots" content="noindex,follow">');
  expect(html).toContain('href="/contact"');
}

function expectAnswer(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-store');
}

// First in the file, before anything has read the shell into the isolate's cache.
describe('without the built shell', () => {
  it('without the built shell the answer is still a page that says why (bare)', async () => {
    const assets = { fetch: async () => new Response('missing', { status: 404 }) } as unknown as Fetcher;
    const res = await postLead(validLead('quote'), { ip: ip(), via: 'form', bindings: { ...LIMITED, ASSETS: assets } });
    expectAnswer(res, 429);
    const html = await res.text();
    expect(h1(html)).toBe('Please wait a moment');
    expect(html).not.toMatch(/<script\b(?![^>]*type="application\/(ld\+)?json")/);
  });
});

describe('a form the Worker cannot take: the /request-not-sent page, in place', () => {
  it('too many requests: 429 with Retry-After, says to wait about a minute or call', async () => {
    const res = await sendLead('quote', {}, { ip: ip(), via: 'form', bindings: LIMITED });
    expectAnswer(res, 429);
    expect(res.headers.get('retry-after')).toBe('60');
    const html = await res.text();
    expectSitePage(html);
    expect(h1(html)).toBe('Please wait a moment');
    expect(html).toMatch(/try again in about 1 minute, or give us a call/);
    expect(pageData(html)).toEqual({ url: '/request-not-sent?reason=busy&minutes=1', answersPost: true });
  });

  it('the database down: 503, nothing was saved', async () => {
    const res = await sendLead('quote', {}, { ip: ip(), via: 'form', bindings: { DB: brokenDb } });
    expectAnswer(res, 503);
    expect(res.headers.get('retry-after')).toBe('5');
    const html = await res.text();
    expectSitePage(html);
    expect(h1(html)).toBe('We could not take your request just now');
    expect(html).toContain('Nothing was saved.');
    expect(pageData(html)).toEqual({ url: '/request-not-sent?reason=unavailable', answersPost: true });
  });

  it('a body over the limit: 413, shorten the message', async () => {
    const res = await sendLead('quote', { message: 'x'.repeat(40_000) }, { ip: ip(), via: 'form' });
    expectAnswer(res, 413);
    const html = await res.text();
    expectSitePage(html);
    expect(h1(html)).toBe('Your request is too long');
    expect(pageData(html)).toEqual({ url: '/request-not-sent?reason=too-long', answersPost: true });
  });

  it('JSON callers get JSON errors, as before', async () => {
    const limited = await sendLead('quote', {}, { ip: ip(), bindings: LIMITED });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toMatch(/^application\/json/);
    const long = await sendLead('quote', { message: 'x'.repeat(40_000) }, { ip: ip() });
    expect(long.status).toBe(413);
    expect(long.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('GET /request-not-sent (what a reload fetches)', () => {
  it('shows the same page for its reason, 200, noindex', async () => {
    const res = await SELF.fetch('http://localhost/request-not-sent?reason=busy&minutes=1');
    expect(res.status).toBe(200);
    const html = await res.text();
    expectSitePage(html);
    expect(h1(html)).toBe('Please wait a moment');
    expect(html).toMatch(/try again in about 1 minute, or give us a call/);
  });

  it('an unknown reason or wait reads as a plain "not sent"', async () => {
    const html = await (await SELF.fetch('http://localhost/request-not-sent?reason=%3Cscript%3E&minutes=9999')).text();
    expect(h1(html)).toBe('Your request was not sent');
    expect(html).not.toContain('<script>');
    const busy = await (await SELF.fetch('http://localhost/request-not-sent?reason=busy&minutes=9999')).text();
    expect(busy).toContain('Please try again in a few minutes');
  });

  it('neither answer page is in the sitemap', async () => {
    const xml = await (await SELF.fetch('http://localhost/sitemap.xml')).text();
    expect(xml).toContain('<loc>');
    expect(xml).not.toContain('/request-not-sent');
    expect(xml).not.toContain('/newsletter/unsubscribe');
  });
});

// The unsubscribe page itself: unsubscribe-pages.test.ts.
it('the unsubscribe page is routed but listed nowhere', async () => {
  const { matchRoute, ROUTES } = await import('../../shared/routes');
  expect(matchRoute('/newsletter/unsubscribe')).toMatchObject({ kind: 'static', route: { page: 'unsubscribe', indexable: false } });
  expect(ROUTES.map((r) => r.path)).not.toContain('/newsletter/unsubscribe');
});
