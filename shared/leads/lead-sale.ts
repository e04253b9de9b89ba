/**
 * A lead's sale details, as staff keep them beside its stage: who owns the sale, what it is worth
 * a month and when it should close (from Proposal sent on, when there is a price to speak of), and
 * the next step with the Ocala day it is due. One set of rules the Worker applies
 * (worker/leads/sale-routes.ts, PATCH /leads/:id/sale) and the staff app checks before sending.
 */
import { companyDayStart } from '../time/company-time.ts';
import type { LeadStatus } from './lead.ts';

/** The stages a value and an expected close belong to: a proposal has been sent, or the sale is decided. */
export const SALE_STAGES: readonly LeadStatus[] = ['proposal_sent', 'won', 'lost'];

export const NEXT_STEP_MAX_LENGTH = 200;

/** Above any cleaning contract we would write: a typo, not a sale ($1,000,000 a month). */
export const MONTHLY_VALUE_MAX_CENTS = 100_000_000;

/** PATCH /leads/:id/sale: each field optional; what is left out stays as it is. */
export interface SaleChange {
  /** An active staff person who works on leads (staff_people.id), or '' for nobody. */
  owner_id?: string;
  /** Whole cents, or null to clear. From Proposal sent on. */
  monthly_value_cents?: number | null;
  /** YYYY-MM-DD, or null to clear. From Proposal sent on. */
  expected_close?: string | null;
  /** What happens next; '' with a null due day clears it. */
  next_step?: string;
  /** The Ocala day the next step is due (YYYY-MM-DD), or null. */
  next_step_due?: string | null;
}

export type SaleField = keyof SaleChange;

/** The lead as the rules read it: its stage and the next step it has now. */
export interface SaleState {
  status: LeadStatus;
  next_step: string;
  next_step_due: string | null;
}

const isDay = (v: string) => companyDayStart(v) !== null;

/**
 * What is wrong with a change, by field, as sentences staff read (empty when nothing is). `today`
 * is the Ocala day (YYYY-MM-DD): a due day changed to one already past is refused. Whether the
 * owner is a real active person is the Worker's to check.
 */
export function saleProblems(change: SaleChange, lead: SaleState, today: string): Partial<Record<SaleField, string>> {
  const problems: Partial<Record<SaleField, string>> = {};
  const priced = SALE_STAGES.includes(lead.status);
  const value = change.monthly_value_cents;
  if (value !== undefined && value !== null) {
    if (!Number.isInteger(value) || value < 0 || value > MONTHLY_VALUE_MAX_CENTS)
      problems.monthly_value_cents = 'Give the monthly value as a whole amount of cents, 0 or more.';
    else if (!priced) problems.monthly_value_cents = 'A monthly value is kept from Proposal sent on: move the lead there first.';
  }
  const close = change.expected_close;
  if (close !== undefined && close !== null) {
    if (!isDay(close)) problems.expected_close = 'Give the expected close as a real day, YYYY-MM-DD.';
    else if (!priced) problems.expected_close = 'An expected close is kept from Proposal sent on: move the lead there first.';
  }
  const step = change.next_step === undefined ? lead.next_step : change.next_step.trim();
  const due = change.next_step_due === undefined ? lead.next_step_due : change.next_step_due;
  if (step.length > NEXT_STEP_MAX_LENGTH) problems.next_step = `Keep the next step to ${NEXT_STEP_MAX_LENGTH} characters or fewer.`;
  if (change.next_step_due !== undefined && due !== null && !isDay(due)) problems.next_step_due = 'Give the due day as a real day, YYYY-MM-DD.';
  else if (change.next_step_due !== undefined && due !== null && due !== lead.next_step_due && due < today)
    problems.next_step_due = 'That day has passed: choose today or a later day.';
  else if (step && due === null) problems.next_step_due = 'Choose the day the next step is due.';
  else if (!step && due !== null && !problems.next_step) problems.next_step = 'Say what the next step is, or clear its due day.';
  return problems;
}

/** '$1,250' for whole dollars, '$1,250.50' otherwise. */
export function moneyText(cents: number): string {
  const whole = cents % 100 === 0;
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** Dollars as staff type them ('1250', '$1,250.50') in whole cents; null for nothing typed, NaN for what is not an amount. */
export function centsFromDollars(text: string): number | null {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (plain === '') return null;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return Number.NaN;
  const [whole, fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
