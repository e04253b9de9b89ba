/**
 * /staff/audit: who did what and when, newest first (owners and editors), filtered by the kind of
 * action, the person and the days (in the address: ?action=&actor=&from=&to=&page=), with a CSV
 * export of everything the filters match. Entries cannot be changed or deleted; the Worker keeps
 * them a year.
 */
import { ScrollText } from 'lucide-react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Badge } from '../../components/ui/badge';
import { companyTimeLabel, formatDateTime } from '../lib/format';
import { pageHref, pageOf, withFilters } from '../lib/list-page';
import { useLoad } from '../lib/use-load';
import { FilterPanel, ListEmpty, ListHeader, oneOf } from '../pipeline/list-parts';
import { type Column, DataTable } from '../ui/data-table';
import { FilterDate, FilterSelect } from '../ui/filter-fields';
import { Pagination } from '../ui/pagination';
import { ListStates } from '../ui/states';
import { AUDIT_GROUPS, AUDIT_PAGE_SIZE, type AuditEntry, type AuditQuery, auditCsvHref, auditPeople, listAudit } from './audit-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const GROUP_OPTIONS = [{ value: '', label: 'All actions' }, ...AUDIT_GROUPS];

function readQuery(params: URLSearchParams): AuditQuery {
  const day = (name: string) => {
    const v = params.get(name) ?? '';
    return DAY.test(v) ? v : '';
  };
  return {
    action: oneOf(
      params,
      'action',
      AUDIT_GROUPS.map((g) => g.value),
    ),
    actor: (params.get('actor') ?? '').slice(0, 200),
    from: day('from'),
    to: day('to'),
    page: pageOf(params),
  };
}

/** Where a subject is shown in the staff app, when it has a screen. */
const SUBJECT_PATHS: Readonly<Record<string, string>> = {
  post: '/posts/',
  lead: '/leads/',
  application: '/applications/',
  opening: '/openings/',
  issue: '/newsletter/',
};

const SUBJECT_NAMES: Readonly<Record<string, string>> = {
  post: 'Post',
  lead: 'Lead',
  application: 'Application',
  opening: 'Opening',
  issue: 'Newsletter issue',
  subscriber: 'Subscriber',
  person: 'Person',
};

function Subject({ entry }: { entry: AuditEntry }) {
  if (!entry.subject_type) return null;
  const name = `${SUBJECT_NAMES[entry.subject_type] ?? entry.subject_type}${entry.subject_id ? ` #${entry.subject_id}` : ''}`;
  const base = SUBJECT_PATHS[entry.subject_type];
  // A deleted subject has no page left to open.
  if (!base || !entry.subject_id || entry.action.endsWith('.delete')) return <span className="text-muted">{name}</span>;
  return (
    <RouterLink to={`${base}${encodeURIComponent(entry.subject_id)}`} className="font-medium text-brand-700 hover:underline">
      {name}
    </RouterLink>
  );
}

function ActionBadge({ action }: { action: string }) {
  return (
    <Badge tone={action.endsWith('.delete') || action.endsWith('.failed') ? 'accent' : 'brand'}>
      <span className="font-mono text-xs">{action}</span>
    </Badge>
  );
}

export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const log = useLoad(JSON.stringify(query), (signal) => listAudit(query, signal));
  const people = useLoad('people', auditPeople);
  const filtered = query.action !== '' || query.actor !== '' || query.from !== '' || query.to !== '';
  const update = (change: Partial<Record<'action' | 'actor' | 'from' | 'to', string>>) => setParams(withFilters(params, change));
  const hrefFor = (page: number) => pageHref('/audit', params, page);
  const rangeError = query.from && query.to && query.from > query.to ? 'The “to” day is before the “from” day.' : null;
  const personOptions = [{ value: '', label: 'Everyone' }, ...(people.data ?? []).map((p) => ({ value: p.id, label: p.label }))];
  // A person named in the address but not (yet) in the list still shows as chosen.
  if (query.actor && !personOptions.some((o) => o.value === query.actor)) personOptions.push({ value: query.actor, label: 'This person' });

  return (
    <div className="space-y-6">
      <ListHeader
        title="Audit log"
        noun="action"
        total={log.data?.total}
        filtered={filtered}
        description="Who did what, and when: kept for a year, never changed"
        csvHref={auditCsvHref(query)}
      />

      <FilterPanel
        grid="grid grid-cols-2 gap-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
        clearCell="col-span-2 empty:hidden lg:col-span-1"
        filtered={filtered}
        onClear={() => setParams(new URLSearchParams())}
        footer={<p className="mt-3 text-sm text-muted">Days are counted in {companyTimeLabel()}, as in the export.</p>}
      >
        <FilterSelect id="audit-action" label="Action" value={query.action} options={GROUP_OPTIONS} onChange={(action) => update({ action })} />
        <FilterSelect id="audit-actor" label="Person" value={query.actor} options={personOptions} onChange={(actor) => update({ actor })} />
        <FilterDate id="audit-from" label="From" value={query.from} max={query.to} onChange={(from) => update({ from })} />
        <FilterDate id="audit-to" label="To" value={query.to} min={query.from} onChange={(to) => update({ to })} />
      </FilterPanel>

      <ListStates
        list={log}
        noun="entries"
        invalid={rangeError}
        isEmpty={(d) => d.entries.length === 0}
        empty={
          <ListEmpty
            noun="entries"
            filtered={filtered}
            page={query.page}
            icon={<ScrollText aria-hidden="true" />}
            hint={{
              filtered: 'Try other filters, or clear them to see every entry.',
              none: 'Publishing, stage changes, removals and sends are recorded here.',
            }}
          />
        }
      >
        {(d) => (
          <>
            <AuditList entries={d.entries} />
            <Pagination page={query.page} pageSize={AUDIT_PAGE_SIZE} total={d.total} hrefFor={hrefFor} noun="entries" />
          </>
        )}
      </ListStates>
    </div>
  );
}

function AuditList({ entries }: { entries: AuditEntry[] }) {
  const columns: Column<AuditEntry>[] = [
    {
      header: 'When',
      className: 'pr-3 pl-6',
      cellClassName: 'text-sm whitespace-nowrap text-body',
      cell: (e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time>,
    },
    { header: 'Who', className: 'px-3', cellClassName: 'max-w-0 text-sm text-body lg:w-[22%]', cell: (e) => <p className="truncate">{e.actor}</p> },
    {
      header: 'What',
      className: 'px-3',
      cellClassName: 'lg:w-[45%]',
      cell: (e) => (
        <div className="flex flex-col items-start gap-1">
          <ActionBadge action={e.action} />
          <p className="text-ink">{e.summary}</p>
        </div>
      ),
    },
    { header: 'Subject', className: 'pr-6 pl-3', cellClassName: 'text-sm whitespace-nowrap', cell: (e) => <Subject entry={e} /> },
  ];
  return (
    <>
      <DataTable caption="Audit log, newest first" rows={entries} rowKey={(e) => String(e.id)} columns={columns} className="hidden md:block" />
      <ul className="space-y-3 md:hidden">
        {entries.map((e) => (
          <li key={e.id} className="rounded-card bg-white p-4 shadow-card ring-1 ring-line/70">
            <div className="flex items-start justify-between gap-3">
              <ActionBadge action={e.action} />
              <time dateTime={e.at} className="text-sm text-muted">
                {formatDateTime(e.at)}
              </time>
            </div>
            <p className="mt-2 break-words text-ink">{e.summary}</p>
            <p className="mt-1 truncate text-sm text-body">{e.actor}</p>
            <p className="mt-1 text-sm">
              <Subject entry={e} />
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
