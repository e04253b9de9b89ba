/**
 * Browser entry. The page arrives complete from the edge and is painted from its HTML and
 * stylesheet alone; the app that hydrates it (~100 kB) is fetched once that first frame is
 * up, so it never competes with what the first paint waits for. It then runs in short
 * tasks (React, then the app, then hydration in 5 ms slices) so a tap is never kept waiting.
 */
import './styles/app.css';

// A chunk from an older deploy is gone: reload once instead of breaking (PRODUCT.md D11).
window.addEventListener('vite:preloadError', (event) => {
  const key = 'oakbright:reloaded-after-deploy';
  if (sessionStorage.getItem(key)) return;
  sessionStorage.setItem(key, '1');
  event.preventDefault();
  window.location.reload();
});

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  // React's own evaluation in one task, the app's in the next.
  await import('react-dom/client');
  await nextTask();
  await import('./start');
}

/**
 * Runs `start` in a task of its own once the first contentful paint is recorded. Waiting on the
 * paint entry, not on an animation frame, keeps the app's code out of the frame that paints.
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
