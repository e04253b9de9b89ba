import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { SKIPPED_BLOCKS } from '../../web/src/lib/render-blocks';

describe('skipped blocks', () => {
  test('the stylesheet skips exactly the blocks lib/render-blocks.ts renders after load', () => {
    const css = readFileSync(path.join(import.meta.dirname, '../../web/src/styles/app.css'), 'utf8');
    const rule = css.match(/^\s*(:where\([^{]*\)):not\(\[data-rendered\]\) \{\s*content-visibility: auto;/m);
    expect(rule, 'a content-visibility rule for the skipped blocks').not.toBeNull();
    expect(`${rule?.[1]}:not([data-rendered])`).toBe(SKIPPED_BLOCKS);
  });
});
