/**
 * Keeps the active tab of the Insights Overview's strip in view (components/insights-overview.tsx).
 * A chunk of its own, with no imports, fetched on the first focus in the strip: it only runs once
 * a visitor changes tabs.
 */
const TAB_SCROLL_THRESHOLD = 0.6;

/**
 * Scrolls the strip right when the active tab starts past 60% of its visible
 * width, and back when the tab is cut off on the left. Positions are measured
 * on screen, so the result does not depend on which ancestor is positioned.
 */
export function scrollStripIfNeeded(strip: HTMLElement, tab: HTMLElement): void {
  const offset = tab.getBoundingClientRect().left - strip.getBoundingClientRect().left;
  const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
  if (offset > strip.clientWidth * TAB_SCROLL_THRESHOLD) {
    strip.scrollTo({ left: strip.scrollWidth, behavior });
  } else if (offset < 0) {
    strip.scrollTo({ left: Math.max(0, strip.scrollLeft + offset - 16), behavior });
  }
}
