/** The HTML shell's head hints point at what the page really uses. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const shell = readFileSync(path.join(ROOT, 'web/shell.html'), 'utf8');
const css = readFileSync(path.join(ROOT, 'web/src/styles/app.css'), 'utf8');

describe('shell head', () => {
  it('preloads exactly the font files the stylesheet declares, as CORS font fetches', () => {
    const preloaded = [...shell.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin \/>/g)].map((m) => m[1]);
    const declared = [...css.matchAll(/src: url\('([^']+\.woff2)'\)/g)].map((m) => m[1]);
    expect(declared.length).toBeGreaterThan(0);
    expect(preloaded).toEqual(declared);
  });

  it('holds the first frame until the footer, an element every page renders', () => {
    const target = shell.match(/<link rel="expect" href="#([^"]+)" blocking="render" \/>/)?.[1];
    expect(target).toBeTruthy();
    const footer = readFileSync(path.join(ROOT, 'web/src/components/layout/site-footer.tsx'), 'utf8');
    expect(footer).toContain(`<footer id="${target}"`);
  });
});
