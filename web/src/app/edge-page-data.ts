/**
 * Page data only the edge reads (the careers pages, the newsletter archive). The edge renders each
 * such page with its data; after a client-side navigation the browser asks the edge for the same
 * page and reads the data it embeds (`#__page_data`, written by worker/pages/render-page.ts through
 * jsonForScript, so it holds no `<`), rather than a second API that could drift from what the
 * edge renders.
 */
import type { InitialData } from '../../../shared/page-data';

/** The page's data, or null when the address has none (an unknown opening: the 404 page). */
export async function fetchEdgePageData<T>(path: string, signal: AbortSignal): Promise<T | null> {
  const res = await fetch(path, { signal, headers: { accept: 'text/html' } });
  if (res.status >= 500) throw new Error(`page ${path}: ${res.status}`);
  const html = await res.text();
  const found = /<script type="application\/json" id="__page_data">([^<]*)<\/script>/.exec(html);
  if (!found) return null;
  return ((JSON.parse(found[1]!) as InitialData).data as T | undefined) ?? null;
}
