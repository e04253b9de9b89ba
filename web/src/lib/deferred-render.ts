/**
 * The second half of the `render-when-near` blocks (styles/app.css): once the page has
 * loaded, lays them out one per idle slice, top to bottom, so no single long task forms
 * and find-in-page, screenshots and audits see every block at its real size.
 */
const idle = (fn: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 1000 }) : setTimeout(fn, 50));

export function renderDeferredBlocksWhenIdle(): void {
  const start = () => {
    const blocks = Array.from(document.querySelectorAll<HTMLElement>('.render-when-near:not([data-rendered])'));
    const next = () => {
      const block = blocks.shift();
      if (!block) return;
      block.dataset.rendered = '';
      idle(next);
    };
    idle(next);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
