/**
 * Allow-list HTML sanitizer for article bodies (docs/decisions.md D5).
 *
 * The output is rebuilt from tokens, never passed through: only allowed tags
 * with allowed attributes survive, every text run and attribute value is
 * re-escaped, URLs are limited to http(s), mailto, tel and site-relative
 * paths, and tags are balanced. Pure and dependency-free so the worker (on
 * write and before render) and the browser share it.
 */

const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's',
  'a', 'blockquote', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'figure',
  'figcaption', 'sup', 'sub', 'small', 'mark', 'abbr', 'cite', 'q', 'dl', 'dt', 'dd',
]);

/** Tags renamed on the way through (an article has one h1: the page title). */
const RENAMED: Record<string, string> = { h1: 'h2' };

const VOID_TAGS = new Set(['br', 'hr', 'img']);

/**
 * Dropped together with everything inside them. Void elements (embed, frame)
 * are not here: they have no end tag, so they are dropped like any other tag
 * not on the allow-list instead of swallowing the rest of the article.
 */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'frameset', 'object', 'applet', 'noscript', 'noembed',
  'noframes', 'template', 'textarea', 'title', 'xmp', 'svg', 'math', 'select', 'option', 'head',
]);

const ALLOWED_ATTRS: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height', 'title'],
  abbr: ['title'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start', 'reversed'],
  q: ['cite'],
};

const URL_ATTRS = new Set(['href', 'src', 'cite']);
const NUMERIC_ATTRS = new Set(['width', 'height', 'colspan', 'rowspan', 'start']);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', tab: '\t', newline: '\n', colon: ':',
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

/** Text keeps valid character references and escapes everything else that is markup. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Returns the URL if it is safe to put in href/src, else null. */
export function safeUrl(raw: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme: strip them before judging.
  const decoded = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/g, '');
  if (decoded === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(decoded);
  if (scheme) return SAFE_SCHEMES.has(scheme[1]!.toLowerCase()) ? decoded : null;
  // A colon before any slash, ? or # would be read as a scheme by some parsers.
  if (/^[^/?#]*:/.test(decoded)) return null;
  if (decoded.startsWith('\\') || decoded.startsWith('/\\')) return null;
  return decoded;
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
    if (ch === '/' ) {
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
    if (attrName) attrs.push({ name: attrName, value });
    if (i === j && html[i] !== '=' && !/[\s>/]/.test(html[i] ?? '>')) i++;
  }
  return { name, attrs, end: html.length, selfClosing };
}

function renderAttrs(tag: string, attrs: Attr[]): string {
  const allowed = ALLOWED_ATTRS[tag];
  if (!allowed) return '';
  let out = '';
  const seen = new Set<string>();
  for (const { name, value } of attrs) {
    if (!allowed.includes(name) || seen.has(name)) continue;
    let v: string | null = decodeEntities(value);
    if (URL_ATTRS.has(name)) v = safeUrl(value);
    else if (NUMERIC_ATTRS.has(name)) v = /^\d{1,5}$/.test(v.trim()) ? v.trim() : null;
    else if (name === 'scope') v = /^(row|col|rowgroup|colgroup)$/.test(v) ? v : null;
    else if (name === 'reversed') v = '';
    if (v === null) continue;
    seen.add(name);
    out += v === '' && name === 'reversed' ? ' reversed' : ` ${name}="${escapeHtml(v)}"`;
  }
  if (tag === 'a') {
    const href = attrs.find((a) => a.name === 'href');
    const url = href ? safeUrl(href.value) : null;
    if (url && /^(https?:)?\/\//i.test(url)) out += ' rel="noopener noreferrer nofollow" target="_blank"';
  }
  if (tag === 'img') out += ' loading="lazy" decoding="async"';
  return out;
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
    if (name === 'img' && !tag.attrs.some((a) => a.name === 'src' && safeUrl(a.value))) continue;
    out += `<${name}${renderAttrs(name, tag.attrs)}>`;
    if (!VOID_TAGS.has(name)) stack.push(name);
  }
  flushText(html.length);
  while (stack.length) out += `</${stack.pop()}>`;
  return out;
}
