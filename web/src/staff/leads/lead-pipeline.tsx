/**
 * The lead page's Pipeline section: the time to first response, the stages as a stepper, the
 * booked walkthrough with what the prospect is sent, the stage change form, and marking the lead
 * as spam (apart from the stages, as before).
 */
import { CalendarClock, ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateTime } from '../lib/format';
import { describeError } from '../lib/http';
import { smallButtonClass } from '../ui/buttons';
import { useNotify } from '../ui/notices';
import { FirstResponseLine } from './first-response';
import { changeLeadStage, type LeadDetail } from './leads-api';
import { PipelineSteps } from './pipeline-steps';
import { STAGE_FIELD_ID, StageForm } from './stage-form';

export function PipelineSection({ lead, onChanged }: { lead: LeadDetail; onChanged: (lead: LeadDetail) => void }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6">
      <h2 id={id} className="text-lg font-bold">
        Pipeline
      </h2>
      <div className="mt-4">
        <FirstResponseLine response={lead.first_response} />
      </div>
      {lead.status === 'spam' && <p className="mt-4 text-sm text-body">Marked as spam, outside the pipeline. Move it to a stage to take it back.</p>}
      <PipelineSteps lead={lead} />
      {lead.walkthrough_at && <Walkthrough lead={lead} />}
      <StageForm lead={lead} onChanged={onChanged} />
      {lead.status !== 'spam' && <SpamAction lead={lead} onChanged={onChanged} />}
    </section>
  );
}

/** The booked walkthrough and what the prospect has been sent; the stage form below moves it. */
function Walkthrough({ lead }: { lead: LeadDetail }) {
  const at = lead.walkthrough_at!;
  return (
    <div className="mt-5 rounded-tile bg-brand-50 px-4 py-3 text-[0.9375rem] text-ink ring-1 ring-brand-100 ring-inset">
      <p className="flex items-start gap-2 font-semibold">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>
          Walkthrough <time dateTime={at}>{formatDateTime(at)}</time> (Ocala time)
        </span>
      </p>
      <p className="mt-1 text-sm text-body">
        The prospect was emailed a calendar invitation. Moving it sends the new time; moving the lead back to New, Contacted or Lost sends a cancellation.
      </p>
    </div>
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
