/**
 * /staff/leads: quote, walkthrough and franchising requests, newest first, filtered by status,
 * kind and the days they arrived (in the address: ?status=&kind=&from=&to=&page=), all of them or
 * the signed-in person's (?view=mine), or theirs with a next step due today or earlier, oldest due
 * first (?view=due), with a CSV export of everything the filters match. Each lead shows its owner
 * and monthly value; one still New after one business hour is marked overdue under its status, an
 * answered one says how fast it was answered, and a next step due or past its day says so.
 */
import { Inbox } from 'lucide-react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LEAD_KINDS, LEAD_STATUSES, type LeadStatus } from '../../../../shared/leads/lead';
import { Badge } from '../../components/ui/badge';
import { LeadsViews } from '../board/leads-views';
import { cn } from '../../lib/cn';
import { companyTimeLabel, formatDateTime } from '../lib/format';
import { pageHref, pageOf, withFilters } from '../lib/list-page';
import { useLoad } from '../lib/use-load';
import { FilterPanel, ListEmpty, ListHeader, oneOf } from '../pipeline/list-parts';
import { type Column, DataTable } from '../ui/data-table';
import { FilterDate, FilterSelect } from '../ui/filter-fields';
import { Pagination } from '../ui/pagination';
import { ListStates } from '../ui/states';
import { ResponseTag } from './first-response';
import { KIND_LABELS, STATUS_LABELS, STATUS_TONES } from './lead-labels';
import { type Lead, LEAD_VIEWS, LEADS_PAGE_SIZE, type LeadQuery, leadsCsvHref, listLeads } from './leads-api';
import { OwnerViews } from './owner-views';
import { NextStepTag, nextStepState, SaleOwner } from './sale-tags';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const STATUS_OPTIONS = [{ value: '', label: 'All statuses' }, ...LEAD_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))];
const KIND_OPTIONS = [{ value: '', label: 'All kinds' }, ...LEAD_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))];

function readQuery(params: URLSearchParams): LeadQuery {
  const day = (name: string) => {
    const v = params.get(name) ?? '';
    return DAY.test(v) ? v : '';
  };
  return {
    status: oneOf(params, 'status', LEAD_STATUSES),
    kind: oneOf(params, 'kind', LEAD_KINDS),
    from: day('from'),
    to: day('to'),
    view: oneOf(params, 'view', LEAD_VIEWS),
    page: pageOf(params),
  };
}

/** Who sent it, in one line: the name, else what else there is. */
export function leadName(lead: Lead): string {
  return lead.name || lead.company || lead.email || lead.phone || 'No name given';
}

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}

export function LeadsPage() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const leads = useLoad(JSON.stringify(query), (signal) => listLeads(query, signal));
  const filtered = query.status !== '' || query.kind !== '' || query.from !== '' || query.to !== '' || query.view !== '';
  const data = leads.data;
  const search = params.toString();

  const update = (change: Partial<Record<'status' | 'kind' | 'from' | 'to', string>>) => setParams(withFilters(params, change));
  const hrefFor = (page: number) => pageHref('/leads', params, page);
  const rangeError = query.from && query.to && query.from > query.to ? 'The “to” day is before the “from” day.' : null;

  return (
    <div className="space-y-6">
      <ListHeader
        title="Leads"
        noun="lead"
        total={data?.total}
        filtered={filtered}
        description="Quote, walkthrough and franchising requests"
        csvHref={leadsCsvHref(query)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <LeadsViews current="list" />
        <OwnerViews current={query.view ?? ''} params={params} />
      </div>

      <FilterPanel
        grid="grid grid-cols-2 gap-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
        clearCell="col-span-2 empty:hidden lg:col-span-1"
        filtered={filtered}
        onClear={() => setParams(new URLSearchParams())}
        footer={<p className="mt-3 text-sm text-muted">Days are counted in {companyTimeLabel()}, as in the export.</p>}
      >
        <FilterSelect id="lead-status" label="Status" value={query.status} options={STATUS_OPTIONS} onChange={(status) => update({ status })} />
        <FilterSelect id="lead-kind" label="Kind" value={query.kind} options={KIND_OPTIONS} onChange={(kind) => update({ kind })} />
        <FilterDate id="lead-from" label="Received from" value={query.from} max={query.to} onChange={(from) => update({ from })} />
        <FilterDate id="lead-to" label="Received to" value={query.to} min={query.from} onChange={(to) => update({ to })} />
      </FilterPanel>

      <ListStates
        list={leads}
        noun="leads"
        invalid={rangeError}
        isEmpty={(d) => d.leads.length === 0}
        empty={
          <ListEmpty
            noun="leads"
            filtered={filtered}
            page={query.page}
            icon={<Inbox aria-hidden="true" />}
            hint={{
              filtered: query.view === 'due' ? 'No next step of yours is due today or earlier.' : 'Try other filters, or clear them to see every lead.',
              none: 'Requests sent from the website’s forms arrive here.',
            }}
          />
        }
      >
        {(d) => (
          <>
            <LeadList leads={d.leads} from={search} caption={query.view === 'due' ? 'Leads with a next step due, oldest due first' : 'Leads, newest first'} />
            <Pagination page={query.page} pageSize={LEADS_PAGE_SIZE} total={d.total} hrefFor={hrefFor} noun="leads" />
          </>
        )}
      </ListStates>
    </div>
  );
}

function LeadList({ leads, from, caption }: { leads: Lead[]; from: string; caption: string }) {
  const state = { from };
  const columns: Column<Lead>[] = [
    {
      header: 'Received',
      className: 'pr-3 pl-6',
      cellClassName: 'text-sm whitespace-nowrap text-body',
      cell: (lead) => <time dateTime={lead.created_at}>{formatDateTime(lead.created_at)}</time>,
    },
    {
      header: 'From',
      className: 'px-3',
      cellClassName: 'max-w-0 lg:w-[28%]',
      cell: (lead) => (
        <>
          <RouterLink to={`/leads/${lead.id}`} state={state} className="block truncate font-semibold text-ink hover:text-brand-700 hover:underline">
            {leadName(lead)}
          </RouterLink>
          {lead.company && lead.name && <p className="truncate text-sm text-muted">{lead.company}</p>}
        </>
      ),
    },
    { header: 'Kind', className: 'px-3', cellClassName: 'text-body', cell: (lead) => KIND_LABELS[lead.kind] },
    {
      header: 'Contact',
      className: 'hidden px-3 lg:table-cell',
      cellClassName: 'max-w-0 text-sm text-body lg:w-[30%]',
      cell: (lead) => (
        <>
          <p className="truncate">{lead.email}</p>
          <p className="truncate text-muted">{lead.phone}</p>
        </>
      ),
    },
    {
      header: 'Owner',
      className: 'px-3',
      cellClassName: 'max-w-0 text-sm lg:w-[14%]',
      cell: (lead) => <SaleOwner lead={lead} />,
    },
    {
      header: 'Status',
      className: 'pr-6 pl-3',
      cellClassName: 'whitespace-nowrap',
      cell: (lead) => (
        <div className="flex flex-col items-start gap-1.5">
          <LeadStatusBadge status={lead.status} />
          <ResponseTag response={lead.first_response} />
          <NextStepTag lead={lead} />
        </div>
      ),
    },
  ];
  return (
    <>
      <DataTable caption={caption} rows={leads} rowKey={(lead) => lead.id} columns={columns} className="hidden md:block" />
      <ul className="space-y-3 md:hidden">
        {leads.map((lead) => (
          <li
            key={lead.id}
            className={cn(
              'rounded-card bg-white p-4 shadow-card ring-1',
              lead.first_response.overdue || nextStepState(lead) === 'overdue' ? 'ring-2 ring-amber-400' : 'ring-line/70',
            )}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <RouterLink to={`/leads/${lead.id}`} state={state} className="block font-semibold break-words text-ink hover:text-brand-700 hover:underline">
                  {leadName(lead)}
                </RouterLink>
                <p className="text-sm text-muted">
                  {KIND_LABELS[lead.kind]} · <time dateTime={lead.created_at}>{formatDateTime(lead.created_at)}</time>
                </p>
              </div>
              <LeadStatusBadge status={lead.status} />
            </div>
            {(lead.email || lead.phone) && <p className="mt-2 truncate text-sm text-body">{[lead.email, lead.phone].filter(Boolean).join(' · ')}</p>}
            <div className="mt-2 text-sm">
              <SaleOwner lead={lead} />
            </div>
            <ResponseTag response={lead.first_response} className="mt-2" />
            <NextStepTag lead={lead} className="mt-2" />
          </li>
        ))}
      </ul>
    </>
  );
}
