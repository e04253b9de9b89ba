/**
 * POST /api/newsletter (docs/decisions.md D6): stored once per address, same answer for repeats,
 * validated, rate-limited; and the same form posted without JavaScript, answered with a 303 to
 * the confirmation page, which says what happened.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { api, fromIp, isPgError } from './api-helpers';

/** A D1 binding that fails every call, the way D1 does when it is unreachable. */
const brokenDb = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error('D1_ERROR: Network connection lost.');
    },
  },
) as D1Database;

/** The signup form as a browser without JavaScript posts it. */
function postForm(ip: string, fields: Record<string, string>, bindings: Partial<typeof env> = {}): Promise<Response> {
  const init = {
    method: 'POST',
    headers: fromIp(ip, { 'Content-Type': 'application/x-www-form-urlencoded' }),
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual' as const,
  };
  if (Object.keys(bindings).length === 0) return api('/api/newsletter', init);
  return import('../../worker/index').then(({ default: app }) => app.request('/api/newsletter', init, { ...env, ...bindings }));
}

/** The visible text of a rendered page, roughly: tags dropped, entities of apostrophes read back. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

function subscribe(ip: string, body: unknown, type = 'application/json'): Promise<Response> {
  return api('/api/newsletter', {
    method: 'POST',
    headers: fromIp(ip, { 'Content-Type': type }),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function stored(email: string): Promise<Array<{ email: string; source: string }>> {
  const { results } = await env.DB.prepare('SELECT email, source FROM newsletter_subscribers WHERE lower(email) = lower(?)')
    .bind(email)
    .all<{ email: string; source: string }>();
  return results;
}

describe('newsletter signup', () => {
  it('accepts a valid address and stores it with its source page', async () => {
    const res = await subscribe('192.0.2.1', { email: 'Facilities@Example.com', source: '/insights' });
    expect([200, 201]).toContain(res.status);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ subscribed: true });
    expect(await stored('facilities@example.com')).toEqual([{ email: 'facilities@example.com', source: '/insights' }]);
  });

  it('answers a repeat exactly like a first signup and stores the address once, whatever its case', async () => {
    const first = await subscribe('192.0.2.2', { email: 'repeat@example.com', source: '/' });
    const again = await subscribe('192.0.2.2', { email: '  REPEAT@Example.COM ', source: '/insights' });
    expect(again.status).toBe(first.status);
    expect(await again.text()).toBe(await first.text());
    expect(await stored('repeat@example.com')).toHaveLength(1);
  });

  it.each([
    ['no at-sign', { email: 'not-an-email' }, '192.0.2.31'],
    ['no domain', { email: 'name@' }, '192.0.2.32'],
    ['empty', { email: '' }, '192.0.2.33'],
    ['not a string', { email: ['a@b.co'] }, '192.0.2.34'],
    ['missing', {}, '192.0.2.35'],
    ['too long', { email: `${'a'.repeat(250)}@example.com` }, '192.0.2.36'],
    // Found by the API fuzz campaign: NUL is not whitespace, so it once slipped through.
    ['a NUL character', { email: '\u0000@example.com' }, '192.0.2.37'],
    ['a control character', { email: 'a\u001bb@example.com' }, '192.0.2.38'],
  ])(
    'rejects an invalid address (%s) with 400 and stores nothing',
    async (_name, body, ip) => {
      const { results: before } = await env.DB.prepare('SELECT count(*) AS n FROM newsletter_subscribers').all<{ n: number }>();
      // Each case from its own address: the limiter runs before validation.
      const res = await subscribe(ip, body);
      expect(res.status).toBe(400);
      expect(isPgError(await res.json())).toBe(true);
      const { results: after } = await env.DB.prepare('SELECT count(*) AS n FROM newsletter_subscribers').all<{ n: number }>();
      expect(after[0]!.n).toBe(before[0]!.n);
    },
    10_000,
  );

  it('says what is wrong with a refused address, in words the page can show', async () => {
    const res = await subscribe('192.0.2.39', { email: 'front desk@lobby' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '22023', message: 'Please enter a valid email address.' });
  });

  it('refuses other content types with 415 and malformed JSON with 400', async () => {
    const text = await subscribe('192.0.2.4', 'email=a%40example.com', 'text/plain');
    expect(text.status).toBe(415);
    expect(isPgError(await text.json())).toBe(true);
    const broken = await subscribe('192.0.2.5', '{"email":', 'application/json');
    expect(broken.status).toBe(400);
    expect(isPgError(await broken.json())).toBe(true);
  });

  it('only POST is offered', async () => {
    const res = await api('/api/newsletter', { method: 'PUT', headers: fromIp('192.0.2.6', { 'Content-Type': 'application/json' }), body: '{}' });
    expect(res.status).toBe(405);
  });

  it('rate-limits one address with 429 and Retry-After, and stores nothing beyond the limit', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 12; i++) {
      const res = await subscribe('192.0.2.7', { email: `burst-${i}@example.com`, source: '/' });
      statuses.push(res.status);
      if (res.status === 429) {
        retryAfter = res.headers.get('retry-after');
        expect(isPgError(await res.json())).toBe(true);
      }
    }
    expect(statuses[0]).toBe(200);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const accepted = statuses.filter((s) => s === 200).length;
    const { results } = await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers WHERE email LIKE 'burst-%'").all<{ n: number }>();
    expect(results[0]!.n).toBe(accepted);
    const other = await subscribe('192.0.2.8', { email: 'someone-else@example.com' });
    expect(other.status).toBe(200);
  });
});

describe('the signup form without JavaScript', () => {
  it('stores the address and answers 303 to the confirmation page, which links back to where it came from', async () => {
    const res = await postForm('192.0.2.50', { email: 'No-Script@Example.com', source: '/insights' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/newsletter/thanks?from=%2Finsights');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await stored('no-script@example.com')).toEqual([{ email: 'no-script@example.com', source: '/insights' }]);

    const page = await api(res.headers.get('location')!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex,follow">');
    expect(html).toContain('<title>Newsletter Sign-up | Oakbright Facility Services</title>');
    const text = visibleText(html);
    expect(text).toContain('Check your inbox to confirm');
    expect(text).toContain('Back to the page you were reading');
    expect(html).toContain('href="/insights"');
  });

  it('a repeat lands on the same page as a first signup', async () => {
    const first = await postForm('192.0.2.51', { email: 'twice@example.com', source: '/' });
    const again = await postForm('192.0.2.51', { email: 'TWICE@example.com', source: '/' });
    expect(again.status).toBe(first.status);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(await stored('twice@example.com')).toHaveLength(1);
  });

  it('a bad address stores nothing and lands on a page that says so and offers the form again', async () => {
    const res = await postForm('192.0.2.52', { email: 'front desk@lobby', source: '/insights/some-article' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/newsletter/thanks?error=invalid&from=%2Finsights%2Fsome-article');
    expect(await stored('front desk@lobby')).toEqual([]);

    const html = await (await api(res.headers.get('location')!)).text();
    const text = visibleText(html);
    expect(text).toContain('That email address was not valid');
    expect(text).toContain('Please enter a valid email address.');
    expect(text).not.toContain('Check your inbox to confirm');
    // The form again, posting where it did, still recording the page the visitor came from.
    const form = /<form[^>]*>/.exec(html)![0];
    expect(form).toContain('action="/api/newsletter"');
    expect(form).toContain('method="post"');
    expect(html).toMatch(/<input type="hidden" name="source" value="\/insights\/some-article"\/?>/);
    const field = /<input[^>]*name="email"[^>]*>/.exec(html)![0];
    expect(field).toContain('aria-invalid="true"');
  });

  it('too many signups from one client land on the page saying so', async () => {
    const locations: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await postForm('192.0.2.53', { email: `form-burst-${i}@example.com`, source: '/' });
      expect(res.status).toBe(303);
      locations.push(res.headers.get('location')!);
    }
    expect(locations[0]).toBe('/newsletter/thanks?from=%2F');
    expect(locations.at(-1)).toBe('/newsletter/thanks?error=busy&from=%2F');
    const text = visibleText(await (await api(locations.at(-1)!)).text());
    expect(text).toContain('Too many sign-ups from your connection');
  });

  it('a database outage lands on the page saying sign-ups are briefly unavailable', async () => {
    const res = await postForm('192.0.2.54', { email: 'outage@example.com', source: '/' }, { DB: brokenDb });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/newsletter/thanks?error=unavailable&from=%2F');
    expect(visibleText(await (await api(res.headers.get('location')!)).text())).toContain('Sign-ups are briefly unavailable');
  });

  it('never sends the visitor back anywhere but a page of this site', async () => {
    for (const source of ['//evil.example/x', 'https://evil.example/', '/no-such-page', '/\\evil.example', '']) {
      const res = await postForm('192.0.2.55', { email: 'not an address', source });
      expect(res.headers.get('location'), source).toBe('/newsletter/thanks?error=invalid');
    }
  });
});
