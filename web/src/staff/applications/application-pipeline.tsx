/**
 * Hiring as the application page shows it: the timeline's and the stage form's declarations (New,
 * Screened, Interview, Hired and Not hired; Interview asks for the date and time), and the
 * Pipeline section: where it stands, the interview booked, and the stage form. Booking or moving
 * the interview emails the applicant an invitation (when they left an email address), leaving the
 * stage before the interview emails a cancellation, and the form says so before staff save. The
 * change is sent with the application's `updated_at` as shown, so a change someone else made
 * meanwhile is not overwritten.
 */
import { useState } from 'react';
import { INTERVIEW_MINUTES, INTERVIEW_MODES, type InterviewDetails, interviewDetailsErrors } from '../../../../shared/careers/interview';
import { StaffApiError } from '../lib/http';
import { type InterviewErrors, InterviewFields } from './interview-fields';
import { Panel } from '../pipeline/panel';
import { BookedNotice, StageForm, type StageFormSpec, upcoming } from '../pipeline/stage-form';
import type { TimelineSpec } from '../pipeline/timeline';
import { APPLICATION_STATUS_LABELS, HIRING_STAGES } from './application-labels';
import { NOTE_MAX_LENGTH } from '../../../../shared/leads/lead-pipeline';
import {
  type ApplicationDetail,
  type ApplicationEvent,
  type ApplicationStageChange,
  addApplicationNote,
  changeApplicationStage,
  sendApplicationText,
} from './applications-api';
import { ApplicationStatusBadge } from './applications-page';

export const APPLICATION_TIMELINE: TimelineSpec<ApplicationEvent> = {
  received: 'Application received from the careers page',
  receivedBy: 'Careers page form',
  stageLabels: APPLICATION_STATUS_LABELS,
  booking: { stage: 'interview', noun: 'interview', cancelled: 'interview_cancelled', at: (e) => e.interview_at },
  note: { fieldId: 'application-note', limit: NOTE_MAX_LENGTH, add: addApplicationNote },
  text: { fieldId: 'application-text', send: sendApplicationText },
};

type Stage = (typeof HIRING_STAGES)[number];

const APPLICATION_STAGES: StageFormSpec<Stage> = {
  stages: HIRING_STAGES,
  labels: APPLICATION_STATUS_LABELS,
  stageFieldId: 'application-stage',
  booking: { stage: 'interview', noun: 'interview', fieldId: 'application-interview-at' },
};

/** The interview's details as the application holds them, or a first interview's defaults (at the office, half an hour). */
const detailsOf = (a: ApplicationDetail): InterviewDetails => ({
  interview_kind: (INTERVIEW_MODES as readonly string[]).includes(a.interview_kind) ? (a.interview_kind as InterviewDetails['interview_kind']) : 'office',
  interview_place: a.interview_place,
  interview_with: a.interview_with,
  interview_minutes: a.interview_minutes || INTERVIEW_MINUTES.default,
});

const CHANGED_MEANWHILE = 'Someone changed this application while you had it open. Reload the page to see it as it stands, then make your change again.';

export function PipelineSection({ application, onChanged }: { application: ApplicationDetail; onChanged: (a: ApplicationDetail) => void }) {
  const soon = upcoming(application.interview_at);
  const emailed = application.email !== '';
  const [details, setDetails] = useState<InterviewDetails>(() => detailsOf(application));
  const [detailErrors, setDetailErrors] = useState<InterviewErrors>({});
  const save = async ({ status, at }: { status: Stage; at?: string }) => {
    const change: ApplicationStageChange = { status, updated_at: application.updated_at };
    if (at !== undefined) {
      change.interview_at = at;
      const errors = interviewDetailsErrors(details, application.phone);
      setDetailErrors(errors);
      if (Object.keys(errors).length) throw new Error('Check how the interview is held, below.');
      Object.assign(change, details);
    }
    const updated = await changeApplicationStage(application.id, change);
    onChanged(updated);
    return { status: updated.status, bookedAt: updated.interview_at };
  };
  return (
    <Panel title="Pipeline">
      <p className="mt-3 flex flex-wrap items-center gap-2 text-[0.9375rem] text-body">
        Stage: <ApplicationStatusBadge status={application.status} />
      </p>
      {application.status === 'interview' && application.interview_at && (
        <BookedNotice noun="interview" at={application.interview_at} className="mt-4">
          {emailed
            ? soon
              ? 'The applicant was emailed a calendar invitation. Moving it sends the new time; another stage before then sends a cancellation.'
              : 'This interview time has passed.'
            : 'No email address was given: call the applicant to confirm the time.'}
        </BookedNotice>
      )}
      <StageForm
        spec={APPLICATION_STAGES}
        status={application.status}
        bookedAt={application.interview_at}
        cancels={(stage) => application.status === 'interview' && soon && stage !== 'interview'}
        cancelHint={emailed ? 'The interview is cancelled and the applicant is emailed a cancellation.' : 'The interview is cancelled.'}
        bookingHint={(moving) =>
          !emailed
            ? 'No email address was given, so nothing is sent: call the applicant with the time.'
            : moving
              ? 'The applicant is emailed the new time as an updated calendar invitation.'
              : 'The applicant is emailed an invitation with a calendar file, in the language they applied in.'
        }
        save={save}
        bookingFields={
          <InterviewFields
            value={details}
            phone={application.phone}
            errors={detailErrors}
            onChange={(patch) => {
              setDetails((d) => ({ ...d, ...patch }));
              setDetailErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
            }}
          />
        }
        refusal={(err) => (err instanceof StaffApiError && err.status === 409 ? CHANGED_MEANWHILE : null)}
      />
    </Panel>
  );
}
