/**
 * The category filter: real links that set ?category= (All removes it), so the
 * filter is crawlable, shareable and restored by the back button. The active
 * one carries aria-current.
 */
import { Link } from '../../../components/ui/link';
import { insightsHref } from '../../../../../shared/posts/blog-logic';
import { BLOG_FILTER_CATEGORIES } from '../../../../../shared/posts/post';
import { cn } from '../../../lib/cn';

/** The filter button a category from the URL selects (case-insensitive), or null. */
export function matchFilterCategory(category: string | null): string | null {
  if (!category) return null;
  const lower = category.toLowerCase();
  return BLOG_FILTER_CATEGORIES.find((c) => c.toLowerCase() === lower) ?? null;
}

export function CategoryFilter({ active }: { active: string | null }) {
  const activeLower = active?.toLowerCase() ?? null;
  const items: Array<{ label: string; category: string | null }> = [
    { label: 'All', category: null },
    ...BLOG_FILTER_CATEGORIES.map((c) => ({ label: c, category: c })),
  ];
  return (
    <nav aria-label="Filter articles by category">
      <ul className="flex flex-wrap gap-2.5">
        {items.map(({ label, category }) => {
          const isActive = (category?.toLowerCase() ?? null) === activeLower;
          return (
            <li key={label}>
              <Link
                to={insightsHref({ category })}
                aria-current={isActive ? 'true' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full px-4 text-[0.9375rem] font-semibold transition-colors',
                  isActive ? 'bg-brand-800 text-white shadow-sm' : 'bg-white text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-100',
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
