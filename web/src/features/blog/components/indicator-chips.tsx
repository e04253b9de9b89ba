/** Coloured indicator chips under the cover image (green or blue, AA contrast on both). */
import type { DisplayChip } from '../../../../../shared/posts/display-items';
import { cn } from '../../../lib/cn';

export function IndicatorChips({ chips }: { chips: readonly DisplayChip[] }) {
  return (
    <ul aria-label="Article highlights" className="flex flex-wrap gap-2.5">
      {chips.map((chip) => (
        <li
          key={chip.label}
          data-color={chip.color}
          className={cn(
            'inline-flex items-center gap-2 rounded-full px-3.5 py-1.5 text-sm ring-1 ring-inset',
            chip.color === 'green' ? 'bg-accent-100 text-accent-800 ring-accent-200' : 'bg-brand-100 text-brand-800 ring-brand-200',
          )}
        >
          <span aria-hidden="true" className={cn('size-2 rounded-full', chip.color === 'green' ? 'bg-accent-600' : 'bg-brand-600')} />
          <span className="font-medium">{chip.label}:</span>
          <span className="font-bold">{chip.value}</span>
        </li>
      ))}
    </ul>
  );
}
