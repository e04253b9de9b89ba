/**
 * web/src/staff/lib/list-page.ts: the page of a list in the address, the address of another page
 * with the filters kept, and the filters after a change (back on page 1).
 */
import { describe, expect, it } from 'vitest';
import { pageHref, pageOf, withFilters } from '../../../web/src/staff/lib/list-page';

const params = (qs: string) => new URLSearchParams(qs);

describe('pageOf', () => {
  it('reads ?page=, and is 1 when it is missing or not a page number', () => {
    expect(pageOf(params('page=3'))).toBe(3);
    for (const qs of ['', 'page=', 'page=0', 'page=-2', 'page=abc', 'page=NaN']) expect(pageOf(params(qs)), qs).toBe(1);
  });
});

describe('pageHref', () => {
  it('keeps the filters and sets the page', () => {
    expect(pageHref('/posts', params('q=floor&category=Power+Washing'), 3)).toBe('/posts?q=floor&category=Power+Washing&page=3');
    expect(pageHref('/leads', params('page=2&status=new'), 4)).toBe('/leads?page=4&status=new');
  });

  it('page 1 is the address without ?page=', () => {
    expect(pageHref('/posts', params('page=4&q=floor'), 1)).toBe('/posts?q=floor');
    expect(pageHref('/posts', params('page=4'), 1)).toBe('/posts');
  });

  it('leaves the parameters it was given as they were', () => {
    const given = params('page=2&q=x');
    pageHref('/posts', given, 5);
    expect(given.toString()).toBe('page=2&q=x');
  });
});

describe('withFilters', () => {
  it('applies the change, keeps the other filters and goes back to page 1', () => {
    expect(withFilters(params('q=floor&status=draft&page=3'), { status: 'published' }).toString()).toBe('q=floor&status=published');
    expect(withFilters(params('page=2'), { kind: 'quote', from: '2025-03-01' }).toString()).toBe('kind=quote&from=2025-03-01');
  });

  it('an empty or missing value drops its filter', () => {
    expect(withFilters(params('q=floor&status=draft'), { status: '' }).toString()).toBe('q=floor');
    expect(withFilters(params('q=floor&status=draft'), { q: undefined }).toString()).toBe('status=draft');
  });

  it('leaves the parameters it was given as they were', () => {
    const given = params('page=2&q=x');
    withFilters(given, { q: 'y' });
    expect(given.toString()).toBe('page=2&q=x');
  });
});
