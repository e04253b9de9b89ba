/** Helpers the marketing browser tests share: hydration and focus checks. */

/** Resolves once React has hydrated the page (its fiber is attached to <main>). */
export async function hydrated(page) {
  await page.waitForFunction(() => {
    const el = document.querySelector('main');
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  });
}

/** Whether the focused element shows a focus indicator (an outline of at least 2 px, or a ring). */
export async function focusIsVisible(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
    const after = getComputedStyle(el, '::after');
    const afterOutline = after.outlineStyle !== 'none' && parseFloat(after.outlineWidth) >= 2;
    return outline || afterOutline || s.boxShadow !== 'none';
  });
}

/** The accessible text of the focused element. */
export function focusedText(page) {
  return page.evaluate(() => (document.activeElement?.textContent ?? '').replace(/\s+/g, ' ').trim());
}
