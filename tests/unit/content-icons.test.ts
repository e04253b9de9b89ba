/**
 * Copy kept as JSON (content/home.json) cannot name a component, so each component lists the
 * icons of its items in order (withIcons). An item added to the JSON without an icon would
 * break the page's render; this names the list instead.
 */
import { describe, expect, it } from 'vitest';
import { withIcons } from '../../web/src/components/ui/with-icons';
import { SELLING_POINTS } from '../../web/src/features/marketing/hero';
import { TOOLS } from '../../web/src/features/marketing/process-section';
import { FEATURES } from '../../web/src/features/marketing/services-features';
import home from '../../content/home.json';

describe('content shown with icons', () => {
  it.each([
    ['home.json sellingPoints (hero.tsx)', SELLING_POINTS, home.sellingPoints],
    ['home.json technology.tools (process-section.tsx)', TOOLS, home.technology.tools],
    ['home.json services.features (services-features.tsx)', FEATURES, home.services.features],
  ])('%s: every item has its icon', (_, shown, copy) => {
    expect(shown).toHaveLength(copy.length);
    for (const item of shown) expect(typeof item.icon, item.title).toBe('function');
  });

  it('withIcons pairs by position and keeps the copy as it is', () => {
    const a = () => null as never;
    const b = () => null as never;
    const items = [{ title: 'One' }, { title: 'Two' }];
    expect(withIcons(items, [a, b])).toEqual([
      { title: 'One', icon: a },
      { title: 'Two', icon: b },
    ]);
    expect(withIcons(items, [a])[1]?.icon).toBeUndefined();
  });
});
