/** Shared by the API worker tests: the real postgrest-js client over SELF, staff headers, and a fingerprint of the table. */
import { PostgrestClient } from '@supabase/postgrest-js';
import { env, SELF } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import type { NewBlogPost } from '../../shared/posts/post';
import { blogPosts } from '../../shared/schema';

export const BASE = 'http://localhost/rest/v1';
export const STAFF_KEY = 'test-service-key';

/** Requests from a given client address (each test file uses its own, so rate limits never leak between tests). */
export function fromIp(ip: string, headers: Record<string, string> = {}): Record<string, string> {
  return { 'cf-connecting-ip': ip, ...headers };
}

export function staffHeaders(ip: string): Record<string, string> {
  return fromIp(ip, { Authorization: `Bearer ${STAFF_KEY}` });
}

/** A JSON write with the staff key: method, body and any extra headers (Prefer, ...). */
export function staffJson(ip: string, method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method, headers: { ...staffHeaders(ip), 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

/** The real client, sending through the worker under test. Retries off: a 503 must show, not be retried. */
export function client(headers: Record<string, string>) {
  return new PostgrestClient(BASE, {
    fetch: (input, init) => SELF.fetch(input as string, init as RequestInit),
    headers,
    retry: false,
  } as ConstructorParameters<typeof PostgrestClient>[1]);
}

export function api(path: string, init: RequestInit = {}): Promise<Response> {
  return SELF.fetch(`http://localhost${path}`, init);
}

export function makePost(slug: string, overrides: Partial<NewBlogPost> = {}): NewBlogPost {
  return {
    slug,
    title: `Post ${slug}`,
    content: `<p>Body of ${slug}.</p>`,
    excerpt: `Excerpt of ${slug}.`,
    category: 'Janitorial Services',
    date_published: '2024-12-01T09:00:00.000Z',
    featured_image: `/images/blog/${slug}.svg`,
    seo_title: null,
    seo_description: null,
    tags: [],
    author: 'Oakbright Facility Services',
    ...overrides,
  };
}

/** Inserts straight into D1 (no API), for fixtures: one statement per row, all in one batch. */
export async function insertDirect(posts: readonly NewBlogPost[]): Promise<void> {
  const db = drizzle(env.DB);
  const [first, ...rest] = posts.map((p) => db.insert(blogPosts).values(p));
  if (first) await db.batch([first, ...rest]);
}

/** Row count and a SHA-256 of every column of every row: equal before and after means nothing changed. */
export async function tableFingerprint(): Promise<{ rows: number; hash: string }> {
  const { results } = await env.DB.prepare('SELECT * FROM blog_posts ORDER BY id').all();
  const bytes = new TextEncoder().encode(JSON.stringify(results));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  const hash = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return { rows: results.length, hash };
}

export async function countRows(): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM blog_posts').first<{ n: number }>();
  return row?.n ?? 0;
}

/** Every error body has exactly PostgREST's four fields. */
export function isPgError(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const keys = Object.keys(body).sort().join(',');
  const b = body as Record<string, unknown>;
  return (
    keys === 'code,details,hint,message' &&
    typeof b.code === 'string' &&
    typeof b.message === 'string' &&
    (b.details === null || typeof b.details === 'string') &&
    (b.hint === null || typeof b.hint === 'string')
  );
}
