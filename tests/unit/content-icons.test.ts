/**
 * Copy kept as JSON (content/home/) cannot name a component, so each component lists the
 * icons of its items in order (withIcons). An item added to the JSON without an icon would
 * break the page's render; this names the list instead.
 */
import { describe, expect, it } from 'vitest';
import { withIcons } from '../../web/src/components/ui/with-icons';
import { SELLING_POINTS } from '../../web/src/features/marketing/hero';
import { TOOLS } from '../../web/src/features/marketing/process-section';
import { FEATURES } from '../../web/src/features/marketing/services-features';
import sellingPoints from '../../content/home/selling-points.json';
import services from '../../content/home/services.json';
import technology from '../../content/home/technology.json';

describe('content shown with icons', () => {
  it.each([
    ['home/selling-points.json (hero.tsx)', SELLING_POINTS, sellingPoints],
    ['home/technology.json tools (process-section.tsx)', TOOLS, technology.tools],
    ['home/services.json features (services-features.tsx)', FEATURES, services.features],
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
