/**
 * Browser entry. The page arrives complete from the edge and is painted from its HTML and
 * stylesheet alone. This file is tiny and fetched at low priority (build/low-priority-entry-script.ts);
 * the app that hydrates the page (React 67 kB gzip, then start.tsx) is requested once the first
 * contentful paint is recorded, so it never competes with what the first and the largest paint
 * wait for. It then runs in short tasks (React, then the app, then hydration as a transition)
 * so a tap is never kept waiting. docs/performance.md lists each technique with its measurement.
 */
import './styles/app.css';

// A chunk from an older deploy is gone: reload once instead of breaking (docs/decisions.md D11).
window.addEventListener('vite:preloadError', (event) => {
  const key = 'oakbright:reloaded-after-deploy';
  if (sessionStorage.getItem(key)) return;
  sessionStorage.setItem(key, '1');
  event.preventDefault();
  window.location.reload();
});

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  // React's own evaluation in one task, the app's in the next: two short tasks, not one long one.
  await import('react-dom/client');
  await nextTask();
  await import('./start');
}

/**
 * Runs `start` in a task of its own once the first contentful paint is recorded. Waiting on the
 * paint entry, not on an animation frame, keeps the app's code out of the frame that paints:
 * started from a frame, React was sometimes fetched before it painted and Lighthouse counted it
 * in the largest paint (LCP 1.9-2.1 s in 2 of 5 runs; none in 10 runs on the paint entry).
 */
function afterFirstPaint(start: () => void) {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const go = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    setTimeout(start, 0);
  };
  // A hidden tab paints nothing until shown: nothing to wait for.
  if (document.visibilityState === 'hidden') return go();
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return void requestAnimationFrame(go);
  observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) go();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A tab hidden before it paints may never report the paint; and no page waits forever.
  document.addEventListener('visibilitychange', go, { once: true });
  setTimeout(go, 3000);
}

afterFirstPaint(() => void boot());
