/**
 * The public site's router: the address bar as a store. Which page an address shows is decided
 * by shared/routes.ts (matchRoute) and app/pages.ts, so all the app needs from a router is the
 * current location, a way to move to another, and links that do so without a reload. That takes
 * a few hundred bytes here against about 5.6 kB gzip of react-router on every public page; the
 * staff app, with its nested routes, loaders and leave-page blockers, keeps react-router.
 *
 * In the browser the location is module state fed by the History API (one per tab), so any part
 * of the page reads it without a provider; at the edge, StaticRouter gives each render its own.
 */
import { createContext, startTransition, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';

export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
  /** New for every navigation, even to the address already shown (the header closes its menu on it). */
  key: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

const StaticLocation = createContext<SiteLocation | null>(null);

/** Renders `children` at `location` (a path with its query): the edge's router, one per render. */
export function StaticRouter({ location, children }: { location: string; children: React.ReactNode }) {
  const url = new URL(location, 'http://edge.invalid');
  const value = useMemo(() => ({ pathname: url.pathname, search: url.search, hash: '', key: 'default' }), [url.pathname, url.search]);
  return <StaticLocation.Provider value={value}>{children}</StaticLocation.Provider>;
}

// ---- the browser's store ----

const listeners = new Set<() => void>();
let current: SiteLocation | null = null;

const newKey = () => Math.random().toString(36).slice(2, 10);

function readLocation(key: string): SiteLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, key };
}

function browserLocation(): SiteLocation {
  current ??= readLocation((window.history.state as { key?: string } | null)?.key ?? 'default');
  return current;
}

function publish(next: SiteLocation) {
  current = next;
  // A navigation renders the next page as a transition: the page on screen stays interactive
  // until the next one is ready.
  startTransition(() => {
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('popstate', onPopState);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', onPopState);
  };
}

function onPopState(event: PopStateEvent) {
  publish(readLocation((event.state as { key?: string } | null)?.key ?? 'default'));
}

/** Moves the tab to `to`: through history for this site's addresses, as a full load for any other. */
export function navigateTo(to: string, { replace = false }: NavigateOptions = {}): void {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const key = newKey();
  const path = url.pathname + url.search + url.hash;
  if (replace) window.history.replaceState({ key }, '', path);
  else window.history.pushState({ key }, '', path);
  publish(readLocation(key));
}

// ---- hooks ----

const noSubscribe = () => () => {};

export function useLocation(): SiteLocation {
  const edge = useContext(StaticLocation);
  return useSyncExternalStore(
    edge ? noSubscribe : subscribe,
    edge ? () => edge : browserLocation,
    // Hydration reads the same address the edge rendered.
    () => edge ?? browserLocation(),
  );
}

export function useNavigate(): Navigate {
  return navigateTo;
}

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams, options?: NavigateOptions) => void] {
  const { pathname, search, hash } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      const query = next.toString();
      navigateTo(pathname + (query ? `?${query}` : '') + hash, options);
    },
    [pathname, hash],
  );
  return [params, set];
}

/**
 * A click that the app should handle: the primary button with no modifier (new tab, download
 * and the like stay the browser's), on a link that opens here.
 */
export function isPlainClick(event: React.MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    !event.defaultPrevented && event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** Calls `listener` after every navigation (a link, Back or Forward); returns the way to stop. */
export { subscribe as onNavigate };
