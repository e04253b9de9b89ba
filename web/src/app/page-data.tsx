/**
 * Data the edge rendered a page with. The worker embeds it as JSON beside
 * the markup; the browser hydrates from it instead of fetching again. After
 * the first page, navigation fetches in the browser.
 */
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

export interface InitialData {
  /** pathname + search the data belongs to. */
  url: string;
  data: unknown;
}

const PageDataContext = createContext<{ current: InitialData | null }>({ current: null });

export function PageDataProvider({ initial, children }: { initial: InitialData | null; children: React.ReactNode }) {
  // A ref, not state: the initial data is used once, by the first render of its URL.
  const ref = useRef(initial);
  return <PageDataContext.Provider value={ref}>{children}</PageDataContext.Provider>;
}

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * Returns the page's data: the edge's copy for the first render of its URL,
 * else the result of `load()` (re-run when `key` changes).
 */
export function usePageData<T>(key: string, load: (signal: AbortSignal) => Promise<T>): LoadState<T> {
  const location = useLocation();
  const initialRef = useContext(PageDataContext);
  const url = location.pathname + location.search;
  const initial = initialRef.current && initialRef.current.url === url ? (initialRef.current.data as T) : undefined;
  const [state, setState] = useState<LoadState<T>>(initial !== undefined ? { status: 'ready', data: initial } : { status: 'loading' });
  const firstKey = useRef(initial !== undefined ? key : null);

  useEffect(() => {
    if (firstKey.current === key) {
      // Rendered from the edge's data; later navigations fetch.
      firstKey.current = null;
      initialRef.current = null;
      return;
    }
    firstKey.current = null;
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error) => !controller.signal.aborted && setState({ status: 'error', error }),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return state;
}
