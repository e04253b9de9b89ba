/**
 * /staff/applications: job applications, newest first, filtered by opening (all, general
 * applications, or one opening) and by stage (in the address: ?opening=&status=&page=), with a CSV
 * export of everything the filters match. Each row: who, for which opening, where they live,
 * when they can work, the language they prefer, when it came, its stage and its résumé.
 */
import { FileText, UserRound } from 'lucide-react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { APPLICATION_STATUSES } from '../../../../shared/careers/careers';
import { Badge } from '../../components/ui/badge';
import { formatDate, formatDateTime, formatTime } from '../lib/format';
import { pageHref, pageOf, withFilters } from '../lib/list-page';
import { useLoad } from '../lib/use-load';
import { FilterPanel, ListEmpty, ListHeader, oneOf } from '../pipeline/list-parts';
import { type Column, DataTable } from '../ui/data-table';
import { type FilterOption, FilterSelect } from '../ui/filter-fields';
import { Pagination } from '../ui/pagination';
import { ListStates } from '../ui/states';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUS_TONES, availabilityText, languageLabel } from './application-labels';
import {
  APPLICATIONS_PAGE_SIZE,
  type ApplicationListItem,
  type ApplicationQuery,
  type ApplicationStatus,
  applicationsCsvHref,
  listApplications,
  listOpeningChoices,
  type OpeningChoice,
  resumeHref,
} from './applications-api';

const STATUS_OPTIONS: FilterOption[] = [
  { value: '', label: 'All stages' },
  ...APPLICATION_STATUSES.map((s) => ({ value: s, label: APPLICATION_STATUS_LABELS[s] })),
];

function readQuery(params: URLSearchParams): ApplicationQuery {
  const opening = params.get('opening') ?? '';
  return {
    status: oneOf(params, 'status', APPLICATION_STATUSES),
    opening: opening === 'general' || /^[1-9]\d{0,9}$/.test(opening) ? opening : '',
    page: pageOf(params),
  };
}

/** Who applied, in one line. */
export const applicantName = (a: { name: string; phone: string; email: string }): string => a.name || a.phone || a.email || 'No name given';

export const openingName = (title: string | null | undefined): string => title ?? 'General application';

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={APPLICATION_STATUS_TONES[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}

/**
 * The opening filter's choices: All, General application, then each opening by title. From the
 * openings' API when it answers, else the openings the loaded applications answer; the one in the
 * address is always offered, so the select never shows a value it does not have.
 */
export function openingOptions(openings: OpeningChoice[] | null, rows: readonly ApplicationListItem[], selected: string): FilterOption[] {
  const byId = new Map<number, string>();
  for (const o of openings ?? []) byId.set(o.id, o.title);
  if (!openings) for (const r of rows) if (r.opening_id !== null && r.opening_title) byId.set(r.opening_id, r.opening_title);
  if (/^\d+$/.test(selected) && !byId.has(Number(selected))) byId.set(Number(selected), `Opening #${selected}`);
  const each = [...byId].sort((a, b) => a[1].localeCompare(b[1], 'en')).map(([id, title]) => ({ value: String(id), label: title }));
  return [{ value: '', label: 'All' }, { value: 'general', label: 'General application' }, ...each];
}

export function ApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const list = useLoad(JSON.stringify(query), (signal) => listApplications(query, signal));
  const openings = useLoad('openings', (signal) => listOpeningChoices(signal));
  const filtered = query.status !== '' || query.opening !== '';
  const data = list.data;
  const search = params.toString();
  const update = (change: Partial<Record<'status' | 'opening', string>>) => setParams(withFilters(params, change));
  const options = openingOptions(openings.data ?? null, data?.applications ?? [], query.opening);

  return (
    <div className="space-y-6">
      <ListHeader
        title="Applications"
        noun="application"
        total={data?.total}
        filtered={filtered}
        description="Job applications from the careers pages"
        csvHref={applicationsCsvHref(query)}
      />

      <FilterPanel
        grid="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] lg:items-end"
        clearCell="empty:hidden sm:col-span-2 lg:col-span-1"
        filtered={filtered}
        onClear={() => setParams(new URLSearchParams())}
      >
        <FilterSelect id="application-opening" label="Opening" value={query.opening} options={options} onChange={(opening) => update({ opening })} />
        <FilterSelect id="application-status" label="Stage" value={query.status} options={STATUS_OPTIONS} onChange={(status) => update({ status })} />
      </FilterPanel>

      <ListStates
        list={list}
        noun="applications"
        isEmpty={(d) => d.applications.length === 0}
        empty={
          <ListEmpty
            noun="applications"
            filtered={filtered}
            page={query.page}
            icon={<UserRound aria-hidden="true" />}
            hint={{ filtered: 'Try another opening or stage, or clear the filters.', none: 'Applications sent from the careers pages arrive here.' }}
          />
        }
      >
        {(d) => (
          <>
            <ApplicationList rows={d.applications} from={search} />
            <Pagination
              page={query.page}
              pageSize={APPLICATIONS_PAGE_SIZE}
              total={d.total}
              hrefFor={(page) => pageHref('/applications', params, page)}
              noun="applications"
            />
          </>
        )}
      </ListStates>
    </div>
  );
}

/** The résumé as a download link named for whose it is, or a dash that says there is none. */
function ResumeLink({ row }: { row: ApplicationListItem }) {
  if (!row.has_resume) {
    return (
      <span className="text-muted">
        <span aria-hidden="true">—</span>
        <span className="sr-only">No résumé</span>
      </span>
    );
  }
  return (
    <a
      href={resumeHref(row.id)}
      download
      className="inline-flex size-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 hover:text-brand-800"
      aria-label={`Download the résumé of ${applicantName(row)}`}
      title="Download résumé"
    >
      <FileText aria-hidden="true" className="size-5" />
    </a>
  );
}

function ApplicationList({ rows, from }: { rows: ApplicationListItem[]; from: string }) {
  const state = { from };
  const nameLink = (row: ApplicationListItem, className: string) => (
    <RouterLink to={`/applications/${encodeURIComponent(row.id)}`} state={state} className={className}>
      {applicantName(row)}
    </RouterLink>
  );
  // Names, openings and availability wrap rather than being cut off: staff read them to decide whom to call.
  const columns: Column<ApplicationListItem>[] = [
    {
      header: 'Name',
      className: 'pr-3 pl-6',
      cellClassName: 'min-w-36',
      cell: (row) => nameLink(row, 'block font-semibold break-words text-ink hover:text-brand-700 hover:underline'),
    },
    { header: 'Opening', className: 'px-3', cellClassName: 'min-w-32 text-body', cell: (row) => openingName(row.opening_title) },
    { header: 'Town', className: 'px-3', cellClassName: 'text-body', cell: (row) => row.town || <span className="text-muted">—</span> },
    {
      header: 'Availability',
      className: 'hidden px-3 lg:table-cell',
      cellClassName: 'min-w-36 text-sm text-body',
      cell: (row) => availabilityText(row) || <span className="text-muted">—</span>,
    },
    { header: 'Language', className: 'hidden px-3 lg:table-cell', cellClassName: 'text-sm text-body', cell: (row) => languageLabel(row.language) },
    {
      header: 'Received',
      className: 'px-3',
      cellClassName: 'text-sm text-body',
      cell: (row) => (
        <time dateTime={row.created_at} className="block">
          <span className="block whitespace-nowrap">{formatDate(row.created_at)}</span>
          <span className="block whitespace-nowrap text-muted">{formatTime(row.created_at)}</span>
        </time>
      ),
    },
    { header: 'Stage', className: 'px-3', cellClassName: 'whitespace-nowrap', cell: (row) => <ApplicationStatusBadge status={row.status} /> },
    { header: 'Résumé', className: 'pr-6 pl-3', cellClassName: 'py-1', cell: (row) => <ResumeLink row={row} /> },
  ];
  return (
    <>
      <DataTable caption="Applications, newest first" rows={rows} rowKey={(row) => row.id} columns={columns} className="hidden md:block" />
      <ul className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={row.id} className="rounded-card bg-white p-4 shadow-card ring-1 ring-line/70">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                {nameLink(row, 'block font-semibold break-words text-ink hover:text-brand-700 hover:underline')}
                <p className="text-sm text-muted">
                  {openingName(row.opening_title)} · <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
                </p>
              </div>
              <ApplicationStatusBadge status={row.status} />
            </div>
            <div className="mt-2 flex items-end justify-between gap-3">
              <p className="min-w-0 text-sm text-body">{[row.town, availabilityText(row), languageLabel(row.language)].filter(Boolean).join(' · ')}</p>
              {row.has_resume && <ResumeLink row={row} />}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
