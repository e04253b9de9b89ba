/** A list with a check mark before each item. */
import { icon } from '../icon';
import { cn } from '../../lib/cn';

const CircleCheck = icon('circle-check');

export function IconList({ items, className, inverse = false }: { items: readonly string[]; className?: string; inverse?: boolean }) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', inverse ? 'text-accent-200' : 'text-accent-600')} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
