/**
 * POST /api/bookings: a prospect books one of the open walkthrough times (/schedule), a form kind
 * of the one pipeline (worker/intake/form-kind.ts). The time is checked against the open times as
 * they stand when it arrives, for the building's ZIP code, and booked with the first person who
 * can attend (store.ts insertBooking: one booking per time, however many arrive at once). A time taken
 * meanwhile, or a ZIP code nobody serves, is refused (409) with what was typed kept and the times
 * still open shown. The booking is a lead at Walkthrough booked: acknowledged and alerted like
 * any lead, and the invitation goes to the prospect and to the person attending.
 */
import { agreeToTexts, leadChoseTexts } from '../texts/consent';
import { BOOKING_FORM, BOOKING_MESSAGES, type Booking, validateBooking } from '../../shared/booking/booking-form';
import { FormRefused, type FormKind, formKindRoute } from '../intake/form-kind';
import { isRecord } from '../intake/body';
import { emailWalkthrough } from '../leads/emails/walkthrough-invitation';
import { enqueue, leadRow } from '../leads/submit';
import { getLead, saveLead } from '../leads/store/index';
import { currentOpenTimes } from './open-times';
import { bookableAvailability, insertBooking } from './store';

const MESSAGES = {
  check: 'Please check the highlighted fields.',
  turnstile: 'The security check did not pass. Please try again, or call us.',
  used: 'This form was already sent. Please check your details and send it again.',
  stale: 'This form was open too long. Please check your details and send it again.',
};

interface Booked {
  id: string;
  spam: boolean;
}

export const BOOKING_KIND: FormKind<Booking, Booked> = {
  name: 'bookings',
  form: BOOKING_FORM,
  limits: { ceiling: 32 * 1024 },
  messages: () => MESSAGES,
  check: (input) => {
    const result = validateBooking(input);
    return result.ok ? { ok: true, value: result.booking } : result;
  },
  store: async (c, submission) => {
    const { lead, starts_at } = submission.value;
    const row = leadRow({ ...submission, value: lead });
    // Spam is kept like any lead's, and books nothing.
    if (submission.spam) return { id: (await saveLead(c.var.db, row, submission.token ?? undefined)).id, spam: true };
    const zip = lead.location;
    const { served, times } = await currentOpenTimes(c.var.db, { zip });
    if (!served) throw new FormRefused({ location: BOOKING_MESSAGES.notServed(zip) }, 'zip-not-served');
    const open = times.find((t) => t.starts_at === starts_at);
    if (open) {
      const people = new Map((await bookableAvailability(c.var.db)).map((a) => [a.person_id, a]));
      for (const personId of open.person_ids) {
        const a = people.get(personId);
        if (!a) continue;
        const slot = { starts_at, person_id: personId, slot_minutes: a.slot_minutes, buffer_minutes: a.buffer_minutes };
        if (await insertBooking(c.var.db, row, slot, submission.token)) return { id: row.id, spam: false };
      }
    }
    throw new FormRefused({ starts_at: BOOKING_MESSAGES.taken }, 'time-taken');
  },
  afterStore: async (c, saved, { value }) => {
    if (saved.spam) return;
    if (leadChoseTexts(value.lead)) await agreeToTexts(c.var.db, value.lead.phone, `lead:${saved.id}`);
    await enqueue(c, saved.id);
    const lead = await getLead(c.var.db, saved.id);
    if (lead?.walkthrough_at) await emailWalkthrough(c.env, c.var.db, lead, new Date(lead.walkthrough_at), 'booked');
  },
  accepted: (saved, { starts_at }) => ({
    json: { id: saved.id, kind: 'booking', starts_at },
    thanks: `/thank-you?kind=booking&at=${encodeURIComponent(starts_at)}`,
  }),
  // The schedule page again, with the times open for the ZIP code given, what was typed and the errors.
  formPage: (input, form, status) => {
    const zip = isRecord(input) && typeof input.location === 'string' ? input.location.trim() : '';
    return { path: /^\d{5}$/.test(zip) ? `/schedule?zip=${zip}` : '/schedule', extra: { form }, status: status === 409 ? 409 : 422 };
  },
};

export const bookingApi = formKindRoute(BOOKING_KIND);
