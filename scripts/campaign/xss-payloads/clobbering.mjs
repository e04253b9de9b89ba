/** XSS corpus, family 'clobbering': ids and names that would shadow document or window properties, or the page's own ids. */

/**
 * Names a stored id or name must not take: document properties (cookie, forms, location),
 * window properties a named element would shadow (addEventListener, toString, the undefined
 * global a script feature-detects), and the page's own ids.
 */
export const CLOBBER_NAMES = [
  'cookie',
  'forms',
  'location',
  'domain',
  'body',
  'images',
  'defaultView',
  'getElementById',
  'querySelector',
  'currentScript',
  'addEventListener',
  'toString',
  'requestIdleCallback',
  '__proto__',
  'constructor',
  '__page_data',
  '__embed_config',
  'root',
  'site-footer',
  'main',
  'article-tags',
  '__xss',
];
export const CLOBBER_CARRIERS = [
  (n) => `<h2 id="${n}">Heading ${n}</h2>`,
  (n) => `<img name="${n}" src="/images/blog/regular-floor-care.svg" alt="">`,
  (n) => `<a id="${n}" href="/">one</a><a id="${n}" name="href" href="javascript:alert('${n}')">two</a>`,
];
export const CLOBBER_GADGETS = [
  `<form id="__page_data"><input id="textContent" value="{}"></form>`,
  `<script type="application/json" id="__page_data">{"url":"/","data":{"xss":1}}</script>`,
  `<a id="__embed_config" href="javascript:alert('C3')">embed config</a>`,
  `<form name="body"><input name="appendChild"></form>`,
  `<a id="defaultView"></a><a id="defaultView" name="trustedTypes"></a>`,
  `<iframe name="location" src="javascript:alert('C6')"></iframe>`,
  `<embed name="forms"><object id="cookie"></object>`,
  `<form id="x"><output id="y">z</output></form>`,
  `<h2 id="hasOwnProperty">own</h2><h2 id="valueOf">value</h2>`,
  `<h2 id="dup">first</h2><h2 id="dup">second</h2>`,
  `<h2 id="section-">prefix only</h2><h2 id="">empty</h2><h2 id=" spaced id ">spaced</h2>`,
  `<h3 id="site-footer">footer twin</h3><h4 id="root">root twin</h4><h5 id="main">main twin</h5>`,
  `<p id="cookie" name="cookie">ids on paragraphs are not kept</p>`,
  `<a href="#cookie">in-page link</a><h2 id="cookie">target</h2>`,
];
