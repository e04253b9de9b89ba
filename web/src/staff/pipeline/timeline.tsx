/**
 * A pipeline record's timeline (a lead's, an application's), oldest first: its arrival, every
 * stage change (with the walkthrough or interview booked) and note (events), the booking called
 * off, every email the site wrote about it (emails, linking to the outbox), and the texts both
 * ways (ours with where they stand, theirs set apart as quotes), each with its time on Ocala's
 * clock and who did it; then the forms that add a note and send a text, each appended when the API
 * confirms it. What differs between pipelines is declared in a TimelineSpec.
 */
import { OUTBOX_STATE_LABELS, type Texting, type TimelineEmail, type TimelineText } from '../../../../shared/messages/outbox';
import { messageKindLabel } from '../../../../shared/messages/messages';
import { ArrowRightCircle, CalendarX, Inbox, Mail, MessageSquareReply, MessageSquareText, StickyNote } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Link } from '../ui/link';
import { cn } from '../../lib/cn';
import { companyTimeLabel, formatDateTime, formatTime } from '../lib/format';
import { inputClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { fieldErrorText } from './api-field-error';
import { CountedField } from './counted-field';
import { Panel } from './panel';
import { TextForm } from './text-form';

export interface TimelineEvent {
  id: string;
  created_at: string;
  type: string;
  /** The stage moved to (type `stage`). */
  status: string | null;
  note: string;
  by: string;
}

export interface TimelineRecord<E extends TimelineEvent> {
  id: string;
  created_at: string;
  events: E[];
  emails: TimelineEmail[];
  /** Texts both ways, and whether the person can be texted (a record read before texts has neither). */
  texts?: TimelineText[];
  texting?: Texting;
}

export interface TimelineSpec<E extends TimelineEvent> {
  /** The first entry: 'Lead received from the website'. */
  received: string;
  /** Who the first entry is by: 'Website form'. */
  receivedBy: string;
  stageLabels: Record<string, string>;
  /** The stage that books a meeting, its noun ('walkthrough'), the event that calls it off, and the time an event booked. */
  booking: { stage: string; noun: string; cancelled: string; at: (event: E) => string | null };
  /** A stage whose change carries why (Lost), shown as its reason. */
  reasonStage?: string;
  note: { fieldId: string; limit: number; add: (recordId: string, note: string) => Promise<E> };
  /** Texting the record's person; a pipeline without it has no text form. */
  text?: { fieldId: string; send: (recordId: string, text: string) => Promise<TimelineText> };
}

export const capitalized = (words: string) => (words ? words[0]!.toUpperCase() + words.slice(1) : words);

type Entry<E> =
  | { key: string; at: string; type: 'received' }
  | { key: string; at: string; type: 'event'; event: E; moved: boolean }
  | { key: string; at: string; type: 'email'; email: TimelineEmail }
  | { key: string; at: string; type: 'text'; text: TimelineText };

/** A reply's name by its keyword (not kinds of the message registry: nobody writes them). */
const REPLY_LABELS: Record<string, string> = {
  reply: 'Text from them',
  'reply-stop': 'Replied STOP: texts stopped',
  'reply-start': 'Replied START: texts back on',
  'reply-help': 'Replied HELP',
};

/** A text of ours by its kind: 'Lead acknowledgement text'; a kind already named a text keeps its name. */
const ourTextLabel = (kind: string) => {
  const label = messageKindLabel(kind);
  return /\btexts?\b/i.test(label) ? label : `${label} text`;
};

/** Events, emails and texts in one list, oldest first (ISO times sort as text); equal times keep events first, then emails. */
export function timelineEntries<E extends TimelineEvent>(record: TimelineRecord<E>, spec: TimelineSpec<E>): Entry<E>[] {
  const { stage, cancelled } = spec.booking;
  let booked = false;
  const events: Entry<E>[] = record.events.map((event) => {
    // Booking again while booked moves the walkthrough (the interview).
    const moved = event.type === 'stage' && event.status === stage && booked;
    if (event.type === 'stage') booked = event.status === stage;
    if (event.type === cancelled) booked = false;
    return { key: `event-${event.id}`, at: event.created_at, type: 'event', event, moved };
  });
  const emails: Entry<E>[] = record.emails.map((email) => ({ key: `email-${email.id}`, at: email.created_at, type: 'email', email }));
  const texts: Entry<E>[] = (record.texts ?? []).map((text) => ({ key: `text-${text.direction}-${text.id}`, at: text.created_at, type: 'text', text }));
  const all: Entry<E>[] = [{ key: 'received', at: record.created_at, type: 'received' }, ...events, ...emails, ...texts];
  return all
    .map((e, i) => [e, i] as const)
    .sort(([a, i], [b, j]) => (a.at < b.at ? -1 : a.at > b.at ? 1 : i - j))
    .map(([e]) => e);
}

function EntryBody<E extends TimelineEvent>({ entry, spec }: { entry: Entry<E>; spec: TimelineSpec<E> }) {
  if (entry.type === 'received') return <p className="font-semibold text-ink">{spec.received}</p>;
  if (entry.type === 'email') {
    const { email } = entry;
    return (
      <>
        <p className="font-semibold text-ink">
          {messageKindLabel(email.kind)} email · {OUTBOX_STATE_LABELS[email.state] ?? email.state}
        </p>
        <p className="break-words">
          <Link to={`/outbox?message=${encodeURIComponent(email.id)}`} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {email.subject || '(no subject)'}
          </Link>
        </p>
      </>
    );
  }
  if (entry.type === 'text') return <TextBody text={entry.text} />;
  const { event, moved } = entry;
  const Noun = capitalized(spec.booking.noun);
  const at = spec.booking.at(event);
  if (event.type === 'note') return <p className="break-words whitespace-pre-line text-ink">{event.note}</p>;
  if (event.type === spec.booking.cancelled) {
    return (
      <p className="font-semibold text-ink">
        {Noun} cancelled
        {at && (
          <span className="font-normal text-body">
            {' '}
            (was <time dateTime={at}>{formatDateTime(at)}</time>)
          </span>
        )}
      </p>
    );
  }
  return (
    <>
      <p className="font-semibold text-ink">{moved ? `${Noun} moved` : `Moved to ${event.status ? spec.stageLabels[event.status] : 'another stage'}`}</p>
      {at && (
        <p className="text-body">
          {Noun} <time dateTime={at}>{formatDateTime(at)}</time>
        </p>
      )}
      {spec.reasonStage && event.status === spec.reasonStage && event.note && <p className="break-words whitespace-pre-line text-body">Reason: {event.note}</p>}
    </>
  );
}

/** A text: ours with where it stands (and the morning it waits for in quiet hours), theirs as a quote. */
function TextBody({ text }: { text: TimelineText }) {
  if (text.direction === 'in') {
    return (
      <>
        <p className="font-semibold text-ink">{REPLY_LABELS[text.kind] ?? REPLY_LABELS.reply}</p>
        <blockquote className="mt-1 rounded-r-tile border-l-2 border-accent-500 bg-accent-100/50 px-3 py-1.5 break-words whitespace-pre-line text-ink italic">
          {text.text}
        </blockquote>
      </>
    );
  }
  const waits = text.state === 'queued' && text.send_after && Date.parse(text.send_after) > Date.now() ? text.send_after : null;
  return (
    <>
      <p className="font-semibold text-ink">
        {ourTextLabel(text.kind)} · {/* Where it stands links to the outbox, as the lead's delivery panel does: a failed text's error is there. */}
        <Link to={`/outbox?message=${encodeURIComponent(text.id)}`} className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {text.state ? (OUTBOX_STATE_LABELS[text.state] ?? text.state) : 'Queued'}
        </Link>
      </p>
      <p className="break-words whitespace-pre-line text-body">{text.text}</p>
      {waits && (
        <p className="text-sm font-medium text-amber-800">
          Waits for <time dateTime={waits}>{formatTime(waits)}</time> (quiet hours)
        </p>
      )}
    </>
  );
}

const theirs = <E,>(entry: Entry<E>) => entry.type === 'text' && entry.text.direction === 'in';

function iconOf<E extends TimelineEvent>(entry: Entry<E>, cancelled: string) {
  if (entry.type === 'text') return entry.text.direction === 'in' ? MessageSquareReply : MessageSquareText;
  if (entry.type !== 'event') return entry.type === 'email' ? Mail : Inbox;
  return entry.event.type === 'note' ? StickyNote : entry.event.type === cancelled ? CalendarX : ArrowRightCircle;
}

function whoOf<E extends TimelineEvent>(entry: Entry<E>, receivedBy: string): string {
  if (entry.type === 'event') return entry.event.by || 'Staff';
  if (entry.type === 'text') return entry.text.direction === 'in' ? 'Them, by text' : entry.text.by || 'Website, automatically';
  return entry.type === 'email' ? 'Website, automatically' : receivedBy;
}

export function Timeline<E extends TimelineEvent>({
  record,
  spec,
  onNoteAdded,
  onTextSent,
}: {
  record: TimelineRecord<E>;
  spec: TimelineSpec<E>;
  onNoteAdded: (event: E) => void;
  onTextSent?: (text: TimelineText) => void;
}) {
  const entries = timelineEntries(record, spec);
  const hasNotes = record.events.some((e) => e.type === 'note');
  return (
    <Panel title="Timeline">
      <p className="mt-1 text-sm text-muted">Oldest first, in {companyTimeLabel()}.</p>
      <ol className="mt-5" aria-label="Timeline, oldest first">
        {entries.map((entry, i) => {
          const Icon = iconOf(entry, spec.booking.cancelled);
          return (
            <li key={entry.key} className="relative flex gap-3 pb-5 last:pb-0">
              {i < entries.length - 1 && <span aria-hidden="true" className="absolute top-9 bottom-1 left-4 w-px -translate-x-1/2 bg-line" />}
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full ring-1',
                  theirs(entry) ? 'bg-accent-100 text-accent-700 ring-accent-200' : 'bg-brand-50 text-brand-700 ring-brand-100',
                )}
              >
                <Icon className="size-4" />
              </span>
              <div className="min-w-0 flex-1 pt-1 text-[0.9375rem]">
                <EntryBody entry={entry} spec={spec} />
                <p className="mt-0.5 text-sm text-muted">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {whoOf(entry, spec.receivedBy)}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      {!hasNotes && <p className="mt-5 text-sm text-muted">No notes yet.</p>}
      <NoteForm recordId={record.id} note={spec.note} onAdded={onNoteAdded} />
      {spec.text && record.texting && onTextSent && (
        <TextForm recordId={record.id} fieldId={spec.text.fieldId} texting={record.texting} send={spec.text.send} onSent={onTextSent} />
      )}
    </Panel>
  );
}

function NoteForm<E extends TimelineEvent>({
  recordId,
  note: spec,
  onAdded,
}: {
  recordId: string;
  note: TimelineSpec<E>['note'];
  onAdded: (event: E) => void;
}) {
  const { fieldId, limit } = spec;
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notify = useNotify();
  const field = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (error) field.current?.focus();
  }, [error]);

  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const text = note.trim();
    if (!text) return setError('Write the note first.');
    if (text.length > limit) return setError(`Keep the note to ${limit.toLocaleString('en-US')} characters or fewer.`);
    setBusy(true);
    setError(null);
    try {
      onAdded(await spec.add(recordId, text));
      setNote('');
      notify('Note added.');
      // Sent with the button (disabled while sending): focus goes back to the field for the next note.
      field.current?.focus();
    } catch (err) {
      setError(fieldErrorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} onSubmit={add} noValidate className="mt-5 space-y-3 border-t border-line/70 pt-5">
      <CountedField
        id={fieldId}
        label="Note"
        error={error}
        count={note.trim().length}
        limit={limit}
        hint="Seen by staff only. Ctrl+Enter (⌘+Enter on a Mac) adds it."
      >
        {(props) => (
          <textarea
            {...props}
            ref={field}
            value={note}
            rows={3}
            onChange={(e) => setNote(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                form.current?.requestSubmit();
              }
            }}
            className={inputClass}
          />
        )}
      </CountedField>
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? 'Adding…' : 'Add note'}
      </Button>
    </form>
  );
}
