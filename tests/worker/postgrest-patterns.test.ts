/** worker/posts/postgrest/patterns.ts: PostgREST's like/ilike patterns as SQLite LIKE (with ESCAPE) and GLOB. */
import { describe, expect, it } from 'vitest';
import { patternTokens, toGlobPattern, toLikePattern } from '../../worker/posts/postgrest/patterns';

describe('patterns', () => {
  it.each([
    ['*floor*', '%floor%', '*floor*'],
    ['100\\%_x', '100\\%_x', '100%?x'],
    ['a\\*b*', 'a*b%', 'a[*]b*'],
    ['[x]?', '[x]?', '[[]x][?]'],
    ['back\\\\slash', 'back\\\\slash', 'back\\slash'],
    ['trailing\\', 'trailing\\\\', 'trailing\\'],
    ['**', '%', '*'],
  ])('%s -> LIKE %s, GLOB %s', (pattern, like, glob) => {
    const tokens = patternTokens(pattern);
    expect(toLikePattern(tokens)).toBe(like);
    expect(toGlobPattern(tokens)).toBe(glob);
  });
});
