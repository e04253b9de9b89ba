/**
 * The walkthrough booking (/schedule, POST /api/bookings): the lead form's `booking` kind, which
 * asks for the building's street address and ZIP code, and one of the open times (`starts_at`,
 * an instant GET /api/walkthrough-times offered). The time is the booking's own, not a column of
 * the lead: it becomes the lead's `walkthrough_at`.
 */
import * as v from 'valibot';
import { type FieldErrors, type FormSpec, validateForm } from '../intake/form.ts';
import { LEAD_FORM, type Lead, LeadSchema } from '../intake/lead-form.ts';
import { SITE } from '../../content/site.ts';

export const CHOOSE_A_TIME = 'Please choose a time.';

/** An instant as the open times give it (toISOString). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const startsAt = v.optional(v.pipe(v.string(CHOOSE_A_TIME), v.trim(), v.regex(INSTANT, CHOOSE_A_TIME)), '');

/** The lead form with the time: how a posted booking is read and given back to its page. */
export const BOOKING_FORM: FormSpec = {
  ...LEAD_FORM,
  fields: [...LEAD_FORM.fields, { name: 'starts_at', label: 'Time', type: 'line', group: 'visit', rule: startsAt, kinds: ['booking'] }],
};

export interface Booking {
  lead: Lead & { kind: 'booking' };
  starts_at: string;
}

/** Checks a booking: the lead's fields by the lead form's rules, and a time; every problem at once. */
export function validateBooking(input: unknown): { ok: true; booking: Booking } | { ok: false; errors: FieldErrors } {
  const record = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const lead = validateForm(LeadSchema, { ...record, kind: 'booking', starts_at: undefined });
  const time = v.safeParse(startsAt, record.starts_at);
  const errors: FieldErrors = lead.ok ? {} : { ...lead.errors };
  if (!time.success || time.output === '') errors.starts_at = CHOOSE_A_TIME;
  if (!lead.ok || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, booking: { lead: lead.values as Booking['lead'], starts_at: time.output as string } };
}

/** What a booking refused for its time or its ZIP code says. */
export const BOOKING_MESSAGES = {
  taken: 'That time has just been booked. Please choose another: the times shown are still open.',
  notServed: (zip: string) => `We don’t book walkthroughs online for ZIP code ${zip}. Please call us at ${SITE.phone} and we’ll find a time.`,
  noTimes: `No walkthrough times are open online right now. Please call us at ${SITE.phone} and we’ll find one.`,
} as const;
