/** A star rating is one labelled element whose fill the stylesheet sets from its rating. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StarRating } from '../../web/src/features/marketing/star-rating';

const css = readFileSync(path.resolve(import.meta.dirname, '../../web/src/styles/app.css'), 'utf8');

describe('StarRating', () => {
  it('renders one element, announced as its rating', () => {
    expect(renderToStaticMarkup(<StarRating rating={4} />)).toBe('<div role="img" aria-label="Rated 4 out of 5" data-rating="4" class="stars"></div>');
  });

  it('rounds and clamps what it is given to whole stars from 0 to 5', () => {
    const rated = (n: number) => renderToStaticMarkup(<StarRating rating={n} />).match(/data-rating="(\d)"/)?.[1];
    expect([-1, 0, 2.4, 2.6, 5, 9].map(rated)).toEqual(['0', '0', '2', '3', '5', '5']);
  });

  it('has a fill for every rating it can render', () => {
    expect(css).toMatch(/\.stars \{\s*--rating: 5;/);
    for (const n of [0, 1, 2, 3, 4]) expect(css).toContain(`.stars[data-rating='${n}'] { --rating: ${n}; }`);
  });
});
