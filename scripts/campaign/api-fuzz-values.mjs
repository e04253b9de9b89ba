/** The API fuzz campaign's vocabulary: columns, operators, hostile values, paths, verbs and headers it draws from. */
import { TABLE } from './http.mjs';

export const COLUMNS = ['id', 'slug', 'title', 'content', 'excerpt', 'category', 'date_published', 'updated_at', 'featured_image', 'seo_title', 'seo_description', 'tags', 'author'];
export const JUNK_COLUMNS = ['nope', 'ID', 'Slug', 'tags->>0', 'tags->0', '"slug"', 'id;drop table blog_posts', 'rowid', 'oid', 'sqlite_master', '*', '', '__proto__', 'constructor', 'blog_posts.id', 'author(*)', 'count()', 'id::text', 'title::int', "title'--", 'a b', 'x'.repeat(300)];
export const OPS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is', 'isdistinct', 'cs', 'cd', 'ov'];
export const JUNK_OPS = ['not.eq', 'not.in', 'not.like', 'not.is', 'not.cs', 'not.not.eq', 'eq(any)', 'like(all)', 'ilike(any)', 'gt(any)', 'in(any)', 'eq(none)', 'fts', 'plfts', 'match', 'imatch', 'sl', 'adj', 'xx', '', 'not', 'EQ', 'Eq', 'eq.eq', 'regex', 'glob', 'between'];

export const HOSTILE_VALUES = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '" OR ""="',
  '"; DROP TABLE blog_posts; --',
  "1); DELETE FROM blog_posts; --",
  "1; UPDATE blog_posts SET title='pwned'",
  'x UNION SELECT sqlite_version()',
  "' UNION SELECT name FROM sqlite_master --",
  '1 AND (SELECT count(*) FROM sqlite_master) > 0',
  "'; ATTACH DATABASE '/tmp/x' AS x; --",
  'load_extension(\'x\')',
  "randomblob(1000000000)",
  "zeroblob(1000000000)",
  'printf(\'%.*c\',1000000000,\'x\')',
  "char(65)||char(66)",
  '$1',
  '?',
  '?1',
  ':name',
  '@x',
  '(a,b',
  'a,b)',
  '{a,"b',
  '[1,{}]',
  '["a",["b"]]',
  '{}',
  '{,}',
  '{"\\"}',
  '%',
  '%%',
  '\\',
  '\\\\*',
  '*',
  '**',
  '_',
  '[',
  '2024-13-45',
  '2024-02-30T25:61:00Z',
  '0000-00-00',
  '9999-12-31T23:59:59.999999999+14:00',
  '9'.repeat(40),
  '-9223372036854775809',
  '9223372036854775808',
  '1e309',
  '-0',
  '0x10',
  'NaN',
  'Infinity',
  'null',
  'not_null',
  'true',
  'unknown',
  '\u0000',
  '\u202e',
  '\ufeff',
  '\ud83d',
  '😀🧽',
  'ﬁ',
  'İ',
  'é',
  'e\u0301',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  '"',
  '""',
  '()',
  ')(',
  '.',
  '..',
  'eq.',
  'not.not.eq.x',
  '\r\nSet-Cookie: x=1',
  'x'.repeat(999),
  'x'.repeat(1001),
  'x'.repeat(5000),
  '('.repeat(30) + ')'.repeat(30),
  '('.repeat(2000),
  ','.repeat(500),
];

export const PATHS = [
  TABLE,
  `${TABLE}/`,
  `${TABLE}//`,
  '/REST/V1/BLOG_POSTS',
  '/Rest/v1/Blog_Posts',
  '/rest//v1/blog_posts',
  '//rest/v1/blog_posts',
  '/rest/v1//blog_posts',
  '/rest/v1%2Fblog_posts',
  '/rest%2Fv1%2Fblog_posts',
  '/rest%2fv1%2fblog_posts',
  '/rest/v1/blog_posts%2F',
  '/rest/v1/blog%5Fposts',
  '/rest/v1/%62log_posts',
  '/rest/v1/blog_posts%252F',
  '/rest/v1/blog_posts%00',
  '/rest/v1/blog_posts%',
  '/rest/v1/blog_posts%zz',
  '/rest/v1/blog_posts%E0%A4%A',
  '/rest/v1/blog_posts;jsessionid=1',
  '/rest/v1/blog_posts\\',
  '/rest\\v1\\blog_posts',
  '/rest/v1/./blog_posts',
  '/rest/v1/x/../blog_posts',
  '/rest/v1/blog_posts/..',
  '/rest/v1/blog_posts/%2e%2e/%2e%2e/etc/passwd',
  '/rest/v1/blog_posts/%c0%ae%c0%ae/',
  '/rest/v1/blog_posts/1',
  '/rest/v1/blog_posts.json',
  '/rest/v1/newsletter_subscribers',
  '/rest/v1/sqlite_master',
  '/rest/v1/d1_migrations',
  '/rest/v1/_cf_KV',
  '/rest/v1/rpc/exec',
  '/rest/v1/',
  '/rest/v1',
  '/rest',
  '/rest/',
  '/rest/v2/blog_posts',
  `/rest/v1/${'a'.repeat(4000)}`,
  '/rest/v1/blog_posts' + '/'.repeat(200),
];

/** Methods the local runtime passes to the Worker (it answers 501 itself to ones it does not know). */
export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PURGE', 'MKCOL', 'SEARCH', 'PROPFIND', 'COPY', 'MOVE', 'LOCK', 'MERGE', 'REPORT', 'QUERY'];
export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

export const RANGES = ['0-9', '5-', '-5', '0-0', '10-5', 'abc', '0-9,20-30', 'items=0-9', 'bytes=0-9', '99999999999999999999-', '0-99999999999999999999', '1e3-2e3', ' 0 - 9 ', '-', '', '0--1', Buffer.from('٣-٤').toString('latin1')];
export const PREFERS = [
  'count=exact', 'count=planned', 'count=estimated', 'count=bogus', 'return=representation', 'return=minimal', 'return=headers-only',
  'resolution=ignore-duplicates', 'resolution=merge-duplicates', 'resolution=delete-everything', 'missing=default', 'handling=strict',
  'handling=lenient', 'tx=rollback', 'tx=commit', 'max-affected=1', 'params=single-object', 'timezone=America/New_York', 'x'.repeat(3000),
  'count=exact, count=exact, count=exact', ';;;,,,', '=', 'return', 'handling=strict, foo=bar',
];
export const ACCEPTS = [
  'application/json', 'application/vnd.pgrst.object+json', 'application/vnd.pgrst.object+json;nulls=stripped', 'application/vnd.pgrst.array+json;nulls=stripped',
  'text/csv', 'application/geo+json', 'application/openapi+json', 'application/vnd.pgrst.plan+json', 'text/html', '*/*;q=0', '*/*', 'application/*',
  'application/json;q=NaN', 'application/json;q=-1', 'application/json;q=1e999', ',,,', ';', 'application/json, text/csv;q=0.9', 'a'.repeat(2000),
];
export const CONTENT_TYPES = [
  'application/json', 'application/json; charset=utf-8', 'application/JSON', 'application/json; charset=latin1', 'text/plain', 'text/csv',
  'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/octet-stream', 'application/vnd.pgrst.object+json',
  'application/json-patch+json', 'application/jsonx', '', ';', 'application/json;;;;',
];
export const AUTHS = [
  'Bearer wrong', 'Bearer ', 'Bearer', 'Basic YWRtaW46YWRtaW4=', 'bearer local-dev-service-ke', 'Bearer local-dev-service-keyX', 'Bearer LOCAL-DEV-SERVICE-KEY',
  'Bearer test-service-key', 'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.', 'Token local-dev-service-key', 'Bearer local-dev-service-key\u00a0x',
  `Bearer ${'k'.repeat(5000)}`, 'Bearer null', 'Bearer undefined', "Bearer ' OR 1=1 --",
];
export const OVERRIDE_HEADERS = ['x-http-method-override', 'x-http-method', 'x-method-override'];

/** %XX for every byte of the character; a lone surrogate becomes its (invalid) three-byte WTF-8 form. */
function percent(ch) {
  const cp = ch.codePointAt(0);
  const bytes = cp >= 0xd800 && cp <= 0xdfff ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)] : [...Buffer.from(ch, 'utf8')];
  return bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}
