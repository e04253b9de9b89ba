/**
 * What the stored-XSS campaign (stored-xss.mjs) and the XSS corpus browser test
 * (tests/e2e/xss-corpus.test.mjs) share: posts that carry payloads in every field a page or feed
 * shows, the script every document gets before its own, a page opener that records dialogs and
 * Content-Security-Policy reports, and the in-page scan that says what got through: a payload that
 * ran (window.__xss, a dialog, a CSP violation), an element or attribute stored content must never
 * produce, or a clobbered document or window property.
 */
import { isOneLine } from '../../shared/sanitize/one-line.ts';
import { CONTENT_ID_PREFIX, sanitizeArticleHtml } from '../../shared/sanitize/sanitize.ts';

/** In every document before any of its scripts: count CSP violations and give payloads a global to trip. */
export const INIT_SCRIPT = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__cspViolations.push(e.violatedDirective + ' ' + (e.blockedURI || 'inline') + ' ' + (e.sample || ''));
  });
`;

/**
 * Runs in the page (`page.evaluate(scanDom, SCAN_OPTIONS)`, so it uses nothing from this module):
 * elements and attributes that must never come from stored content, and clobbered properties.
 */
export function scanDom({ contentIdPrefix }) {
  const found = [];
  const html = 'http://www.w3.org/1999/xhtml';
  const all = document.getElementsByTagName('*');
  for (const el of all) {
    const tag = el.localName.toLowerCase();
    if (tag === 'script') {
      const type = (el.getAttribute('type') || '').toLowerCase();
      const ours =
        (el.namespaceURI === html && el.src && new URL(el.src).origin === location.origin && new URL(el.src).pathname.startsWith('/assets/')) ||
        type === 'application/json' ||
        type === 'application/ld+json';
      if (!ours) found.push(`script: ${el.outerHTML.slice(0, 120)}`);
    }
    // The site has no frames, objects or <style> of its own (embeds are off here); its forms are React's, never in content.
    // Chromium's XML viewer styles a feed with its own <style>; that one is the browser's, not ours.
    if (tag === 'style' && el.id === 'xml-viewer-style' && document.contentType !== 'text/html') continue;
    if (['iframe', 'frame', 'object', 'embed', 'base', 'applet', 'style'].includes(tag)) found.push(`${tag}: ${el.outerHTML.slice(0, 120)}`);
    // The site's own forms post to its own paths; a form in an article, or posting elsewhere, came from content.
    if (tag === 'form' && (el.closest('.prose-article') || !/^\/(?![/\\])/.test(el.getAttribute('action') ?? '/')))
      found.push(`form: ${el.outerHTML.slice(0, 120)}`);
    if (tag === 'meta' && el.getAttribute('http-equiv')) found.push(`meta http-equiv: ${el.outerHTML.slice(0, 120)}`);
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (name === 'srcdoc' || name === 'formaction') found.push(`${tag}[${name}]`);
      if (['href', 'src', 'action', 'data', 'background', 'poster', 'xlink:href'].includes(name) && /^(javascript|vbscript|data:text\/html)/.test(value)) {
        found.push(`${tag}[${name}=${attr.value.slice(0, 60)}]`);
      }
    }
  }
  // DOM clobbering: article ids carry the content prefix, nothing in an article has a name, no id is
  // in the page twice, and what the page's scripts read from document and window is what it should be.
  const clobbered = [];
  if (document.contentType === 'text/html') {
    for (const el of document.querySelectorAll('.prose-article [id], .prose-article [name]')) {
      if (el.hasAttribute('name') || !el.id.startsWith(contentIdPrefix)) clobbered.push(`article element ${el.outerHTML.slice(0, 120)}`);
    }
    const ids = new Map();
    for (const el of document.querySelectorAll('[id]')) ids.set(el.id, (ids.get(el.id) ?? 0) + 1);
    for (const [id, count] of ids) if (count > 1) clobbered.push(`id "${id}" ${count} times`);
    const byId = (id) => document.getElementById(id);
    const expected = {
      'document.cookie': typeof document.cookie === 'string',
      'document.forms': document.forms instanceof HTMLCollection,
      'document.images': document.images instanceof HTMLCollection,
      'document.body': document.body instanceof HTMLBodyElement,
      'document.getElementById': typeof document.getElementById === 'function',
      'document.querySelector': typeof document.querySelector === 'function',
      'document.defaultView': document.defaultView === window,
      'window.addEventListener': typeof window.addEventListener === 'function',
      'window.toString': typeof window.toString === 'function',
      'window.requestIdleCallback': typeof window.requestIdleCallback === 'function',
      '#__page_data': !byId('__page_data') || byId('__page_data') instanceof HTMLScriptElement,
      '#__embed_config': !byId('__embed_config') || byId('__embed_config') instanceof HTMLScriptElement,
      '#root': !byId('root') || byId('root').parentElement === document.body,
      '#site-footer': !byId('site-footer') || byId('site-footer').localName === 'footer',
    };
    for (const [what, ok] of Object.entries(expected)) if (!ok) clobbered.push(what);
  }
  return {
    injected: found,
    clobbered,
    xss: window.__xss ?? null,
    csp: window.__cspViolations ?? [],
    parserError: document.getElementsByTagName('parsererror').length > 0,
    text: (document.body ?? document.documentElement).innerText ?? '',
    h1: document.querySelector('h1')?.textContent ?? null,
  };
}

/** The argument scanDom takes. */
export const SCAN_OPTIONS = { contentIdPrefix: CONTENT_ID_PREFIX };

export const squash = (s) => s.replace(/\s+/g, ' ').trim();

/** Whole seconds, so every post of a run has a distinct, ordered time. */
const RUN_STARTED = Math.floor(Date.now() / 1000) * 1000;

const clip = (s, max) => (s.length > max ? s.slice(0, max) : s);

/**
 * A payload as a one-line field can hold it: the API refuses line breaks and control characters
 * in titles, categories and authors (that refusal is tested on its own), so each such character
 * becomes a space and the rest of the payload still reaches the page.
 */
const oneLine = (s) => (isOneLine(s) ? s : [...s].map((c) => (isOneLine(c) ? c : ' ')).join(''));

/**
 * The post that carries `payloads` (numbered `n`) in every text field a page or feed shows:
 * the body (each payload once in the flow and once inside a paragraph), title, excerpt, tags,
 * featured image, author, SEO fields and, with `payloadCategory`, the category. Lengths fit the
 * API's limits; dates fall in the hour before this run started, newer than any sample post and
 * not in the future (a post dated ahead is scheduled, not public), so these posts come first on
 * /insights.
 */
export function payloadPost(payloads, { slug, n, category, payloadCategory = false }) {
  const pick = (i) => payloads[i % payloads.length];
  return {
    slug,
    title: clip(oneLine(`XSS ${n}: ${pick(0)}`), 300),
    excerpt: clip(payloads.join(' '), 2000),
    content: payloads.map((p, i) => `<p>Payload ${n}.${i + 1} follows.</p>${p}<p>${p}</p>`).join('\n\n'),
    category: payloadCategory ? clip(oneLine(pick(4)), 100) : category,
    date_published: new Date(RUN_STARTED - 3_600_000 + n * 1000).toISOString(),
    featured_image: clip(pick(1), 2048),
    seo_title: clip(oneLine(pick(2)), 300),
    seo_description: clip(payloads.join(' '), 1000),
    tags: [...payloads.slice(0, 49).map((p) => clip(p, 100)), `xss-${n}`],
    author: clip(oneLine(pick(3)), 200),
  };
}

/**
 * Whether /insights?category= can filter by this category: it ignores one over 80 characters, and
 * D1 refuses a LIKE pattern over 50 bytes (wildcards escaped), so such a filter answers 503 with
 * or without a payload in it.
 */
export const filterableCategory = (category) => category.length <= 80 && Buffer.byteLength(category.replace(/[\\%_]/g, '\\$&')) <= 50;

/** Whether the article shows nothing after this payload (an unclosed <script>, <plaintext>). */
const swallowsRest = (payload) => !sanitizeArticleHtml(`${payload}<p>after</p>`).includes('after');

/**
 * Payloads in groups of at most `perPost`, one group per post. A payload that hides the rest of
 * an article ends its group, so every other payload still reaches an article body.
 */
export function groupPayloads(payloads, perPost) {
  const groups = [[]];
  for (const payload of payloads) {
    const group = groups.at(-1);
    group.push(payload);
    if (group.length === perPost || swallowsRest(payload)) groups.push([]);
  }
  return groups.filter((g) => g.length > 0);
}

/** Opens `url` in a new page of `context`, dismissing dialogs and keeping them and CSP console reports. */
export async function openWatched(context, url) {
  const page = await context.newPage();
  const state = { dialogs: [], console: [] };
  page.on('dialog', (d) => {
    state.dialogs.push(d.message());
    d.dismiss().catch(() => {});
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) state.console.push(m.text().slice(0, 200));
  });
  const res = await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
  return { page, state, status: res?.status() ?? 0 };
}

/**
 * What a scanned page shows got through, as [kind, detail] pairs: a dialog, a payload that ran,
 * a CSP violation (something tried to run or load and only the policy stopped it), an injected
 * element or attribute, a clobbered property, a feed that is not well-formed XML.
 */
export function pageFindings(dom, state, { where, xml = false }) {
  const out = [];
  if (state.dialogs.length) out.push(['dialog', { url: where, dialogs: state.dialogs }]);
  if (dom.xss !== null) out.push(['script ran', { url: where, __xss: dom.xss }]);
  for (const v of [...new Set([...state.console, ...dom.csp])]) {
    // The XML viewer's own stylesheet trips the feeds' default-src 'none'; scripts would not.
    if (xml && /inline style|^style-src/.test(v)) continue;
    out.push(['CSP violation', { url: where, violation: v }]);
  }
  for (const el of dom.injected) out.push(['injected element', { url: where, element: el }]);
  for (const what of dom.clobbered) out.push(['clobbered', { url: where, what }]);
  if (xml && dom.parserError) out.push(['feed not well-formed', { url: where }]);
  return out;
}
