import { describe, expect, it } from 'vitest';
import { PageCache } from '../../worker/pages/page-cache';

const page = (html: string) => ({ html, status: 200, headers: { 'content-type': 'text/html' } });

describe('PageCache', () => {
  it('returns what was stored under the same key only', () => {
    const cache = new PageCache(10);
    cache.set('/a\nv1', page('A1'));
    expect(cache.get('/a\nv1')?.html).toBe('A1');
    expect(cache.get('/a\nv2')).toBeUndefined();
  });

  it('evicts the least recently used page beyond its capacity', () => {
    const cache = new PageCache(2);
    cache.set('a', page('A'));
    cache.set('b', page('B'));
    cache.get('a'); // a is now more recent than b
    cache.set('c', page('C'));
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.html).toBe('A');
    expect(cache.get('c')?.html).toBe('C');
  });

  it('replaces a page stored again under its key', () => {
    const cache = new PageCache(2);
    cache.set('a', page('old'));
    cache.set('a', page('new'));
    expect(cache.size).toBe(1);
    expect(cache.get('a')?.html).toBe('new');
  });
});
