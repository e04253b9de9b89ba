/**
 * An application's timeline, oldest first: its arrival, every stage change (with the interview
 * booked), an interview called off, staff notes, and every email the site wrote about it (linking
 * to the outbox), each with its time on Ocala's clock and who did it; then the note form, whose
 * note joins the timeline when the API confirms it.
 */
import { ArrowRightCircle, CalendarX, Inbox, Mail, StickyNote } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { fieldErrorText } from '../leads/api-field-error';
import { CountedField } from '../leads/counted-field';
import { companyTimeLabel, formatDateTime } from '../lib/format';
import { inputClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { APPLICATION_STATUS_LABELS } from './application-labels';
import { type ApplicationDetail, type ApplicationEmail, type ApplicationEvent, addApplicationNote } from './applications-api';

export const NOTE_FIELD_ID = 'application-note';
/** The API's limit (worker/careers/applications/staff-pipeline.ts). */
export const NOTE_MAX_LENGTH = 2000;

const EMAIL_STATES: Record<string, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed, retrying',
  dead: 'Not sent',
  kept: 'Kept, not sent',
};

const EMAIL_KINDS: Record<string, string> = {
  'interview-invitation': 'Interview invitation',
  'interview-cancellation': 'Interview cancellation',
};

const kindWords = (kind: string) => {
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return EMAIL_KINDS[kind] ?? (words ? words[0]!.toUpperCase() + words.slice(1) : 'Email');
};

type Entry =
  | { key: string; at: string; type: 'received' }
  | { key: string; at: string; type: 'event'; event: ApplicationEvent; moved: boolean }
  | { key: string; at: string; type: 'email'; email: ApplicationEmail };

/** Events and emails in one list, oldest first (ISO times sort as text); equal times keep events first. */
export function timelineEntries(application: ApplicationDetail): Entry[] {
  let booked = false;
  const events: Entry[] = application.events.map((event) => {
    // Booking again while booked moves the interview.
    const moved = event.type === 'stage' && event.status === 'interview' && booked;
    if (event.type === 'stage') booked = event.status === 'interview';
    if (event.type === 'interview_cancelled') booked = false;
    return { key: `event-${event.id}`, at: event.created_at, type: 'event', event, moved };
  });
  const emails: Entry[] = application.emails.map((email) => ({ key: `email-${email.id}`, at: email.created_at, type: 'email', email }));
  const all: Entry[] = [{ key: 'received', at: application.created_at, type: 'received' }, ...events, ...emails];
  return all
    .map((e, i) => [e, i] as const)
    .sort(([a, i], [b, j]) => (a.at < b.at ? -1 : a.at > b.at ? 1 : i - j))
    .map(([e]) => e);
}

function EntryBody({ entry }: { entry: Entry }) {
  if (entry.type === 'received') return <p className="font-semibold text-ink">Application received from the careers page</p>;
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
  if (event.type === 'interview_cancelled') {
    return (
      <p className="font-semibold text-ink">
        Interview cancelled
        {event.interview_at && (
          <span className="font-normal text-body">
            {' '}
            (was <time dateTime={event.interview_at}>{formatDateTime(event.interview_at)}</time>)
          </span>
        )}
      </p>
    );
  }
  return (
    <>
      <p className="font-semibold text-ink">
        {moved ? 'Interview moved' : `Moved to ${event.status ? APPLICATION_STATUS_LABELS[event.status] : 'another stage'}`}
      </p>
      {event.interview_at && (
        <p className="text-body">
          Interview <time dateTime={event.interview_at}>{formatDateTime(event.interview_at)}</time>
        </p>
      )}
    </>
  );
}

const ICONS = { received: Inbox, email: Mail, note: StickyNote, stage: ArrowRightCircle, interview_cancelled: CalendarX };

const iconOf = (entry: Entry) => (entry.type === 'event' ? ICONS[entry.event.type] : ICONS[entry.type]);

function whoOf(entry: Entry): string {
  if (entry.type === 'event') return entry.event.by || 'Staff';
  return entry.type === 'email' ? 'Website, automatically' : 'Careers page form';
}

export function ApplicationTimeline({ application, onNoteAdded }: { application: ApplicationDetail; onNoteAdded: (event: ApplicationEvent) => void }) {
  const id = useId();
  const entries = timelineEntries(application);
  const hasNotes = application.events.some((e) => e.type === 'note');
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
      <NoteForm applicationId={application.id} onAdded={onNoteAdded} />
    </section>
  );
}

function NoteForm({ applicationId, onAdded }: { applicationId: string; onAdded: (event: ApplicationEvent) => void }) {
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
    if (text.length > NOTE_MAX_LENGTH) return setError(`Keep the note to ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters or fewer.`);
    setBusy(true);
    setError(null);
    try {
      onAdded(await addApplicationNote(applicationId, text));
      setNote('');
      notify('Note added.');
      // The button was disabled while sending: focus goes back to the field for the next note.
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
        id={NOTE_FIELD_ID}
        label="Note"
        error={error}
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
