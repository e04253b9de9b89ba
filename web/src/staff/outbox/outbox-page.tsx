/**
 * /staff/outbox: every email and text the site wrote (worker/email/, worker/texts/), newest first,
 * filtered by address or number (?to=), each marked Email or Text, with where each stands;
 * /staff/outbox?message=<id> shows one as its recipient sees it: an email's HTML part at its full
 * height in a sandboxed frame (no script, no forms, no navigation; the same origin only so that its
 * height can be read), the files sent with it (a calendar invitation: shown as text, and
 * downloaded), and the plain-text part below it; a text's words as sent.
 */
import { ArrowLeft, Download, Mail, MessageSquareText, Paperclip, Send } from 'lucide-react';
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
import { type MessageChannel, OUTBOX_STATE_LABELS } from '../../../../shared/messages/outbox';
import { displayPhone } from '../../../../shared/messages/texts';
import { describeError } from '../lib/http';
import { getAttachmentText, getOutboxMessage, listOutbox, type OutboxAttachment, type OutboxEntry, type OutboxMessage, type OutboxState } from './outbox-api';

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

/** Email or Text, so a row says how it went before what it says. */
export function ChannelBadge({ channel }: { channel: MessageChannel }) {
  const text = channel === 'sms';
  const Icon = text ? MessageSquareText : Mail;
  return (
    <Badge tone={text ? 'accent' : 'neutral'} className="shrink-0 px-2 py-0.5 text-xs whitespace-nowrap">
      <Icon aria-hidden="true" className="size-3.5" />
      {text ? 'Text' : 'Email'}
    </Badge>
  );
}

/** Whom it went to: an address, or a number as people write it. */
const recipientOf = (m: Pick<OutboxEntry, 'channel' | 'to'>) => (m.channel === 'sms' ? displayPhone(m.to) : m.to);

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

  // The subject (a text's words) reads under the recipient, which takes the width the other columns
  // (as narrow as their content, w-px) leave; phones read the state and date there too.
  const columns: Column<OutboxEntry>[] = [
    {
      header: 'To and message',
      className: 'pr-3 pl-4 sm:pl-6',
      cellClassName: 'max-w-0',
      cell: (m) => (
        <>
          <p className="flex min-w-0 items-center gap-2">
            <ChannelBadge channel={m.channel} />
            <Link to={open(m)} className="min-w-0 truncate font-semibold text-ink hover:text-brand-700 hover:underline">
              {recipientOf(m)}
            </Link>
          </p>
          <p className="truncate text-sm text-body">{m.channel === 'sms' ? m.text : m.subject}</p>
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
            ? `${plural(rows.length, 'message')}${to ? ` to addresses or numbers containing “${to}”` : ', newest first'}. Times are ${companyTimeLabel()}.`
            : 'Every email and text the website writes, as it was written'
        }
      />

      <search className="rounded-card bg-white p-4 shadow-card ring-1 ring-line/70 sm:p-5">
        <SearchBox
          id="outbox-to"
          label="Filter by address or phone number"
          value={search}
          onChange={setSearch}
          placeholder="e.g. dana@clinic.com or (352) 555-0148"
          maxLength={254}
          className="max-w-xl"
        />
      </search>

      <ListStates
        list={list}
        noun="messages"
        isEmpty={() => rows.length === 0}
        empty={
          <EmptyState title={to ? 'No messages to this address or number' : 'No messages yet'} icon={<Send aria-hidden="true" />}>
            <p>
              {to
                ? 'Try part of the address, such as the domain, or the number’s last digits.'
                : 'When a visitor sends a request with an email address, the acknowledgement we write them appears here.'}
            </p>
          </EmptyState>
        }
      >
        {() => <DataTable caption="Emails and texts, newest first" rows={rows} rowKey={(m) => m.id} columns={columns} />}
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
  // A text has no subject: its heading is whom it went to.
  const title = !m ? 'Message' : m.channel === 'sms' ? `Text to ${recipientOf(m)}` : m.subject;
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={back}
        title={title}
        documentTitle={m && m.channel !== 'sms' ? `Email: ${m.subject}` : title}
        description={m ? `To ${recipientOf(m)}` : undefined}
      />
      {message.error ? (
        <ErrorState message={`The message could not be loaded. ${message.error}`} onRetry={message.reload} />
      ) : !m ? (
        <LoadingRows label="Loading the message…" rows={4} />
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
          {m.channel === 'sms' ? (
            <section aria-labelledby="outbox-text" className="space-y-2">
              <h2 id="outbox-text" className="text-lg font-bold">
                The text as sent
              </h2>
              <p className="rounded-card bg-white p-5 break-words whitespace-pre-line text-ink ring-1 ring-line/70">{m.text}</p>
            </section>
          ) : (
            <EmailParts message={m} />
          )}
        </>
      )}
    </div>
  );
}

/** An email's parts: as its recipient sees it, the files sent with it, and the plain text. */
function EmailParts({ message: m }: { message: OutboxMessage }) {
  return (
    <>
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
