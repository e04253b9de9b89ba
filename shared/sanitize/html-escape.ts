/**
 * HTML character references and escaping: decoding references the way a browser does before it
 * reads a URL, and escaping text and attribute values so they can only ever be text.
 */

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
export function escapeText(text: string): string {
  return text.replace(REFERENCE, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A plain attribute value (title, alt): like text, and it cannot end its quotes. */
export function escapeAttrText(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}
