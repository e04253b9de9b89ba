/**
 * Keeps the head in step with client-side navigation; the edge writes it on the first load.
 * The values come from the same `getMeta` builder the edge uses, loaded with the first
 * navigation rather than with the app.
 */
import type { MetaSubject } from '../../../shared/meta';
import type { RouteMatch } from '../../../shared/routes';

function setMeta(selector: string, attr: string, value: string) {
  const el = document.head.querySelector(selector);
  if (el) el.setAttribute(attr, value);
}

/** Applies the head of `subject` to the document. */
export async function setDocumentMeta(subject: MetaSubject): Promise<void> {
  const { getMeta } = await import('../../../shared/meta');
  const origin = new URL(document.querySelector<HTMLLinkElement>('link[rel=canonical]')?.href ?? location.origin).origin;
  const meta = getMeta(subject, origin);
  document.title = meta.title;
  setMeta('meta[name=description]', 'content', meta.description);
  setMeta('meta[property="og:title"]', 'content', meta.title);
  setMeta('meta[property="og:description"]', 'content', meta.description);
  setMeta('meta[property="og:url"]', 'content', meta.canonical);
  setMeta('link[rel=canonical]', 'href', meta.canonical);
  setMeta('meta[name=robots]', 'content', meta.robots);
}

/** Head values for a page reached by client-side navigation; articles set theirs once the post is loaded. */
export async function syncStaticMeta(match: RouteMatch): Promise<void> {
  if (match.kind === 'static') await setDocumentMeta({ kind: 'page', path: match.route.path });
  else if (match.kind === 'not-found') await setDocumentMeta({ kind: 'not-found' });
}
