/**
 * The second half of the skipped blocks in styles/app.css: once the page has loaded, each is
 * rendered in an idle slice of its own, top to bottom, so no long task forms and in-page
 * search, anchor jumps and audits see every block at its real size.
 */
export const SKIPPED_BLOCKS = ':where(main > :nth-child(n + 3), #site-footer):not([data-rendered])';

// Safari has no requestIdleCallback: a short timeout stands in.
const idle = (fn: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 1000 }) : setTimeout(fn, 50));

/**
 * Renders every skipped block now: before a jump to an anchor, whose position depends on the
 * real height of everything above it.
 */
export function renderAllBlocks(): void {
  document.querySelectorAll<HTMLElement>(SKIPPED_BLOCKS).forEach((block) => {
    block.dataset.rendered = '';
  });
}

/** Starts rendering the page's skipped blocks after load; returns a stop function. */
export function renderBlocksWhenIdle(): () => void {
  let stopped = false;
  const next = () => {
    if (stopped) return;
    const block = document.querySelector<HTMLElement>(SKIPPED_BLOCKS);
    if (!block) return;
    block.dataset.rendered = '';
    idle(next);
  };
  const start = () => idle(next);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    stopped = true;
    window.removeEventListener('load', start);
  };
}
