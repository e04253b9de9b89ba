/**
 * The HTML shell's head hints point at what the page really uses: the preloaded fonts are the
 * stylesheet's, and the element the first frame waits for is rendered by every page, as the
 * edge renders it (web/src/entry-server.tsx).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type DefaultTreeAdapterMap, parse, parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { ARTICLE_PREFIX, LINK_ROUTES, ROUTES } from '../../shared/routes';
import { renderApp } from '../../web/src/entry-server';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const ROOT = path.resolve(import.meta.dirname, '../..');
const shell = parse(readFileSync(path.join(ROOT, 'web/shell.html'), 'utf8'));
const css = readFileSync(path.join(ROOT, 'web/src/styles/app.css'), 'utf8');

/** Every element under a node, in document order. */
function elements(node: Node): Element[] {
  const children = 'childNodes' in node ? node.childNodes : [];
  return children.flatMap((child) => ('tagName' in child ? [child, ...elements(child)] : elements(child)));
}

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const links = elements(shell).filter((el) => el.tagName === 'link');

describe('shell head', () => {
  it('preloads exactly the font files the stylesheet declares, as CORS font fetches of files the site serves', () => {
    const preloads = links.filter((el) => attr(el, 'rel') === 'preload' && attr(el, 'as') === 'font');
    for (const el of preloads) {
      expect(attr(el, 'type')).toBe('font/woff2');
      // Fonts are fetched in CORS mode: a preload without crossorigin would not be reused.
      expect(attr(el, 'crossorigin')).toBe('');
    }
    const preloaded = preloads.map((el) => attr(el, 'href'));
    const declared = [...css.matchAll(/@font-face\s*\{[^}]*?src:\s*url\('([^']+\.woff2)'\)/g)].map((m) => m[1]);
    expect(declared.length).toBeGreaterThan(0);
    expect(preloaded).toEqual(declared);
    for (const href of declared) expect(existsSync(path.join(ROOT, 'web/public', href!)), href).toBe(true);
  });

  // Every kind of page: each routed one, an article (no data: its loading state) and a missing one.
  const pages = [...ROUTES, ...LINK_ROUTES].map((r) => r.path).concat(`${ARTICLE_PREFIX}some-article`, '/no-such-page');

  it.each(pages)('holds the first frame until the footer, which %s renders once, after its main', async (page) => {
    const expects = links.filter((el) => attr(el, 'rel') === 'expect');
    expect(expects.map((el) => attr(el, 'blocking'))).toEqual(['render']);
    const target = /^#(.+)$/.exec(attr(expects[0]!, 'href') ?? '')?.[1];
    expect(target).toBeTruthy();

    const rendered = elements(parseFragment(await renderApp(new URL(page, 'https://oakbright.example'), null)));
    const held = rendered.filter((el) => attr(el, 'id') === target);
    expect(held.map((el) => el.tagName)).toEqual(['footer']);
    // Waiting for it means header and main are parsed.
    expect(rendered.findIndex((el) => el.tagName === 'main')).toBeLessThan(rendered.indexOf(held[0]!));
  });
});
