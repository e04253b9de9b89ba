/**
 * A lead's timeline, oldest first: its arrival, every stage change and note (events), and every
 * email the site wrote about it (emails, linking to the outbox), each with its time on Ocala's
 * clock and who did it; then the form that adds a note, appended when the API confirms it.
 */
import { ArrowRightCircle, CalendarX, Inbox, Mail, StickyNote } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NOTE_MAX_LENGTH } from '../../../../shared/lead-pipeline';
import { Button } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { companyTimeLabel, formatDateTime } from '../lib/format';
import { inputClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { fieldErrorText } from './api-field-error';
import { CountedField } from './counted-field';
import { STATUS_LABELS } from './lead-labels';
import { addLeadNote, type LeadDetail, type LeadEmail, type LeadEvent, type OutboxState } from './leads-api';

export const NOTE_FIELD_ID = 'lead-note';

const EMAIL_STATES: Record<OutboxState, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed, retrying',
  dead: 'Not sent',
  kept: 'Kept, not sent',
};

/** 'walkthrough-confirmation' → 'Walkthrough confirmation'. */
const kindWords = (kind: string) => {
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Email';
};

type Entry =
  | { key: string; at: string; type: 'received' }
  | { key: string; at: string; type: 'event'; event: LeadEvent; moved: boolean }
  | { key: string; at: string; type: 'email'; email: LeadEmail };

/** Events and emails in one list, oldest first (ISO times sort as text); equal times keep events first. */
export function timelineEntries(lead: LeadDetail): Entry[] {
  let booked = false;
  const events: Entry[] = lead.events.map((event) => {
    // Booking again while booked moves the walkthrough.
    const moved = event.type === 'stage' && event.status === 'walkthrough_booked' && booked;
    if (event.type === 'stage') booked = event.status === 'walkthrough_booked';
    if (event.type === 'walkthrough_cancelled') booked = false;
    return { key: `event-${event.id}`, at: event.created_at, type: 'event', event, moved };
  });
  const emails: Entry[] = lead.emails.map((email) => ({ key: `email-${email.id}`, at: email.created_at, type: 'email', email }));
  const all: Entry[] = [{ key: 'received', at: lead.created_at, type: 'received' }, ...events, ...emails];
  return all
    .map((e, i) => [e, i] as const)
    .sort(([a, i], [b, j]) => (a.at < b.at ? -1 : a.at > b.at ? 1 : i - j))
    .map(([e]) => e);
}

function EntryBody({ entry }: { entry: Entry }) {
  if (entry.type === 'received') return <p className="font-semibold text-ink">Lead received from the website</p>;
  if (entry.type === 'email') {
    const { email } = entry;
    return (
      <>
        <p className="font-semibold text-ink">
          {kindWords(email.kind)} email · {EMAIL_STATES[email.state] ?? email.state}
        </p>
        <p className="break-words">
          <Link to={`/outbox?message=${encodeURIComponent(email.id)}`} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {email.subject || '(no subject)'}
          </Link>
        </p>
      </>
    );
  }
  const { event, moved } = entry;
  if (event.type === 'note') return <p className="break-words whitespace-pre-line text-ink">{event.note}</p>;
  if (event.type === 'walkthrough_cancelled') {
    return (
      <p className="font-semibold text-ink">
        Walkthrough cancelled
        {event.walkthrough_at && (
          <span className="font-normal text-body">
            {' '}
            (was <time dateTime={event.walkthrough_at}>{formatDateTime(event.walkthrough_at)}</time>)
          </span>
        )}
      </p>
    );
  }
  return (
    <>
      <p className="font-semibold text-ink">{moved ? 'Walkthrough moved' : `Moved to ${event.status ? STATUS_LABELS[event.status] : 'another stage'}`}</p>
      {event.walkthrough_at && (
        <p className="text-body">
          Walkthrough <time dateTime={event.walkthrough_at}>{formatDateTime(event.walkthrough_at)}</time>
        </p>
      )}
      {event.status === 'lost' && event.note && <p className="break-words whitespace-pre-line text-body">Reason: {event.note}</p>}
    </>
  );
}

const ICONS = { received: Inbox, email: Mail, note: StickyNote, stage: ArrowRightCircle, walkthrough_cancelled: CalendarX };

function iconOf(entry: Entry) {
  return entry.type === 'event' ? ICONS[entry.event.type] : ICONS[entry.type];
}

function whoOf(entry: Entry): string {
  if (entry.type === 'event') return entry.event.by || 'Staff';
  return entry.type === 'email' ? 'Website, automatically' : 'Website form';
}

export function LeadTimeline({ lead, onNoteAdded }: { lead: LeadDetail; onNoteAdded: (event: LeadEvent) => void }) {
  const id = useId();
  const entries = timelineEntries(lead);
  const hasNotes = lead.events.some((e) => e.type === 'note');
  return (
    <section aria-labelledby={id} className="rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6">
      <h2 id={id} className="text-lg font-bold">
        Timeline
      </h2>
      <p className="mt-1 text-sm text-muted">Oldest first, in {companyTimeLabel()}.</p>
      <ol className="mt-5" aria-label="Timeline, oldest first">
        {entries.map((entry, i) => {
          const Icon = iconOf(entry);
          return (
            <li key={entry.key} className="relative flex gap-3 pb-5 last:pb-0">
              {i < entries.length - 1 && <span aria-hidden="true" className="absolute top-9 bottom-1 left-4 w-px -translate-x-1/2 bg-line" />}
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100"
              >
                <Icon className="size-4" />
              </span>
              <div className="min-w-0 flex-1 pt-1 text-[0.9375rem]">
                <EntryBody entry={entry} />
                <p className="mt-0.5 text-sm text-muted">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {whoOf(entry)}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      {!hasNotes && <p className="mt-5 text-sm text-muted">No notes yet.</p>}
      <NoteForm leadId={lead.id} onAdded={onNoteAdded} />
    </section>
  );
}

function NoteForm({ leadId, onAdded }: { leadId: string; onAdded: (event: LeadEvent) => void }) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string } | null>(null);
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
    if (!text) return setError({ message: 'Write the note first.' });
    if (text.length > NOTE_MAX_LENGTH) return setError({ message: `Keep the note to ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters or fewer.` });
    setBusy(true);
    setError(null);
    try {
      const event = await addLeadNote(leadId, text);
      onAdded(event);
      setNote('');
      notify('Note added.');
      // Sent with the button (disabled while sending): focus goes back to the field for the next note.
      field.current?.focus();
    } catch (err) {
      setError({ message: fieldErrorText(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} onSubmit={add} noValidate className="mt-5 space-y-3 border-t border-line/70 pt-5">
      <CountedField
        id={NOTE_FIELD_ID}
        label="Note"
        error={error?.message}
        count={note.trim().length}
        limit={NOTE_MAX_LENGTH}
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
