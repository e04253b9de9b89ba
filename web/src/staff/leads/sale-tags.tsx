/**
 * A lead's sale in the list: whose it is and what it is worth a month, and its next step when that
 * is due today or already past on Ocala's calendar (shared/leads/lead-sale.ts). Due and overdue
 * are said in words beside an icon, never by colour alone.
 */
import { AlarmClock, CalendarClock } from 'lucide-react';
import { moneyText } from '../../../../shared/leads/lead-sale';
import { calendarDay, companyDay } from '../../../../shared/time/company-time';
import { cn } from '../../lib/cn';
import type { Lead } from './leads-api';

/** 'due' on the Ocala day it is due, 'overdue' after it, null otherwise (no step, a later day, spam). */
export function nextStepState(lead: Pick<Lead, 'status' | 'next_step' | 'next_step_due'>, today = companyDay(new Date())): 'due' | 'overdue' | null {
  if (!lead.next_step || !lead.next_step_due || lead.status === 'spam') return null;
  if (lead.next_step_due < today) return 'overdue';
  return lead.next_step_due === today ? 'due' : null;
}

export function NextStepTag({ lead, className }: { lead: Lead; className?: string }) {
  const state = nextStepState(lead);
  if (!state) return null;
  const Icon = state === 'overdue' ? AlarmClock : CalendarClock;
  return (
    <span
      title={lead.next_step}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        state === 'overdue' ? 'bg-amber-50 text-amber-900 ring-amber-300' : 'bg-brand-50 text-brand-900 ring-brand-200',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {state === 'overdue' ? `Next step overdue: due ${calendarDay(lead.next_step_due)}` : 'Next step due today'}
    </span>
  );
}

/** The owner by name (or nobody), and the monthly value when there is one. */
export function SaleOwner({ lead }: { lead: Lead }) {
  return (
    <>
      <p className={cn('truncate', lead.owner_id ? 'text-ink' : 'text-muted')}>{lead.owner_id ? lead.owner_name || 'Former staff' : 'No owner'}</p>
      {lead.monthly_value_cents !== null && <p className="truncate text-muted">{moneyText(lead.monthly_value_cents)} a month</p>}
    </>
  );
}
