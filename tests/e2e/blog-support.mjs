/** Helpers the blog's browser tests share: API shortcuts, toasts, hydration and expected console noise. */
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { BLOG_FILTER_CATEGORIES } from '../../shared/posts/post.ts';
import { BASE_URL } from './browser.mjs';
import { SERVICE_KEY } from './server.mjs';

export { SERVICE_KEY };

/** A suffix unique to this test run, so inserted posts never collide with earlier runs. */
export const RUN_ID = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A genuine unsubscribe link's path for an address (worker/newsletter/unsubscribe-token.ts; the key is derived from the staff key). */
export function unsubscribePath(email) {
  const address = email.toLowerCase();
  const signature = createHmac('sha256', `newsletter-unsubscribe:${SERVICE_KEY}`).update(address).digest();
  return `/newsletter/unsubscribe?token=${Buffer.from(address).toString('base64url')}.${signature.toString('base64url')}`;
}

export function api(path, init) {
  return fetch(new URL(path, BASE_URL), init);
}

/** Number of posts matching a PostgREST filter ('' for all), from Content-Range. */
export async function countPosts(filter = '') {
  const res = await api(`/rest/v1/blog_posts?select=id&limit=1${filter ? `&${filter}` : ''}`, { headers: { Prefer: 'count=exact' } });
  if (!res.ok) throw new Error(`count failed: ${res.status}`);
  const range = res.headers.get('content-range') ?? '';
  return Number(range.split('/')[1]);
}

/** Card rows newest first (the list's order). */
export async function listCards(query = '') {
  const res = await api(`/rest/v1/blog_posts?select=id,slug,title,category,date_published&order=date_published.desc,id.desc${query ? `&${query}` : ''}`);
  if (!res.ok) throw new Error(`list failed: ${res.status}`);
  return res.json();
}

export async function getPost(slug) {
  const res = await api(`/rest/v1/blog_posts?slug=eq.${encodeURIComponent(slug)}&select=*`);
  const rows = await res.json();
  return rows[0] ?? null;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The test server's local D1 state, when this run started the server (global setup). */
export const STATE_DIR = process.env.E2E_STATE_DIR ?? null;

/** Tries of one statement that finds the database locked. */
const LOCKED_TRIES = 5;

/**
 * Runs SQL straight against the test server's local D1, past the API and its
 * schema checks: for rows the API would refuse to store. The running server
 * writes to the same SQLite file (its queue consumers too), so a statement can
 * find it locked (SQLITE_BUSY, nothing written): that is tried again, shortly after.
 */
export async function executeSql(sql) {
  if (!STATE_DIR) throw new Error('E2E_STATE_DIR is not set: the server was not started by the e2e global setup');
  for (let attempt = 1; ; attempt++) {
    try {
      await promisify(execFile)(
        path.join(ROOT, 'node_modules', '.bin', 'wrangler'),
        ['d1', 'execute', 'DB', '--local', '--persist-to', STATE_DIR, '--command', sql],
        {
          cwd: ROOT,
          env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
        },
      );
      return;
    } catch (err) {
      const locked = /SQLITE_BUSY|database is locked/.test(`${err.stderr ?? ''}${err.message ?? ''}`);
      if (!locked || attempt >= LOCKED_TRIES) throw err;
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
}

/** A SQL string literal. */
export const sqlText = (value) => `'${String(value).replace(/'/g, "''")}'`;

/** A filter button whose category has no posts right now (for the empty state), or undefined. */
export async function emptyFilterCategory() {
  for (const category of [...BLOG_FILTER_CATEGORIES].reverse()) {
    if ((await countPosts(`category=ilike.${encodeURIComponent(category)}`)) === 0) return category;
  }
  return undefined;
}

/** Deletes the posts matching a PostgREST filter with the staff key, so a test file leaves the shared database as it found it. */
export async function deletePosts(filter) {
  const res = await api(`/rest/v1/blog_posts?${filter}`, { method: 'DELETE', headers: { Authorization: `Bearer ${SERVICE_KEY}` } });
  if (!res.ok) throw new Error(`delete failed: ${res.status} ${await res.text()}`);
}

/** Inserts posts with the staff key; throws unless 201. */
export async function insertPosts(posts) {
  const res = await api('/rest/v1/blog_posts', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${SERVICE_KEY}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal,resolution=ignore-duplicates',
    },
    body: JSON.stringify(posts),
  });
  if (res.status !== 201) throw new Error(`insert failed: ${res.status} ${await res.text()}`);
}

export function makePost(overrides) {
  return {
    title: 'E2E post',
    content: '<p>Body text for a test post.</p>',
    excerpt: 'A post created by the browser tests to check how the Insights pages show it.',
    category: 'E2E',
    date_published: '2019-01-01T09:00:00.000Z',
    featured_image: null,
    seo_title: null,
    seo_description: null,
    tags: [],
    author: 'Oakbright Facility Services',
    ...overrides,
  };
}

/** The toast with this title (sonner), optionally with its description. */
export function toast(page, title) {
  return page.locator('[data-sonner-toast]').filter({ has: page.locator('[data-title]', { hasText: title }) });
}

/** Waits until the app has hydrated and the lazily mounted toaster is listening. */
/** Resolves once the page has loaded and React has hydrated it (its fiber is attached to <main>). */
export async function ready(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => {
      const el = document.querySelector('main');
      return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
    },
    null,
    { timeout: 10_000 },
  );
}

/** Console errors a test expects (HTTP statuses it provoked, messages it caused on purpose). */
export function unexpected(errors, ...allowed) {
  return errors.filter((e) => !allowed.some((a) => (a instanceof RegExp ? a.test(e) : e.includes(a))));
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Whether the page scrolls sideways (something wider than the viewport). */
export function overflowsHorizontally(page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
