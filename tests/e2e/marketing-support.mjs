/** Helpers the marketing browser tests share: axe with the WCAG 2.2 A/AA tags, hydration, focus checks. */
import { AxeBuilder } from '@axe-core/playwright';
import { blocksRendered } from './browser.mjs';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Axe violations as short readable lines (rule, impact, first offending nodes). */
export async function axeViolations(page) {
  await blocksRendered(page); // axe needs every block laid out to judge its contrast
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

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
