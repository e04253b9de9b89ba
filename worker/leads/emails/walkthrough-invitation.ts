/**
 * The prospect's walkthrough confirmation: when staff book a walkthrough (or move it), one email
 * to the lead's address with the day and time on Ocala's clock and a calendar invitation
 * (ics.ts, METHOD:REQUEST); when the lead leaves that stage for New, Contacted or Lost, one
 * cancellation with the same UID (METHOD:CANCEL). Each version is one outbox message (its dedupe
 * key names the lead and the invitation's SEQUENCE), so a change is emailed once however often
 * it is saved. Staff booked it with the prospect, so the email may say where: the location the
 * prospect gave.
 */
import type { MessageKind } from '../../../shared/messages/messages';
import { SITE } from '../../../content/site';
import { companyDateTime } from '../../../shared/time/company-time';
import type { leads } from '../../../shared/schema';
import type { Db } from '../../env';
import type { EmailDocument } from '../../email/document';
import { calendarInvitation } from '../../email/ics';
import { type QueueOutcome, queueEmail } from '../../email/outbox';
import { PROMISES } from '../../../content/promises';

type Lead = typeof leads.$inferSelect;

/** The calendar invitation books the walkthrough as long as the site says it takes. */
export const WALKTHROUGH_MINUTES = PROMISES.walkthroughMinutes;

export const WALKTHROUGH_KINDS = { booked: 'walkthrough-confirmation', cancelled: 'walkthrough-cancellation' } as const satisfies Record<string, MessageKind>;

/** The calendar event's identity for one lead: the same for every version of its invitation. */
export const walkthroughUid = (leadId: string): string => `walkthrough-${leadId}@${SITE.email.split('@')[1]}`;

const where = (lead: Lead) => lead.location.trim().slice(0, 200);

export function walkthroughDocument(lead: Lead, at: Date, change: 'booked' | 'moved' | 'cancelled'): EmailDocument {
  const when = `${companyDateTime(at)} (Ocala time)`;
  if (change === 'cancelled') {
    return {
      subject: `Walkthrough cancelled: ${companyDateTime(at)} | ${SITE.name}`,
      preview: `The walkthrough on ${when} is off your calendar.`,
      blocks: [
        { type: 'heading', text: 'Your walkthrough is cancelled' },
        { type: 'paragraph', text: `The walkthrough we had booked for ${when} will not take place. The attached update removes it from your calendar.` },
        { type: 'call', text: 'Want a new day? Call' },
      ],
      reason: 'You get this email because a walkthrough was booked with this address.',
    };
  }
  const moved = change === 'moved';
  return {
    subject: `${moved ? 'Walkthrough moved' : 'Walkthrough booked'}: ${companyDateTime(at)} | ${SITE.name}`,
    preview: `We see you on ${when}. The calendar invitation is attached.`,
    blocks: [
      { type: 'heading', text: moved ? 'Your walkthrough has a new time' : 'Your walkthrough is booked' },
      {
        type: 'paragraph',
        text: `We see you on ${when}. It takes ${PROMISES.walkthrough}: we walk the building with you, then send a written proposal ${PROMISES.proposal}.`,
      },
      { type: 'facts', title: 'Walkthrough', rows: [{ label: 'When', value: when }, ...(where(lead) ? [{ label: 'Where', value: where(lead) }] : [])] },
      { type: 'paragraph', text: 'The attached invitation adds it to your calendar; if the time changes, the next one updates it.' },
      { type: 'call', text: 'Need another time? Call' },
    ],
    reason: 'You get this email because a walkthrough was booked with this address.',
  };
}

/**
 * Queues the confirmation (or cancellation) of a lead's walkthrough as it now stands: `lead` after
 * the change, `at` the walkthrough's time (the old one for a cancellation). Never throws.
 */
export async function emailWalkthrough(
  env: Pick<Env, 'EMAIL_QUEUE'> & Partial<Pick<Env, 'EMAIL_FROM'>>,
  db: Db,
  lead: Lead,
  at: Date,
  change: 'booked' | 'moved' | 'cancelled',
): Promise<QueueOutcome> {
  if (!lead.email) return { queued: false, reason: 'no-address' };
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  try {
    const ics = calendarInvitation({
      uid: walkthroughUid(lead.id),
      sequence: lead.walkthrough_sequence,
      method,
      start: at,
      minutes: WALKTHROUGH_MINUTES,
      summary: `Walkthrough with ${SITE.name}`,
      description: `We walk the building with you, then send a written quote. Questions: ${SITE.phone}.`,
      location: where(lead),
      organizer: { name: SITE.name, email: SITE.email },
      attendee: lead.email,
      stamp: new Date(),
    });
    return await queueEmail(env, db, {
      to: lead.email,
      kind: change === 'cancelled' ? WALKTHROUGH_KINDS.cancelled : WALKTHROUGH_KINDS.booked,
      dedupeKey: `walkthrough:${lead.id}:${lead.walkthrough_sequence}`,
      about: `lead:${lead.id}`,
      document: walkthroughDocument(lead, at, change),
      attachments: [{ filename: change === 'cancelled' ? 'cancel.ics' : 'invite.ics', type: `text/calendar; method=${method}; charset=UTF-8`, content: ics }],
    });
  } catch (err) {
    console.error('walkthrough email not queued', lead.id, err instanceof Error ? err.message : err);
    return { queued: false, reason: 'error' };
  }
}
