/**
 * The frame of a pipeline record's page (/staff/leads/:id, /staff/applications/:id): the way back
 * to the list as it was filtered, the record loaded (a 404 is "not found", not an error), its
 * loading, error and not-found states, and once loaded the header (name, stage, reply and call),
 * the spam note, and the columns: what the record holds, the pipeline beside it, the timeline.
 */
import { ArrowLeft, Mail, Phone } from 'lucide-react';
import type { TimelineText } from '../../../../shared/messages/outbox';
import { useLocation, useParams } from 'react-router-dom';
import { Link } from '../ui/link';
import { cn } from '../../lib/cn';
import { PageHeader } from '../layout/page-header';
import { mailtoHref, telHref } from '../lib/contact-links';
import { StaffApiError } from '../lib/http';
import { type Loaded, useLoad } from '../lib/use-load';
import { smallButtonClass } from '../ui/buttons';
import { EmptyState, ErrorState, LoadingRows } from '../ui/states';
import { capitalized } from './timeline';

/** What a record's page appends to: its events, and its texts where it has them. */
type TimelineRecord = { events: unknown[]; texts?: TimelineText[] };

export interface RecordView<T extends TimelineRecord> {
  record: T;
  loaded: Loaded<T | null>;
  /** The list as it was filtered, to go back to. */
  backTo: string;
  back: React.ReactNode;
  /** The API answers a note as it stored it: it joins the timeline without loading the record again. */
  noteAdded: (event: T['events'][number]) => void;
  /** A text sent joins the timeline the same way. */
  textSent: (text: TimelineText) => void;
}

export function RecordPage<T extends TimelineRecord>({
  noun,
  list,
  param,
  get,
  notFound,
  children,
}: {
  /** 'lead', 'application'. */
  noun: string;
  /** The list's path ('/leads') and its name ('leads'). */
  list: { path: string; label: string };
  /** The route's id parameter. */
  param: string;
  get: (id: string, signal: AbortSignal) => Promise<T>;
  /** What the not-found state says besides its title. */
  notFound: React.ReactNode;
  children: (view: RecordView<T>) => React.ReactNode;
}) {
  const id = useParams()[param] ?? '';
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const backTo = from ? `${list.path}?${from}` : list.path;
  const loaded = useLoad(id, (signal) =>
    get(id, signal).catch((err: unknown) => {
      if (err instanceof StaffApiError && err.status === 404) return null;
      throw err;
    }),
  );
  const record = loaded.data ?? null;
  const Noun = capitalized(noun);

  const back = (
    <Link to={backTo} className="inline-flex items-center gap-1.5 hover:text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> All {list.label}
    </Link>
  );

  if (loaded.error) {
    return (
      <div className="space-y-6">
        <PageHeader eyebrow={back} title={Noun} documentTitle={`${Noun} not loaded`} />
        <ErrorState message={`The ${noun} could not be loaded. ${loaded.error}`} onRetry={loaded.reload} />
      </div>
    );
  }
  if (loaded.data === undefined || (loaded.loading && !record)) {
    return (
      <div className="space-y-6">
        <PageHeader eyebrow={back} title={Noun} documentTitle={`Loading ${noun}`} />
        <LoadingRows label={`Loading the ${noun}…`} rows={8} />
      </div>
    );
  }
  if (!record) {
    return (
      <div className="space-y-6">
        <PageHeader eyebrow={back} title={`${Noun} not found`} />
        <EmptyState title={`There is no ${noun} with this address`}>{notFound}</EmptyState>
      </div>
    );
  }
  const noteAdded = (event: T['events'][number]) => loaded.setData((r) => (r ? { ...r, events: [...r.events, event] } : r));
  const textSent = (text: TimelineText) => loaded.setData((r) => (r ? { ...r, texts: [...(r.texts ?? []), text] } : r));
  return <div className="space-y-6">{children({ record, loaded, backTo, back, noteAdded, textSent })}</div>;
}

/** The record's heading: whose it is, its stage and what it is, and the buttons to reply and call, in the order staff reach for them. */
export function RecordHeader({
  noun,
  name,
  back,
  badge,
  summary,
  contacts,
}: {
  noun: string;
  name: string;
  back: React.ReactNode;
  badge: React.ReactNode;
  summary: React.ReactNode;
  contacts: { phone?: string; email?: string };
}) {
  const buttons = Object.entries(contacts).map(([how, value]) =>
    !value ? null : how === 'phone' ? (
      <a key={how} href={telHref(value)} className={smallButtonClass('ghost', 'min-h-11 px-4')}>
        <Phone aria-hidden="true" className="size-4" /> Call
      </a>
    ) : (
      <a key={how} href={mailtoHref(value)} className={smallButtonClass('ghost', 'min-h-11 px-4')}>
        <Mail aria-hidden="true" className="size-4" /> Email
      </a>
    ),
  );
  return (
    <PageHeader
      eyebrow={back}
      title={name}
      documentTitle={`${capitalized(noun)}: ${name}`}
      description={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {badge}
          <span>{summary}</span>
        </span>
      }
      actions={buttons}
    />
  );
}

/** Why the record was taken for spam, above everything else on its page. */
export function SpamNote({ status, reason }: { status: string; reason: string | null }) {
  if (status !== 'spam' || !reason) return null;
  return (
    <p className="rounded-card bg-amber-50 px-5 py-4 text-amber-900 ring-1 ring-amber-200">
      <strong className="font-semibold">Marked as spam:</strong> {reason}
    </p>
  );
}

const ROW_START = ['lg:row-start-3', 'lg:row-start-4', 'lg:row-start-5'];
const ROW_SPAN = ['lg:row-span-2', 'lg:row-span-3', 'lg:row-span-4', 'lg:row-span-5'];

/**
 * One column on a phone, in reading order: what the record holds, the pipeline, the timeline,
 * then the rest. On a desktop the pipeline stands in a column of its own beside the rest (placed
 * on grid rows, so the focus order stays the reading order).
 */
export function RecordColumns({
  children,
  pipeline,
  timeline,
  rest,
}: {
  children: React.ReactNode;
  pipeline: React.ReactNode;
  timeline: React.ReactNode;
  /** Each a row below the timeline (where the visitor came from, the record). */
  rest: React.ReactNode[];
}) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">{children}</div>
      <div className={cn('min-w-0 lg:col-start-2 lg:row-start-1', ROW_SPAN[rest.length])}>{pipeline}</div>
      <div className="min-w-0 lg:col-start-1 lg:row-start-2">{timeline}</div>
      {rest.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed for a page
        <div key={i} className={cn('min-w-0 space-y-6 empty:hidden lg:col-start-1', ROW_START[i])}>
          {row}
        </div>
      ))}
    </div>
  );
}
