/**
 * Moving a lead to a stage: a select of the pipeline's stages; Walkthrough booked asks for the
 * date and time (Ocala wall-clock, sent as typed), Lost asks why. Booking or moving the
 * walkthrough emails the prospect a calendar invitation, leaving it for New, Contacted or Lost
 * emails a cancellation, and the form says so before staff save. A refused change is shown at
 * the field it concerns, with focus there, and everything typed stays.
 */
import { useEffect, useState } from 'react';
import { PIPELINE_STAGES, type PipelineStage } from '../../../../shared/lead';
import { LOST_REASON_MAX_LENGTH } from '../../../../shared/lead-pipeline';
import { Button } from '../../components/ui/button';
import { formatDateTime, toLocalInput } from '../lib/format';
import { Field, inputClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { fieldErrorText } from './api-field-error';
import { CountedField } from './counted-field';
import { STATUS_LABELS } from './lead-labels';
import { changeLeadStage, type LeadDetail, type StageChange } from './leads-api';

export const STAGE_FIELD_ID = 'lead-stage';
export const WALKTHROUGH_FIELD_ID = 'lead-walkthrough-at';
export const LOST_REASON_FIELD_ID = 'lead-lost-reason';

/** Stages whose choosing cancels a booked walkthrough (the API emails the prospect a cancellation). */
const CANCELS_WALKTHROUGH: readonly PipelineStage[] = ['new', 'contacted', 'lost'];

type FieldName = 'stage' | 'walkthrough' | 'reason';
interface FieldError {
  field: FieldName;
  message: string;
}
const FIELD_IDS: Record<FieldName, string> = { stage: STAGE_FIELD_ID, walkthrough: WALKTHROUGH_FIELD_ID, reason: LOST_REASON_FIELD_ID };

const stageOf = (lead: LeadDetail): PipelineStage => (lead.status === 'spam' ? 'new' : lead.status);

export function StageForm({ lead, onChanged }: { lead: LeadDetail; onChanged: (lead: LeadDetail) => void }) {
  const [stage, setStage] = useState<PipelineStage>(stageOf(lead));
  const [walkthrough, setWalkthrough] = useState(toLocalInput(lead.walkthrough_at));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FieldError | null>(null);
  const notify = useNotify();

  // A saved change is where the lead stands now: the select starts from it again (a note added does not reset it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new stage resets the choice
  useEffect(() => setStage(stageOf(lead)), [lead.status]);
  useEffect(() => setWalkthrough(toLocalInput(lead.walkthrough_at)), [lead.walkthrough_at]);
  // Focus goes to the field a refusal is about once React has drawn its message.
  useEffect(() => {
    if (error) document.getElementById(FIELD_IDS[error.field])?.focus();
  }, [error]);

  const moving = stage === 'walkthrough_booked' && lead.status === 'walkthrough_booked';
  const unchanged = stage === lead.status && !moving;
  // Only a walkthrough still to come is called off (worker/leads/pipeline.ts).
  const upcoming = lead.walkthrough_at !== null && new Date(lead.walkthrough_at).getTime() > Date.now();
  const cancels = upcoming && lead.status !== 'spam' && CANCELS_WALKTHROUGH.includes(stage) && stage !== lead.status;

  const check = (): FieldError | null => {
    if (stage === 'walkthrough_booked') {
      if (!walkthrough) return { field: 'walkthrough', message: 'Choose the walkthrough’s date and time.' };
      if (moving && walkthrough === toLocalInput(lead.walkthrough_at))
        return { field: 'walkthrough', message: 'Choose the new date and time to move the walkthrough to.' };
    }
    if (stage === 'lost') {
      if (!reason.trim()) return { field: 'reason', message: 'Say why the lead was lost.' };
      if (reason.trim().length > LOST_REASON_MAX_LENGTH)
        return { field: 'reason', message: `Keep the reason to ${LOST_REASON_MAX_LENGTH} characters or fewer.` };
    }
    return null;
  };

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (unchanged || busy) return;
    const problem = check();
    setError(problem);
    if (problem) return;
    const change: StageChange = { status: stage };
    if (stage === 'walkthrough_booked') change.walkthrough_at = walkthrough;
    if (stage === 'lost') change.lost_reason = reason.trim();
    setBusy(true);
    try {
      const updated = await changeLeadStage(lead.id, change);
      onChanged(updated);
      if (stage === 'lost') setReason('');
      // The button was disabled while saving (and stays so on the stage now current): focus returns to the stage.
      document.getElementById(STAGE_FIELD_ID)?.focus();
      notify(moving ? `Walkthrough moved to ${formatDateTime(updated.walkthrough_at)}.` : `Moved to ${STATUS_LABELS[updated.status]}.`);
    } catch (err) {
      // The API names the problem in words; it is about what this stage asked for.
      setError({ field: stage === 'walkthrough_booked' ? 'walkthrough' : stage === 'lost' ? 'reason' : 'stage', message: fieldErrorText(err) });
    } finally {
      setBusy(false);
    }
  };

  const errorFor = (field: FieldName) => (error?.field === field ? error.message : null);

  return (
    <form onSubmit={save} noValidate className="mt-5 space-y-4 border-t border-line/70 pt-5">
      <Field
        id={STAGE_FIELD_ID}
        label="Move to stage"
        error={errorFor('stage')}
        hint={cancels ? 'The booked walkthrough is cancelled and the prospect is emailed a cancellation.' : undefined}
      >
        {(props) => (
          <select
            {...props}
            value={stage}
            onChange={(e) => {
              setStage(e.target.value as PipelineStage);
              if (error?.field === 'stage') setError(null);
            }}
            className={inputClass}
          >
            {PIPELINE_STAGES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
                {s === lead.status ? ' (current)' : ''}
              </option>
            ))}
          </select>
        )}
      </Field>

      {stage === 'walkthrough_booked' && (
        <Field
          id={WALKTHROUGH_FIELD_ID}
          label="Walkthrough date and time (Ocala time)"
          error={errorFor('walkthrough')}
          hint={
            moving
              ? 'The prospect is emailed the new time as an updated calendar invitation.'
              : 'The prospect is emailed a confirmation with a calendar invitation.'
          }
        >
          {(props) => (
            <input {...props} type="datetime-local" value={walkthrough} onChange={(e) => setWalkthrough(e.target.value)} className={inputClass} required />
          )}
        </Field>
      )}

      {stage === 'lost' && stage !== lead.status && (
        <CountedField
          id={LOST_REASON_FIELD_ID}
          label="Why was it lost?"
          error={errorFor('reason')}
          count={reason.trim().length}
          limit={LOST_REASON_MAX_LENGTH}
          hint="Required. Kept on the lead’s timeline."
        >
          {(props) => <textarea {...props} value={reason} onChange={(e) => setReason(e.target.value)} rows={3} required className={inputClass} />}
        </CountedField>
      )}

      <Button type="submit" variant="secondary" className="w-full" disabled={busy || unchanged}>
        {busy ? 'Saving…' : moving ? 'Move walkthrough' : 'Save stage'}
      </Button>
    </form>
  );
}
