/**
 * What the lists of pipeline records (/staff/leads, /staff/applications) have in common: the
 * header counting what matches with the CSV export of it, the filters' panel with its Clear
 * button, the empty state that tells no records from none matching, and reading a filter from the
 * address only when it is one of its values.
 */
import { Download, X } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { PageHeader } from '../layout/page-header';
import { plural } from '../lib/format';
import { smallButtonClass } from '../ui/buttons';
import { EmptyState } from '../ui/states';

/** The address's value of a filter when it is one the filter has, else '' (all). */
export function oneOf<T extends string>(params: URLSearchParams, name: string, values: readonly T[]): T | '' {
  const value = params.get(name) ?? '';
  return (values as readonly string[]).includes(value) ? (value as T) : '';
}

export function ListHeader({
  title,
  noun,
  total,
  filtered,
  description,
  csvHref,
}: {
  title: string;
  /** One record, for the count: 'lead'. */
  noun: string;
  /** Known once the list has loaded. */
  total: number | undefined;
  filtered: boolean;
  /** What the list holds, said until the count is known. */
  description: string;
  csvHref: string;
}) {
  return (
    <PageHeader
      title={title}
      description={total === undefined ? description : `${plural(total, noun)} ${filtered ? 'match' : 'in all'}`}
      actions={
        <a href={csvHref} download className={buttonClass('ghost')}>
          <Download aria-hidden="true" className="size-5" /> Export CSV
        </a>
      }
    />
  );
}

/** The filters in a card, laid out by `grid`, with Clear filters (in a cell laid out by `clearCell`) once any is set. */
export function FilterPanel({
  grid,
  clearCell,
  filtered,
  onClear,
  children,
  footer,
}: {
  grid: string;
  clearCell: string;
  filtered: boolean;
  onClear: () => void;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <search className="rounded-card bg-white p-4 shadow-card ring-1 ring-line/70 sm:p-5">
      <div className={grid}>
        {children}
        <div className={clearCell}>
          {filtered && (
            <button type="button" className={smallButtonClass('quiet', 'min-h-11')} onClick={onClear}>
              <X aria-hidden="true" className="size-4" /> Clear filters
            </button>
          )}
        </div>
      </div>
      {footer}
    </search>
  );
}

/** No records at all, none on this page, or none matching the filters, each in its own words. */
export function ListEmpty({
  noun,
  filtered,
  page,
  icon,
  hint,
}: {
  /** Records, plural: 'leads'. */
  noun: string;
  filtered: boolean;
  page: number;
  icon: React.ReactNode;
  /** What to do when filtered, and where the records come from when there are none. */
  hint: { filtered: string; none: string };
}) {
  return (
    <EmptyState title={filtered ? `No ${noun} match` : page > 1 ? 'Nothing on this page' : `No ${noun} yet`} icon={icon}>
      <p>{filtered ? hint.filtered : hint.none}</p>
    </EmptyState>
  );
}
