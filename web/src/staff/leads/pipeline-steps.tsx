/**
 * Where a lead stands in the sales pipeline, as a vertical stepper: New, Contacted, Walkthrough
 * booked, Proposal sent, then Won or Lost, each stage reached with the time it was reached (its
 * latest stage change on the timeline; New is when the lead arrived). A stage passed over shows
 * as skipped; spam stands outside the pipeline.
 */
import { Check } from 'lucide-react';
import type { PipelineStage } from '../../../../shared/leads/lead';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../lib/format';
import { lostText, STATUS_LABELS } from './lead-labels';
import type { LeadDetail } from './leads-api';

const ROAD: PipelineStage[] = ['new', 'contacted', 'walkthrough_booked', 'proposal_sent'];

/** When the lead last reached a stage: its latest stage change to it, else (for New) its arrival. */
export function reachedAt(lead: LeadDetail, stage: PipelineStage): string | null {
  const last = lead.events.findLast((e) => e.type === 'stage' && e.status === stage);
  return last?.created_at ?? (stage === 'new' ? lead.created_at : null);
}

type StepState = 'done' | 'skipped' | 'current' | 'ahead';

const STATE_WORDS: Record<StepState, string> = { done: 'done', skipped: 'skipped', current: 'current stage', ahead: 'not reached' };

export function PipelineSteps({ lead }: { lead: LeadDetail }) {
  const end: PipelineStage | null = lead.status === 'won' || lead.status === 'lost' ? lead.status : null;
  const steps = [...ROAD, end ?? 'won'];
  const current = lead.status === 'spam' ? -1 : steps.indexOf(lead.status);
  return (
    <ol className="mt-4" aria-label="Pipeline stages">
      {steps.map((stage, i) => {
        const at = i <= current ? reachedAt(lead, stage) : null;
        const state: StepState = i === current ? 'current' : i < current ? (at ? 'done' : 'skipped') : 'ahead';
        const label = i === steps.length - 1 && !end ? 'Won / Lost' : STATUS_LABELS[stage];
        return (
          <li key={stage} aria-current={state === 'current' ? 'step' : undefined} className="relative flex gap-3 pb-4 last:pb-0">
            {i < steps.length - 1 && (
              <span aria-hidden="true" className={cn('absolute top-7 bottom-1 left-3 w-0.5 -translate-x-1/2', i < current ? 'bg-brand-600' : 'bg-line')} />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative flex size-6 shrink-0 items-center justify-center rounded-full',
                state === 'done' && 'bg-brand-700 text-white',
                state === 'skipped' && 'bg-white ring-2 ring-brand-600 ring-inset',
                state === 'current' && (stage === 'lost' ? 'bg-red-700 text-white' : 'bg-accent-600 text-white ring-4 ring-accent-100'),
                state === 'ahead' && 'bg-white ring-2 ring-line ring-inset',
              )}
            >
              {state === 'done' || (state === 'current' && stage !== 'lost') ? <Check className="size-3.5" strokeWidth={3} /> : null}
              {state === 'current' && stage === 'lost' ? <span className="text-xs font-bold">×</span> : null}
            </span>
            <div className="min-w-0 pt-0.5">
              <p className={cn('leading-5', state === 'current' ? 'font-bold text-ink' : state === 'ahead' ? 'text-muted' : 'font-semibold text-ink')}>
                {label}
                <span className="sr-only"> ({STATE_WORDS[state]})</span>
              </p>
              {at && (
                <p className="text-sm text-muted">
                  <time dateTime={at}>{formatDateTime(at)}</time>
                </p>
              )}
              {state === 'skipped' && <p className="text-sm text-muted">Skipped</p>}
              {stage === 'walkthrough_booked' && lead.walkthrough_at && i <= current && (
                <p className="text-sm text-body">
                  For <time dateTime={lead.walkthrough_at}>{formatDateTime(lead.walkthrough_at)}</time>
                </p>
              )}
              {state === 'current' && stage === 'lost' && lostText(lead) && <p className="mt-0.5 text-sm break-words text-body">{lostText(lead)}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
