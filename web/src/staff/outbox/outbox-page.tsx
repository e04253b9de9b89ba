/**
 * /staff/outbox: every email the site wrote (worker/email/), newest first, filtered by address
 * (?to=), with where each stands; /staff/outbox?message=<id> shows one as its recipient sees it:
 * the HTML part at its full height in a sandboxed frame (no script, no forms, no navigation; the
 * same origin only so that its height can be read), the files sent with it (a calendar invitation:
 * shown as text, and downloaded), and the plain-text part below it.
 */
import { ArrowLeft, Download, Paperclip, Send } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '../../components/ui/badge';
import { Link } from '../ui/link';
import { cn } from '../../lib/cn';
import { PageHeader } from '../layout/page-header';
import { companyTimeLabel, formatDateTime, plural } from '../lib/format';
import { useLoad } from '../lib/use-load';
import { type Column, DataTable } from '../ui/data-table';
import { SearchBox, useSearchText } from '../ui/search-box';
import { EmptyState, ErrorState, ListStates, LoadingRows } from '../ui/states';
import { messageKindLabel } from '../../../../shared/messages/messages';
import { OUTBOX_STATE_LABELS } from '../../../../shared/messages/outbox';
import { describeError } from '../lib/http';
import { getAttachmentText, getOutboxMessage, listOutbox, type OutboxAttachment, type OutboxEntry, type OutboxState } from './outbox-api';

const STATES: Record<OutboxState, { tone: 'neutral' | 'brand' | 'accent'; dot: string }> = {
  queued: { tone: 'brand', dot: 'bg-brand-600' },
  sending: { tone: 'brand', dot: 'bg-brand-600' },
  sent: { tone: 'accent', dot: 'bg-accent-600' },
  failed: { tone: 'neutral', dot: 'bg-amber-500' },
  dead: { tone: 'neutral', dot: 'bg-red-600' },
  kept: { tone: 'neutral', dot: 'bg-muted' },
};

const kindLabel = messageKindLabel;

export function OutboxStateBadge({ state }: { state: OutboxState }) {
  const known = Object.hasOwn(STATES, state) ? state : 'queued';
  const look = STATES[known];
  return (
    <Badge tone={look.tone} className="whitespace-nowrap">
      <span aria-hidden="true" className={`size-1.5 rounded-full ${look.dot}`} />
      {OUTBOX_STATE_LABELS[known]}
    </Badge>
  );
}

const when = (at: string | null) => (at ? <time dateTime={at}>{formatDateTime(at)}</time> : <span className="text-muted">—</span>);

export function OutboxPage() {
  const [params] = useSearchParams();
  const message = params.get('message');
  return message ? <MessageView id={message} /> : <OutboxList />;
}

function OutboxList() {
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const list = useLoad(to, (signal) => listOutbox(to, signal));
  const [search, setSearch] = useSearchText(to, (settled) => setParams(settled ? { to: settled } : {}, { replace: true }));
  const rows = list.data ?? [];
  const open = (m: OutboxEntry) => `/outbox?${new URLSearchParams({ message: m.id, ...(to ? { to } : {}) })}`;

  // The subject reads under the address, which takes the width the other columns (as narrow as
  // their content, w-px) leave; phones read the state and date there too.
  const columns: Column<OutboxEntry>[] = [
    {
      header: 'To and subject',
      className: 'pr-3 pl-4 sm:pl-6',
      cellClassName: 'max-w-0',
      cell: (m) => (
        <>
          <Link to={open(m)} className="block truncate font-semibold text-ink hover:text-brand-700 hover:underline">
            {m.to}
          </Link>
          <p className="truncate text-sm text-body">{m.subject}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted sm:hidden">
            <OutboxStateBadge state={m.state} /> {when(m.created_at)}
          </p>
        </>
      ),
    },
    {
      header: 'Kind',
      className: 'w-px whitespace-nowrap hidden px-3 xl:table-cell',
      cellClassName: 'text-sm whitespace-nowrap text-body',
      cell: (m) => kindLabel(m.kind),
    },
    { header: 'State', className: 'w-px whitespace-nowrap px-3 max-sm:hidden', cell: (m) => <OutboxStateBadge state={m.state} /> },
    {
      header: 'Attempts',
      className: 'w-px whitespace-nowrap hidden px-3 text-right lg:table-cell',
      cellClassName: 'text-sm tabular-nums text-body',
      cell: (m) => m.attempts,
    },
    {
      header: 'Created',
      className: 'w-px whitespace-nowrap px-3 max-sm:hidden',
      cellClassName: 'text-sm whitespace-nowrap text-body',
      cell: (m) => when(m.created_at),
    },
    {
      header: 'Sent',
      className: 'w-px whitespace-nowrap hidden pr-4 pl-3 sm:pr-6 xl:table-cell',
      cellClassName: 'text-sm whitespace-nowrap text-body',
      cell: (m) => when(m.sent_at),
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Outbox"
        description={
          list.data
            ? `${plural(rows.length, 'email')}${to ? ` to addresses containing “${to}”` : ', newest first'}. Times are ${companyTimeLabel()}.`
            : 'Every email the website writes, as it was written'
        }
      />

      <search className="rounded-card bg-white p-4 shadow-card ring-1 ring-line/70 sm:p-5">
        <SearchBox
          id="outbox-to"
          label="Filter by address"
          value={search}
          onChange={setSearch}
          placeholder="e.g. dana@clinic.com"
          maxLength={254}
          className="max-w-xl"
        />
      </search>

      <ListStates
        list={list}
        noun="emails"
        isEmpty={() => rows.length === 0}
        empty={
          <EmptyState title={to ? 'No emails to this address' : 'No emails yet'} icon={<Send aria-hidden="true" />}>
            <p>
              {to
                ? 'Try part of the address, such as the domain.'
                : 'When a visitor sends a request with an email address, the acknowledgement we write them appears here.'}
            </p>
          </EmptyState>
        }
      >
        {() => <DataTable caption="Emails, newest first" rows={rows} rowKey={(m) => m.id} columns={columns} />}
      </ListStates>
    </div>
  );
}

function MessageView({ id }: { id: string }) {
  const [params] = useSearchParams();
  const to = params.get('to');
  const message = useLoad(id, (signal) => getOutboxMessage(id, signal));
  const back = (
    <Link
      to={to ? `/outbox?${new URLSearchParams({ to })}` : '/outbox'}
      className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> Outbox
    </Link>
  );
  const m = message.data;
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={back}
        title={m ? m.subject : 'Email'}
        documentTitle={m ? `Email: ${m.subject}` : 'Email'}
        description={m ? `To ${m.to}` : undefined}
      />
      {message.error ? (
        <ErrorState message={`The email could not be loaded. ${message.error}`} onRetry={message.reload} />
      ) : !m ? (
        <LoadingRows label="Loading the email…" rows={4} />
      ) : (
        <>
          <dl className="grid gap-x-6 gap-y-3 rounded-card bg-white p-5 text-sm shadow-card ring-1 ring-line/70 sm:grid-cols-3 lg:grid-cols-5">
            <Fact term="State">
              <OutboxStateBadge state={m.state} />
            </Fact>
            <Fact term="Kind">{kindLabel(m.kind)}</Fact>
            <Fact term="Written">{when(m.created_at)}</Fact>
            <Fact term="Sent">{when(m.sent_at)}</Fact>
            <Fact term="Attempts" className="tabular-nums">
              {m.attempts}
            </Fact>
            {m.last_error && (
              <Fact term="Last error" wide className="break-words">
                {m.last_error}
              </Fact>
            )}
          </dl>
          <section aria-labelledby="outbox-html" className="space-y-2">
            <h2 id="outbox-html" className="text-lg font-bold">
              As the recipient sees it
            </h2>
            <EmailFrame title={`The email “${m.subject}” as HTML`} html={m.html} />
          </section>
          {m.attachments.length > 0 && (
            <section aria-labelledby="outbox-files" className="space-y-2">
              <h2 id="outbox-files" className="text-lg font-bold">
                Sent with it
              </h2>
              <ul className="space-y-3">
                {m.attachments.map((file) => (
                  <AttachmentView key={file.url} file={file} />
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="outbox-text" className="space-y-2">
            <h2 id="outbox-text" className="text-lg font-bold">
              Plain-text part
            </h2>
            <pre className="overflow-x-auto rounded-card bg-white p-5 font-mono text-sm whitespace-pre-wrap text-ink ring-1 ring-line/70">{m.text}</pre>
          </section>
        </>
      )}
    </div>
  );
}

/** One fact of a message: its name above its value. */
function Fact({ term, wide = false, className, children }: { term: string; wide?: boolean; className?: string; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-3 lg:col-span-5' : undefined}>
      <dt className="font-bold text-muted">{term}</dt>
      <dd className={cn('mt-1 text-ink', className)}>{children}</dd>
    </div>
  );
}

/**
 * The HTML part as the recipient sees it, at its full height: the frame grows to its document once
 * loaded and whenever the screen's width changes. Sandboxed: no script runs in it, no form sends and
 * no link navigates; allow-same-origin only lets this page read the height.
 */
function EmailFrame({ title, html }: { title: string; html: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const fit = useCallback(() => {
    const frame = ref.current;
    const doc = frame?.contentDocument;
    if (frame && doc?.documentElement) frame.style.height = `${Math.max(doc.documentElement.scrollHeight, 200)}px`;
  }, []);
  useEffect(() => {
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [fit]);
  return (
    <iframe
      ref={ref}
      title={title}
      sandbox="allow-same-origin"
      srcDoc={html}
      onLoad={fit}
      className="h-[40rem] w-full rounded-card bg-white ring-1 ring-line/70"
    />
  );
}

/** A file sent with the message: its name and type, its contents shown on request (text), and a download. */
function AttachmentView({ file }: { file: OutboxAttachment }) {
  const [shown, setShown] = useState<{ text: string } | { error: string } | null>(null);
  const [loading, setLoading] = useState(false);
  const kind = file.type.split(';')[0]!.trim();
  const show = async () => {
    if (shown) {
      setShown(null);
      return;
    }
    setLoading(true);
    try {
      setShown({ text: await getAttachmentText(file) });
    } catch (err) {
      setShown({ error: `The file could not be loaded. ${describeError(err)}` });
    } finally {
      setLoading(false);
    }
  };
  return (
    <li className="rounded-card bg-white p-4 shadow-card ring-1 ring-line/70">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex min-w-0 items-center gap-2 font-semibold text-ink">
          <Paperclip aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <span className="break-all">{file.filename}</span>
          <span className="text-sm font-normal text-muted">{kind === 'text/calendar' ? 'calendar invitation' : kind}</span>
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => void show()}
            aria-expanded={shown !== null}
            disabled={loading}
            className="inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold text-brand-800 ring-1 ring-line ring-inset hover:bg-surface"
          >
            {loading ? 'Opening…' : shown ? 'Hide' : 'Open'}
          </button>
          <a
            href={file.url}
            download={file.filename}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <Download aria-hidden="true" className="size-4" /> Download
          </a>
        </div>
      </div>
      {shown &&
        ('text' in shown ? (
          <pre className="mt-3 max-h-96 overflow-auto rounded-tile bg-surface p-3 font-mono text-xs whitespace-pre-wrap text-ink">{shown.text}</pre>
        ) : (
          <p role="alert" className="mt-3 text-sm font-medium text-red-800">
            {shown.error}
          </p>
        ))}
    </li>
  );
}
