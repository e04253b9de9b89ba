/**
 * Text the API accepts must be Unicode text: a lone UTF-16 surrogate (JSON
 * allows `"\ud800"`, Unicode does not) has no UTF-8 spelling, so it could not
 * be stored as written nor put into a page, a head tag or the feed. Such a
 * write is refused, never repaired: a client reads back exactly what it wrote
 * or gets an error (docs/decisions.md D5), as PostgreSQL refuses the same JSON.
 * One rule for every column: each string of the value is checked, the strings
 * inside JSON columns (tags) too.
 */

/** A surrogate that is not half of a pair (in a `u` regex a pair is one code point, so only lone halves match). */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/**
 * The first lone surrogate anywhere in a JSON value (strings, arrays, objects), as its `\uXXXX`
 * spelling; null when the value is well formed. Iterative: a request body may nest deeply.
 */
export function loneSurrogate(value: unknown): string | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      const m = LONE_SURROGATE.exec(item);
      if (m) return `\\u${m[0].charCodeAt(0).toString(16)}`;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) pending.push(item[i]);
    } else if (typeof item === 'object' && item !== null) {
      for (const v of Object.values(item).reverse()) pending.push(v);
    }
  }
  return null;
}
