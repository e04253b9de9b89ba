/**
 * Data the edge rendered a page with. The worker embeds it as JSON beside
 * the markup; the browser hydrates from it instead of fetching again. After
 * the first page, navigation fetches in the browser, and keeps what it has
 * shown so going back is instant.
 */
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useLocation } from './router';
import type { LeadFormState } from '../../../shared/leads/lead';
import type { InitialData } from '../../../shared/page-data';

const PageDataContext = createContext<{ current: InitialData | null }>({ current: null });

export function PageDataProvider({ initial, children }: { initial: InitialData | null; children: React.ReactNode }) {
  // A ref, not state: the initial data is used once, by the first render of its URL.
  const ref = useRef(initial);
  return <PageDataContext.Provider value={ref}>{children}</PageDataContext.Provider>;
}

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T /** True while showing the data the edge rendered the page with. */; fromEdge: boolean }
  | { status: 'error'; error: unknown };

/**
 * Data already shown in this tab, by key: back, forward and revisits render it
 * at once (no skeleton, no layout jump) while a fresh copy loads behind it.
 */
const recent = new Map<string, unknown>();
const RECENT_LIMIT = 30;

function remember(key: string, data: unknown): void {
  recent.delete(key);
  recent.set(key, data);
  if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value!);
}

function initialState<T>(key: string, edgeData: T | undefined): LoadState<T> {
  if (edgeData !== undefined) return { status: 'ready', data: edgeData, fromEdge: true };
  return recent.has(key) ? { status: 'ready', data: recent.get(key) as T, fromEdge: false } : { status: 'loading' };
}

/**
 * Returns the page's data: the edge's copy for the first render of its URL,
 * else a copy shown earlier in this tab (refreshed in the background), else
 * the result of `load()`. Re-runs when `key` changes.
 */
export function usePageData<T>(key: string, load: (signal: AbortSignal) => Promise<T>): LoadState<T> {
  const location = useLocation();
  const initialRef = useContext(PageDataContext);
  const url = location.pathname + location.search;
  const edgeData = initialRef.current && initialRef.current.url === url ? (initialRef.current.data as T) : undefined;
  const [stored, setStored] = useState(() => ({ key, state: initialState<T>(key, edgeData) }));
  // A new key renders its cached copy or the loading state right away, never the previous key's data.
  const current = stored.key === key ? stored.state : initialState<T>(key, undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per key; the loader and the edge copy are read as they were when the key changed
  useEffect(() => {
    if (initialRef.current && stored.state.status === 'ready' && stored.state.fromEdge && stored.key === key) {
      // Rendered from the edge's data; later navigations fetch.
      initialRef.current = null;
      remember(key, stored.state.data);
      return;
    }
    initialRef.current = null;
    const cached = recent.has(key);
    setStored({ key, state: initialState<T>(key, undefined) });
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        const unchanged = cached && JSON.stringify(recent.get(key)) === JSON.stringify(data);
        remember(key, data);
        if (!unchanged) setStored({ key, state: { status: 'ready', data, fromEdge: false } });
      },
      (error) => {
        if (controller.signal.aborted) return;
        // A failed refresh keeps the copy on screen; only a first load shows the error.
        if (cached) console.warn('Refreshing page data failed', error);
        else setStored({ key, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [key]);

  return current;
}

/**
 * A lead form posted without JavaScript and refused: the edge renders its page again with the
 * visitor's values and the errors (worker/intake/answers.ts).
 */
export function useRefusedLeadForm(): LeadFormState | undefined {
  const initialRef = useContext(PageDataContext);
  const location = useLocation();
  const initial = initialRef.current;
  return initial?.form && initial.url === location.pathname + location.search ? initial.form : undefined;
}

/**
 * Data only the edge can know, for a page with no way to fetch it (what the newsletter's signed
 * unsubscribe link came to): the edge's copy on the first render of its address, then kept for
 * this tab, so Back shows the page as it was. Undefined when the page was reached without it.
 */
export function useEdgeData<T>(): T | undefined {
  const initialRef = useContext(PageDataContext);
  const { pathname, search } = useLocation();
  const url = pathname + search;
  const initial = initialRef.current;
  const data = initial?.url === url && initial.data !== undefined ? (initial.data as T) : (recent.get(`edge:${url}`) as T | undefined);
  // In an effect: on the edge, module state would outlive the request and reach other visitors.
  useEffect(() => {
    if (data !== undefined) remember(`edge:${url}`, data);
  }, [url, data]);
  return data;
}
