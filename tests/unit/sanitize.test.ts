/**
 * The article sanitizer, case by case (docs/decisions.md D5): what an editor needs is kept, what
 * could run or point off-site is dropped, and no id or name can clobber a document or window
 * property. The XSS corpus is in sanitize-corpus.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { CONTENT_ID_PREFIX, sanitizeArticleHtml } from '../../shared/sanitize/sanitize';

const IMG = '/images/blog/regular-floor-care.svg';
const LAZY = 'loading="lazy" decoding="async"';

describe('kept: what an editor needs', () => {
  it.each([
    ['a heading id, prefixed', '<h2 id="pricing">Pricing</h2>', '<h2 id="section-pricing">Pricing</h2>'],
    [
      'ids on every heading level, h1 becoming h2',
      '<h1 id="a">A</h1><h3 id="b">B</h3><h6 id="c">C</h6>',
      '<h2 id="section-a">A</h2><h3 id="section-b">B</h3><h6 id="section-c">C</h6>',
    ],
    ['an id that already has the prefix, as it is', '<h2 id="section-costs">Costs</h2>', '<h2 id="section-costs">Costs</h2>'],
    ['an in-page link, pointing at the prefixed id', '<a href="#pricing">see pricing</a>', '<a href="#section-pricing">see pricing</a>'],
    [
      'a link to a section of another article',
      '<a href="/insights/regular-floor-care#costs">costs</a>',
      '<a href="/insights/regular-floor-care#section-costs">costs</a>',
    ],
    ['a link to an anchor of a site page, unchanged', '<a href="/#contact">contact</a>', '<a href="/#contact">contact</a>'],
    ['a link to the top of the page', '<a href="#">top</a>', '<a href="#">top</a>'],
    ['a site link', '<a href="/services/floor-care" title="Floor care">floor care</a>', '<a href="/services/floor-care" title="Floor care">floor care</a>'],
    [
      'an external link, opened apart',
      '<a href="https://www.epa.gov/">EPA</a>',
      '<a href="https://www.epa.gov/" rel="noopener noreferrer nofollow" target="_blank">EPA</a>',
    ],
    [
      'mail and phone links',
      '<a href="mailto:info@example.com">m</a><a href="tel:+18004704432">t</a>',
      '<a href="mailto:info@example.com">m</a><a href="tel:+18004704432">t</a>',
    ],
    [
      'a sized image on a site path',
      `<img src="${IMG}" alt="Floor" width="1200" height="675">`,
      `<img src="${IMG}" alt="Floor" width="1200" height="675" ${LAZY}>`,
    ],
    ['an image under /media/', '<img src="/media/2026/lobby.jpg" alt="Lobby">', `<img src="/media/2026/lobby.jpg" alt="Lobby" ${LAZY}>`],
    ['an image without alt, as decorative', `<img src="${IMG}">`, `<img src="${IMG}" alt="" ${LAZY}>`],
    [
      'a figure with its caption',
      `<figure><img src="${IMG}" alt="x"><figcaption>Caption</figcaption></figure>`,
      `<figure><img src="${IMG}" alt="x" ${LAZY}><figcaption>Caption</figcaption></figure>`,
    ],
    [
      'a table with caption, head, body, foot, spans and scope',
      '<table><caption>Costs</caption><thead><tr><th scope="col">Item</th></tr></thead><tbody><tr><td colspan="2" rowspan="1">Mop</td></tr></tbody><tfoot><tr><td>Total</td></tr></tfoot></table>',
      '<table><caption>Costs</caption><thead><tr><th scope="col">Item</th></tr></thead><tbody><tr><td colspan="2" rowspan="1">Mop</td></tr></tbody><tfoot><tr><td>Total</td></tr></tfoot></table>',
    ],
    [
      'lists, numbered from a start, reversed',
      '<ol start="3" reversed><li>a</li></ol><ul><li>b</li></ul>',
      '<ol start="3" reversed><li>a</li></ol><ul><li>b</li></ul>',
    ],
    ['quotes with a source', '<blockquote cite="https://www.osha.gov/">q</blockquote>', '<blockquote cite="https://www.osha.gov/">q</blockquote>'],
    [
      'inline formatting',
      '<p><strong>a</strong> <em>b</em> <code>c</code> <mark>d</mark> <abbr title="Environmental Protection Agency">EPA</abbr></p>',
      '<p><strong>a</strong> <em>b</em> <code>c</code> <mark>d</mark> <abbr title="Environmental Protection Agency">EPA</abbr></p>',
    ],
    ['character references in text and titles', '<p title="Caf&eacute; &quot;A&quot;">5 &lt; 6 &amp; &copy;</p>', '<p>5 &lt; 6 &amp; &copy;</p>'],
    ['a title with its references', '<abbr title="Caf&eacute; &quot;A&quot;">c</abbr>', '<abbr title="Caf&eacute; &quot;A&quot;">c</abbr>'],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
  });
});

describe('dropped: what could run, point off-site or break the page', () => {
  it.each([
    ['a script and its content', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['an event handler', '<p onclick="alert(1)">a</p>', '<p>a</p>'],
    ['a style attribute and class', '<p style="color:red" class="x">a</p>', '<p>a</p>'],
    ['a javascript: link, keeping its text', '<a href="javascript:alert(1)">a</a>', '<a>a</a>'],
    ['a javascript: link hidden by entities and a tab', '<a href="&#106;ava&#x09;script&colon;alert(1)">a</a>', '<a>a</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">a</a>', '<a>a</a>'],
    ['an off-site image', '<img src="https://images.example.com/a.png" alt="a">', ''],
    ['a protocol-relative image', '<img src="//images.example.com/a.png" alt="a">', ''],
    ['a data: image', '<img src="data:image/png;base64,AAAA" alt="a">', ''],
    ['a javascript: image', '<img src="javascript:alert(1)">', ''],
    ['an image without src', '<img alt="a">', ''],
    ['non-numeric sizes', `<img src="${IMG}" alt="" width="100%" height="x">`, `<img src="${IMG}" alt="" ${LAZY}>`],
    ['svg and math with everything inside', '<p>a</p><svg><a href="/x">x</a></svg><math><mi>y</mi></math>', '<p>a</p>'],
    ['frames, objects, forms', '<iframe src="/"></iframe><object data="/x"></object><form action="/"><button>b</button></form>', 'b'],
    ['a base or meta tag', '<base href="https://evil.example/"><meta http-equiv="refresh" content="0">', ''],
    ['comments', '<p>a<!-- <img src=x onerror=alert(1)> -->b</p>', '<p>ab</p>'],
    ['an unknown tag, keeping its text', '<p><span class="x">kept</span></p>', '<p>kept</p>'],
    ['a stray end tag', '<p>a</em></p>', '<p>a</p>'],
    ['an unclosed tag, closed', '<p><strong>a', '<p><strong>a</strong></p>'],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
  });
});

describe('DOM clobbering: no id or name shadows a document, window or page property', () => {
  it.each([
    'cookie',
    'forms',
    'location',
    'domain',
    'body',
    'defaultView',
    'getElementById',
    'addEventListener',
    'toString',
    '__proto__',
    'requestIdleCallback',
    '__page_data',
    '__embed_config',
    'root',
    'main',
    'site-footer',
    'article-tags',
  ])('a heading id "%s" is prefixed, and so is a link to it', (name) => {
    expect(sanitizeArticleHtml(`<h2 id="${name}">h</h2><a href="#${name}">l</a>`)).toBe(
      `<h2 id="${CONTENT_ID_PREFIX}${name}">h</h2><a href="#${CONTENT_ID_PREFIX}${name}">l</a>`,
    );
  });

  it.each([
    ['name on an image (a document property)', `<img name="cookie" src="${IMG}" alt="">`, `<img src="${IMG}" alt="" ${LAZY}>`],
    ['name on a link', '<a name="forms" href="/">a</a>', '<a href="/">a</a>'],
    ['id on a link', '<a id="location" href="/">a</a>', '<a href="/">a</a>'],
    ['id on an image', `<img id="location" src="${IMG}" alt="">`, `<img src="${IMG}" alt="" ${LAZY}>`],
    [
      'id on a paragraph, list item or table cell',
      '<p id="cookie">a</p><ul><li id="x">b</li></ul><table><tr><td id="y">c</td></tr></table>',
      '<p>a</p><ul><li>b</li></ul><table><tr><td>c</td></tr></table>',
    ],
    ['a form named body with its fields', '<form name="body"><input name="appendChild"></form>', ''],
    ['the second heading with the same id', '<h2 id="dup">a</h2><h3 id="dup">b</h3>', '<h2 id="section-dup">a</h2><h3>b</h3>'],
    ['an id and its prefixed twin, counted as one', '<h2 id="x">a</h2><h2 id="section-x">b</h2>', '<h2 id="section-x">a</h2><h2>b</h2>'],
    ['an empty id', '<h2 id="">a</h2>', '<h2>a</h2>'],
    ['an id with spaces (HTML ids are one token)', '<h2 id="two words">a</h2>', '<h2>a</h2>'],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
  });
});
