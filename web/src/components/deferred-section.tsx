/**
 * Below-the-fold sections whose JavaScript loads, and whose edge-rendered HTML hydrates,
 * only when they scroll near. Until then the visitor sees (and can use) the server HTML:
 * links are real links, text is real text. This keeps the code a phone downloads and runs
 * before the page answers a tap to what the first screen needs.
 *
 * - At the edge the section renders from its module, loaded up front by
 *   `preloadDeferredSections()`, so the first HTML is complete.
 * - In the browser's first hydration the section's Suspense boundary stays dehydrated
 *   (React keeps the server markup) until the section is within NEAR_MARGIN of the
 *   viewport; then its chunk loads and React hydrates it in place.
 * - After a client-side navigation there is no server markup, so the chunk loads at once;
 *   a navigation away from the page hydrates any section still waiting (React needs that first).
 */
import { Suspense, use, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';

const NEAR_MARGIN = '600px 0px';

type Loader<P> = () => Promise<ComponentType<P>>;

interface DeferredModule<P> {
  load: Loader<P>;
  /** Set once loaded; the edge relies on it being set before it renders. */
  component: ComponentType<P> | null;
  promise: Promise<ComponentType<P>> | null;
}

const registry: DeferredModule<never>[] = [];

function loadModule<P>(mod: DeferredModule<P>): Promise<ComponentType<P>> {
  mod.promise ??= mod.load().then(
    (component) => (mod.component = component),
    (err: unknown) => {
      mod.promise = null; // a chunk that failed (e.g. gone after a deploy) is retried next time
      throw err;
    },
  );
  return mod.promise;
}

/** Loads every deferred section's module: the edge awaits this before its first render. */
export async function preloadDeferredSections(): Promise<void> {
  await Promise.all(registry.map((mod) => loadModule(mod)));
}

/** True until the first hydration has committed (set from the browser entry). */
let hydrating = false;
export function markHydrationStart(): void {
  hydrating = true;
}
export function markHydrationDone(): void {
  hydrating = false;
}

/** Resolves when the element comes within NEAR_MARGIN of the viewport. */
function whenNear(el: Element): Promise<void> {
  if (!('IntersectionObserver' in window)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(el);
  });
}

/** A deferred gate: open() lets the section load and hydrate. */
function createGate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

function Loaded<P extends object>({ mod, gate, props }: { mod: DeferredModule<P>; gate: Promise<ComponentType<P>> | null; props: P }) {
  const Component = mod.component ?? use(gate ?? loadModule(mod));
  return <Component {...props} />;
}

/**
 * Declares a deferred section. `load` must be a dynamic import, so the bundler gives the
 * section its own chunk: `deferredSection(() => import('./faq').then((m) => m.Faq))`.
 */
export function deferredSection<P extends object = Record<string, never>>(load: Loader<P>): DeferredSectionComponent<P> {
  const mod: DeferredModule<P> = { load, component: null, promise: null };
  registry.push(mod as DeferredModule<never>);

  function DeferredSection(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    // Chosen once per mount: only the first hydration finds server markup to keep.
    const [gate] = useState(() => (hydrating && !mod.component ? createGate() : null));
    const [ready] = useState(() => (gate ? gate.opened.then(() => loadModule(mod)) : null));
    // A navigation updates the router context inside the section, and React holds that update
    // until the section has hydrated: open the gate at once, so the navigation waits only for the chunk.
    const { key } = useLocation();
    const [firstKey] = useState(key);
    if (gate && key !== firstKey) gate.open();

    useEffect(() => {
      const el = wrapper.current?.firstElementChild;
      if (!gate) return;
      if (el) void whenNear(el).then(gate.open);
      else gate.open();
    }, [gate]);

    return (
      // display: contents: the wrapper adds no box; the section inside is what gets observed.
      <div ref={wrapper} className="contents">
        <Suspense fallback={null}>
          <Loaded mod={mod} gate={ready} props={props} />
        </Suspense>
      </div>
    );
  }
  return Object.assign(DeferredSection, { preload: () => loadModule(mod) });
}

export type DeferredSectionComponent<P> = ComponentType<P> & {
  /** Loads the section's chunk: a client-side navigation awaits it so nothing pops in. */
  preload: () => Promise<unknown>;
};
