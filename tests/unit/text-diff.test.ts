import { describe, expect, it } from 'vitest';
import { diffText, diffTokens, diffWords, hasChanges, MAX_CELLS, sideOf, splitLines, splitWords } from '../../shared/posts/text-diff';

describe('text diff', () => {
  it('splits lines with their ends and words with their spaces, losing nothing', () => {
    expect(splitLines('a\nb\n\nc')).toEqual(['a\n', 'b\n', '\n', 'c']);
    expect(splitWords('Floor  care\tnow')).toEqual(['Floor', '  ', 'care', '\t', 'now']);
    expect(splitLines('')).toEqual([]);
  });

  it('word diff marks what was removed and added, and keeps the rest', () => {
    const parts = diffWords('Regular floor care matters', 'Regular carpet care really matters');
    expect(parts[0]).toEqual({ op: 'same', text: 'Regular ' });
    expect(parts.filter((p) => p.op === 'removed').map((p) => p.text)).toEqual(['floor']);
    expect(parts.filter((p) => p.op === 'added').map((p) => p.text.trim())).toEqual(['carpet', 'really']);
    expect(parts.at(-1)?.op).toBe('same');
  });

  it('line diff shows the words changed inside a changed line', () => {
    const a = '# Title\n\nFirst paragraph.\nSecond line stays.\n';
    const b = '# Title\n\nFirst short paragraph.\nSecond line stays.\nA new line.\n';
    const parts = diffText(a, b);
    expect(parts.filter((p) => p.op === 'added').map((p) => p.text)).toEqual(['short ', 'A new line.\n']);
    expect(parts.filter((p) => p.op === 'removed')).toEqual([]);
  });

  it('both sides can be read back from any diff', () => {
    const cases: [string, string][] = [
      ['', 'new text'],
      ['old text', ''],
      ['a b c d e', 'e d c b a'],
      ['line 1\nline 2\nline 3', 'line 0\nline 2\nline 3 changed\nline 4'],
      ['same', 'same'],
    ];
    for (const [a, b] of cases) {
      for (const parts of [diffText(a, b), diffWords(a, b)]) {
        expect(sideOf(parts, 'before')).toBe(a);
        expect(sideOf(parts, 'after')).toBe(b);
        expect(hasChanges(parts)).toBe(a !== b);
      }
    }
  });

  it('finds a longest common subsequence, not just any', () => {
    const parts = diffTokens(['a', 'x', 'b', 'c'], ['a', 'b', 'y', 'c']);
    expect(
      parts
        .filter((p) => p.op === 'same')
        .map((p) => p.text)
        .join(''),
    ).toBe('abc');
  });

  it('inputs too large for the table fall back to removed-then-added around the common ends', () => {
    const n = Math.ceil(Math.sqrt(MAX_CELLS)) + 10;
    const a = ['start', ...Array.from({ length: n }, (_, i) => `a${i}`), 'end'];
    const b = ['start', ...Array.from({ length: n }, (_, i) => `b${i}`), 'end'];
    const parts = diffTokens(a, b);
    expect(parts.map((p) => p.op)).toEqual(['same', 'removed', 'added', 'same']);
  });
});
