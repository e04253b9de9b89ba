/**
 * Islands: parts of a page whose code the browser fetches when the visitor is about to need them,
 * not with the page. The edge renders an island's full HTML like any other part; hydrating, the
 * browser leaves that HTML as it is (a Suspense boundary whose code has not arrived stays as the
 * edge sent it) until the island comes within a screen of the viewport, or the visitor points at,
 * touches or tabs into it. Then its code loads and React hydrates it in place, with the page's
 * context. A tap on one of its buttons in the meantime is kept and made again once it is live;
 * its links and forms work as plain HTML all along.
 *
 * This is how a page keeps its JavaScript before interaction small (the budget in the README):
 * the footer and the sections below the first screen cost nothing until they are near.
 *
 * A page declares each island once, at module level, with the import that brings its component:
 *   const Testimonials = island('testimonials', () => import('./testimonials').then((m) => m.Testimonials));
 */
import { type ComponentType, createElement, memo, Suspense, use, useCallback, useEffect, useRef, useState } from 'react';
import { onNavigate } from './router';

// biome-ignore lint/suspicious/noExplicitAny: an island passes its own props through unchanged
type AnyProps = any;

interface IslandKind {
  load: () => Promise<ComponentType<AnyProps>>;
  /** The component, once its module is in (the edge has them all before it renders). */
  loaded?: ComponentType<AnyProps>;
  /** Its module on its way, once wanted. */
  ready?: Promise<ComponentType<AnyProps>>;
  /**
   * A button the visitor pressed before the island was live, pressed again once it is: kept as its
   * island's frame and its place among the frame's buttons, so the press still lands if React had
   * to draw the island afresh (new elements) instead of hydrating the edge's.
   */
  pending?: { frame: Element; index: number };
}

const kinds = new Map<string, IslandKind>();

/** How far outside the viewport an island starts loading: a little ahead of the scroll. */
const NEAR = '300px 0px';
// A touch starts with pointerdown and a key press inside it with focusin: those two cover them.
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'click'] as const;

/**
 * Every island declared, loaded: the edge awaits this before it renders a page. An island's module
 * may declare islands of its own (the header's menus), so it goes on until no new one appears.
 */
export async function loadIslands(): Promise<void> {
  for (;;) {
    const pending = [...kinds.values()].filter((kind) => !kind.loaded);
    if (!pending.length) return;
    await Promise.all(
      pending.map(async (kind) => {
        kind.loaded = await kind.load();
      }),
    );
  }
}

/**
 * A press on one of the island's buttons before its code is in: React holds events meant for
 * parts it has not hydrated, so the press is kept and made again once the island is live. Once the
 * code is in, React hydrates the island on the press itself and handles it.
 */
function keepPresses(name: string, kind: IslandKind): () => void {
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.(`[data-island="${name}"] button`);
    const frame = button?.closest(`[data-island="${name}"]`);
    if (button && frame && !kind.loaded) kind.pending = { frame, index: Array.from(frame.querySelectorAll('button')).indexOf(button as HTMLButtonElement) };
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}

/** Resolves when an island of this name on the page comes near, or the visitor reaches into one. */
function wanted(name: string, when: IslandOptions['when']): Promise<void> {
  const selector = `[data-island="${name}"]`;
  const here = document.querySelectorAll(selector);
  // Rendered by the browser itself (a page reached by a link): nothing to wait for.
  if (!here.length) return Promise.resolve();
  // A pointer already resting on it, or focus already in it, or (for `scroll`) the page already
  // scrolled, by the time it hydrates: reached already.
  if (Array.from(here).some((el) => (el.firstElementChild ?? el).matches(':hover, :focus-within'))) return Promise.resolve();
  if (when === 'scroll' && window.scrollY > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => when === 'near' && entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: NEAR,
    });
    const onIntent = (event: Event) => {
      if ((event.target as Element | null)?.closest?.(selector)) done();
    };
    const stopNavigating = onNavigate(() => done());
    if (when === 'scroll') window.addEventListener('scroll', done, { once: true, passive: true });
    function done() {
      observer.disconnect();
      stopNavigating();
      window.removeEventListener('scroll', done);
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
      resolve();
    }
    // The island's own element: its frame may be `display: contents`, which has no box to watch.
    for (const el of Array.from(here)) observer.observe(el.firstElementChild ?? el);
    // On the document, in the capture phase: React's own listeners sit lower, on the app's root.
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  });
}

interface IslandOptions {
  /**
   * `near` (the default): when it comes near the viewport, or the visitor reaches into it first.
   * `intent`: only when the visitor points at, touches or tabs into it, for a part in the first
   * screen that works as HTML until then (a menu button, tabs over content already shown).
   * `scroll`: on the visitor's first scroll, for a part that shows only once the page is scrolled.
   */
  when?: 'near' | 'intent' | 'scroll';
  /**
   * Its frame is a block, one of the page's blocks (styles/app.css skips rendering those far
   * below); `inline` makes it `display: contents`, for an island in a row whose layout sees its children.
   */
  inline?: boolean;
}

/** Declares an island: `name` marks its HTML (data-island) and names it in the registry. */
export function island<C extends ComponentType<AnyProps>>(name: string, load: () => Promise<C>, { when = 'near', inline = false }: IslandOptions = {}): C {
  type P = React.ComponentProps<C>;
  const kind: IslandKind = { load };
  kinds.set(name, kind);

  // The same component on both sides, so hydration meets the tree the edge rendered.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per island, at module level
  function Live({ props, onLive }: { props: P; onLive: () => void }) {
    if (!kind.loaded && !kind.ready) {
      const stopKeeping = keepPresses(name, kind);
      kind.ready = wanted(name, when)
        .then(kind.load)
        .then((Component) => {
          kind.loaded = Component;
          stopKeeping();
          return Component;
        })
        // A file gone after a deploy: the page reloads (entry-client.tsx); until then the edge's HTML stays.
        .catch(() => new Promise<never>(() => {}));
    }
    // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island goes live
    useEffect(() => {
      onLive();
      const pressed = kind.pending;
      kind.pending = undefined;
      const button = pressed?.frame.querySelectorAll('button')[pressed.index];
      if (button?.isConnected) button.click();
    }, []);
    // After every hook: `use` suspends only when the code is not in yet, and React may replay this
    // render once it is, without suspending. A hook after it would then be one the first attempt
    // never made, which React cannot match (error 467), and the island would be drawn afresh.
    const Component = kind.loaded ?? use(kind.ready!);
    return createElement(Component, props);
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per island, at module level
  const Frame = memo(function Frame({ props, onLive }: { props: P; onLive: () => void }) {
    return (
      <Suspense fallback={null}>
        <Live props={props} onLive={onLive} />
      </Suspense>
    );
  });

  // biome-ignore lint/correctness/noComponentHookFactories: made once per island, at module level
  function Island(props: P) {
    // Marks the frame once the island runs (data-live): what is inside it works as the app, not as HTML.
    const [live, setLive] = useState(false);
    const onLive = useCallback(() => setLive(true), []);
    // Until it is live, the island is given the props it was rendered with, unchanged: an update
    // reaching a part React has not hydrated yet would make it throw away the edge's HTML and render
    // it afresh, with nothing to show until the code is in. Once live, it follows its page.
    const first = useRef(props).current;
    return (
      <div data-island={name} data-live={live ? '' : undefined} className={inline ? 'contents' : undefined}>
        <Frame props={live ? props : first} onLive={onLive} />
      </div>
    );
  }
  return Island as C;
}
