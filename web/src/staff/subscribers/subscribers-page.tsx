/**
 * /staff/subscribers: the newsletter list, newest first, searchable by address (?q=), with a CSV
 * export and removal after a confirmation that names the address. Each address is confirmed (it
 * gets issues) or pending (waiting for its confirmation link; removed after 7 days if never used).
 */
import { Download, Mail, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { PageHeader } from '../layout/page-header';
import { formatDate, plural } from '../lib/format';
import { describeError } from '../lib/http';
import { useLoad } from '../lib/use-load';
import { smallButtonClass } from '../ui/buttons';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { type Column, DataTable } from '../ui/data-table';
import { useNotify } from '../ui/notices';
import { SearchBox, useSearchText } from '../ui/search-box';
import { EmptyState, ListStates } from '../ui/states';
import { listSubscribers, removeSubscriber, SUBSCRIBERS_CSV_HREF, type Subscriber } from './subscribers-api';

/** Long lists render in pages of this many (all are loaded; the search narrows them on the server). */
const SHOWN_STEP = 100;

/** Confirmed: gets issues (green, like a published post). Pending: the confirmation link has not been used yet. */
function ConfirmedBadge({ subscriber }: { subscriber: Subscriber }) {
  const confirmed = subscriber.confirmed_at !== null;
  return (
    <Badge tone={confirmed ? 'accent' : 'neutral'}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${confirmed ? 'bg-accent-600' : 'bg-muted'}`} />
      {confirmed ? 'Confirmed' : 'Pending'}
    </Badge>
  );
}

export function SubscribersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const list = useLoad(q, (signal) => listSubscribers(q, signal));
  const [shown, setShown] = useState(SHOWN_STEP);
  const [search, setSearch] = useSearchText(q, (settled) => {
    setParams(settled ? { q: settled } : {}, { replace: true });
    setShown(SHOWN_STEP);
  });
  const [pending, setPending] = useState<Subscriber | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notify = useNotify();

  const rows = list.data ?? [];

  // Phones see the day under the address; from sm it has its own column, and from md so does the source.
  const columns: Column<Subscriber>[] = [
    {
      header: 'Email',
      className: 'pr-3 pl-4 sm:pl-6',
      cellClassName: 'max-w-0',
      cell: (s) => (
        <>
          <p className="truncate font-medium text-ink">{s.email}</p>
          <p className="text-sm text-muted sm:hidden">
            <time dateTime={s.created_at}>{formatDate(s.created_at)}</time>
          </p>
        </>
      ),
    },
    {
      header: 'Status',
      className: 'px-3',
      cellClassName: 'text-sm whitespace-nowrap',
      cell: (s) => <ConfirmedBadge subscriber={s} />,
    },
    {
      header: 'Subscribed',
      className: 'px-3 max-sm:hidden',
      cellClassName: 'text-sm whitespace-nowrap text-body',
      cell: (s) => <time dateTime={s.created_at}>{formatDate(s.created_at)}</time>,
    },
    {
      header: 'Source',
      className: 'hidden px-3 md:table-cell',
      cellClassName: 'text-sm text-body',
      cell: (s) => s.source || <span className="text-muted">—</span>,
    },
    {
      header: 'Actions',
      actions: true,
      className: 'pr-4 pl-3 sm:pr-6',
      cell: (s) => (
        <button type="button" className={smallButtonClass('danger')} onClick={() => setPending(s)}>
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">Remove</span>
          <span className="sr-only"> {s.email}</span>
        </button>
      ),
    },
  ];

  const remove = async () => {
    if (!pending) return;
    setBusy(true);
    setError(null);
    try {
      await removeSubscriber(pending.id);
      list.setData((d) => d?.filter((s) => s.id !== pending.id));
      notify(`Removed ${pending.email}.`);
      setPending(null);
    } catch (err) {
      setError(describeError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Subscribers"
        description={
          list.data
            ? q
              ? `${plural(rows.length, 'subscriber')} match`
              : `${plural(rows.length, 'subscriber')} to the newsletter`
            : 'People who get the newsletter'
        }
        actions={
          <a href={SUBSCRIBERS_CSV_HREF} download className={buttonClass('ghost')}>
            <Download aria-hidden="true" className="size-5" /> Export CSV
          </a>
        }
      />

      <search className="rounded-card bg-white p-4 shadow-card ring-1 ring-line/70 sm:p-5">
        <SearchBox id="subscriber-search" label="Search by email" value={search} onChange={setSearch} placeholder="e.g. @clinic.com" className="max-w-xl" />
      </search>

      <ListStates
        list={list}
        noun="subscribers"
        isEmpty={() => rows.length === 0}
        empty={
          <EmptyState title={q ? 'No subscribers match' : 'No subscribers yet'} icon={<Mail aria-hidden="true" />}>
            <p>{q ? 'Try part of the address, such as the domain.' : 'People who sign up for the newsletter on the website appear here.'}</p>
          </EmptyState>
        }
      >
        {() => (
          <>
            <DataTable caption="Subscribers, newest first" rows={rows.slice(0, shown)} rowKey={(s) => s.id} columns={columns} />
            {rows.length > shown && (
              <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-muted">
                  Showing {shown.toLocaleString('en-US')} of {rows.length.toLocaleString('en-US')}
                </p>
                <button type="button" className={smallButtonClass('ghost', 'min-h-11 px-5')} onClick={() => setShown((n) => n + SHOWN_STEP)}>
                  Show more
                </button>
              </div>
            )}
          </>
        )}
      </ListStates>

      <ConfirmDialog
        open={pending !== null}
        title={pending ? `Remove ${pending.email}?` : 'Remove subscriber?'}
        confirmLabel={busy ? 'Removing…' : 'Remove subscriber'}
        busy={busy}
        error={error}
        onConfirm={() => void remove()}
        onCancel={() => {
          setPending(null);
          setError(null);
        }}
      >
        <p>They stop getting the newsletter. They can sign up again on the website.</p>
      </ConfirmDialog>
    </div>
  );
}
