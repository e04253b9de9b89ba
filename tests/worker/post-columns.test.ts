/**
 * Every column of the blog_posts table, whatever it is, goes through the API:
 * it can be written on insert and on PATCH, selected on its own, and is part of
 * `select=*`, byte for byte. The columns come from the drizzle table, so a new
 * column is covered here without touching this file.
 */
import { getTableColumns } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, TIMESTAMP_COLUMNS } from '../../shared/schema';
import { api, staffHeaders, staffJson } from './api-helpers';

const IP = '198.51.100.80';
const COLUMNS = Object.entries(getTableColumns(blogPosts));

/** A value of the column's kind; variant 1 differs from variant 0 in every column. */
function sample(name: string, dataType: string, variant: 0 | 1, enumValues?: readonly string[]): unknown {
  if (enumValues?.length) return enumValues[variant % enumValues.length];
  if (dataType === 'number') return [424242, 434343][variant];
  if (dataType === 'json') return [['alpha'], ['beta', 'gamma, "delta"']][variant];
  if (TIMESTAMP_COLUMNS.has(name)) return ['2024-12-20T09:00:00.000Z', '2025-01-02T03:04:05.678Z'][variant];
  if (name === 'slug') return ['every-column-a', 'every-column-b'][variant];
  return [`${name}: <h2 id="s-a">A</h2> & "quotes"`, `${name}: B\u00e9`][variant];
}

const row = (variant: 0 | 1) => Object.fromEntries(COLUMNS.map(([name, col]) => [name, sample(name, col.dataType, variant, col.enumValues)]));

const write = (method: 'POST' | 'PATCH', path: string, body: unknown) => api(path, staffJson(IP, method, body, { Prefer: 'return=representation' }));

const readColumns = async (id: unknown, select: string) => {
  const res = await api(`/rest/v1/blog_posts?select=${select}&id=eq.${id}`, { headers: staffHeaders(IP) });
  expect(res.status).toBe(200);
  return ((await res.json()) as Array<Record<string, unknown>>)[0];
};

describe('every column of blog_posts', () => {
  const first = row(0);

  beforeAll(async () => {
    const res = await write('POST', '/rest/v1/blog_posts?select=*', first);
    expect(res.status).toBe(201);
    // Insert returns every column, in table order, exactly as written.
    const [inserted] = (await res.json()) as Array<Record<string, unknown>>;
    expect(Object.keys(inserted!)).toEqual(COLUMNS.map(([name]) => name));
    expect(inserted).toEqual(first);
  });

  it('select=* reads back every column as written', async () => {
    expect(await readColumns(first.id, '*')).toEqual(first);
  });

  it.each(COLUMNS.map(([name]) => name))('%s: selectable on its own', async (name) => {
    expect(await readColumns(first.id, name)).toEqual({ [name]: first[name] });
  });

  it('PATCH writes each column and reads it back', async () => {
    const second = row(1);
    let id = first.id;
    for (const [name] of COLUMNS) {
      const res = await write('PATCH', `/rest/v1/blog_posts?id=eq.${id}&select=${name}`, { [name]: second[name] });
      expect(res.status, name).toBe(200);
      expect(await res.json(), name).toEqual([{ [name]: second[name] }]);
      if (name === 'id') id = second.id;
      expect(await readColumns(id, name), name).toEqual({ [name]: second[name] });
    }
  });
});
