/**
 * Moving a pipeline record to a stage: a select of the pipeline's stages; the booking stage
 * (Walkthrough booked, Interview) asks for the date and time (Ocala wall-clock, sent as typed), a
 * stage that asks why (Lost) takes the reason: a category from a short list, with a note that one
 * of them (Another reason) cannot do without. What the change emails (an invitation, a
 * cancellation) is said before staff save. A refused change is shown at the field it concerns,
 * with focus there, and everything typed stays. What differs between pipelines is a StageFormSpec.
 */
import { CalendarClock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { formatDateTime, toLocalInput } from '../lib/format';
import { Field, inputClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { fieldErrorText } from './api-field-error';
import { CountedField } from './counted-field';
import { capitalized } from './timeline';

export interface StageFormSpec<S extends string> {
  stages: readonly S[];
  labels: Record<string, string>;
  /** The stage that books a meeting, its noun ('walkthrough'), and its field's id. */
  booking: { stage: S; noun: string; fieldId: string };
  stageFieldId: string;
  /**
   * A stage that must say why (Lost): the reason's field within the API's limit, required unless
   * there are categories; with them, a category is required, and the note only for `noteFor`.
   */
  reason?: {
    stage: S;
    fieldId: string;
    label: string;
    hint: string;
    missing: string;
    limit: number;
    categories?: { fieldId: string; label: string; options: readonly { value: string; label: string }[]; missing: string; noteFor: string; noteHint: string };
  };
  /** Said when a move keeps the booked time; without it, the button waits for a new time instead. */
  sameTime?: string;
}

/** What staff chose: the stage, the booking's time as typed (and who attends, when it is an open time), the reason and its category. */
export interface StageChoice<S extends string> {
  status: S;
  at?: string;
  with?: string;
  reason?: string;
  category?: string;
}

/** An open time the booking can take: its datetime-local value, who would attend, and how it reads. */
export interface OpenSlot {
  at: string;
  with: string;
  label: string;
}

/** Whether a booked time is still to come: only then is it called off. */
export const upcoming = (at: string | null) => at !== null && new Date(at).getTime() > Date.now();

type FieldName = 'stage' | 'booking' | 'category' | 'reason';

export function StageForm<S extends string>({
  spec,
  status,
  bookedAt,
  cancels,
  cancelHint,
  bookingHint,
  save: send,
  refusal,
  slots = [],
  bookingFields,
}: {
  spec: StageFormSpec<S>;
  /** Where the record stands, and the time booked. */
  status: string;
  bookedAt: string | null;
  /** Whether choosing a stage calls the booking off. */
  cancels: (stage: S) => boolean;
  cancelHint: string;
  bookingHint: (moving: boolean) => string;
  /** Sends the change and shows the record it answers; resolves to where it stands then. */
  save: (choice: StageChoice<S>) => Promise<{ status: string; bookedAt: string | null }>;
  /** A refusal about the whole record rather than a field (a change made meanwhile), in words. */
  refusal?: (err: unknown) => string | null;
  /** Open times to choose from (the walkthroughs' availability); the time can still be typed. */
  slots?: readonly OpenSlot[];
  /** More about the booking (how an interview is held), under its date and time. */
  bookingFields?: React.ReactNode;
}) {
  const { booking, reason: asksWhy } = spec;
  const stageOf = (s: string): S => (spec.stages.includes(s as S) ? (s as S) : spec.stages[0]!);
  const [stage, setStage] = useState<S>(stageOf(status));
  const [at, setAt] = useState(toLocalInput(bookedAt));
  // Who attends, when an open time was chosen; a time typed by hand names nobody new.
  const [withPerson, setWithPerson] = useState<string | undefined>(undefined);
  const [reason, setReason] = useState('');
  const [category, setCategory] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: FieldName; message: string } | null>(null);
  const notify = useNotify();
  const categories = asksWhy?.categories;
  const ids: Record<FieldName, string> = {
    stage: spec.stageFieldId,
    booking: booking.fieldId,
    category: categories?.fieldId ?? '',
    reason: asksWhy?.fieldId ?? '',
  };
  // Without categories the note is the reason, always required; with them, only for the one that needs a note.
  const noteRequired = !categories || category === categories.noteFor;

  // A saved change is where the record stands now: the select starts from it again (a note added does not reset it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new stage resets the choice
  useEffect(() => setStage(stageOf(status)), [status]);
  useEffect(() => setAt(toLocalInput(bookedAt)), [bookedAt]);
  // Focus goes to the field a refusal is about once React has drawn its message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids are fixed for a pipeline
  useEffect(() => {
    if (error) document.getElementById(ids[error.field])?.focus();
  }, [error]);

  const Noun = capitalized(booking.noun);
  const moving = stage === booking.stage && status === booking.stage;
  const sameTime = at === toLocalInput(bookedAt);
  const unchanged = stage === status && !(moving && (spec.sameTime !== undefined || !sameTime));
  const calledOff = cancels(stage);

  const check = (): { field: FieldName; message: string } | null => {
    if (stage === booking.stage) {
      if (!at) return { field: 'booking', message: `Choose the ${booking.noun}’s date and time.` };
      if (moving && sameTime && spec.sameTime) return { field: 'booking', message: spec.sameTime };
    }
    if (asksWhy && stage === asksWhy.stage) {
      if (categories && !category) return { field: 'category', message: categories.missing };
      if (noteRequired && !reason.trim()) return { field: 'reason', message: asksWhy.missing };
      if (reason.trim().length > asksWhy.limit) return { field: 'reason', message: `Keep the reason to ${asksWhy.limit} characters or fewer.` };
    }
    return null;
  };

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (unchanged || busy) return;
    const problem = check();
    setError(problem);
    if (problem) return;
    const choice: StageChoice<S> = { status: stage };
    if (stage === booking.stage) {
      choice.at = at;
      if (withPerson) choice.with = withPerson;
    }
    if (asksWhy && stage === asksWhy.stage) {
      choice.reason = reason.trim();
      if (categories) choice.category = category;
    }
    setBusy(true);
    try {
      const updated = await send(choice);
      if (asksWhy && stage === asksWhy.stage) {
        setReason('');
        setCategory('');
      }
      // The button was disabled while saving (and stays so on the stage now current): focus returns to the stage.
      document.getElementById(spec.stageFieldId)?.focus();
      notify(moving ? `${Noun} moved to ${formatDateTime(updated.bookedAt)}.` : `Moved to ${spec.labels[updated.status]}.`);
    } catch (err) {
      const whole = refusal?.(err);
      // The API names the problem in words; it is about what this stage asked for.
      const why = asksWhy && stage === asksWhy.stage;
      // A refused category is named as one ("Unknown lost_category", "Choose why…"); anything else is about the note.
      const aboutCategory = why && categories && err instanceof Error && /category|^Choose/i.test(err.message);
      const field: FieldName = whole ? 'stage' : stage === booking.stage ? 'booking' : aboutCategory ? 'category' : why ? 'reason' : 'stage';
      setError({ field, message: whole || fieldErrorText(err) });
    } finally {
      setBusy(false);
    }
  };

  const errorFor = (field: FieldName) => (error?.field === field ? error.message : null);

  return (
    <form onSubmit={save} noValidate className="mt-5 space-y-4 border-t border-line/70 pt-5">
      <Field id={spec.stageFieldId} label="Move to stage" error={errorFor('stage')} hint={calledOff ? cancelHint : undefined}>
        {(props) => (
          <select
            {...props}
            value={stage}
            onChange={(e) => {
              setStage(e.target.value as S);
              if (error?.field === 'stage') setError(null);
            }}
            className={inputClass}
          >
            {spec.stages.map((s) => (
              <option key={s} value={s}>
                {spec.labels[s]}
                {s === status ? ' (current)' : ''}
              </option>
            ))}
          </select>
        )}
      </Field>

      {stage === booking.stage && slots.length > 0 && (
        <Field id={`${booking.fieldId}-open`} label={`Open ${booking.noun} times`} hint="Chosen here, the time and the person attending are filled in.">
          {(props) => (
            <select
              {...props}
              value={slots.find((s) => s.at === at && s.with === withPerson)?.at ?? ''}
              onChange={(e) => {
                const slot = slots.find((s) => s.at === e.target.value);
                if (!slot) return;
                setAt(slot.at);
                setWithPerson(slot.with);
                if (error?.field === 'booking') setError(null);
              }}
              className={inputClass}
            >
              <option value="">Choose an open time, or type one below</option>
              {slots.map((s) => (
                <option key={s.at} value={s.at}>
                  {s.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}

      {stage === booking.stage && (
        <Field id={booking.fieldId} label={`${Noun} date and time (Ocala time)`} error={errorFor('booking')} hint={bookingHint(moving)}>
          {(props) => (
            <input
              {...props}
              type="datetime-local"
              value={at}
              onChange={(e) => {
                setAt(e.target.value);
                setWithPerson(undefined);
              }}
              className={inputClass}
              required
            />
          )}
        </Field>
      )}

      {stage === booking.stage && bookingFields}

      {categories && asksWhy && stage === asksWhy.stage && stage !== status && (
        <Field id={categories.fieldId} label={categories.label} error={errorFor('category')}>
          {(props) => (
            <select
              {...props}
              value={category}
              onChange={(e) => {
                setCategory(e.target.value);
                if (error?.field === 'category' || error?.field === 'reason') setError(null);
              }}
              className={inputClass}
              required
            >
              <option value="">Choose a reason</option>
              {categories.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}

      {asksWhy && stage === asksWhy.stage && stage !== status && (
        <CountedField
          id={asksWhy.fieldId}
          label={asksWhy.label}
          error={errorFor('reason')}
          count={reason.trim().length}
          limit={asksWhy.limit}
          hint={categories ? (noteRequired ? categories.noteHint : asksWhy.hint) : asksWhy.hint}
        >
          {(props) => (
            <textarea {...props} value={reason} onChange={(e) => setReason(e.target.value)} rows={3} required={noteRequired} className={inputClass} />
          )}
        </CountedField>
      )}

      <Button type="submit" variant="secondary" className="w-full" disabled={busy || unchanged}>
        {busy ? 'Saving…' : moving ? `Move ${booking.noun}` : 'Save stage'}
      </Button>
    </form>
  );
}

/** The booked walkthrough (interview) as the pipeline section shows it, with what was sent about it; the stage form moves it. */
export function BookedNotice({ noun, at, className, children }: { noun: string; at: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={cn('rounded-tile bg-brand-50 px-4 py-3 text-[0.9375rem] text-ink ring-1 ring-brand-100 ring-inset', className)}>
      <p className="flex items-start gap-2 font-semibold">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>
          {capitalized(noun)} <time dateTime={at}>{formatDateTime(at)}</time>
        </span>
      </p>
      <p className="mt-1 text-sm text-body">{children}</p>
    </div>
  );
}
