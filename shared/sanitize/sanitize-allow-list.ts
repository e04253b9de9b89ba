/**
 * What an article body may hold (docs/decisions.md D5): the allow-list tables the sanitizer in
 * shared/sanitize/sanitize.ts reads. Tags kept, renamed, void, and dropped with their content; per tag, the
 * attributes kept; which attributes are URLs or numbers; the URL schemes allowed.
 */

export const ALLOWED_TAGS = new Set(
  (
    'p br hr h2 h3 h4 h5 h6 ul ol li strong b em i u s a blockquote code pre table caption thead tbody tfoot tr th ' +
    'td img figure figcaption sup sub small mark abbr cite q dl dt dd'
  ).split(' '),
);

/** Tags renamed on the way through (an article has one h1: the page title). */
export const RENAMED: Record<string, string> = { h1: 'h2' };

export const VOID_TAGS = new Set(['br', 'hr', 'img']);

/**
 * Dropped together with everything inside them. Void elements (embed, frame)
 * are not here: they have no end tag, so they are dropped like any other tag
 * not on the allow-list instead of swallowing the rest of the article.
 */
export const DROP_WITH_CONTENT = new Set(
  'script style iframe frameset object applet noscript noembed noframes template textarea title xmp svg math select option head'.split(' '),
);

export const HEADING_ATTRS = ['id'] as const;

export const ALLOWED_ATTRS: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height', 'title'],
  abbr: ['title'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start', 'reversed'],
  q: ['cite'],
  blockquote: ['cite'],
  h2: HEADING_ATTRS,
  h3: HEADING_ATTRS,
  h4: HEADING_ATTRS,
  h5: HEADING_ATTRS,
  h6: HEADING_ATTRS,
};

export const URL_ATTRS = new Set(['href', 'src', 'cite']);
export const NUMERIC_ATTRS = new Set(['width', 'height', 'colspan', 'rowspan', 'start']);
export const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
