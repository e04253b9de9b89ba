/**
 * The prospect's acknowledgement of a lead (docs/decisions.md D25): when a real lead with an email
 * address is handed on for delivery, one email to that address greets the person by first name,
 * says what happens next and by when (reply-by.ts), echoes everything they sent in the lead form's
 * own labels (shared/intake/lead-form.ts), and is signed by the person who follows up, with their
 * direct line (worker/settings/store.ts). Once per lead (its dedupe key), never for spam. A person
 * who chose texts gets a short one by text as well (the only one, when they gave no email address).
 *
 * Anyone can type someone else's address into the form, so what is echoed is only ever text:
 * escaped in the HTML part, never a link or an image of theirs, and the email says to ignore it
 * if the request was not theirs. The form's rate limit and spam checks bound how often that can
 * happen to one address.
 */
import type { MessageKind } from '../../../shared/messages/messages';
import { SITE } from '../../../content/site';
import { calendarDay, companyDateTime } from '../../../shared/time/company-time';
import { shownFields } from '../../../shared/intake/form';
import { KIND_LABELS, LEAD_FORM, type LeadKind } from '../../../shared/leads/lead';
import type { leads } from '../../../shared/schema';
import { COMPANY_SIGNER, type Signer } from '../../../shared/staff/follow-up';
import type { Db } from '../../env';
import type { EmailDocument } from '../../email/document';
import { type QueueOutcome, queueEmail } from '../../email/outbox';
import { siteOrigin } from '../../http/site-origin';
import { followUpSigner } from '../../settings/store';
import { leadChoseTexts } from '../../texts/consent';
import { queueText, type TextOutcome } from '../../texts/outbox';
import { leadAcknowledgementText } from '../../texts/templates';
import { replyBy, replyByText } from './reply-by';

type Lead = typeof leads.$inferSelect;

export const ACKNOWLEDGEMENT_KIND = 'lead-acknowledgement' satisfies MessageKind;

const REQUEST: Record<LeadKind, string> = {
  quote: 'quote request',
  walkthrough: 'walkthrough request',
  franchising: 'franchising enquiry',
  booking: 'walkthrough booking',
};

const REACH: Record<string, string> = { email: 'email', phone: 'call', text: 'text' };

/** The form's groups a person filled in (where the visit came from and the consent are ours, not theirs). */
const ECHOED_GROUPS = new Set(['contact', 'facility', 'visit']);

function nextSteps(lead: Lead, when: string, signer: Signer): string[] {
  // "Maria calls you by …" once a person follows up; "We call you by …" for the team.
  const person = signer.name !== COMPANY_SIGNER.name ? firstName(signer.name) : '';
  const reach = `${person || 'We'} ${REACH[lead.contact_method] ?? 'contact'}${person ? 's' : ''} you by ${when} (Ocala time)`;
  switch (lead.kind) {
    case 'walkthrough':
      return [
        'We check your preferred days against our crew schedule.',
        `${reach} to confirm the day and time.`,
        'We walk the building with you, then send a written quote.',
      ];
    case 'booking':
      return [
        `Your walkthrough is booked for ${companyDateTime(lead.walkthrough_at)} (Ocala time); the invitation for your calendar comes in its own email.`,
        'Need another time? Call us, and we move it.',
        'We walk the building with you, then send a written proposal.',
      ];
    case 'franchising':
      return ['Our franchise team reads your enquiry.', `${reach} to set up a first conversation.`];
    default:
      return [
        'We read your request and what your building needs.',
        `${reach} to go over the details.`,
        'If seeing the building helps, we book a free walkthrough.',
      ];
  }
}

/** Everything they sent, in the form's order and with its labels for this kind; options and days as the form showed them. */
function whatTheySent(lead: Lead): { label: string; value: string }[] {
  const answered = shownFields(LEAD_FORM, lead as unknown as Record<string, unknown>, lead.kind).filter(
    (f) => f.field.group !== undefined && ECHOED_GROUPS.has(f.field.group) && f.text.trim() !== '',
  );
  return [
    { label: 'Request', value: KIND_LABELS[lead.kind] },
    ...(lead.kind === 'booking' && lead.walkthrough_at ? [{ label: 'Walkthrough', value: `${companyDateTime(lead.walkthrough_at)} (Ocala time)` }] : []),
    ...answered.map((f) => ({ label: f.label, value: f.field.type === 'day' ? calendarDay(String(f.value)) : f.text })),
  ];
}

/** The first word of the name they gave, as a greeting uses it; '' for none. */
export function firstName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first.length <= 40 ? first : '';
}

export function acknowledgementDocument(lead: Lead, signer: Signer, origin: string): EmailDocument {
  const request = REQUEST[lead.kind];
  const when = replyByText(replyBy(new Date(lead.created_at)));
  const first = firstName(lead.name);
  return {
    subject: `We have your ${request} | ${SITE.name}`,
    preview: `What happens next: we will be in touch by ${when}.`,
    origin,
    blocks: [
      { type: 'heading', text: first ? `Hi ${first}, we have your ${request}.` : `Thank you. We have your ${request}.` },
      { type: 'paragraph', text: `It reached us on ${companyDateTime(lead.created_at)} (Ocala time). Our office hours are ${SITE.hours}.` },
      { type: 'steps', title: 'What happens next', items: nextSteps(lead, when, signer) },
      { type: 'facts', title: 'What you sent us', rows: whatTheySent(lead) },
      { type: 'paragraph', text: 'If anything here is not right, reply to this email or call, and we will fix it.' },
      { type: 'signature', closing: 'Talk soon,', signer },
    ],
    reason: `You get this email because this address was given with a request on ${new URL(`https://${SITE.email.split('@')[1]}`).host}. If that was not you, ignore this email or call us.`,
  };
}

/**
 * The acknowledgement by text, to a person who chose texts: who follows up and by when. A booked
 * walkthrough's person gets its invitation by text instead (walkthrough-invitation.ts).
 */
export async function textAcknowledgement(env: Pick<Env, 'EMAIL_QUEUE'>, db: Db, lead: Lead, signer: Signer): Promise<TextOutcome> {
  if (lead.status === 'spam' || lead.kind === 'booking' || !leadChoseTexts(lead)) return { queued: false, reason: 'no-consent' };
  const person = signer.name !== COMPANY_SIGNER.name ? firstName(signer.name) : '';
  return queueText(env, db, {
    to: lead.phone,
    kind: ACKNOWLEDGEMENT_KIND,
    dedupeKey: `${ACKNOWLEDGEMENT_KIND}:sms:${lead.id}`,
    about: `lead:${lead.id}`,
    body: leadAcknowledgementText({
      name: lead.name,
      request: REQUEST[lead.kind],
      by: person || 'We',
      when: replyByText(replyBy(new Date(lead.created_at))),
      phone: signer.phone,
    }),
    locale: 'en',
  });
}

export async function acknowledgeLead(env: Pick<Env, 'EMAIL_QUEUE' | 'SITE_URL'>, db: Db, lead: Lead): Promise<QueueOutcome> {
  if (lead.status === 'spam') return { queued: false, reason: 'no-address' };
  if (leadChoseTexts(lead)) await textAcknowledgement(env, db, lead, await followUpSigner(db));
  if (!lead.email) return { queued: false, reason: 'no-address' };
  try {
    const signer = await followUpSigner(db);
    return await queueEmail(env, db, {
      to: lead.email,
      kind: ACKNOWLEDGEMENT_KIND,
      dedupeKey: `${ACKNOWLEDGEMENT_KIND}:${lead.id}`,
      about: `lead:${lead.id}`,
      document: acknowledgementDocument(lead, signer, siteOrigin(env)),
    });
  } catch (err) {
    console.error('acknowledgement not queued', lead.id, err instanceof Error ? err.message : err);
    return { queued: false, reason: 'error' };
  }
}
