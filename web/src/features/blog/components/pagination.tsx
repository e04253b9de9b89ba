/**
 * Crawlable pagination: every page is a real link (/insights?page=2&category=…),
 * followed by the router in the browser. Long ranges collapse to first, last and
 * the pages around the current one.
 */
import { icon } from '../../../components/icon';
import { Link } from '../../../components/ui/link';
import { insightsHref } from '../../../../../shared/posts/blog-logic';
import { cn } from '../../../lib/cn';

const ChevronLeft = icon('chevron-left');
const ChevronRight = icon('chevron-right');

/** Page numbers to show, with null for a gap: 1 … 4 5 6 … 20. */
export function pageWindow(page: number, pages: number): Array<number | null> {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}

const itemClass = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-[0.9375rem] font-semibold';

export function Pagination({ page, pages, category }: { page: number; pages: number; category: string | null }) {
  if (pages <= 1) return null;
  const prev = page > 1 ? insightsHref({ category, page: page - 1 }) : null;
  const next = page < pages ? insightsHref({ category, page: page + 1 }) : null;
  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-col items-center gap-4">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {prev && (
          <li>
            <Link to={prev} rel="prev" className={cn(itemClass, 'gap-1 text-brand-800 hover:bg-brand-100')}>
              <ChevronLeft aria-hidden="true" className="size-4" /> Previous
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own but its place
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={cn(itemClass, 'bg-brand-800 text-white')}>
                  <span className="sr-only">Page </span>
                  {p}
                </span>
              ) : (
                <Link to={insightsHref({ category, page: p })} className={cn(itemClass, 'text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-100')}>
                  <span className="sr-only">Page </span>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {next && (
          <li>
            <Link to={next} rel="next" className={cn(itemClass, 'gap-1 text-brand-800 hover:bg-brand-100')}>
              Next <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        )}
      </ul>
      <p className="text-sm text-muted">
        Page {page} of {pages}
      </p>
    </nav>
  );
}
