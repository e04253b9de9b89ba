/**
 * The build steps in build/ against the installed packages and the real shell: each still applies,
 * and each fails loudly, instead of doing nothing, when what it rewrites changes shape.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withLowPriorityEntry } from '../../build/low-priority-entry-script';
import { withoutComments } from '../../build/shell-without-comments';
import { withoutInjectedStyle } from '../../build/sonner-without-inline-style';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('sonner without its inline <style>', () => {
  const bundle = read('node_modules/sonner/dist/index.mjs');

  it('removes the one call that injects the stylesheet from the installed sonner', () => {
    const out = withoutInjectedStyle(bundle);
    expect(out.match(/__insertCSS\(/g)).toHaveLength(1); // the now unused definition
    expect(out).not.toContain('[data-sonner-toaster]');
    expect(bundle.length - out.length).toBeGreaterThan(10_000);
  });

  it('fails when sonner no longer injects that way', () => {
    expect(() => withoutInjectedStyle(bundle.replace(/^__insertCSS\(/m, 'injectStyle('))).toThrow(/found 0/);
  });
});

describe('shell', () => {
  const shell = read('web/shell.html');

  it('loses every comment in the build', () => {
    expect(shell).toContain('<!--');
    const out = withoutComments(shell);
    expect(out).not.toContain('<!--');
    expect(out).toContain('<link rel="expect" href="#site-footer" blocking="render" />');
  });

  it('gets its one entry tag marked low priority, and refuses a shell with none or two', () => {
    const tag = '<script type="module" crossorigin src="/assets/shell-x.js"></script>';
    expect(withLowPriorityEntry(`<head>${tag}</head>`)).toBe(
      '<head><script type="module" fetchpriority="low" crossorigin src="/assets/shell-x.js"></script></head>',
    );
    expect(() => withLowPriorityEntry('<head></head>')).toThrow(/found 0/);
    expect(() => withLowPriorityEntry(`<head>${tag}${tag}</head>`)).toThrow(/found 2/);
  });
});
