/**
 * Reading markup the way a browser's tokenizer does, for the sanitizer: a tag's name and
 * attributes (quoted, unquoted, repeated), and where a raw-text element (script, style, ...) ends.
 */

export interface Attr {
  name: string;
  value: string;
}

/** Parses attributes from the inside of a tag; returns them and the index after '>'. */
export function readTag(html: string, start: number): { name: string; attrs: Attr[]; end: number; selfClosing: boolean } {
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

export function findRawTextEnd(html: string, from: number, tag: string): number {
  const re = new RegExp(`</${tag}(?=[\\s/>])`, 'ig');
  re.lastIndex = from;
  const m = re.exec(html);
  if (!m) return html.length;
  const close = html.indexOf('>', m.index);
  return close === -1 ? html.length : close + 1;
}
