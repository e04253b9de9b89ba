/** Previous / next between pages of a list, with where the user is ("21–40 of 57"). */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageCount } from '../../../../shared/posts/blog-logic';
import { Link } from './link';
import { cn } from '../../lib/cn';
import { smallButtonClass } from './buttons';

export function Pagination({
  page,
  pageSize,
  total,
  hrefFor,
  noun,
}: {
  page: number;
  pageSize: number;
  total: number;
  hrefFor: (page: number) => string;
  noun: string;
}) {
  const pages = pageCount(total, pageSize);
  if (total <= pageSize && page === 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const disabled = 'pointer-events-none opacity-40';
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted">
        {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of {total.toLocaleString('en-US')} {noun}
      </p>
      <div className="flex items-center gap-2">
        {page > 1 ? (
          <Link to={hrefFor(page - 1)} className={smallButtonClass('ghost')}>
            <ChevronLeft aria-hidden="true" className="size-4" /> Previous
          </Link>
        ) : (
          <span aria-hidden="true" className={cn(smallButtonClass('ghost'), disabled)}>
            <ChevronLeft aria-hidden="true" className="size-4" /> Previous
          </span>
        )}
        <span className="px-1 text-sm font-medium text-ink">
          Page {page} of {pages}
        </span>
        {page < pages ? (
          <Link to={hrefFor(page + 1)} className={smallButtonClass('ghost')}>
            Next <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        ) : (
          <span aria-hidden="true" className={cn(smallButtonClass('ghost'), disabled)}>
            Next <ChevronRight aria-hidden="true" className="size-4" />
          </span>
        )}
      </div>
    </nav>
  );
}
