/**
 * Property test: thousands of random and hostile query strings, headers,
 * methods, paths and bodies against /rest/v1/blog_posts. Whatever arrives,
 * the answer is below 500 and is either a result (array / object) or a
 * PostgREST error {code, message, details, hint} that leaks no SQL or stack;
 * requests without the staff key never change a row. The arbitraries are in
 * fuzz-query-helpers.ts and fuzz-request-helpers.ts.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST_COLUMNS } from '../../worker/posts/store/columns';
import { api, insertDirect, isPgError, makePost, STAFF_KEY, tableFingerprint } from './api-helpers';
import { param, text } from './fuzz-query-helpers';
import { body, headerArb, request } from './fuzz-request-helpers';

const LEAK = /SQLITE_|D1_ERROR|Failed query|drizzle|\n\s+at |\.ts:\d+|TypeError|RangeError/;

/** Checks one response against the contract; returns a description of the breach, or null. */
async function breach(res: Response, method: string): Promise<string | null> {
  if (res.status >= 500) return `status ${res.status}`;
  const raw = await res.text();
  if (method === 'HEAD' || method === 'OPTIONS' || res.status === 201 || res.status === 204) {
    return method === 'HEAD' && raw !== '' ? 'HEAD with a body' : null;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return `not JSON: ${raw.slice(0, 80)}`;
  }
  if (res.status >= 400) {
    if (!isPgError(json)) return `malformed error ${raw.slice(0, 120)}`;
    if (LEAK.test(raw)) return `leaks internals: ${raw.slice(0, 200)}`;
    return null;
  }
  if (Array.isArray(json)) return json.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r)) ? null : 'array of non-objects';
  if (typeof json === 'object' && json !== null) return null;
  return `unexpected body ${raw.slice(0, 80)}`;
}

beforeAll(async () => {
  await insertDirect(
    Array.from({ length: 15 }, (_, i) =>
      makePost(`p${String(i + 1).padStart(2, '0')}`, {
        category: i % 2 ? 'Power Washing' : 'Janitorial Services',
        tags: i % 3 ? ['floors'] : ['floors', 'safety'],
        seo_title: i % 2 ? null : 'SEO',
      }),
    ),
  );
});

describe('hostile requests', () => {
  it('anonymous and wrong-key requests: never 5xx, always a result or a PostgREST error, never a row changed', async () => {
    const before = await tableFingerprint();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        n++;
        const headers: Record<string, string> = { 'cf-connecting-ip': `203.0.113.${n % 200}` };
        for (const [k, v] of Object.entries(r.headers)) if (v !== undefined) headers[k] = v;
        const isRead = r.method === 'GET' || r.method === 'HEAD' || r.method === 'OPTIONS';
        // Writes go out without the real key; reads may carry it.
        if (!isRead && (headers.authorization ?? '').includes(STAFF_KEY)) delete headers.authorization;
        const url = `${r.path}${r.params.length ? `?${r.params.join('&')}` : ''}`;
        const res = await api(url, { method: r.method, headers, body: r.method === 'GET' || r.method === 'HEAD' ? undefined : r.body });
        const problem = await breach(res, r.method);
        if (problem) throw new Error(`${r.method} ${url} ${JSON.stringify(headers)} -> ${problem}`);
      }),
      { numRuns: 3000, seed: Number(process.env.FUZZ_SEED ?? 20241220) },
    );
    expect(await tableFingerprint()).toEqual(before);
  }, 240_000);

  it('staff writes with random bodies and preferences: never 5xx, always a result or a PostgREST error', async () => {
    const post = fc.record({
      method: fc.constantFrom('POST', 'POST', 'PATCH', 'DELETE'),
      params: fc.array(param, { maxLength: 3 }),
      prefer: fc.option(
        headerArb.map((h) => h.prefer ?? 'return=representation'),
        { nil: undefined },
      ),
      body: fc.oneof(
        body,
        fc
          .dictionary(fc.oneof(fc.constantFrom(...POST_COLUMNS), fc.string({ maxLength: 8 })), fc.oneof(text, fc.jsonValue({ maxDepth: 2 })), { maxKeys: 8 })
          .map((d) => JSON.stringify({ ...makePost(`fz-${Math.random().toString(36).slice(2, 8)}`), ...d })),
        fc.array(fc.constant(makePost('fz-batch')), { maxLength: 3 }).map((a) => JSON.stringify(a)),
      ),
    });
    await fc.assert(
      fc.asyncProperty(post, async (r) => {
        const headers: Record<string, string> = {
          'cf-connecting-ip': '203.0.113.250',
          authorization: `Bearer ${STAFF_KEY}`,
          'content-type': 'application/json',
        };
        if (r.prefer) headers.prefer = r.prefer;
        const url = `/rest/v1/blog_posts${r.params.length ? `?${r.params.join('&')}` : ''}`;
        const res = await api(url, { method: r.method, headers, body: r.method === 'DELETE' ? undefined : r.body });
        const problem = await breach(res, r.method);
        if (problem) throw new Error(`${r.method} ${url} ${JSON.stringify(headers)} ${r.body.slice(0, 200)} -> ${problem}`);
      }),
      { numRuns: 600, seed: Number(process.env.FUZZ_SEED ?? 20241220) },
    );
  }, 240_000);
});
