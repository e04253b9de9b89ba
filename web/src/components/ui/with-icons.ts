/** Copy from content/*.json paired with the icons it is shown with (JSON cannot hold a component). */
import type { IconComponent } from '../icon';

/** Each item with the icon at its position in `icons`. */
export function withIcons<T extends object>(items: readonly T[], icons: readonly IconComponent[]): (T & { icon: IconComponent })[] {
  return items.map((item, i) => ({ ...item, icon: icons[i]! }));
}
