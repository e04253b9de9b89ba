/** The app: site chrome around whichever page the route manifest picks. */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from './router';
import { localeOfPath, matchRoute } from '../../../shared/routes';
import { syncStaticMeta } from '../lib/head';
import { renderAllBlocks, renderBlocksWhenIdle } from '../lib/render-blocks';
import { island } from './island';
import type { ResolvedPage } from './pages';

// The header works as HTML (links, the phone menu's <details>, the menus' hover and focus rules)
// until the visitor reaches for it; the footer is far below the first screen.
const SiteHeader = island('site-header', () => import('../components/layout/site-header').then((m) => m.SiteHeader), {
  when: 'intent',
  inline: true,
});
// The floating call to action shows only once the page is scrolled.
const FloatingCta = island('floating-cta', () => import('../components/layout/floating-cta').then((m) => m.FloatingCta), { when: 'scroll' });
const SiteFooter = island('site-footer', () => import('../components/layout/site-footer').then((m) => m.SiteFooter));
// The Spanish pages (/es/) have a frame of their own, in Spanish: one module, loaded only there.
const frameEs = () => import('../components/layout/frame-es');
const SiteHeaderEs = island('site-header-es', () => frameEs().then((m) => m.SiteHeaderEs), { when: 'intent', inline: true });
const SiteFooterEs = island('site-footer-es', () => frameEs().then((m) => m.SiteFooterEs));

export interface AppProps {
  /** The page for the first render (resolved before render on both sides). */
  initialPage: { path: string; page: ResolvedPage };
  /** Browser only: loads the page for a later navigation. */
  resolvePage?: (path: string) => Promise<ResolvedPage>;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function App({ initialPage, resolvePage }: AppProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(initialPage);

  useEffect(() => {
    const path = location.pathname;
    if (path === current.path || !resolvePage) return;
    const match = matchRoute(path);
    if (match.kind === 'redirect') {
      navigate(match.to + location.search + location.hash, { replace: true });
      return;
    }
    if (match.kind === 'not-found') console.error('404 Error: User attempted to access non-existent route:', path);
    let cancelled = false;
    // The page and its head load together, so the new page never shows under the old title.
    Promise.all([resolvePage(path), syncStaticMeta(match).catch((err) => console.error('Failed to update the head', err))]).then(
      ([page]) => {
        if (!cancelled) setCurrent({ path, page });
      },
      // A chunk that fails to load after a deploy: the preload-error handler reloads.
      (err) => console.error('Failed to load page', err),
    );
    return () => {
      cancelled = true;
    };
  }, [location.pathname, location.search, location.hash, current.path, navigate, resolvePage]);

  // Every route change starts at the top, unless it targets an anchor. The page the visitor
  // arrived on keeps the browser's own position (a reload or Back restores it), and is not
  // made to lay itself out synchronously while it hydrates.
  const arrived = useRef(true);
  useIsomorphicLayoutEffect(() => {
    if (typeof window === 'undefined') return;
    const firstPage = arrived.current;
    arrived.current = false;
    const hash = window.location.hash.slice(1);
    const target = hash ? document.getElementById(decodeURIComponent(hash)) : null;
    if (target) {
      renderAllBlocks();
      target.scrollIntoView();
    } else if (!firstPage) window.scrollTo(0, 0);
  }, [current.path]);

  // The page's skipped blocks (styles/app.css) are rendered in idle time once it has loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each new page
  useEffect(() => renderBlocksWhenIdle(), [current.path]);

  // Same-page anchor links (e.g. /#contact while on /) scroll to their section.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key makes a second click on the same anchor scroll again
  useEffect(() => {
    const hash = location.hash.slice(1);
    if (!hash || location.pathname !== current.path) return;
    renderAllBlocks();
    document.getElementById(decodeURIComponent(hash))?.scrollIntoView({ behavior: 'smooth' });
  }, [location.hash, location.key, location.pathname, current.path]);

  const { Component, props } = current.page;
  const spanish = localeOfPath(current.path) === 'es';
  return (
    <>
      {spanish ? <SiteHeaderEs /> : <SiteHeader />}
      <main id="main" tabIndex={-1} className="outline-none">
        <Component key={current.path} {...props} />
      </main>
      {spanish ? <SiteFooterEs /> : <SiteFooter />}
      <FloatingCta />
    </>
  );
}
