/** worker/posts/postgrest/headers.ts: Prefer, Accept and the schema profile headers. */
import { describe, expect, it } from 'vitest';
import { checkProfile, parseAccept, parsePrefer } from '../../worker/posts/postgrest/headers';
import { outcome, refused } from './grammar-helpers';

const NONE = { count: null, return: null, resolution: null, missing: null, handling: null };

describe('Prefer', () => {
  it.each([
    [null, NONE],
    ['count=exact', { ...NONE, count: 'exact' }],
    ['return=minimal,resolution=ignore-duplicates, count=exact', { ...NONE, return: 'minimal', resolution: 'ignore-duplicates', count: 'exact' }],
    ['return=representation; missing=default', { ...NONE, return: 'representation', missing: 'default' }],
    ['RETURN=Minimal', { ...NONE, return: 'minimal' }],
    ['count=exact, count=planned', { ...NONE, count: 'planned' }],
    ['wat=1, tx=commit', NONE],
    ['handling=strict, tx=commit, timezone=UTC', { ...NONE, handling: 'strict' }],
    ['handling=strict, wat=1', refused('PGRST122')],
  ])('Prefer: %j', (input, expected) => {
    expect(outcome(() => parsePrefer(input))).toEqual(expected);
  });
});

describe('Accept', () => {
  it.each([
    [null, { shape: 'array', stripNulls: false }],
    ['application/json', { shape: 'array', stripNulls: false }],
    ['*/*', { shape: 'array', stripNulls: false }],
    ['application/vnd.pgrst.object+json', { shape: 'object', stripNulls: false }],
    ['application/vnd.pgrst.array+json;nulls=stripped', { shape: 'array', stripNulls: true }],
    ['text/csv;q=0.9, application/vnd.pgrst.object+json', { shape: 'object', stripNulls: false }],
    ['application/json;q=0.1, application/vnd.pgrst.object+json;q=0.5', { shape: 'object', stripNulls: false }],
    ['application/vnd.pgrst.object+json;q=0, application/json', { shape: 'array', stripNulls: false }],
    ['text/csv', refused('PGRST107', 406)],
  ])('Accept: %j', (input, expected) => {
    expect(outcome(() => parseAccept(input))).toEqual(expected);
  });
});

describe('profiles', () => {
  it.each([
    [{}, undefined],
    [{ 'Accept-Profile': 'public' }, undefined],
    [{ 'Content-Profile': ' PUBLIC ' }, undefined],
    [{ 'Accept-Profile': 'private' }, refused('PGRST106', 406)],
    [{ 'Content-Profile': 'auth' }, refused('PGRST106', 406)],
  ])('%j', (headers, expected) => {
    expect(outcome(() => checkProfile(new Headers(headers)))).toEqual(expected);
  });
});
