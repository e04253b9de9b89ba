/** Keeps the head in step with client-side navigation (the edge writes it on first load). */
function setMeta(selector: string, attr: string, value: string) {
  const el = document.head.querySelector(selector);
  if (el) el.setAttribute(attr, value);
}

export function setDocumentMeta(meta: { title: string; description: string; path: string; noindex?: boolean }): void {
  document.title = meta.title;
  const url = new URL(meta.path, document.querySelector<HTMLLinkElement>('link[rel=canonical]')?.href ?? location.origin).toString();
  setMeta('meta[name=description]', 'content', meta.description);
  setMeta('meta[property="og:title"]', 'content', meta.title);
  setMeta('meta[property="og:description"]', 'content', meta.description);
  setMeta('meta[property="og:url"]', 'content', url);
  setMeta('link[rel=canonical]', 'href', url);
  setMeta('meta[name=robots]', 'content', meta.noindex ? 'noindex,follow' : 'index,follow');
}

/**
 * Head values for a page reached by client-side navigation; articles set theirs once the
 * post is loaded. The titles and descriptions load with the first navigation, not the app.
 */
export async function syncStaticMeta(path: string): Promise<void> {
  const { matchRoute, NOT_FOUND_ROUTE } = await import('../../../shared/routes');
  const match = matchRoute(path);
  if (match.kind === 'static') {
    setDocumentMeta({ title: match.route.title, description: match.route.description, path, noindex: !match.route.indexable });
  } else if (match.kind === 'not-found') {
    setDocumentMeta({ title: NOT_FOUND_ROUTE.title, description: NOT_FOUND_ROUTE.description, path: '/', noindex: true });
  }
}
