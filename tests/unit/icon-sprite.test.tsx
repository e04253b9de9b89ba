/** The icon sprite stays in step with the icon list, and every icon points at a symbol it holds. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildIconSprite, iconNames } from '../../scripts/icon-sprite.mjs';
import { icon } from '../../web/src/components/icon';
import { ICON_NAMES } from '../../web/src/components/icon-names';
import { ICON_SPRITE_URL } from '../../web/src/components/icon-sprite-url';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('icon sprite', () => {
  it('the committed sprite and URL are what the generator makes from the current list', async () => {
    const { svg, url } = await buildIconSprite(ROOT);
    expect(ICON_SPRITE_URL).toBe(url);
    const file = path.join(ROOT, 'web/public', url);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(svg);
  });

  it('holds one symbol with drawn elements for each listed icon, no duplicates', async () => {
    const { svg, names } = await buildIconSprite(ROOT);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(svg).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse) `));
    expect(svg).not.toContain(' key=');
  });

  it('every listed icon renders a hidden <use> of a symbol in the sprite', async () => {
    const { svg } = await buildIconSprite(ROOT);
    expect([...ICON_NAMES]).toEqual(iconNames(ROOT));
    for (const name of ICON_NAMES) {
      const Icon = icon(name);
      const html = renderToStaticMarkup(<Icon className="size-4 fill-sun" />);
      const m = html.match(/^<svg aria-hidden="true" class="icon size-4 fill-sun"><use href="([^"#]+)#([a-z0-9-]+)"><\/use><\/svg>$/);
      expect(m, html).not.toBeNull();
      expect(m![1]).toBe(ICON_SPRITE_URL);
      expect(m![2]).toBe(name);
      expect(svg).toContain(`<symbol id="${name}"`);
    }
  });

  it('an icon given a label is announced instead of hidden', () => {
    const Star = icon('star');
    const html = renderToStaticMarkup(<Star aria-hidden={undefined} role="img" aria-label="Rated" />);
    expect(html).toContain('aria-label="Rated"');
    expect(html).not.toContain('aria-hidden');
  });
});
