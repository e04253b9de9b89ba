/**
 * /newsletter/unsubscribe?token=…: GET shows a confirm form and removes nothing; POST (the form,
 * or RFC 8058 one-click) removes the subscriber and says so, the same again when already removed;
 * a missing or forged token is a 400 page that removes nothing. Pages: the React app's unsubscribe
 * page rendered by the edge (the form works without its scripts), noindex, no-store, no referrer,
 * under the strict CSP.
 */
import { env, SELF } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { beforeEach, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../shared/schema';
import { unsubscribeToken } from '../../worker/newsletter/unsubscribe-token';
import { brokenDb } from './broken-db-helpers';

const ORIGIN = 'http://localhost';
const EMAIL = 'reader@example.com';
const OTHERS = ['someone.else@example.com', 'third@example.org'];

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM newsletter_subscribers').run();
  const db = drizzle(env.DB);
  for (const email of [EMAIL, ...OTHERS]) await db.insert(newsletterSubscribers).values({ email, source: '/insights' });
});

async function subscribers(): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT email FROM newsletter_subscribers ORDER BY email').all<{ email: string }>();
  return results.map((r) => r.email);
}

const everyone = [EMAIL, ...OTHERS].sort();

const pageUrl = (token: string) => `${ORIGIN}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

const postForm = (url: string, body = '') =>
  SELF.fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN }, body, redirect: 'manual' });

/** The visible text, roughly. */
const text = (html: string) =>
  html
    .replace(/<head>[\s\S]*<\/head>/, ' ')
    .replace(/<\/?(strong|a)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');

function expectPageHeaders(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("form-action 'self'");
}

/** The page's form (the only one): its method and where it posts, whatever the attribute order; null: none. */
function unsubscribeForm(html: string): { method: string | null; action: string | null } | null {
  const tags = html.match(/<form\b[^>]*>/g) ?? [];
  expect(tags.length).toBeLessThanOrEqual(1);
  const tag = tags[0];
  if (!tag) return null;
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? null;
  return { method: attr('method'), action: attr('action') };
}

/** Every script is inert JSON (page data, JSON-LD), or with `files`, a script file of ours: nothing inline runs. */
function expectScripts(html: string, { files }: { files: boolean }) {
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (files && / src="\/assets\/[\w-]+\.js"/.test(tag)) continue;
    expect(tag).toMatch(/ type="application\/(ld\+)?json"/);
  }
}

async function gzipSize(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

async function expectPageMarkup(html: string) {
  expect(html).toContain('<meta name="robots" content="noindex,nofollow">');
  // The address holds the link's token: it goes to no other site.
  expect(html).toContain('<meta name="referrer" content="no-referrer">');
  expectScripts(html, { files: true });
  expect(html).not.toMatch(/ style=/i);
  expect(html).toMatch(/<link rel="stylesheet"[^>]* href="\/assets\/style-[\w-]+\.css"/);
  expect(html).toContain('src="/images/logo-mark.svg"');
  // Within the HTML budget of every page (docs/decisions.md, Budgets).
  expect(await gzipSize(html)).toBeLessThan(14 * 1024);
}

// First in the file, before anything has read the shell into the isolate's cache.
describe('without the built shell', () => {
  it('the page still works (bare markup, same form)', async () => {
    const { default: worker } = await import('../../worker/index');
    const assets = { fetch: async () => new Response('missing', { status: 404 }) } as unknown as Fetcher;
    const token = (await unsubscribeToken(env, EMAIL))!;
    const res = await worker.request(pageUrl(token), {}, { ...env, ASSETS: assets });
    expectPageHeaders(res, 200);
    const html = await res.text();
    expect(unsubscribeForm(html)).toEqual({ method: 'post', action: `/newsletter/unsubscribe?token=${token}` });
    expect(html).toMatch(/<button type="submit"[^>]*>Unsubscribe<\/button>/);
    expect(text(html)).toContain(`We will stop emailing the newsletter to ${EMAIL}.`);
    expect(html).toContain('<meta name="robots" content="noindex,nofollow">');
    // No script file: nothing waits on the build that is missing.
    expectScripts(html, { files: false });
    expect(await subscribers()).toEqual(everyone);
  });
});

describe('GET /newsletter/unsubscribe', () => {
  it('a valid token: a confirm page with a plain POST form for this token; nothing is removed', async () => {
    const token = (await unsubscribeToken(env, EMAIL))!;
    const res = await SELF.fetch(pageUrl(token));
    expectPageHeaders(res, 200);
    const html = await res.text();
    await expectPageMarkup(html);
    expect(unsubscribeForm(html)).toEqual({ method: 'post', action: `/newsletter/unsubscribe?token=${token}` });
    expect(html).toMatch(/<button type="submit"[^>]*>Unsubscribe<\/button>/);
    expect(text(html)).toContain(`We will stop emailing the newsletter to ${EMAIL}.`);
    expect(await subscribers()).toEqual(everyone);
  });

  it('HEAD and repeated GETs (mail scanners, link previews) remove nothing', async () => {
    const url = pageUrl((await unsubscribeToken(env, EMAIL))!);
    for (let i = 0; i < 3; i++) await (await SELF.fetch(url)).arrayBuffer();
    const head = await SELF.fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await subscribers()).toEqual(everyone);
  });

  it('no token, a forged one or garbage: a 400 page saying the link does not work', async () => {
    const victim = (await unsubscribeToken(env, EMAIL))!;
    const other = (await unsubscribeToken(env, OTHERS[0]!))!;
    const urls = [
      `${ORIGIN}/newsletter/unsubscribe`,
      pageUrl(`${victim.split('.')[0]}.${other.split('.')[1]}`),
      pageUrl('garbage'),
      pageUrl('<script>alert(1)</script>'),
    ];
    for (const url of urls) {
      const res = await SELF.fetch(url);
      expectPageHeaders(res, 400);
      const html = await res.text();
      await expectPageMarkup(html);
      expect(text(html)).toContain('This unsubscribe link does not work');
      expect(html).not.toContain('<form');
      expect(html).not.toContain(EMAIL);
    }
    expect(await subscribers()).toEqual(everyone);
  });
});

describe('POST /newsletter/unsubscribe', () => {
  it('the confirm form removes the subscriber (only that one) and says so; again: the same page', async () => {
    const token = (await unsubscribeToken(env, EMAIL))!;
    const form = await SELF.fetch(pageUrl(token));
    const action = unsubscribeForm(await form.text())!.action!;
    const res = await postForm(`${ORIGIN}${action}`);
    expectPageHeaders(res, 200);
    const html = await res.text();
    await expectPageMarkup(html);
    expect(text(html)).toContain('You are unsubscribed');
    expect(text(html)).toContain(`${EMAIL} will not get the Insights newsletter any more.`);
    expect(await subscribers()).toEqual([...OTHERS].sort());
    const again = await postForm(`${ORIGIN}${action}`);
    expectPageHeaders(again, 200);
    expect(text(await again.text())).toContain('You are unsubscribed');
    expect(await subscribers()).toEqual([...OTHERS].sort());
  });

  it('RFC 8058 one-click: List-Unsubscribe=One-Click posted to the link removes the subscriber', async () => {
    const res = await postForm(pageUrl((await unsubscribeToken(env, EMAIL))!), 'List-Unsubscribe=One-Click');
    expectPageHeaders(res, 200);
    expect(text(await res.text())).toContain('You are unsubscribed');
    expect(await subscribers()).toEqual([...OTHERS].sort());
  });

  it('the token as a form field instead of in the address works too', async () => {
    const token = (await unsubscribeToken(env, EMAIL))!;
    const res = await postForm(`${ORIGIN}/newsletter/unsubscribe`, new URLSearchParams({ token }).toString());
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(await subscribers()).toEqual([...OTHERS].sort());
  });

  it('a token for the address in other letter case removes the stored address', async () => {
    const res = await postForm(pageUrl((await unsubscribeToken(env, 'Reader@Example.COM'))!));
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(await subscribers()).toEqual([...OTHERS].sort());
  });

  it('forged signature, another address signature, garbage or no token: 400 page, nothing removed', async () => {
    const victim = (await unsubscribeToken(env, EMAIL))!;
    const other = (await unsubscribeToken(env, OTHERS[0]!))!;
    const random = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    const tokens = [`${victim.split('.')[0]}.${random}`, `${victim.split('.')[0]}.${other.split('.')[1]}`, 'garbage', `${victim}x`, '.', ''];
    for (const token of tokens) {
      const res = await postForm(pageUrl(token), 'List-Unsubscribe=One-Click');
      expectPageHeaders(res, 400);
      expect(text(await res.text())).toContain('This unsubscribe link does not work');
    }
    const bare = await postForm(`${ORIGIN}/newsletter/unsubscribe`, 'List-Unsubscribe=One-Click');
    expect(bare.status).toBe(400);
    await bare.arrayBuffer();
    expect(await subscribers()).toEqual(everyone);
  });

  it('the database failing: a 503 page that offers the button again; nothing claimed', async () => {
    const { default: worker } = await import('../../worker/index');
    const token = (await unsubscribeToken(env, EMAIL))!;
    const res = await worker.request(
      pageUrl(token),
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' },
      { ...env, DB: brokenDb },
    );
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(text(html)).toContain('Unsubscribing is briefly unavailable');
    expect(unsubscribeForm(html)).toEqual({ method: 'post', action: `/newsletter/unsubscribe?token=${token}` });
    expect(await subscribers()).toEqual(everyone);
  });
});

describe('the page hydrates from what the link came to', () => {
  it('its data names its own address and the view, so the browser renders the same page', async () => {
    const token = (await unsubscribeToken(env, EMAIL))!;
    const html = await (await SELF.fetch(pageUrl(token))).text();
    const data = JSON.parse(/<script type="application\/json" id="__page_data">([^<]*)<\/script>/.exec(html)![1]!);
    const action = `/newsletter/unsubscribe?token=${token}`;
    expect(data).toEqual({ url: action, data: { unsubscribe: { kind: 'confirm', email: EMAIL, action } } });
  });
});

describe('the pages look like the site', () => {
  it('every class they use is in the site stylesheet they link', async () => {
    const html = await (await SELF.fetch(pageUrl((await unsubscribeToken(env, EMAIL))!))).text();
    const href = /<link rel="stylesheet"[^>]* href="([^"]+)"/.exec(html)![1]!;
    const css = await (await env.ASSETS.fetch(`https://assets.local${href}`)).text();
    const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean)));
    const cssEscape = (c: string) => c.replace(/[^\w-]/g, (ch) => `\\${ch}`);
    const missing = [...classes].filter((c) => !css.includes(`.${cssEscape(c)}`));
    expect(missing).toEqual([]);
    expect(classes.size).toBeGreaterThan(30);
  });
});
