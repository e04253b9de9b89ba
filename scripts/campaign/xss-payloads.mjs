/**
 * The XSS corpus: every way we know to smuggle script or a clobbering name into a page through a
 * stored post. Families, each a list of strings in a module of its own under xss-payloads/:
 *
 * - classic: the OWASP XSS Filter Evasion Cheat Sheet's vectors (script tags, javascript: URLs
 *   disguised by case, entities, whitespace and control characters, style, data:, meta, base).
 * - handlers: event handlers on elements that fire them unasked (error, load, focus with
 *   autofocus, toggle, animation begin), in the spellings parsers accept; and handlers on every
 *   element the article allow-list keeps, which must lose them.
 * - urls: script and data URLs in every attribute that takes a URL, in each disguise.
 * - mutation: parser round-trip (mutation XSS) shapes: foreign content (svg, math) around raw
 *   text elements, comment and CDATA tricks, attribute values that turn into markup when
 *   serialized and parsed again, and this site's own pre-processing (blank-line paragraphs,
 *   keyword-highlight spans).
 * - breakouts: markup aimed at where the site writes stored text (attributes, <title>, the JSON
 *   page data and JSON-LD script blocks, the RSS feed).
 * - clobbering: ids and names that would shadow document or window properties, or the page's
 *   own ids (__page_data, site-footer).
 *
 * Every vector that could run calls alert() or sets window.__xss, so a hit shows as a dialog or a
 * global whichever way it gets through. External URLs use the reserved .invalid domain. Used by
 * the stored-XSS campaign (one post per vector), tests/e2e/xss-corpus.test.mjs (many per post)
 * and tests/unit/sanitize-corpus.test.ts (the sanitizer alone).
 */
import { BREAKOUTS } from './xss-payloads/breakouts.mjs';
import { CLASSIC } from './xss-payloads/classic.mjs';
import { CLOBBER_CARRIERS, CLOBBER_GADGETS, CLOBBER_NAMES } from './xss-payloads/clobbering.mjs';
import { KEPT_ELEMENT_HANDLERS, KEPT_ELEMENTS, SELF_FIRING } from './xss-payloads/handlers.mjs';
import { MUTATION } from './xss-payloads/mutation.mjs';
import { SCRIPT_URLS, URL_CARRIERS } from './xss-payloads/urls.mjs';

/** Vectors built from templates get a number each, from 1001, in family order. */
let n = 1000;
const next = () => ++n;

export const XSS_FAMILIES = {
  classic: CLASSIC,
  handlers: [...SELF_FIRING.map((f) => f(`alert(${next()})`)), ...KEPT_ELEMENTS.flatMap((f) => KEPT_ELEMENT_HANDLERS.map((h) => f(`${h}=alert(${next()})`)))],
  urls: URL_CARRIERS.flatMap((carrier) => SCRIPT_URLS.map((url) => carrier(url(next())))),
  mutation: MUTATION,
  breakouts: BREAKOUTS,
  clobbering: [...CLOBBER_CARRIERS.flatMap((carrier) => CLOBBER_NAMES.map(carrier)), ...CLOBBER_GADGETS],
};

export const XSS_PAYLOADS = Object.values(XSS_FAMILIES).flat();
