/** worker/posts/postgrest/syntax.ts: top-level splitting, unquoting and quoting back, the pieces every grammar shares. */
import { describe, expect, it } from 'vitest';
import { quote, splitTopLevel, unquote } from '../../worker/posts/postgrest/syntax';
import { outcome, refused } from './grammar-helpers';

describe('splitTopLevel', () => {
  it.each([
    ['a,b', ['a', 'b']],
    ['a,(b,c),{d,e},"f,g"', ['a', '(b,c)', '{d,e}', '"f,g"']],
    ['"a\\",b",c', ['"a\\",b"', 'c']],
    ['', ['']],
    ['a,', ['a', '']],
    ['or(a,and(b,c)),d', ['or(a,and(b,c))', 'd']],
    ['(a', refused('PGRST100')],
    ['a)', refused('PGRST100')],
    ['"open', refused('PGRST100')],
    ['{a,b', refused('PGRST100')],
  ])('%j -> %j', (input, expected) => {
    expect(outcome(() => splitTopLevel(input))).toEqual(expected);
  });

  it('splits on another separator when asked', () => {
    expect(splitTopLevel('a.b.(c.d)', '.')).toEqual(['a', 'b', '(c.d)']);
  });
});

describe('unquote', () => {
  it.each([
    ['plain', 'plain'],
    ['"quoted"', 'quoted'],
    ['"a\\"b"', 'a"b'],
    ['"back\\\\slash"', 'back\\slash'],
    ['"', '"'],
    ['"half', '"half'],
  ])('%j -> %j', (input, expected) => {
    expect(unquote(input)).toBe(expected);
  });
});

describe('quote', () => {
  it.each([
    ['short', 80, 'short'],
    ['x'.repeat(81), 80, `${'x'.repeat(80)}…`],
    ['abcdef', 3, 'abc…'],
  ])('%j (max %i) -> %j', (input, max, expected) => {
    expect(quote(input, max)).toBe(expected);
  });
});
