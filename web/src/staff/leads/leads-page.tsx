/**
 * /staff/leads: quote, walkthrough and franchising requests, newest first, filtered by status,
 * kind and the days they arrived (in the address: ?status=&kind=&from=&to=&page=), with a CSV
 * export of everything the filters match.
 */
import { Download, Inbox, X } from 'lucide-react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from '../../../../shared/lead';
import { Badge } from '../../components/ui/badge';
import { buttonClass } from '../../components/ui/button';
import { PageHeader } from '../layout/page-header';
import { formatDateTime, plural } from '../lib/format';
import { pageHref, pageOf } from '../lib/list-page';
import { useLoad } from '../lib/use-load';
import { smallButtonClass } from '../ui/buttons';
import { filterControlClass, labelClass } from '../ui/field';
import { Pagination } from '../ui/pagination';
import { EmptyState, ErrorState, LoadingRows } from '../ui/states';
import { KIND_LABELS, STATUS_LABELS, STATUS_TONES } from './lead-labels';
import { type Lead, LEADS_PAGE_SIZE, type LeadQuery, leadsCsvHref, listLeads } from './leads-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function readQuery(params: URLSearchParams): LeadQuery {
  const status = params.get('status') ?? '';
  const kind = params.get('kind') ?? '';
  const day = (name: string) => {
    const v = params.get(name) ?? '';
    return DAY.test(v) ? v : '';
  };
  return {
    status: (LEAD_STATUSES as readonly string[]).includes(status) ? (status as LeadStatus) : '',
    kind: (LEAD_KINDS as readonly string[]).includes(kind) ? (kind as LeadKind) : '',
    from: day('from'),
    to: day('to'),
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
  const filtered = query.status !== '' || query.kind !== '' || query.from !== '' || query.to !== '';
  const data = leads.data;
  const search = params.toString();

  const update = (change: Partial<Record<'status' | 'kind' | 'from' | 'to', string>>) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    for (const [k, v] of Object.entries(change)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };
  const hrefFor = (page: number) => pageHref('/leads', params, page);
  const rangeError = query.from && query.to && query.from > query.to ? 'The “to” day is before the “from” day.' : null;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Leads"
        description={
          data ? (filtered ? `${plural(data.total, 'lead')} match` : `${plural(data.total, 'lead')} in all`) : 'Quote, walkthrough and franchising requests'
        }
        actions={
          <a href={leadsCsvHref(query)} download className={buttonClass('ghost')}>
            <Download aria-hidden="true" className="size-5" /> Export CSV
          </a>
        }
      />

      <search className="rounded-card bg-white p-4 shadow-card ring-1 ring-line/70 sm:p-5">
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
          <div>
            <label htmlFor="lead-status" className={labelClass}>
              Status
            </label>
            <select id="lead-status" value={query.status} onChange={(e) => update({ status: e.target.value })} className={filterControlClass}>
              <option value="">All statuses</option>
              {LEAD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="lead-kind" className={labelClass}>
              Kind
            </label>
            <select id="lead-kind" value={query.kind} onChange={(e) => update({ kind: e.target.value })} className={filterControlClass}>
              <option value="">All kinds</option>
              {LEAD_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="lead-from" className={labelClass}>
              Received from
            </label>
            <input
              id="lead-from"
              type="date"
              value={query.from}
              max={query.to || undefined}
              onChange={(e) => update({ from: e.target.value })}
              className={filterControlClass}
            />
          </div>
          <div>
            <label htmlFor="lead-to" className={labelClass}>
              Received to
            </label>
            <input
              id="lead-to"
              type="date"
              value={query.to}
              min={query.from || undefined}
              onChange={(e) => update({ to: e.target.value })}
              className={filterControlClass}
            />
          </div>
          <div className="col-span-2 empty:hidden lg:col-span-1">
            {filtered && (
              <button type="button" className={smallButtonClass('quiet', 'min-h-11')} onClick={() => setParams(new URLSearchParams())}>
                <X aria-hidden="true" className="size-4" /> Clear filters
              </button>
            )}
          </div>
        </div>
        <p className="mt-3 text-sm text-muted">Days are counted in UTC, as in the export.</p>
      </search>

      <div aria-busy={leads.loading || undefined}>
        {rangeError ? (
          <ErrorState message={rangeError} />
        ) : leads.error ? (
          <ErrorState message={`The leads could not be loaded. ${leads.error}`} onRetry={leads.reload} />
        ) : !data ? (
          <LoadingRows label="Loading leads…" />
        ) : data.leads.length === 0 ? (
          <EmptyState title={filtered ? 'No leads match' : query.page > 1 ? 'Nothing on this page' : 'No leads yet'} icon={<Inbox aria-hidden="true" />}>
            <p>{filtered ? 'Try other filters, or clear them to see every lead.' : 'Requests sent from the website’s forms arrive here.'}</p>
          </EmptyState>
        ) : (
          <div className={leads.loading ? 'opacity-60 transition-opacity' : undefined}>
            <LeadList leads={data.leads} from={search} />
            <Pagination page={query.page} pageSize={LEADS_PAGE_SIZE} total={data.total} hrefFor={hrefFor} noun="leads" />
          </div>
        )}
      </div>
    </div>
  );
}

function LeadList({ leads, from }: { leads: Lead[]; from: string }) {
  const state = { from };
  return (
    <>
      <div className="hidden rounded-card bg-white shadow-card ring-1 ring-line/70 md:block">
        <table className="w-full text-left text-[0.9375rem]">
          <caption className="sr-only">Leads, newest first</caption>
          <thead>
            <tr className="border-b border-line text-xs font-bold tracking-wider text-muted uppercase">
              <th scope="col" className="py-3.5 pr-3 pl-6 font-bold">
                Received
              </th>
              <th scope="col" className="px-3 py-3.5 font-bold">
                From
              </th>
              <th scope="col" className="px-3 py-3.5 font-bold">
                Kind
              </th>
              <th scope="col" className="hidden px-3 py-3.5 font-bold lg:table-cell">
                Contact
              </th>
              <th scope="col" className="py-3.5 pr-6 pl-3 font-bold">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {leads.map((lead) => (
              <tr key={lead.id} className="border-b border-line/70 last:border-0 hover:bg-brand-50/40">
                <td className="py-3.5 pr-3 pl-6 text-sm whitespace-nowrap text-body">
                  <time dateTime={lead.created_at}>{formatDateTime(lead.created_at)}</time>
                </td>
                <td className="max-w-0 px-3 py-3.5 lg:w-[28%]">
                  <RouterLink to={`/leads/${lead.id}`} state={state} className="block truncate font-semibold text-ink hover:text-brand-700 hover:underline">
                    {leadName(lead)}
                  </RouterLink>
                  {lead.company && lead.name && <p className="truncate text-sm text-muted">{lead.company}</p>}
                </td>
                <td className="px-3 py-3.5 text-body">{KIND_LABELS[lead.kind]}</td>
                <td className="hidden max-w-0 px-3 py-3.5 text-sm text-body lg:table-cell lg:w-[30%]">
                  <p className="truncate">{lead.email}</p>
                  <p className="truncate text-muted">{lead.phone}</p>
                </td>
                <td className="py-3.5 pr-6 pl-3 whitespace-nowrap">
                  <LeadStatusBadge status={lead.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {leads.map((lead) => (
          <li key={lead.id} className="rounded-card bg-white p-4 shadow-card ring-1 ring-line/70">
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
          </li>
        ))}
      </ul>
    </>
  );
}
