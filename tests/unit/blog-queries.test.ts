/** shared/posts/blog-queries.ts: the blog's reads as PostgREST parameters, the same for the edge and the browser. */
import { describe, expect, it } from 'vitest';
import { insightsListQuery, mergeRelated, postBySlugQuery, relatedPostsQueries } from '../../shared/posts/blog-queries';

const CARDS = 'id,slug,title,excerpt,category,date_published,updated_at,featured_image,author';
const NEWEST = 'date_published.desc,id.desc';

describe('insightsListQuery', () => {
  it.each([
    [
      { category: null, page: 1 },
      { select: CARDS, order: NEWEST, limit: '12', offset: '0' },
    ],
    [
      { category: null, page: 3 },
      { select: CARDS, order: NEWEST, limit: '12', offset: '24' },
    ],
    [
      { category: 'Power Washing', page: 1 },
      { select: CARDS, category: 'ilike.Power Washing', order: NEWEST, limit: '12', offset: '0' },
    ],
    [
      { category: '100%_off*\\', page: 2 },
      { select: CARDS, category: 'ilike.100\\%\\_off\\*\\\\', order: NEWEST, limit: '12', offset: '12' },
    ],
  ])('%j', (opts, params) => {
    expect(insightsListQuery(opts)).toEqual({ params, count: true });
  });
});

describe('postBySlugQuery', () => {
  it.each([
    ['a-post', { select: '*', slug: 'eq.a-post', limit: '1' }],
    ['odd,slug(x)', { select: '*', slug: 'eq.odd,slug(x)', limit: '1' }],
  ])('%s', (slug, params) => {
    expect(postBySlugQuery(slug)).toEqual({ params, count: false });
  });
});

describe('relatedPostsQueries', () => {
  it.each([
    [
      { id: 7, category: 'Power Washing' },
      3,
      { select: CARDS, order: NEWEST, limit: '3', category: 'eq.Power Washing', id: 'neq.7' },
      { select: CARDS, order: NEWEST, limit: '3', category: 'neq.Power Washing' },
    ],
    [
      { id: 1, category: 'A, B' },
      2,
      { select: CARDS, order: NEWEST, limit: '2', category: 'eq.A, B', id: 'neq.1' },
      { select: CARDS, order: NEWEST, limit: '2', category: 'neq.A, B' },
    ],
  ])('%j limit %i', (post, limit, same, others) => {
    expect(relatedPostsQueries(post, limit)).toEqual({ sameCategory: { params: same, count: false }, otherCategories: { params: others, count: false } });
  });
});

describe('mergeRelated', () => {
  it.each([
    [[1, 2, 3], [4, 5, 6], 3, [1, 2, 3]],
    [[1], [4, 5, 6], 3, [1, 4, 5]],
    [[], [4, 5], 3, [4, 5]],
    [[1, 2], [], 3, [1, 2]],
    [[1, 2], [4], 1, [1]],
  ])('%j + %j (at most %i) -> %j', (same, others, limit, expected) => {
    expect(mergeRelated(same, others, limit)).toEqual(expected);
  });

  it('does not change its inputs', () => {
    const same = [1];
    const others = [2, 3];
    mergeRelated(same, others);
    expect([same, others]).toEqual([[1], [2, 3]]);
  });
});
