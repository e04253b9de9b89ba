/**
 * URLs and ids in an article body (see shared/sanitize/sanitize.ts): a URL is kept only with a safe scheme
 * (judged after decoding, as it is written out), an image only from this site, and every id and
 * in-page link to it carries the `section-` prefix.
 */
import { decodeEntities } from './html-escape.ts';
import { ARTICLE_PREFIX } from '../routes.ts';
import { SAFE_SCHEMES } from './sanitize-allow-list.ts';

/** Every id an article body carries starts with this; see the top of shared/sanitize/sanitize.ts (DOM clobbering). */
export const CONTENT_ID_PREFIX = 'section-';

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
export function isSitePath(url: string): boolean {
  return /^\/(?![/\\])/.test(url);
}

/** The id an article element gets: prefixed once (see the top of shared/sanitize/sanitize.ts). */
export function contentId(id: string): string {
  return id.startsWith(CONTENT_ID_PREFIX) ? id : CONTENT_ID_PREFIX + id;
}

/** In-page and article links point at the prefixed ids; links to other pages keep their fragment. */
export function prefixFragment(url: string): string {
  const hash = url.indexOf('#');
  if (hash === -1 || hash === url.length - 1) return url;
  const target = url.slice(0, hash);
  if (target !== '' && !(target.startsWith(ARTICLE_PREFIX) && target.length > ARTICLE_PREFIX.length)) return url;
  return `${target}#${contentId(url.slice(hash + 1))}`;
}
