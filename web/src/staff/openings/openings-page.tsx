/**
 * /staff/openings: every job opening, newest posted first, with where it stands (a pill that
 * says "Closed (expired)" once its last day has passed), its town, when it was posted and until
 * when it runs; a title search and a status filter kept in the address (?q=&status=); "New
 * opening"; and per row Edit, Open or Close, Duplicate, and Delete for a draft.
 */
import { Briefcase, Plus, Search, X } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { OPENING_LIMITS } from '../../../../shared/careers/opening-rules';
import { buttonClass } from '../../components/ui/button';
import { Link } from '../ui/link';
import { PageHeader } from '../layout/page-header';
import { formatDate, plural } from '../lib/format';
import { withFilters } from '../lib/list-page';
import { useLoad } from '../lib/use-load';
import { smallButtonClass } from '../ui/buttons';
import { type Column, DataTable } from '../ui/data-table';
import { FilterSelect } from '../ui/filter-fields';
import { SearchBox, useSearchText } from '../ui/search-box';
import { EmptyState, ListStates } from '../ui/states';
import { useOpeningActions } from './opening-actions';
import { EMPLOYMENT_TYPE_LABELS, OpeningStatusBadge } from './opening-labels';
import { listOpenings, OPENING_STATUS_FILTERS, type OpeningStatusFilter, type StaffOpening } from './openings-api';

const STATUS_LABELS: Record<OpeningStatusFilter, string> = { all: 'All statuses', open: 'Open', draft: 'Drafts', closed: 'Closed' };
const STATUS_OPTIONS = OPENING_STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

function readQuery(params: URLSearchParams): { q: string; status: OpeningStatusFilter } {
  const status = params.get('status') as OpeningStatusFilter | null;
  return { q: params.get('q') ?? '', status: status && OPENING_STATUS_FILTERS.includes(status) ? status : 'all' };
}

const openingHref = (o: StaffOpening) => `/openings/${o.id}`;

function Day({ at, none = '—' }: { at: string | null; none?: string }) {
  return at ? <time dateTime={at}>{formatDate(at)}</time> : <span className="text-muted">{none}</span>;
}

export function OpeningsPage() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const openings = useLoad(JSON.stringify(query), (signal) => listOpenings(query, signal));
  const { menu, dialogs } = useOpeningActions(openings.reload);
  const [search, setSearch] = useSearchText(query.q, (q) => update({ q }));

  function update(change: Partial<Record<'q' | 'status', string>>) {
    setParams(withFilters(params, change.status === 'all' ? { ...change, status: '' } : change), { replace: 'q' in change });
  }

  const filtered = query.q !== '' || query.status !== 'all';
  const rows = openings.data ?? [];

  const columns: Column<StaffOpening>[] = [
    {
      header: 'Opening',
      className: 'pr-3 pl-6',
      cellClassName: 'max-w-0',
      cell: (o) => (
        <>
          <Link to={openingHref(o)} className="block truncate font-semibold text-ink hover:text-brand-700 hover:underline">
            {o.title}
          </Link>
          <span className="block truncate text-sm text-muted">
            {o.town} · {EMPLOYMENT_TYPE_LABELS[o.employment_type]}
          </span>
        </>
      ),
    },
    { header: 'Status', className: 'w-px whitespace-nowrap px-3', cell: (o) => <OpeningStatusBadge opening={o} /> },
    { header: 'Posted', className: 'w-px whitespace-nowrap px-3', cellClassName: 'text-sm text-body', cell: (o) => <Day at={o.date_posted} /> },
    {
      header: 'Valid through',
      className: 'w-px whitespace-nowrap px-3',
      cellClassName: 'text-sm text-body',
      cell: (o) => <Day at={o.valid_through} none="No end date" />,
    },
    {
      header: 'Applications',
      className: 'hidden w-px whitespace-nowrap px-3 text-right lg:table-cell',
      cellClassName: 'text-sm tabular-nums text-body',
      cell: (o) => o.applications.toLocaleString('en-US'),
    },
    { header: 'Actions', actions: true, className: 'pr-4 pl-1', cell: menu },
  ];

  const empty = filtered ? (
    <EmptyState title="No openings match" icon={<Search aria-hidden="true" />}>
      <p>Try another word, or clear the filters to see every opening.</p>
    </EmptyState>
  ) : (
    <EmptyState title="No openings yet" icon={<Briefcase aria-hidden="true" />}>
      <p>Write the first job opening: what the work is, where, when and what it pays, in English and Spanish.</p>
      <Link to="/openings/new" className={buttonClass('primary', 'md', 'mt-6')}>
        <Plus aria-hidden="true" className="size-5" /> Write the first opening
      </Link>
    </EmptyState>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Openings"
        description={
          openings.data
            ? `${plural(rows.length, filtered ? 'opening matches' : 'opening', filtered ? 'openings match' : 'openings')}, newest first. Dates are Ocala’s.`
            : 'Job openings on the careers pages'
        }
        actions={
          <Link to="/openings/new" className={buttonClass()}>
            <Plus aria-hidden="true" className="size-5" /> New opening
          </Link>
        }
      />

      <search className="rounded-card bg-white p-4 shadow-card ring-1 ring-line/70 sm:p-5">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] lg:items-end">
          <div>
            <SearchBox
              id="opening-search"
              label="Search by title"
              value={search}
              onChange={setSearch}
              placeholder="e.g. cleaner"
              maxLength={OPENING_LIMITS.title}
            />
          </div>
          <FilterSelect id="opening-status" label="Status" value={query.status} options={STATUS_OPTIONS} onChange={(status) => update({ status })} />
          <div className="empty:hidden">
            {filtered && (
              <button
                type="button"
                className={smallButtonClass('quiet', 'min-h-11')}
                onClick={() => {
                  setSearch('');
                  setParams(new URLSearchParams());
                }}
              >
                <X aria-hidden="true" className="size-4" /> Clear filters
              </button>
            )}
          </div>
        </div>
      </search>

      <ListStates list={openings} noun="openings" isEmpty={(d) => d.length === 0} empty={empty}>
        {(d) => (
          <>
            <DataTable caption="Job openings, newest first" rows={d} rowKey={(o) => o.id} columns={columns} className="hidden md:block" />
            <ul className="space-y-3 md:hidden" aria-label="Job openings, newest first">
              {d.map((o) => (
                <li key={o.id} className="rounded-card bg-white p-4 shadow-card ring-1 ring-line/70">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <Link to={openingHref(o)} className="block font-semibold break-words text-ink hover:text-brand-700 hover:underline">
                        {o.title}
                      </Link>
                      <p className="text-sm text-muted">
                        {o.town} · {EMPLOYMENT_TYPE_LABELS[o.employment_type]}
                      </p>
                    </div>
                    <div className="-mt-1 -mr-2 shrink-0">{menu(o)}</div>
                  </div>
                  <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-body">
                    <OpeningStatusBadge opening={o} />
                    <span>
                      Posted <Day at={o.date_posted} />
                    </span>
                    <span>
                      Through <Day at={o.valid_through} none="no end date" />
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </ListStates>
      {dialogs}
    </div>
  );
}
