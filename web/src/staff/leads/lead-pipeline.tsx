/**
 * The sales pipeline as the lead page shows it: the timeline's and the stage form's declarations
 * (New, Contacted, Walkthrough booked, Proposal sent, Won or Lost; Lost asks why, from
 * LOST_CATEGORIES, with a note that "Another reason" needs), and the Pipeline
 * section: the time to first response, the stages as a stepper, the booked walkthrough with what
 * the prospect is sent, the stage change form, and marking the lead as spam (apart from the stages).
 * Booking or moving the walkthrough emails the prospect a calendar invitation; leaving it for New,
 * Contacted or Lost emails a cancellation.
 */
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { PIPELINE_STAGES, type PipelineStage } from '../../../../shared/leads/lead';
import { LOST_CATEGORIES, LOST_REASON_MAX_LENGTH, type LostCategory, NOTE_MAX_LENGTH } from '../../../../shared/leads/lead-pipeline';
import { describeError, staffJson } from '../lib/http';
import { Panel } from '../pipeline/panel';
import { BookedNotice, type OpenSlot, type StageChoice, StageForm, type StageFormSpec, upcoming } from '../pipeline/stage-form';
import type { StaffOpenTimes } from '../../../../shared/booking/availability';
import { formatDateTime, toLocalInput } from '../lib/format';
import { useLoad } from '../lib/use-load';
import type { TimelineSpec } from '../pipeline/timeline';
import { smallButtonClass } from '../ui/buttons';
import { useNotify } from '../ui/notices';
import { FirstResponseLine } from './first-response';
import { STATUS_LABELS } from './lead-labels';
import { addLeadNote, changeLeadStage, type LeadDetail, type LeadEvent, type StageChange, sendLeadText } from './leads-api';
import { PipelineSteps } from './pipeline-steps';

export const LEAD_TIMELINE: TimelineSpec<LeadEvent> = {
  received: 'Lead received from the website',
  receivedBy: 'Website form',
  stageLabels: STATUS_LABELS,
  booking: { stage: 'walkthrough_booked', noun: 'walkthrough', cancelled: 'walkthrough_cancelled', at: (e) => e.walkthrough_at },
  reasonStage: 'lost',
  note: { fieldId: 'lead-note', limit: NOTE_MAX_LENGTH, add: addLeadNote },
  text: { fieldId: 'lead-text', send: sendLeadText },
};

const STAGE_FIELD_ID = 'lead-stage';

const LEAD_STAGES: StageFormSpec<PipelineStage> = {
  stages: PIPELINE_STAGES,
  labels: STATUS_LABELS,
  stageFieldId: STAGE_FIELD_ID,
  booking: { stage: 'walkthrough_booked', noun: 'walkthrough', fieldId: 'lead-walkthrough-at' },
  reason: {
    stage: 'lost',
    fieldId: 'lead-lost-reason',
    label: 'Note on the loss',
    hint: 'Optional. Kept on the lead’s timeline.',
    missing: 'Say why the lead was lost.',
    limit: LOST_REASON_MAX_LENGTH,
    categories: {
      fieldId: 'lead-lost-category',
      label: 'Why was it lost?',
      options: LOST_CATEGORIES,
      missing: 'Choose why the lead was lost.',
      noteFor: 'other',
      noteHint: 'Required for another reason. Kept on the lead’s timeline.',
    },
  },
  sameTime: 'Choose the new date and time to move the walkthrough to.',
};

/** Stages whose choosing cancels a booked walkthrough (the API emails the prospect a cancellation). */
const CANCELS_WALKTHROUGH: readonly PipelineStage[] = ['new', 'contacted', 'lost'];

export function PipelineSection({ lead, onChanged }: { lead: LeadDetail; onChanged: (lead: LeadDetail) => void }) {
  // Only a walkthrough still to come is called off (worker/leads/pipeline.ts).
  const cancels = (stage: PipelineStage) =>
    upcoming(lead.walkthrough_at) && lead.status !== 'spam' && CANCELS_WALKTHROUGH.includes(stage) && stage !== lead.status;
  // The open times for the building's ZIP code (all areas when it gave a town), to book by hand.
  const zip = /^\d{5}$/.test(lead.location.trim()) ? lead.location.trim() : '';
  const open = useLoad(`walkthrough-times:${zip}`, (signal) => staffJson<StaffOpenTimes>(`/walkthrough-times${zip ? `?zip=${zip}` : ''}`, { signal }));
  const slots: OpenSlot[] = (open.data?.times ?? [])
    .filter((t) => t.people.length > 0)
    .map((t) => ({ at: toLocalInput(t.starts_at), with: t.people[0]!.id, label: `${formatDateTime(t.starts_at)}, with ${t.people[0]!.name}` }));
  const save = async ({ status, at, with: attendee, reason, category }: StageChoice<PipelineStage>) => {
    const change: StageChange = { status };
    if (at !== undefined) change.walkthrough_at = at;
    if (attendee !== undefined) change.walkthrough_with = attendee;
    if (category) change.lost_category = category as LostCategory;
    // Only a note written is sent: a category alone is reason enough.
    if (reason) change.lost_reason = reason;
    const updated = await changeLeadStage(lead.id, change);
    onChanged(updated);
    return { status: updated.status, bookedAt: updated.walkthrough_at };
  };
  return (
    <Panel title="Pipeline">
      <div className="mt-4">
        <FirstResponseLine response={lead.first_response} />
      </div>
      {lead.status === 'spam' && <p className="mt-4 text-sm text-body">Marked as spam, outside the pipeline. Move it to a stage to take it back.</p>}
      <PipelineSteps lead={lead} />
      {lead.walkthrough_at && (
        <BookedNotice noun="walkthrough" at={lead.walkthrough_at} className="mt-5">
          The prospect was emailed a calendar invitation. Moving it sends the new time; moving the lead back to New, Contacted or Lost sends a cancellation.
        </BookedNotice>
      )}
      <StageForm
        spec={LEAD_STAGES}
        status={lead.status}
        bookedAt={lead.walkthrough_at}
        cancels={cancels}
        cancelHint="The booked walkthrough is cancelled and the prospect is emailed a cancellation."
        bookingHint={(moving) =>
          moving
            ? 'The prospect is emailed the new time as an updated calendar invitation.'
            : 'The prospect is emailed a confirmation with a calendar invitation.'
        }
        save={save}
        slots={slots}
      />
      {lead.status !== 'spam' && <SpamAction lead={lead} onChanged={onChanged} />}
    </Panel>
  );
}

/** Spam stands outside the stages: one button, its refusal beside it. */
function SpamAction({ lead, onChanged }: { lead: LeadDetail; onChanged: (lead: LeadDetail) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notify = useNotify();
  const mark = async () => {
    setBusy(true);
    setError(null);
    try {
      onChanged(await changeLeadStage(lead.id, { status: 'spam' }));
      notify('Marked as spam.');
      // This button goes with the change: focus moves to the stage select, which takes the lead back.
      document.getElementById(STAGE_FIELD_ID)?.focus();
    } catch (err) {
      setError(describeError(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-5 border-t border-line/70 pt-4">
      <button type="button" onClick={mark} disabled={busy} className={smallButtonClass('danger')}>
        <ShieldAlert aria-hidden="true" className="size-4" /> {busy ? 'Marking…' : 'Mark as spam'}
      </button>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
