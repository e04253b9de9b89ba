/**
 * /staff/subscribers: the newsletter list, newest first, searchable by address (?q=), with a CSV
 * export and removal after a confirmation that names the address.
 */
import { Download, Mail, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { PageHeader } from '../layout/page-header';
import { formatDate, plural } from '../lib/format';
import { describeError } from '../lib/http';
import { useLoad } from '../lib/use-load';
import { smallButtonClass } from '../ui/buttons';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useNotify } from '../ui/notices';
import { SearchBox, useSearchText } from '../ui/search-box';
import { EmptyState, ErrorState, LoadingRows } from '../ui/states';
import { listSubscribers, removeSubscriber, SUBSCRIBERS_CSV_HREF, type Subscriber } from './subscribers-api';

/** Long lists render in pages of this many (all are loaded; the search narrows them on the server). */
const SHOWN_STEP = 100;

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
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const notify = useNotify();

  const rows = (list.data ?? []).filter((s) => !removed.has(s.id));

  const remove = async () => {
    if (!pending) return;
    setBusy(true);
    setError(null);
    try {
      await removeSubscriber(pending.id);
      setRemoved((set) => new Set(set).add(pending.id));
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

      <div aria-busy={list.loading || undefined}>
        {list.error ? (
          <ErrorState message={`The subscribers could not be loaded. ${list.error}`} onRetry={list.reload} />
        ) : !list.data ? (
          <LoadingRows label="Loading subscribers…" />
        ) : rows.length === 0 ? (
          <EmptyState title={q ? 'No subscribers match' : 'No subscribers yet'} icon={<Mail aria-hidden="true" />}>
            <p>{q ? 'Try part of the address, such as the domain.' : 'People who sign up for the newsletter on the website appear here.'}</p>
          </EmptyState>
        ) : (
          <div className={list.loading ? 'opacity-60 transition-opacity' : undefined}>
            <div className="rounded-card bg-white shadow-card ring-1 ring-line/70">
              <table className="w-full text-left text-[0.9375rem]">
                <caption className="sr-only">Subscribers, newest first</caption>
                <thead>
                  <tr className="border-b border-line text-xs font-bold tracking-wider text-muted uppercase">
                    <th scope="col" className="py-3.5 pr-3 pl-4 font-bold sm:pl-6">
                      Email
                    </th>
                    <th scope="col" className="px-3 py-3.5 font-bold max-sm:hidden">
                      Subscribed
                    </th>
                    <th scope="col" className="hidden px-3 py-3.5 font-bold md:table-cell">
                      Source
                    </th>
                    <th scope="col" className="w-px py-3.5 pr-4 pl-3 sm:pr-6">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.slice(0, shown).map((s) => (
                    <tr key={s.id} className="border-b border-line/70 last:border-0 hover:bg-brand-50/40">
                      <td className="max-w-0 py-3 pr-3 pl-4 sm:pl-6">
                        <p className="truncate font-medium text-ink">{s.email}</p>
                        <p className="text-sm text-muted sm:hidden">
                          <time dateTime={s.created_at}>{formatDate(s.created_at)}</time>
                        </p>
                      </td>
                      <td className="px-3 py-3 text-sm whitespace-nowrap text-body max-sm:hidden">
                        <time dateTime={s.created_at}>{formatDate(s.created_at)}</time>
                      </td>
                      <td className="hidden px-3 py-3 text-sm text-body md:table-cell">{s.source || <span className="text-muted">—</span>}</td>
                      <td className="py-2 pr-4 pl-3 text-right sm:pr-6">
                        <button type="button" className={smallButtonClass('danger')} onClick={() => setPending(s)}>
                          <Trash2 aria-hidden="true" className="size-4" />
                          <span className="max-sm:sr-only">Remove</span>
                          <span className="sr-only"> {s.email}</span>
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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
          </div>
        )}
      </div>

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
