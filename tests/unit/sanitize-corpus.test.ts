/**
 * The article sanitizer against the XSS corpus (scripts/campaign/xss-payloads.mjs) and random
 * markup, judged the way a browser would read its output: parse5 implements the HTML
 * standard's parsing algorithm, so the tree it builds from the output is the tree a browser
 * builds. Every element and attribute in that tree must be on this test's own list of what an
 * article may hold (written out here, not imported, so a wrong entry in the sanitizer cannot
 * approve itself), every URL must be one a browser will not run, every id must be prefixed and
 * unique, and sanitizing the output again must change nothing.
 */
import fc from 'fast-check';
import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { processArticleContent } from '../../shared/posts/article-content';
import { CONTENT_ID_PREFIX, sanitizeArticleHtml } from '../../shared/sanitize/sanitize';
import { XSS_FAMILIES } from '../../scripts/campaign/xss-payloads.mjs';

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** What a browser may build from an article body: tag -> attributes. */
const SAFE: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  ul: [],
  ol: ['start', 'reversed'],
  li: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  h5: ['id'],
  h6: ['id'],
  a: ['href', 'title', 'rel', 'target'],
  blockquote: ['cite'],
  q: ['cite'],
  code: [],
  pre: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  img: ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'],
  figure: [],
  figcaption: [],
  sup: [],
  sub: [],
  small: [],
  mark: [],
  abbr: ['title'],
  cite: [],
  dl: [],
  dt: [],
  dd: [],
};

/** The URL a browser resolves from an attribute value: tabs and newlines removed, C0 and spaces trimmed. */
const browserUrl = (value: string) => value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');

interface P5Node {
  nodeName: string;
  tagName?: string;
  namespaceURI?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: P5Node[];
}

/** Every way the tree a browser builds from `html` breaks the article rules, as readable lines. */
function problems(html: string): string[] {
  const found: string[] = [];
  const ids = new Set<string>();
  const visit = (node: P5Node) => {
    if (node.nodeName === '#comment') found.push('comment');
    if (node.tagName) {
      const tag = node.tagName;
      const allowed = SAFE[tag];
      if (node.namespaceURI !== HTML_NS || !allowed) found.push(`element <${tag}> (${node.namespaceURI})`);
      for (const { name, value } of node.attrs ?? []) {
        if (!allowed?.includes(name)) found.push(`<${tag} ${name}>`);
        const url = browserUrl(value);
        if ((name === 'href' || name === 'cite') && /^[a-z][a-z0-9+.-]*:/i.test(url) && !/^(https?|mailto|tel):/i.test(url))
          found.push(`<${tag} ${name}="${value}">`);
        if (name === 'src' && !/^\/(?![/\\])/.test(url)) found.push(`<${tag} src="${value}"> is not a site path`);
        if (name === 'target' && value !== '_blank') found.push(`<${tag} target="${value}">`);
        if (name === 'id') {
          if (!value.startsWith(CONTENT_ID_PREFIX)) found.push(`id "${value}" without the prefix`);
          if (ids.has(value)) found.push(`id "${value}" twice`);
          ids.add(value);
        }
      }
    }
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(parseFragment(html) as unknown as P5Node);
  return found;
}

describe('the XSS corpus through the article pipeline', () => {
  for (const [family, payloads] of Object.entries(XSS_FAMILIES)) {
    it(`${family}: ${payloads.length} vectors build only allowed, inert markup, stable when sanitized again`, () => {
      for (const payload of payloads) {
        for (const out of [processArticleContent(payload), sanitizeArticleHtml(payload)]) {
          expect({ payload, problems: problems(out) }).toEqual({ payload, problems: [] });
          expect(sanitizeArticleHtml(out), payload).toBe(out);
        }
      }
    });
  }

  it('keeps the words around a payload', () => {
    const out = processArticleContent(`<p>Before.</p>\n\n${XSS_FAMILIES.mutation[0]}\n\n<p>After.</p>`);
    expect(out.startsWith('<p>Before.</p>')).toBe(true);
    expect(out.endsWith('<p>After.</p>')).toBe(true);
  });
});

/** Markup-heavy pieces, so random strings are mostly tags, attributes, URLs and entities. */
const PIECES = [
  '<',
  '>',
  '</',
  '/>',
  '"',
  "'",
  '=',
  ' ',
  '\n',
  '\n\n',
  '\t',
  '&',
  '&#',
  ';',
  '#',
  ':',
  '<!--',
  '-->',
  '<!',
  '<?',
  '`',
  '\u0000',
  '\u2028',
  'script',
  'svg',
  'math',
  'style',
  'img',
  'a',
  'p',
  'h1',
  'h2',
  'table',
  'td',
  'template',
  'noscript',
  'textarea',
  'iframe',
  'title',
  'xmp',
  'span class="keyword-x"',
  '</span>',
  'src',
  'href',
  'id',
  'name',
  'cite',
  'onerror',
  'onload',
  'javascript',
  'JaVaScRiPt',
  '&colon;',
  '&#x09;',
  '&#106;',
  '&#x6A',
  'alert(1)',
  'data:text/html,',
  '/images/a.svg',
  '//xss.invalid',
  'cookie',
  CONTENT_ID_PREFIX,
  '/insights/a',
];

describe('random markup', () => {
  it('never builds anything outside the article rules, and sanitizing twice changes nothing', () => {
    const markup = fc.array(fc.constantFrom(...PIECES), { maxLength: 80 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(markup, (html) => {
        const out = processArticleContent(html);
        expect(problems(out)).toEqual([]);
        expect(problems(sanitizeArticleHtml(html))).toEqual([]);
        expect(sanitizeArticleHtml(out)).toBe(out);
      }),
      { numRuns: 4000 },
    );
  });
});
