/**
 * The open walkthrough times as the booking form offers them (GET /api/walkthrough-times). In the
 * first HTML, and without JavaScript, every time is a radio button, grouped by day. Once the form's
 * code is in (on the visitor's first focus or input), the same radios become a picker: a strip of
 * days like a calendar's, and the times of the day chosen; the other days' radios stay in the form,
 * hidden, so a choice survives moving between days. No time open: a call is offered instead.
 */
import { useEffect, useState } from 'react';
import { PROMISES } from '../../../../content/promises';
import { SITE } from '../../../../content/site';
import type { PublicOpenTimes } from '../../../../shared/booking/availability';
import { companyTime } from '../../../../shared/time/company-time';
import { cn } from '../../lib/cn';
import { fieldId } from './lead-fields';

const dayFormat = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const LONG = dayFormat({ weekday: 'long', month: 'long', day: 'numeric' });
const WEEKDAY = dayFormat({ weekday: 'short' });
const MONTH = dayFormat({ month: 'short' });

/** A day on the company's calendar (YYYY-MM-DD) as a date at noon UTC, for formatting only. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

export function TimeChoices({ form, times, error, checked }: { form: string; times: PublicOpenTimes; error?: string; checked: string }) {
  const id = fieldId(form, 'starts_at');
  // The edge renders the list; once this runs in the browser, the form's code is in: the picker.
  const [picker, setPicker] = useState(false);
  useEffect(() => setPicker(true), []);
  const chosenDay = times.days.find((d) => d.times.some((t) => t.starts_at === checked))?.day;
  const [day, setDay] = useState(chosenDay ?? times.days[0]?.day ?? '');
  const shown = times.days.some((d) => d.day === day) ? day : (times.days[0]?.day ?? '');
  const describedBy = cn(`${id}-hint`, error && `${id}-error`);

  if (times.days.length === 0) {
    return (
      <div id={id} tabIndex={-1} className="callout mt-6" role={error ? undefined : 'status'}>
        <p className="font-semibold text-ink">
          {times.zip && !times.served ? `We don’t book walkthroughs online for ZIP code ${times.zip}.` : 'No walkthrough times are open online right now.'}
        </p>
        <p className="mt-1">
          Call us at{' '}
          <a href={SITE.phoneHref} className="whitespace-nowrap font-semibold text-brand-800 underline underline-offset-4">
            {SITE.phone}
          </a>{' '}
          and we’ll find a time that suits you.
        </p>
      </div>
    );
  }

  return (
    <fieldset aria-describedby={describedBy} className="mt-6">
      <legend>Choose a time</legend>
      <p id={`${id}-hint`} className="hint">
        Ocala time (ET). The walkthrough takes {PROMISES.walkthrough}.
      </p>
      {picker && (
        <div className="days">
          {times.days.map((d) => (
            <button
              key={d.day}
              type="button"
              aria-pressed={d.day === shown}
              aria-label={`${LONG.format(noon(d.day))}, ${d.times.length} time${d.times.length === 1 ? '' : 's'}`}
              onClick={() => setDay(d.day)}
            >
              <span>{WEEKDAY.format(noon(d.day))}</span>
              <strong>{noon(d.day).getUTCDate()}</strong>
              <span>{MONTH.format(noon(d.day))}</span>
            </button>
          ))}
        </div>
      )}
      {times.days.map((d, dayIndex) => (
        <fieldset key={d.day} hidden={picker && d.day !== shown} className="day">
          <legend className="day-name">{LONG.format(noon(d.day))}</legend>
          <div className="slots">
            {d.times.map((t, i) => (
              <label key={t.starts_at} className="choice">
                <input
                  // The first time carries the field's id: the error summary links to it.
                  id={dayIndex === 0 && i === 0 ? id : undefined}
                  type="radio"
                  name="starts_at"
                  value={t.starts_at}
                  required
                  defaultChecked={t.starts_at === checked}
                  aria-invalid={error ? true : undefined}
                />
                {companyTime(t.starts_at)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {error && (
        <p id={`${id}-error`} className="err">
          {error}
        </p>
      )}
    </fieldset>
  );
}
