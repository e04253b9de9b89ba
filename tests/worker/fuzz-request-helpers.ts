/** fast-check arbitraries for the API fuzz test: whole requests (method, path spelling, query parameters, headers, body). */
import fc from 'fast-check';
import { makePost, STAFF_KEY } from './api-helpers';
import { param } from './fuzz-query-helpers';

const printable = fc.stringMatching(/^[\x21-\x7e]([\x20-\x7e]{0,60}[\x21-\x7e])?$/);

/** Zero to three headers per request, the common ones more often, so most requests get past the front door. */
const headerEntry = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .oneof(
        fc.constantFrom(
          'application/json',
          'application/vnd.pgrst.object+json',
          'application/vnd.pgrst.object+json;nulls=stripped',
          'text/csv',
          '*/*',
          'application/*;q=0',
          'application/geo+json, application/json;q=0.5',
          'text/html',
        ),
        printable,
      )
      .map((v) => ['accept', v] as const),
  },
  {
    weight: 4,
    arbitrary: fc
      .oneof(
        fc.constantFrom(
          'count=exact',
          'count=planned',
          'count=estimated',
          'return=representation',
          'return=minimal',
          'resolution=ignore-duplicates',
          'handling=strict, bogus=1',
          'count=exact,return=representation',
          'tx=rollback',
        ),
        printable,
      )
      .map((v) => ['prefer', v] as const),
  },
  {
    weight: 3,
    arbitrary: fc
      .oneof(
        fc.tuple(fc.nat(200), fc.nat(200)).map(([a, b]) => `${a}-${b}`),
        fc.nat(50).map((a) => `items=${a}-`),
        printable,
      )
      .map((v) => ['range', v] as const),
  },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.constant(`Bearer ${STAFF_KEY}`),
        fc.constant(`Bearer ${STAFF_KEY} `),
        printable.map((s) => `Bearer ${s}`),
        printable,
      )
      .map((v) => ['authorization', v] as const),
  },
  { weight: 1, arbitrary: printable.map((v) => ['apikey', v] as const) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x')
      .map((v) => ['content-type', v] as const),
  },
  { weight: 1, arbitrary: fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE').map((v) => ['x-http-method-override', v] as const) },
  { weight: 1, arbitrary: fc.constantFrom('public', 'private', 'pg_catalog').map((v) => ['accept-profile', v] as const) },
  { weight: 1, arbitrary: fc.constantFrom('public', 'auth').map((v) => ['content-profile', v] as const) },
);

export const headerArb = fc.array(headerEntry, { maxLength: 3 }).map((entries) => Object.fromEntries(entries) as Record<string, string>);

const path = fc.oneof(
  { weight: 12, arbitrary: fc.constant('/rest/v1/blog_posts') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '/rest/v1/blog_posts/',
      '/rest/v1%2Fblog_posts',
      '/REST/V1/BLOG_POSTS',
      '//rest/v1/blog_posts',
      '/rest/v1/users',
      '/rest/v1/',
      '/rest/v1/blog_posts/1',
      '/rest/v1/rpc/anything',
      '/rest',
      '/rest/v2/blog_posts',
      '/rest/v1/newsletter_subscribers',
      '/rest/v1/sqlite_master',
    ),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9%._~-]{0,20}$/).map((s) => `/rest/v1/${s}`) },
);

export const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.constant(JSON.stringify(makePost('fuzz-anon'))),
  fc.constant(JSON.stringify([makePost('fuzz-anon-1'), makePost('fuzz-anon-2')])),
  fc.string({ maxLength: 50 }),
);

export const request = fc.record({
  method: fc.oneof(
    { weight: 10, arbitrary: fc.constant('GET') },
    { weight: 3, arbitrary: fc.constant('HEAD') },
    { weight: 4, arbitrary: fc.constantFrom('POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS', 'PURGE') },
  ),
  path,
  params: fc.array(param, { maxLength: 4 }),
  headers: headerArb,
  body,
});
