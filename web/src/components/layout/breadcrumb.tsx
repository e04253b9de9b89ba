/** Breadcrumb trail: Home, then each item (linked when it has a href). */
import { icon } from '../icon';
import { Link } from '../ui/link';
import type { BreadcrumbItem } from '../../../../shared/routes';
import { cn } from '../../lib/cn';

const ChevronRight = icon('chevron-right');

export function Breadcrumb({ items, inverse = false }: { items: readonly BreadcrumbItem[]; inverse?: boolean }) {
  const all = [{ label: 'Home', href: '/' }, ...items];
  return (
    <nav aria-label="Breadcrumb" className={cn('text-sm', inverse ? 'text-brand-100' : 'text-muted')}>
      <ol className="flex flex-wrap items-center gap-1.5">
        {all.map((item, i) => {
          const last = i === all.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a trail's labels may repeat; its order never changes
            <li key={`${item.label}-${i}`} className="flex items-center gap-1.5">
              {i > 0 && <ChevronRight aria-hidden="true" className="size-3.5 opacity-60" />}
              {item.href && !last ? (
                <Link to={item.href} className={cn('font-medium underline-offset-4 hover:underline', inverse ? 'text-white' : 'text-brand-700')}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={cn(last && (inverse ? 'text-white' : 'text-ink'))}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
