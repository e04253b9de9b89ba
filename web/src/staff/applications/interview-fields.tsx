/**
 * How an interview is held, under its date and time on the application's stage form: at the
 * office (its address), by phone (the applicant's number) or by video (a link), who interviews
 * (an owner or editor) and how long. Checked as the Worker checks it (shared/careers/interview.ts)
 * before anything is sent.
 */
import { INTERVIEW_MINUTES, INTERVIEW_MODES, INTERVIEW_KIND_LABELS, type InterviewDetails, type InterviewKind } from '../../../../shared/careers/interview';
import { listAvailability } from '../availability/availability-api';
import { useLoad } from '../lib/use-load';
import { Field, inputClass } from '../ui/field';

export type InterviewErrors = Partial<Record<keyof InterviewDetails, string>>;

export function InterviewFields({
  value,
  onChange,
  errors,
  phone,
}: {
  value: InterviewDetails;
  onChange: (patch: Partial<InterviewDetails>) => void;
  errors: InterviewErrors;
  /** The applicant's number: a phone interview calls it. */
  phone: string;
}) {
  const people = useLoad('interviewers', listAvailability);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="interview-kind" label="How" error={errors.interview_kind ?? null}>
        {(props) => (
          <select
            {...props}
            value={value.interview_kind}
            onChange={(e) => onChange({ interview_kind: e.target.value as InterviewKind })}
            className={inputClass}
          >
            {INTERVIEW_MODES.map((k) => (
              <option key={k} value={k} disabled={k === 'phone' && !phone}>
                {INTERVIEW_KIND_LABELS[k]}
                {k === 'phone' ? (phone ? ` (${phone})` : ' (no number given)') : ''}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="interview-with" label="Who interviews" error={errors.interview_with ?? (people.error ? `People could not be loaded. ${people.error}` : null)}>
        {(props) => (
          <select {...props} value={value.interview_with} onChange={(e) => onChange({ interview_with: e.target.value })} className={inputClass}>
            <option value="">Choose someone</option>
            {(people.data ?? []).map((p) => (
              <option key={p.person_id} value={p.person_id}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {value.interview_kind !== 'phone' && (
        <Field
          id="interview-place"
          label={value.interview_kind === 'video' ? 'Video link' : 'Office address'}
          error={errors.interview_place ?? null}
          className="sm:col-span-2"
        >
          {(props) => (
            <input
              {...props}
              type={value.interview_kind === 'video' ? 'url' : 'text'}
              value={value.interview_place}
              onChange={(e) => onChange({ interview_place: e.target.value })}
              placeholder={value.interview_kind === 'video' ? 'https://meet.example.com/…' : '2150 SW College Rd, Suite 4, Ocala, FL 34471'}
              className={inputClass}
            />
          )}
        </Field>
      )}
      <Field id="interview-minutes" label="Length (minutes)" error={errors.interview_minutes ?? null}>
        {(props) => (
          <input
            {...props}
            type="number"
            inputMode="numeric"
            min={INTERVIEW_MINUTES.min}
            max={INTERVIEW_MINUTES.max}
            value={value.interview_minutes}
            onChange={(e) => onChange({ interview_minutes: Number(e.target.value) })}
            className={inputClass}
          />
        )}
      </Field>
    </div>
  );
}
