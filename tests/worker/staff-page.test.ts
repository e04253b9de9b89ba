/**
 * The staff app's HTML at /staff and /staff/<anything but api>: the built staff.html, never
 * indexed or cached, under a Content-Security-Policy that lets the app run (scripts and styles
 * from our files, images from us and /media, fetch to us) and nothing else. robots.txt keeps
 * crawlers out of /staff and the sitemap never lists it.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { ORIGIN } from './staff-helpers';

const STAFF_HTML =
  '<!doctype html><html lang="en"><head><title>Staff</title><script type="module" src="/assets/staff-abc.js"></script></head><body><div id="root"></div></body></html>';

/** The Worker's asset store with staff.html as given (null: missing), as after (or before) the staff build. */
function withAssets(html: string | null) {
  const requested: string[] = [];
  const ASSETS = {
    async fetch(input: RequestInfo | URL) {
      const url = new URL(input instanceof Request ? input.url : String(input));
      requested.push(url.pathname);
      if (url.pathname === '/staff.html') {
        return html === null ? new Response('Not found', { status: 404 }) : new Response(html, { headers: { 'content-type': 'text/html' } });
      }
      // Everything else (the public pages' shell) from the real store.
      return env.ASSETS.fetch(input);
    },
  };
  return { bindings: { ...env, ASSETS } as unknown as Env, requested };
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const PATHS = ['/staff', '/staff/', '/staff/posts', '/staff/posts/new', '/staff/leads/123?status=new', '/staff/sign-in'];

describe('the staff app page', () => {
  it.each(PATHS)('%s answers staff.html, noindex and no-store', async (path) => {
    const { bindings, requested } = withAssets(STAFF_HTML);
    const res = await worker.request(`${ORIGIN}${path}`, { headers: { 'cf-connecting-ip': '203.0.113.90' } }, bindings);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Not the public pages' revalidation: no ETag, no form token machinery.
    expect(res.headers.get('etag')).toBeNull();
    expect(await res.text()).toBe(STAFF_HTML);
    expect(requested).toEqual(['/staff.html']);
  });

  it('HEAD answers the same headers without a body', async () => {
    const { bindings } = withAssets(STAFF_HTML);
    const res = await worker.request(`${ORIGIN}/staff/posts`, { method: 'HEAD' }, bindings);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await res.text()).toBe('');
  });

  it('before the staff app is built: 503 saying so, still noindex and no-store', async () => {
    const { bindings } = withAssets(null);
    const res = await worker.request(`${ORIGIN}/staff`, {}, bindings);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toMatch(/staff app is not built.*staff\.html/);
  });

  it('with the real asset store: the built page, or the 503 when it is not built yet', async () => {
    const res = await SELF.fetch(`${ORIGIN}/staff`);
    expect([200, 503]).toContain(res.status);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('cache-control')).toBe('no-store');
    if (res.status === 200) expect(await res.text()).toMatch(/^<!doctype html>/i);
  });

  it('lets the staff app run under the page CSP, and nothing from elsewhere', async () => {
    const { bindings } = withAssets(STAFF_HTML);
    const res = await worker.request(`${ORIGIN}/staff`, {}, bindings);
    const csp = directives(res.headers.get('content-security-policy') ?? '');
    expect(csp.get('default-src')).toEqual(["'none'"]);
    // Scripts and styles are files under /assets of this origin; no inline script or style.
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    // Images: ours (/images, uploaded ones under /media); previews show the uploaded /media URL, so no blob: is needed.
    expect(csp.get('img-src')).toContain("'self'");
    expect(csp.get('img-src')).not.toContain('blob:');
    // The API is same-origin.
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('/staffing and other paths that only start with "staff" are not the staff app', async () => {
    const { bindings, requested } = withAssets(STAFF_HTML);
    const res = await worker.request(`${ORIGIN}/staffing`, {}, bindings);
    expect(res.status).toBe(404);
    expect(requested).not.toContain('/staff.html');
  });

  it('/staff/api paths are never the page', async () => {
    const { bindings, requested } = withAssets(STAFF_HTML);
    for (const path of ['/staff/api', '/staff/api/', '/staff/api/unknown']) {
      const res = await worker.request(`${ORIGIN}${path}`, {}, bindings);
      expect(res.status, path).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
    expect(requested).toEqual([]);
  });
});

describe('crawlers', () => {
  it('robots.txt disallows /staff', async () => {
    const res = await SELF.fetch(`${ORIGIN}/robots.txt`);
    expect((await res.text()).split('\n')).toContain('Disallow: /staff');
  });

  it('the sitemap never lists /staff', async () => {
    const res = await SELF.fetch(`${ORIGIN}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toMatch(/\/staff/);
  });
});
