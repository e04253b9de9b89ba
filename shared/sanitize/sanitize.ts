/**
 * Allow-list HTML sanitizer for article bodies (docs/decisions.md D5).
 *
 * Why our own and not DOMPurify or sanitize-html: it must run the same in the Worker, which has
 * no DOM, and in the browser chunk that renders a fetched post. DOMPurify needs a DOM (in a
 * Worker that means shipping a DOM emulation its guarantees were not reviewed against);
 * sanitize-html brings htmlparser2 and postcss, tens of kB for the browser. This module is a few
 * kB and is safe by construction: the output is rebuilt from tokens, never passed through. Only
 * allowed tags (none that switch the parser into raw text or foreign content) with allowed
 * attributes are written, every text run and attribute value is re-escaped, URLs are judged
 * after decoding exactly as they are written out, and tags are balanced. Whatever the input, a
 * browser's parser builds from the output only elements and attributes of the allow-list.
 * tests/unit/sanitize-corpus.test.ts holds it to that with the standard's own parsing algorithm
 * (parse5) over the XSS corpus in scripts/campaign/xss-payloads.mjs and random markup, and
 * tests/e2e/xss-corpus.test.mjs renders the corpus in Chromium.
 *
 * DOM clobbering: an element's id becomes a property of `window` (and can shadow
 * `addEventListener`, an undefined global a script feature-detects, or the page's own ids such
 * as `__page_data`). No deny-list of names can be complete, so every id in an article is
 * prefixed with `section-` (an id that already has the prefix is kept, so sanitizing twice
 * changes nothing), and in-page links to it (`#x`, `/insights/<slug>#x`) get the same prefix.
 * Page code never uses ids that start with `section-`. Ids are kept on headings only; `name` is
 * kept nowhere (on img, form, embed or object it would also name a property of `document`).
 *
 * Images: only site paths (/images/..., /media/...). The CSP allows no other origin, so an
 * off-site image would only show broken.
 *
 * This module is the walker that rebuilds the output; the allow-list is in
 * sanitize-allow-list.ts, tag reading in sanitize-tag-reader.ts, URL and id rules in
 * sanitize-urls-and-ids.ts, character references and escaping in html-escape.ts.
 */
import { ALLOWED_ATTRS, ALLOWED_TAGS, DROP_WITH_CONTENT, NUMERIC_ATTRS, RENAMED, URL_ATTRS, VOID_TAGS } from './sanitize-allow-list.ts';
import { decodeEntities, escapeAttrText, escapeHtml, escapeText } from './html-escape.ts';
import { type Attr, findRawTextEnd, readTag } from './sanitize-tag-reader.ts';
import { contentId, isSitePath, prefixFragment, safeUrl } from './sanitize-urls-and-ids.ts';

export { decodeEntities, escapeHtml } from './html-escape.ts';
export { CONTENT_ID_PREFIX, contentId, safeUrl } from './sanitize-urls-and-ids.ts';

/** One attribute as written out, or null to drop it. */
function attrValue(tag: string, name: string, raw: string, usedIds: Set<string>): string | null {
  if (URL_ATTRS.has(name)) {
    const url = safeUrl(raw);
    if (url === null) return null;
    if (tag === 'img') return isSitePath(url) ? url : null;
    return name === 'href' ? prefixFragment(url) : url;
  }
  const value = decodeEntities(raw);
  if (NUMERIC_ATTRS.has(name)) return /^\d{1,5}$/.test(value.trim()) ? value.trim() : null;
  if (name === 'scope') return /^(row|col|rowgroup|colgroup)$/.test(value) ? value : null;
  if (name === 'reversed') return '';
  if (name === 'id') {
    // An id is one token (HTML allows no whitespace in it), unique in the page.
    if (value === '' || value.length > 100 || /\s/.test(value) || value.includes('\u0000')) return null;
    const id = contentId(value);
    if (usedIds.has(id)) return null;
    usedIds.add(id);
    return id;
  }
  return raw;
}

/** The attributes as written out, and the URL kept for href or src (null if none). */
function renderAttrs(tag: string, attrs: Attr[], usedIds: Set<string>): { html: string; url: string | null } {
  const allowed = ALLOWED_ATTRS[tag] ?? [];
  let out = '';
  let url: string | null = null;
  let hasAlt = false;
  for (const { name, value } of attrs) {
    if (!allowed.includes(name)) continue;
    const v = attrValue(tag, name, value, usedIds);
    if (v === null) continue;
    if (name === 'href' || name === 'src') url = v;
    if (name === 'alt') hasAlt = true;
    if (name === 'reversed') out += ' reversed';
    else if (name === 'title' || name === 'alt') out += ` ${name}="${escapeAttrText(v)}"`;
    else out += ` ${name}="${escapeHtml(v)}"`;
  }
  if (tag === 'a' && url && /^(https?:)?\/\//i.test(url)) out += ' rel="noopener noreferrer nofollow" target="_blank"';
  // An image always has a text alternative; none given means decorative.
  if (tag === 'img') out += `${hasAlt ? '' : ' alt=""'} loading="lazy" decoding="async"`;
  return { html: out, url };
}

export function sanitizeArticleHtml(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  let out = '';
  const stack: string[] = [];
  const usedIds = new Set<string>();
  let i = 0;
  let textStart = 0;
  const flushText = (end: number) => {
    if (end > textStart) out += escapeText(html.slice(textStart, end));
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    const next = html[lt + 1] ?? '';
    if (next === '!' || next === '?') {
      flushText(lt);
      const endMarker = html.startsWith('<!--', lt) ? '-->' : '>';
      const close = html.indexOf(endMarker, lt + 2);
      i = close === -1 ? html.length : close + endMarker.length;
      textStart = i;
      continue;
    }
    if (next === '/') {
      const nameMatch = /^[a-zA-Z][a-zA-Z0-9:-]*/.exec(html.slice(lt + 2, lt + 66));
      if (!nameMatch) {
        // '</' not followed by a name: browsers treat it as a bogus comment up to '>'.
        flushText(lt);
        const close = html.indexOf('>', lt);
        i = close === -1 ? html.length : close + 1;
        textStart = i;
        continue;
      }
      flushText(lt);
      const close = html.indexOf('>', lt);
      i = close === -1 ? html.length : close + 1;
      textStart = i;
      const raw = nameMatch[0].toLowerCase();
      const tag = RENAMED[raw] ?? raw;
      if (ALLOWED_TAGS.has(tag) && stack.includes(tag)) {
        while (stack.length) {
          const open = stack.pop()!;
          out += `</${open}>`;
          if (open === tag) break;
        }
      }
      continue;
    }
    if (!/[a-zA-Z]/.test(next)) {
      // A lone '<' is text.
      i = lt + 1;
      continue;
    }
    flushText(lt);
    const tag = readTag(html, lt + 1);
    i = tag.end;
    textStart = i;
    if (tag.name === 'plaintext') {
      i = html.length;
      textStart = i;
      break;
    }
    if (DROP_WITH_CONTENT.has(tag.name)) {
      if (!tag.selfClosing) i = findRawTextEnd(html, i, tag.name);
      textStart = i;
      continue;
    }
    const name = RENAMED[tag.name] ?? tag.name;
    if (!ALLOWED_TAGS.has(name)) continue;
    const attrs = renderAttrs(name, tag.attrs, usedIds);
    // An image without a usable source (off-site, a script URL, none) is dropped, not shown broken.
    if (name === 'img' && attrs.url === null) continue;
    out += `<${name}${attrs.html}>`;
    if (!VOID_TAGS.has(name)) stack.push(name);
  }
  flushText(html.length);
  while (stack.length) out += `</${stack.pop()}>`;
  return out;
}
