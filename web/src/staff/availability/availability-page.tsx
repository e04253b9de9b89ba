/**
 * /staff/availability: when each owner and editor can be booked for a walkthrough. Per person:
 * whether prospects may book them, their weekly hours on Ocala's clock, how long a walkthrough
 * lasts, the travel time kept around it, the notice they need, days off and the ZIP codes they
 * go to. The same checks as the Worker's (shared/booking/availability.ts) say what is wrong
 * beside each field before anything is sent, and a refusal keeps everything typed.
 */
import { CalendarClock, Plus, Save, X } from 'lucide-react';
import { useId, useState } from 'react';
import { type AvailabilityField, availabilityErrors } from '../../../../shared/booking/availability';
import { WEEKDAYS, type Weekday, type Window } from '../../../../shared/booking/open-times';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../layout/page-header';
import { companyTimeLabel, formatDay } from '../lib/format';
import { describeError } from '../lib/http';
import { useLoad } from '../lib/use-load';
import { smallButtonClass } from '../ui/buttons';
import { Field, inputClass, labelClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { EmptyState, ErrorState, FormProblem, LoadingRows } from '../ui/states';
import { type AvailabilityInput, type AvailabilityView, listAvailability, saveAvailability } from './availability-api';
import { CalendarFeedCard } from './calendar-feed-card';

const DAY_NAMES: Record<Weekday, string> = { sun: 'Sunday', mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday' };
/** Monday first, as a working week reads. */
const WEEK: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

type Errors = Partial<Record<AvailabilityField, string>>;

/** A time field that shares a 390 px row with its pair: no clock button below 640 px (a phone opens its own picker on a tap). */
const TIME_INPUT = 'min-w-0 px-2 py-1.5 sm:w-32 sm:px-3.5 max-sm:[&::-webkit-calendar-picker-indicator]:hidden';

export function AvailabilityPage() {
  const list = useLoad('availability', listAvailability);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Availability"
        description={`When each person can be booked for a walkthrough, on ${companyTimeLabel()}. Prospects choose among these times on the Schedule page.`}
      />
      <CalendarFeedCard />
      {list.error ? (
        <ErrorState message={`Availability could not be loaded. ${list.error}`} onRetry={list.reload} />
      ) : !list.data ? (
        <LoadingRows label="Loading availability…" rows={6} />
      ) : list.data.length === 0 ? (
        <EmptyState title="Nobody can attend walkthroughs yet" icon={<CalendarClock aria-hidden="true" />}>
          <p>Owners and editors appear here; invite one on the People screen.</p>
        </EmptyState>
      ) : (
        list.data.map((person) => <PersonAvailability key={person.person_id} initial={person} />)
      )}
    </div>
  );
}

const inputOf = ({ person_id: _, name: __, saved: ___, ...input }: AvailabilityView): AvailabilityInput => input;

function PersonAvailability({ initial }: { initial: AvailabilityView }) {
  const id = useId();
  const notify = useNotify();
  const [person, setPerson] = useState(initial);
  const [values, setValues] = useState<AvailabilityInput>(() => inputOf(initial));
  const [zipText, setZipText] = useState(initial.zips.join(', '));
  const [dayOff, setDayOff] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (patch: Partial<AvailabilityInput>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const setWindows = (day: Weekday, windows: Window[]) => change({ weekly: { ...values.weekly, [day]: windows } });
  const zipsOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const input = { ...values, zips: zipsOf(zipText) };
    const found = availabilityErrors(input as unknown as Record<string, unknown>);
    setErrors(found);
    setProblem(null);
    const first = Object.keys(found)[0];
    if (first) {
      e.currentTarget.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const saved = await saveAvailability(person.person_id, input);
      setPerson(saved);
      setValues(inputOf(saved));
      setZipText(saved.zips.join(', '));
      notify(saved.active ? `${saved.name} can be booked at these times.` : `${saved.name} is not offered to prospects for now.`);
    } catch (err) {
      setProblem(`Nothing was saved. ${describeError(err)}`);
    } finally {
      setBusy(false);
    }
  };

  const status = !person.saved ? 'Not set up' : person.active ? 'Bookable' : 'Paused';
  return (
    <section aria-labelledby={`${id}-name`} className="rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-name`} className="text-lg font-bold text-brand-950">
          {person.name}
        </h2>
        <span className="text-sm font-semibold text-muted">{status}</span>
      </div>
      <form onSubmit={submit} noValidate className="mt-4 space-y-6">
        <label className="flex items-start gap-3 text-[0.9375rem]">
          <input
            type="checkbox"
            data-field="active"
            className="mt-1 size-4 accent-brand-700"
            checked={values.active}
            onChange={(e) => change({ active: e.target.checked })}
          />
          <span>
            <span className="font-semibold">Prospects can book {person.name}</span>
            <span className="block text-sm text-muted">Off: their times are not offered, and walkthroughs already booked stay.</span>
          </span>
        </label>

        <fieldset>
          <legend className={labelClass}>Weekly hours</legend>
          {errors.weekly && <p className="mt-1.5 text-sm font-medium text-red-700">{errors.weekly}</p>}
          <div className="mt-2 divide-y divide-line/70 rounded-tile ring-1 ring-line">
            {WEEK.map((day, i) => (
              <DayHours key={day} day={day} windows={values.weekly[day] ?? []} onChange={(w) => setWindows(day, w)} focusTarget={i === 0} />
            ))}
          </div>
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-3">
          <NumberField
            label="Walkthrough length"
            unit="minutes"
            value={values.slot_minutes}
            error={errors.slot_minutes}
            field="slot_minutes"
            onChange={(n) => change({ slot_minutes: n })}
          />
          <NumberField
            label="Travel time around it"
            unit="minutes"
            value={values.buffer_minutes}
            error={errors.buffer_minutes}
            field="buffer_minutes"
            onChange={(n) => change({ buffer_minutes: n })}
          />
          <NumberField
            label="Notice needed"
            unit="hours"
            value={values.notice_hours}
            error={errors.notice_hours}
            field="notice_hours"
            onChange={(n) => change({ notice_hours: n })}
          />
        </div>

        <Field label="Direct line" hint="Given to prospects in their invitation. Empty: the company’s main line." error={errors.phone}>
          {(props) => (
            <input
              {...props}
              data-field="phone"
              type="tel"
              autoComplete="off"
              value={values.phone}
              onChange={(e) => change({ phone: e.target.value })}
              className={`${inputClass} sm:max-w-xs`}
            />
          )}
        </Field>

        <Field label="ZIP codes served" hint="Five digits each, separated by commas or spaces. Prospects elsewhere are offered a call." error={errors.zips}>
          {(props) => (
            <textarea
              {...props}
              data-field="zips"
              rows={3}
              value={zipText}
              onChange={(e) => {
                setZipText(e.target.value);
                setErrors(({ zips: _, ...rest }) => rest);
              }}
              className={`${inputClass} font-mono text-sm`}
            />
          )}
        </Field>

        <fieldset>
          <legend className={labelClass}>Days off and holidays</legend>
          {errors.days_off && <p className="mt-1.5 text-sm font-medium text-red-700">{errors.days_off}</p>}
          <div className="mt-2 flex flex-wrap items-end gap-2">
            <label className="sr-only" htmlFor={`${id}-day-off`}>
              A day off
            </label>
            <input
              id={`${id}-day-off`}
              data-field="days_off"
              type="date"
              value={dayOff}
              onChange={(e) => setDayOff(e.target.value)}
              className={`${inputClass} w-auto`}
            />
            <button
              type="button"
              className={smallButtonClass('ghost', 'min-h-11')}
              disabled={!dayOff}
              onClick={() => {
                change({ days_off: [...new Set([...values.days_off, dayOff])].sort() });
                setDayOff('');
              }}
            >
              <Plus aria-hidden="true" className="size-4" /> Add day off
            </button>
          </div>
          {values.days_off.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-2">
              {values.days_off.map((d) => (
                <li key={d} className="inline-flex items-center gap-1 rounded-full bg-surface py-1 pr-1 pl-3 text-sm ring-1 ring-line">
                  {formatDay(d)}
                  <button
                    type="button"
                    aria-label={`Remove ${formatDay(d)}`}
                    className="inline-flex size-7 items-center justify-center rounded-full hover:bg-white"
                    onClick={() => change({ days_off: values.days_off.filter((x) => x !== d) })}
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted">None.</p>
          )}
        </fieldset>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy}>
            <Save aria-hidden="true" className="size-4.5" />
            {busy ? 'Saving…' : 'Save availability'}
          </Button>
        </div>
        <FormProblem problem={problem} />
      </form>
    </section>
  );
}

function DayHours({
  day,
  windows,
  onChange,
  focusTarget,
}: {
  day: Weekday;
  windows: readonly Window[];
  onChange: (w: Window[]) => void;
  focusTarget: boolean;
}) {
  const name = DAY_NAMES[day];
  const set = (i: number, at: 0 | 1, value: string) => onChange(windows.map((w, j) => (j === i ? (at === 0 ? [value, w[1]] : [w[0], value]) : w)));
  return (
    <div className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:px-4">
      <p className="w-28 shrink-0 text-sm font-semibold text-ink">{name}</p>
      <div className="flex flex-1 flex-wrap items-center gap-x-4 gap-y-2">
        {windows.length === 0 && <span className="text-sm text-muted">Not available</span>}
        {windows.map(([from, to], i) => (
          // At 390 px the two times share the row's width; from 640 px each is 8rem.
          // biome-ignore lint/suspicious/noArrayIndexKey: a window is edited in place; its position is what it is
          <span key={i} className="grid w-full grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto] items-center gap-1.5 sm:inline-grid sm:w-auto">
            <input
              type="time"
              aria-label={`${name}, hours ${i + 1}, from`}
              data-field={focusTarget && i === 0 ? 'weekly' : undefined}
              value={from}
              onChange={(e) => set(i, 0, e.target.value)}
              className={`${inputClass} ${TIME_INPUT}`}
            />
            <span aria-hidden="true">–</span>
            <input
              type="time"
              aria-label={`${name}, hours ${i + 1}, to`}
              value={to}
              onChange={(e) => set(i, 1, e.target.value)}
              className={`${inputClass} ${TIME_INPUT}`}
            />
            <button
              type="button"
              aria-label={`Remove ${name} hours ${i + 1}`}
              className="inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
              onClick={() => onChange(windows.filter((_, j) => j !== i))}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </span>
        ))}
        {windows.length < 4 && (
          <button
            type="button"
            className="inline-flex min-h-9 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
            onClick={() => onChange([...windows, windows.length ? ['13:00', '16:00'] : ['09:00', '12:00']])}
          >
            <Plus aria-hidden="true" className="size-4" /> Add hours<span className="sr-only"> on {name}</span>
          </button>
        )}
      </div>
    </div>
  );
}

function NumberField({
  label,
  unit,
  value,
  error,
  field,
  onChange,
}: {
  label: string;
  unit: string;
  value: number;
  error?: string;
  field: AvailabilityField;
  onChange: (n: number) => void;
}) {
  return (
    <Field label={`${label} (${unit})`} error={error}>
      {(props) => (
        <input
          {...props}
          data-field={field}
          type="number"
          inputMode="numeric"
          min={0}
          value={Number.isFinite(value) ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
          className={inputClass}
        />
      )}
    </Field>
  );
}
