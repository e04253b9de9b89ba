/**
 * The application page's Pipeline section: where it stands, the interview booked, and the stage
 * form: a select of New, Screened, Interview, Hired and Not hired; Interview asks for the date and
 * time (Ocala wall-clock, sent as typed). Booking or moving the interview emails the applicant an
 * invitation (when they left an email address), leaving the stage before the interview emails a
 * cancellation, and the form says so before staff save. The change is sent with the
 * application's `updated_at` as shown, so a change someone else made meanwhile is not overwritten.
 */
import { CalendarClock } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { fieldErrorText } from '../leads/api-field-error';
import { formatDateTime, toLocalInput } from '../lib/format';
import { StaffApiError } from '../lib/http';
import { Field, inputClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { APPLICATION_STATUS_LABELS, HIRING_STAGES } from './application-labels';
import { type ApplicationDetail, type ApplicationStageChange, type ApplicationStatus, changeApplicationStage } from './applications-api';
import { ApplicationStatusBadge } from './applications-page';

export const STAGE_FIELD_ID = 'application-stage';
export const INTERVIEW_FIELD_ID = 'application-interview-at';

type Stage = (typeof HIRING_STAGES)[number];
const stageOf = (status: ApplicationStatus): Stage => (status === 'spam' ? 'new' : status);

export function PipelineSection({ application, onChanged }: { application: ApplicationDetail; onChanged: (a: ApplicationDetail) => void }) {
  const id = useId();
  const upcoming = application.interview_at !== null && new Date(application.interview_at).getTime() > Date.now();
  return (
    <section aria-labelledby={id} className="rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6">
      <h2 id={id} className="text-lg font-bold">
        Pipeline
      </h2>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-[0.9375rem] text-body">
        Stage: <ApplicationStatusBadge status={application.status} />
      </p>
      {application.status === 'interview' && application.interview_at && (
        <div className="mt-4 rounded-tile bg-brand-50 px-4 py-3 text-[0.9375rem] text-ink ring-1 ring-brand-100 ring-inset">
          <p className="flex items-start gap-2 font-semibold">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>
              Interview <time dateTime={application.interview_at}>{formatDateTime(application.interview_at)}</time> (Ocala time)
            </span>
          </p>
          <p className="mt-1 text-sm text-body">
            {application.email
              ? upcoming
                ? 'The applicant was emailed a calendar invitation. Moving it sends the new time; another stage before then sends a cancellation.'
                : 'This interview time has passed.'
              : 'No email address was given: call the applicant to confirm the time.'}
          </p>
        </div>
      )}
      <StageForm application={application} onChanged={onChanged} />
    </section>
  );
}

type FieldName = 'stage' | 'interview';

function StageForm({ application, onChanged }: { application: ApplicationDetail; onChanged: (a: ApplicationDetail) => void }) {
  const [stage, setStage] = useState<Stage>(stageOf(application.status));
  const [interview, setInterview] = useState(toLocalInput(application.interview_at));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: FieldName; message: string } | null>(null);
  const notify = useNotify();

  // A saved change is where the application stands now: the form starts from it again.
  useEffect(() => setStage(stageOf(application.status)), [application.status]);
  useEffect(() => setInterview(toLocalInput(application.interview_at)), [application.interview_at]);
  useEffect(() => {
    if (error) document.getElementById(error.field === 'stage' ? STAGE_FIELD_ID : INTERVIEW_FIELD_ID)?.focus();
  }, [error]);

  const moving = stage === 'interview' && application.status === 'interview';
  const unchanged = stage === application.status && !(moving && interview !== toLocalInput(application.interview_at));
  const upcoming = application.interview_at !== null && new Date(application.interview_at).getTime() > Date.now();
  const cancels = application.status === 'interview' && upcoming && stage !== 'interview';
  const emailed = application.email !== '';

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy || unchanged) return;
    if (stage === 'interview' && !interview) {
      setError({ field: 'interview', message: 'Choose the interview’s date and time.' });
      return;
    }
    setError(null);
    const change: ApplicationStageChange = { status: stage, updated_at: application.updated_at };
    if (stage === 'interview') change.interview_at = interview;
    setBusy(true);
    try {
      const updated = await changeApplicationStage(application.id, change);
      onChanged(updated);
      document.getElementById(STAGE_FIELD_ID)?.focus();
      notify(moving ? `Interview moved to ${formatDateTime(updated.interview_at)}.` : `Moved to ${APPLICATION_STATUS_LABELS[updated.status]}.`);
    } catch (err) {
      const message =
        err instanceof StaffApiError && err.status === 409
          ? 'Someone changed this application while you had it open. Reload the page to see it as it stands, then make your change again.'
          : fieldErrorText(err);
      setError({ field: stage === 'interview' && !(err instanceof StaffApiError && err.status === 409) ? 'interview' : 'stage', message });
    } finally {
      setBusy(false);
    }
  };

  const errorFor = (field: FieldName) => (error?.field === field ? error.message : null);
  const interviewHint = !emailed
    ? 'No email address was given, so nothing is sent: call the applicant with the time.'
    : moving
      ? 'The applicant is emailed the new time as an updated calendar invitation.'
      : 'The applicant is emailed an invitation with a calendar file, in the language they applied in.';

  return (
    <form onSubmit={save} noValidate className="mt-5 space-y-4 border-t border-line/70 pt-5">
      <Field
        id={STAGE_FIELD_ID}
        label="Move to stage"
        error={errorFor('stage')}
        hint={cancels ? (emailed ? 'The interview is cancelled and the applicant is emailed a cancellation.' : 'The interview is cancelled.') : undefined}
      >
        {(props) => (
          <select
            {...props}
            value={stage}
            onChange={(e) => {
              setStage(e.target.value as Stage);
              if (error?.field === 'stage') setError(null);
            }}
            className={inputClass}
          >
            {HIRING_STAGES.map((s) => (
              <option key={s} value={s}>
                {APPLICATION_STATUS_LABELS[s]}
                {s === application.status ? ' (current)' : ''}
              </option>
            ))}
          </select>
        )}
      </Field>
      {stage === 'interview' && (
        <Field id={INTERVIEW_FIELD_ID} label="Interview date and time (Ocala time)" error={errorFor('interview')} hint={interviewHint}>
          {(props) => (
            <input {...props} type="datetime-local" value={interview} onChange={(e) => setInterview(e.target.value)} className={inputClass} required />
          )}
        </Field>
      )}
      <Button type="submit" variant="secondary" className="w-full" disabled={busy || unchanged}>
        {busy ? 'Saving…' : moving ? 'Move interview' : 'Save stage'}
      </Button>
    </form>
  );
}
