/** The company mark and name, linking home (or, on the Spanish pages, to their own first page). */
import { Link } from '../ui/link';
import { SITE } from '../../../../content/site';
import { cn } from '../../lib/cn';

export function BrandLogo({ inverse = false, to = '/', label = `${SITE.name}, home` }: { inverse?: boolean; to?: string; label?: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2.5" aria-label={label}>
      <img src="/images/logo-mark.svg" alt="" width={40} height={40} className="size-10" />
      <span className="flex flex-col leading-none">
        <span className={cn('text-xl font-extrabold tracking-tight', inverse ? 'text-white' : 'text-brand-900')}>{SITE.shortName}</span>
        <span className={cn('mt-1 text-[0.6875rem] font-semibold tracking-[0.14em] uppercase', inverse ? 'text-brand-200' : 'text-muted')}>
          Facility Services
        </span>
      </span>
    </Link>
  );
}
