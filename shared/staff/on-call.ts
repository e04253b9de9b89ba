/**
 * Who is on call for new leads, chosen by an owner on the People screen: the first person gets
 * each new lead by text during business hours (beside the staff email); when nobody has moved a
 * lead on from New after ESCALATE_AFTER_MINUTES business minutes, the second person is alerted by
 * text and email. Each is an active owner or editor with a mobile number; either can be left empty.
 */
import { usPhone } from './follow-up';

export const ON_CALL_KEY = 'on-call';

/** Business minutes a lead may stay New before the second person hears of it. */
export const ESCALATE_AFTER_MINUTES = 15;

export interface OnCallPerson {
  personId: string;
  /** Formatted, '(352) 555-0142'. */
  phone: string;
}

/** What is stored (staff_settings, key ON_CALL_KEY). */
export interface OnCallSetting {
  first: OnCallPerson | null;
  second: OnCallPerson | null;
}

/** What the staff API answers: each person with their name while they are active (null otherwise). */
export interface OnCallView {
  first: (OnCallPerson & { name: string }) | null;
  second: (OnCallPerson & { name: string }) | null;
}

/** What is wrong with a choice as given, by field ('first', 'second'); empty when it can be saved. */
export function onCallErrors(input: { first: OnCallPerson | null; second: OnCallPerson | null }): Partial<Record<'first' | 'second', string>> {
  const errors: Partial<Record<'first' | 'second', string>> = {};
  for (const slot of ['first', 'second'] as const) {
    const person = input[slot];
    if (person && !usPhone(person.phone)) errors[slot] = 'Give a US mobile number with its area code, such as (352) 555-0142.';
  }
  if (input.first && input.second && input.first.personId === input.second.personId) errors.second = 'Choose someone else as the second person.';
  if (!input.first && input.second) errors.first = 'Choose who is on call first.';
  return errors;
}
