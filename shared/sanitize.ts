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
 */
import { ARTICLE_PREFIX } from './routes.ts';

const ALLOWED_TAGS = new Set(
  (
    'p br hr h2 h3 h4 h5 h6 ul ol li strong b em i u s a blockquote code pre table caption thead tbody tfoot tr th ' +
    'td img figure figcaption sup sub small mark abbr cite q dl dt dd'
  ).split(' '),
);

/** Tags renamed on the way through (an article has one h1: the page title). */
const RENAMED: Record<string, string> = { h1: 'h2' };

const VOID_TAGS = new Set(['br', 'hr', 'img']);

/**
 * Dropped together with everything inside them. Void elements (embed, frame)
 * are not here: they have no end tag, so they are dropped like any other tag
 * not on the allow-list instead of swallowing the rest of the article.
 */
const DROP_WITH_CONTENT = new Set(
  'script style iframe frameset object applet noscript noembed noframes template textarea title xmp svg math select option head'.split(' '),
);

const HEADING_ATTRS = ['id'] as const;

const ALLOWED_ATTRS: Record<string, readonly string[]> = {
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

const URL_ATTRS = new Set(['href', 'src', 'cite']);
const NUMERIC_ATTRS = new Set(['width', 'height', 'colspan', 'rowspan', 'start']);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** Every id an article body carries starts with this; see the top of this module. */
export const CONTENT_ID_PREFIX = 'section-';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  tab: '\t',
  newline: '\n',
  colon: ':',
};

/** Decode character references, the way a browser would before it reads a URL. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff) return '\uFFFD';
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[ref.toLowerCase()];
    return named ?? match;
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A character reference a browser decodes: kept as written, so a title or text reads as the editor meant. */
const REFERENCE = /&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi;

/** Text keeps valid character references and escapes everything else that is markup. */
function escapeText(text: string): string {
  return text.replace(REFERENCE, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A plain attribute value (title, alt): like text, and it cannot end its quotes. */
function escapeAttrText(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** Returns the URL if it is safe to put in href/src, else null. */
export function safeUrl(raw: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme: strip them before judging.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop C0 controls in a URL, so they must not hide a scheme from us.
  const decoded = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/g, '');
  if (decoded === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(decoded);
  if (scheme) return SAFE_SCHEMES.has(scheme[1]!.toLowerCase()) ? decoded : null;
  // A colon before any slash, ? or # would be read as a scheme by some parsers.
  if (/^[^/?#]*:/.test(decoded)) return null;
  if (decoded.startsWith('\\') || decoded.startsWith('/\\')) return null;
  return decoded;
}

/** A path on this site (not `//host`): the only images the CSP lets the page load. */
function isSitePath(url: string): boolean {
  return /^\/(?![/\\])/.test(url);
}

/** The id an article element gets: prefixed once (see the top of this module). */
export function contentId(id: string): string {
  return id.startsWith(CONTENT_ID_PREFIX) ? id : CONTENT_ID_PREFIX + id;
}

/** In-page and article links point at the prefixed ids; links to other pages keep their fragment. */
function prefixFragment(url: string): string {
  const hash = url.indexOf('#');
  if (hash === -1 || hash === url.length - 1) return url;
  const target = url.slice(0, hash);
  if (target !== '' && !(target.startsWith(ARTICLE_PREFIX) && target.length > ARTICLE_PREFIX.length)) return url;
  return `${target}#${contentId(url.slice(hash + 1))}`;
}

interface Attr {
  name: string;
  value: string;
}

/** Parses attributes from the inside of a tag; returns them and the index after '>'. */
function readTag(html: string, start: number): { name: string; attrs: Attr[]; end: number; selfClosing: boolean } {
  let i = start;
  const nameMatch = /^[a-zA-Z][a-zA-Z0-9:-]*/.exec(html.slice(i, i + 64));
  const name = nameMatch ? nameMatch[0].toLowerCase() : '';
  i += nameMatch ? nameMatch[0].length : 0;
  const attrs: Attr[] = [];
  let selfClosing = false;
  while (i < html.length) {
    const ch = html[i]!;
    if (ch === '>') return { name, attrs, end: i + 1, selfClosing };
    if (ch === '/') {
      selfClosing = html[i + 1] === '>';
      i++;
      continue;
    }
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    // Attribute name: anything up to whitespace, '=', '>' or '/'.
    let j = i;
    while (j < html.length && !/[\s=>/]/.test(html[j]!)) j++;
    const attrName = html.slice(i, j).toLowerCase();
    i = j;
    while (i < html.length && /\s/.test(html[i]!)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < html.length && /\s/.test(html[i]!)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        let k = i;
        while (k < html.length && !/[\s>]/.test(html[k]!)) k++;
        value = html.slice(i, k);
        i = k;
      }
    }
    // Like a browser, the first of two same-named attributes wins.
    if (attrName && !attrs.some((a) => a.name === attrName)) attrs.push({ name: attrName, value });
    if (i === j && html[i] !== '=' && !/[\s>/]/.test(html[i] ?? '>')) i++;
  }
  return { name, attrs, end: html.length, selfClosing };
}

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

function findRawTextEnd(html: string, from: number, tag: string): number {
  const re = new RegExp(`</${tag}(?=[\\s/>])`, 'ig');
  re.lastIndex = from;
  const m = re.exec(html);
  if (!m) return html.length;
  const close = html.indexOf('>', m.index);
  return close === -1 ? html.length : close + 1;
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
