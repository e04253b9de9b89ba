/**
 * Valid HTML: every public page passes the W3C Nu HTML Checker (vnu) with no error. The
 * pages are every URL of /sitemap.xml plus /contact, a 404, an unknown article, /blog-setup,
 * the page a form's request that was not taken gets, and the unsubscribe link's pages (asking,
 * and a link that does not work), fetched as the server sends them, saved to files and checked
 * in one vnu run (the JVM starts once). Needs Java (`.ci/run` installs Debian's default-jre-headless).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { BASE_URL } from './browser.mjs';
import { unsubscribePath } from './blog-support.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const VNU_JAR = path.join(ROOT, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

/**
 * Messages the checker gets wrong, each matched exactly.
 *
 * `<link rel="expect" href="#site-footer" blocking="render">` (web/shell.html; docs/performance.md,
 * "Rendering held until the footer opens"). The HTML Standard lets `blocking` stand on a link whose
 * rel contains `stylesheet` or `expect` (https://html.spec.whatwg.org/multipage/semantics.html#attr-link-blocking,
 * https://html.spec.whatwg.org/multipage/links.html#link-type-expect, added in 2024); vnu's rule
 * predates `expect` and still asks for `stylesheet`.
 */
const CHECKER_LAGS = [
  (m) =>
    m.message === 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' &&
    /<link rel="expect" href="#site-footer" blocking="render"/.test(m.extract ?? ''),
];

/** Same-origin paths of every URL in the sitemap, whatever origin SITE_URL gives them. */
async function sitemapPaths() {
  const res = await fetch(new URL('/sitemap.xml', BASE_URL));
  assert.equal(res.status, 200);
  const xml = await res.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replace(/&amp;/g, '&'));
    return url.pathname + url.search;
  });
  assert.ok(paths.length > 10, 'the sitemap lists the site');
  return paths;
}

/** Pages that answer with another status than 200 on purpose. */
const STATUS = { '/newsletter/unsubscribe?token=garbage': 400 };

/** File name for a page: its path, readable, unique. */
const fileName = (p, i) => `${String(i).padStart(3, '0')}-${p.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.html`;

async function runVnu(files) {
  try {
    const { stdout } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files], { maxBuffer: 64 * 1024 * 1024 });
    return JSON.parse(stdout).messages;
  } catch (err) {
    // vnu exits 1 when it reports an error; its JSON is on stdout all the same.
    if (err.stdout) return JSON.parse(err.stdout).messages;
    if (err.code === 'ENOENT') throw new Error('java not found: apt-get install default-jre-headless (vnu needs Java 11 or newer)');
    throw err;
  }
}

test('every public page passes the Nu HTML Checker with 0 errors', async () => {
  const paths = [
    ...new Set([
      ...(await sitemapPaths()),
      '/contact',
      '/no-such-page-for-vnu',
      '/insights/no-such-article-for-vnu',
      '/blog-setup',
      '/request-not-sent?reason=busy&minutes=1',
      unsubscribePath('vnu-reader@example.com'),
      '/newsletter/unsubscribe?token=garbage',
    ]),
  ];
  const dir = mkdtempSync(path.join(tmpdir(), 'html-validity-'));
  try {
    const files = new Map(); // file -> path
    const fetched = await Promise.all(
      paths.map(async (p) => {
        const res = await fetch(new URL(p, BASE_URL), { redirect: 'manual' });
        return { p, status: res.status, type: res.headers.get('content-type') ?? '', html: await res.text() };
      }),
    );
    for (const [i, { p, status, type, html }] of fetched.entries()) {
      const expected = STATUS[p] ?? (p.includes('no-such-') ? 404 : 200);
      assert.equal(status, expected, `${p} answers ${expected}`);
      assert.match(type, /^text\/html/, p);
      const file = path.join(dir, fileName(p, i));
      writeFileSync(file, html);
      files.set(file, p);
    }
    const messages = await runVnu([...files.keys()]);
    const errors = messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .filter((m) => !CHECKER_LAGS.some((lag) => lag(m)))
      .map(
        (m) =>
          `${files.get(decodeURIComponent(new URL(m.url).pathname)) ?? m.url}:${m.lastLine ?? '?'}: ${m.message} [${(m.extract ?? '').replace(/\s+/g, ' ').trim()}]`,
      );
    assert.deepEqual(errors, [], `${errors.length} HTML errors:\n${errors.join('\n')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
