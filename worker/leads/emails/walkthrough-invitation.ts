/**
 * The walkthrough invitation: when a prospect books a time (/schedule) or staff book or move one,
 * one email to the lead's address with the day and time on Ocala's clock, the building's address,
 * the person attending with their direct line, how long it takes and what to have ready, and a
 * calendar invitation (ics.ts, METHOD:REQUEST); the person attending gets their own copy, with the
 * prospect's details. When the lead leaves that stage for New, Contacted or Lost, one cancellation
 * with the same UID (METHOD:CANCEL) to each. Each version is one outbox message per recipient (its
 * dedupe key names the lead, the recipient and the invitation's SEQUENCE), so a change is emailed
 * once however often it is saved.
 */
import type { MessageKind } from '../../../shared/messages/messages';
import { SITE } from '../../../content/site';
import { companyDateTime } from '../../../shared/time/company-time';
import type { leads } from '../../../shared/schema';
import type { Db } from '../../env';
import type { EmailDocument } from '../../email/document';
import { calendarInvitation } from '../../email/ics';
import { type QueueOutcome, queueEmail } from '../../email/outbox';
import { leadChoseTexts } from '../../texts/consent';
import { queueText } from '../../texts/outbox';
import { walkthroughReminderText, walkthroughText } from '../../texts/templates';
import { PROMISES } from '../../../content/promises';
import { usPhone } from '../../../shared/staff/follow-up';
import { personById } from '../../people/store';
import { attendeeLine } from '../../walkthroughs/store';
import { walkthroughUrl } from '../../walkthroughs/link-token';
import { siteOrigin } from '../../http/site-origin';

type Lead = typeof leads.$inferSelect;

/** The calendar invitation books the walkthrough as long as the site says it takes. */
export const WALKTHROUGH_MINUTES = PROMISES.walkthroughMinutes;

export const WALKTHROUGH_KINDS = {
  booked: 'walkthrough-confirmation',
  attending: 'walkthrough-staff-invitation',
  reminder: 'walkthrough-reminder',
  cancelled: 'walkthrough-cancellation',
} as const satisfies Record<string, MessageKind>;

/** What the prospect is asked to have ready, in every invitation. */
export const HAVE_READY = [
  'Access to every area you want cleaned, with keys or codes for locked rooms',
  'Your current cleaning scope or schedule, if you have one',
  'Any rules we must follow: infection control, food safety, security or licensing',
] as const;

/** Who attends a lead's walkthrough: their name, sign-in address, direct line (the main line when they have none) and slot length. */
export interface Attendee {
  name: string;
  email: string;
  phone: string;
  minutes: number;
}

export async function attendeeOf(db: Db, lead: Lead): Promise<Attendee | null> {
  if (!lead.walkthrough_with) return null;
  const [person, line] = await Promise.all([personById(db, lead.walkthrough_with), attendeeLine(db, lead.walkthrough_with)]);
  if (!person) return null;
  return { name: person.name, email: person.email, phone: usPhone(line.phone)?.phone ?? SITE.phone, minutes: line.minutes ?? WALKTHROUGH_MINUTES };
}

/** The calendar event's identity for one lead: the same for every version of its invitation. */
export const walkthroughUid = (leadId: string): string => `walkthrough-${leadId}@${SITE.email.split('@')[1]}`;

/** The building's address as the prospect gave it: the street and the ZIP code (or town). */
export function addressOf(lead: Pick<Lead, 'street_address' | 'location'>): string {
  const town = lead.location.trim();
  const street = lead.street_address.trim();
  const place = /^\d{5}$/.test(town) ? `FL ${town}` : town;
  return [street, place].filter(Boolean).join(', ').slice(0, 200);
}

const lengthOf = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`);

export function walkthroughDocument(
  lead: Lead,
  at: Date,
  change: 'booked' | 'moved' | 'cancelled',
  attendee: Attendee | null = null,
  manageUrl: string | null = null,
): EmailDocument {
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
  const minutes = attendee?.minutes ?? WALKTHROUGH_MINUTES;
  const first = lead.name.trim().split(/\s+/)[0] ?? '';
  const where = addressOf(lead);
  return {
    subject: `${moved ? 'Walkthrough moved' : 'Walkthrough booked'}: ${companyDateTime(at)} | ${SITE.name}`,
    preview: `We see you on ${when}${attendee ? ` with ${attendee.name}` : ''}. The calendar invitation is attached.`,
    blocks: [
      { type: 'heading', text: moved ? 'Your walkthrough has a new time' : 'Your walkthrough is booked' },
      {
        type: 'paragraph',
        text: `${first ? `Hi ${first}, we` : 'We'} see you on ${when}. It takes ${lengthOf(minutes)}: we walk the building with you, then send a written proposal ${PROMISES.proposal}.`,
      },
      {
        type: 'facts',
        title: 'Walkthrough',
        rows: [
          { label: 'When', value: when },
          { label: 'How long', value: lengthOf(minutes) },
          ...(where ? [{ label: 'Where', value: where }] : []),
          ...(attendee ? [{ label: 'With', value: `${attendee.name}, ${attendee.phone}` }] : []),
        ],
      },
      { type: 'steps', title: 'Please have ready', items: HAVE_READY },
      { type: 'paragraph', text: 'The attached invitation adds it to your calendar; if the time changes, the next one updates it.' },
      ...(manageUrl ? [{ type: 'button' as const, text: 'Move or cancel it', href: manageUrl }] : []),
      { type: 'call', text: manageUrl ? 'Or call' : 'Need another time? Call' },
    ],
    reason: 'You get this email because a walkthrough was booked with this address.',
  };
}

/** The attending staff member's copy: who they meet, where, and how to reach them. */
export function attendingDocument(lead: Lead, at: Date, change: 'booked' | 'moved' | 'cancelled', attendee: Attendee): EmailDocument {
  const when = `${companyDateTime(at)} (Ocala time)`;
  const who = [lead.name, lead.company].filter(Boolean).join(', ');
  const reason = 'You get this email because you attend this walkthrough.';
  if (change === 'cancelled') {
    return {
      subject: `Walkthrough cancelled: ${who}, ${companyDateTime(at)}`,
      preview: `The walkthrough with ${who} on ${when} is off your calendar.`,
      blocks: [
        { type: 'heading', text: 'Walkthrough cancelled' },
        { type: 'paragraph', text: `The walkthrough with ${who} on ${when} will not take place. The attached update removes it from your calendar.` },
      ],
      reason,
    };
  }
  return {
    subject: `${change === 'moved' ? 'Walkthrough moved' : 'Walkthrough booked'}: ${who}, ${companyDateTime(at)}`,
    preview: `${who}, ${addressOf(lead)}, on ${when}.`,
    blocks: [
      { type: 'heading', text: change === 'moved' ? 'A walkthrough of yours has a new time' : 'You have a walkthrough booked' },
      {
        type: 'facts',
        title: 'Walkthrough',
        rows: [
          { label: 'When', value: when },
          { label: 'How long', value: lengthOf(attendee.minutes) },
          { label: 'Where', value: addressOf(lead) || 'Not given: call to ask' },
          { label: 'Who', value: who },
          ...(lead.phone ? [{ label: 'Phone', value: lead.phone }] : []),
          ...(lead.email ? [{ label: 'Email', value: lead.email }] : []),
          ...(lead.message ? [{ label: 'Their note', value: lead.message }] : []),
        ],
      },
      { type: 'paragraph', text: 'The lead and its timeline are in the staff app, under Leads.' },
    ],
    reason,
  };
}

/**
 * Who attended before a move, and when: when someone else attends now, the one before gets the
 * walkthrough's cancellation (METHOD:CANCEL, the same UID), so it leaves their calendar.
 */
export interface PreviousAttendance {
  with: string | null;
  at: string | null;
}

async function releasePreviousAttendee(env: Env, db: Db, lead: Lead, previous: PreviousAttendance): Promise<void> {
  if (!previous.with || previous.with === lead.walkthrough_with || !previous.at) return;
  const before = await attendeeOf(db, { ...lead, walkthrough_with: previous.with });
  if (!before) return;
  const at = new Date(previous.at);
  await queueEmail(env, db, {
    to: before.email,
    kind: WALKTHROUGH_KINDS.cancelled,
    dedupeKey: `walkthrough:${lead.id}:staff-released:${previous.with}:${lead.walkthrough_sequence}`,
    about: `lead:${lead.id}`,
    document: attendingDocument(lead, at, 'cancelled', before),
    attachments: [
      {
        filename: 'cancel.ics',
        type: 'text/calendar; method=CANCEL; charset=UTF-8',
        content: calendarInvitation({
          uid: walkthroughUid(lead.id),
          sequence: lead.walkthrough_sequence,
          method: 'CANCEL',
          start: at,
          minutes: before.minutes,
          summary: `Walkthrough: ${[lead.name, lead.company].filter(Boolean).join(', ')}`,
          description: `${before.name} no longer attends: it moved to someone else.`,
          location: addressOf(lead),
          organizer: { name: SITE.name, email: SITE.email },
          attendee: before.email,
          stamp: new Date(),
        }),
      },
    ],
  });
}

/**
 * Queues the confirmation (or cancellation) of a lead's walkthrough as it now stands, to the
 * prospect and to the person attending: `lead` after the change, `at` the walkthrough's time (the
 * old one for a cancellation); for a move, `previous` says who attended before. The prospect's
 * outcome is answered. Never throws.
 */
export async function emailWalkthrough(
  env: Env,
  db: Db,
  lead: Lead,
  at: Date,
  change: 'booked' | 'moved' | 'cancelled',
  previous?: PreviousAttendance,
): Promise<QueueOutcome> {
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const attachment = (content: string) => ({
    filename: change === 'cancelled' ? 'cancel.ics' : 'invite.ics',
    type: `text/calendar; method=${method}; charset=UTF-8`,
    content,
  });
  try {
    if (change === 'moved' && previous) await releasePreviousAttendee(env, db, lead, previous);
    const attendee = await attendeeOf(db, lead);
    const manageUrl = change === 'cancelled' ? null : await walkthroughUrl(env, siteOrigin(env), lead.id);
    // One event, one UID: the prospect's calendar and the staff member's hold the same walkthrough.
    const event = (to: string, description: string) =>
      calendarInvitation({
        uid: walkthroughUid(lead.id),
        sequence: lead.walkthrough_sequence,
        method,
        start: at,
        minutes: attendee?.minutes ?? WALKTHROUGH_MINUTES,
        summary: to === lead.email ? `Walkthrough with ${SITE.name}` : `Walkthrough: ${[lead.name, lead.company].filter(Boolean).join(', ')}`,
        description,
        location: addressOf(lead),
        organizer: { name: SITE.name, email: SITE.email },
        attendee: to,
        also: attendee && to === lead.email ? [{ name: attendee.name, email: attendee.email }] : [],
        stamp: new Date(),
      });
    if (attendee) {
      await queueEmail(env, db, {
        to: attendee.email,
        kind: change === 'cancelled' ? WALKTHROUGH_KINDS.cancelled : WALKTHROUGH_KINDS.attending,
        dedupeKey: `walkthrough:${lead.id}:staff:${lead.walkthrough_sequence}`,
        about: `lead:${lead.id}`,
        document: attendingDocument(lead, at, change, attendee),
        attachments: [attachment(event(attendee.email, `${lead.name}${lead.phone ? `, ${lead.phone}` : ''}. ${addressOf(lead)}`))],
      });
    }
    if (leadChoseTexts(lead)) {
      await queueText(env, db, {
        to: lead.phone,
        kind: change === 'cancelled' ? WALKTHROUGH_KINDS.cancelled : WALKTHROUGH_KINDS.booked,
        dedupeKey: `walkthrough:${lead.id}:sms:${lead.walkthrough_sequence}`,
        about: `lead:${lead.id}`,
        body: walkthroughText({
          change,
          at,
          address: addressOf(lead),
          with: attendee && `${attendee.name}, ${attendee.phone}`,
          link: manageUrl,
          origin: siteOrigin(env),
        }),
        locale: 'en',
      });
    }
    if (!lead.email) return { queued: false, reason: 'no-address' };
    const line = attendee ? `${attendee.name} attends: ${attendee.phone}.` : `Questions: ${SITE.phone}.`;
    return await queueEmail(env, db, {
      to: lead.email,
      kind: change === 'cancelled' ? WALKTHROUGH_KINDS.cancelled : WALKTHROUGH_KINDS.booked,
      dedupeKey: `walkthrough:${lead.id}:${lead.walkthrough_sequence}`,
      about: `lead:${lead.id}`,
      document: walkthroughDocument(lead, at, change, attendee, manageUrl),
      attachments: [attachment(event(lead.email, `We walk the building with you, then send a written proposal. ${line}`))],
    });
  } catch (err) {
    console.error('walkthrough email not queued', lead.id, err instanceof Error ? err.message : err);
    return { queued: false, reason: 'error' };
  }
}

/**
 * The reminder two hours before, by text, to a prospect who chose texts: once per version of the
 * walkthrough. True when it was queued now. Never throws.
 */
export async function walkthroughSoonText(env: Env, db: Db, lead: Lead, now: Date = new Date()): Promise<boolean> {
  if (!lead.walkthrough_at || !leadChoseTexts(lead)) return false;
  try {
    const attendee = await attendeeOf(db, lead);
    const text = await queueText(
      env,
      db,
      {
        to: lead.phone,
        kind: WALKTHROUGH_KINDS.reminder,
        dedupeKey: `walkthrough-reminder:${lead.id}:sms-soon:${lead.walkthrough_sequence}`,
        about: `lead:${lead.id}`,
        body: walkthroughReminderText({
          at: new Date(lead.walkthrough_at),
          address: addressOf(lead),
          with: attendee && `${attendee.name}, ${attendee.phone}`,
          link: await walkthroughUrl(env, siteOrigin(env), lead.id),
          soon: true,
        }),
        locale: 'en',
      },
      now,
    );
    return text.queued;
  } catch (err) {
    console.error('walkthrough text reminder not queued', lead.id, err instanceof Error ? err.message : err);
    return false;
  }
}

/**
 * The day-before reminder of a booked walkthrough, to the prospect (with their link) and to the
 * person attending; once per version of the walkthrough (its SEQUENCE). True when the prospect's
 * was queued now. Never throws.
 */
export async function walkthroughReminder(env: Env, db: Db, lead: Lead): Promise<boolean> {
  if (!lead.walkthrough_at) return false;
  const at = new Date(lead.walkthrough_at);
  const when = `${companyDateTime(at)} (Ocala time)`;
  try {
    const attendee = await attendeeOf(db, lead);
    if (attendee) {
      await queueEmail(env, db, {
        to: attendee.email,
        kind: WALKTHROUGH_KINDS.reminder,
        dedupeKey: `walkthrough-reminder:${lead.id}:staff:${lead.walkthrough_sequence}`,
        about: `lead:${lead.id}`,
        document: { ...attendingDocument(lead, at, 'booked', attendee), subject: `Tomorrow: walkthrough with ${lead.name}, ${companyDateTime(at)}` },
      });
    }
    const manageUrl = await walkthroughUrl(env, siteOrigin(env), lead.id);
    // By text the day before only for a person with no email address: the text two hours before is theirs (walkthroughSoonText).
    if (!lead.email) {
      if (!leadChoseTexts(lead)) return false;
      const text = await queueText(env, db, {
        to: lead.phone,
        kind: WALKTHROUGH_KINDS.reminder,
        dedupeKey: `walkthrough-reminder:${lead.id}:sms:${lead.walkthrough_sequence}`,
        about: `lead:${lead.id}`,
        body: walkthroughReminderText({ at, address: addressOf(lead), with: attendee && `${attendee.name}, ${attendee.phone}`, link: manageUrl, soon: false }),
        locale: 'en',
      });
      return text.queued;
    }
    const doc = walkthroughDocument(lead, at, 'booked', attendee, manageUrl);
    const outcome = await queueEmail(env, db, {
      to: lead.email,
      kind: WALKTHROUGH_KINDS.reminder,
      dedupeKey: `walkthrough-reminder:${lead.id}:${lead.walkthrough_sequence}`,
      about: `lead:${lead.id}`,
      document: {
        ...doc,
        subject: `Reminder: your walkthrough, ${companyDateTime(at)} | ${SITE.name}`,
        preview: `We see you on ${when}${attendee ? ` with ${attendee.name}` : ''}.`,
        blocks: [
          { type: 'heading', text: 'See you soon' },
          ...doc.blocks.slice(1).filter((b) => !(b.type === 'paragraph' && b.text.startsWith('The attached'))),
        ],
      },
    });
    return outcome.queued;
  } catch (err) {
    console.error('walkthrough reminder not queued', lead.id, err instanceof Error ? err.message : err);
    return false;
  }
}
