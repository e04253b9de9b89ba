/**
 * The prospect's acknowledgement of a lead (docs/decisions.md D12): when a real lead with an email
 * address is handed on for delivery, one email to that address says what happens next and by when
 * (reply-by.ts), gives the phone, and sums up what was asked for in the lead form's own labels
 * (shared/intake/lead-form.ts). Once per lead (its dedupe key), never for spam.
 *
 * Anyone can type someone else's address into the form, so the email repeats nothing the visitor
 * typed (no name, company, town or message): only the answers picked from the form's options and
 * the days chosen, which cannot carry a link or a message to a stranger.
 */
import type { MessageKind } from '../../shared/messages/messages';
import { SITE } from '../../content/site';
import { calendarDay, companyDateTime } from '../../shared/time/company-time';
import { shownFields } from '../../shared/intake/form';
import { KIND_LABELS, LEAD_FORM, type LeadKind } from '../../shared/leads/lead';
import type { leads } from '../../shared/schema';
import type { Db } from '../env';
import type { EmailDocument } from './document';
import { type QueueOutcome, queueEmail } from './outbox';
import { replyBy, replyByText } from './reply-by';

type Lead = typeof leads.$inferSelect;

export const ACKNOWLEDGEMENT_KIND = 'lead-acknowledgement' satisfies MessageKind;

const REQUEST: Record<LeadKind, string> = { quote: 'quote request', walkthrough: 'walkthrough request', franchising: 'franchising enquiry' };

const REACH: Record<string, string> = { email: 'email', phone: 'call', text: 'text' };

function nextSteps(lead: Lead, when: string): string[] {
  const reach = `We ${REACH[lead.contact_method] ?? 'contact'} you by ${when} (Ocala time)`;
  switch (lead.kind) {
    case 'walkthrough':
      return [
        'We check your preferred days against our crew schedule.',
        `${reach} to confirm the day and time.`,
        'We walk the building with you, then send a written quote.',
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

/** The answers picked from the form (options and days), with the form's labels for this kind. */
function askedFor(lead: Lead): { label: string; value: string }[] {
  const picked = shownFields(LEAD_FORM, lead as unknown as Record<string, unknown>, lead.kind).filter((f) => {
    const { type, options } = f.field;
    const known = (x: unknown) => options?.some((o) => o.value === x) ?? false;
    if (type === 'choice') return known(f.value);
    if (type === 'choices') return Array.isArray(f.value) && f.value.length > 0 && f.value.every(known);
    if (type === 'day') return typeof f.value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(f.value);
    return false;
  });
  return [
    { label: 'Request', value: KIND_LABELS[lead.kind] },
    ...picked.map((f) => ({ label: f.label, value: f.field.type === 'day' ? calendarDay(String(f.value)) : f.text })),
  ];
}

export function acknowledgementDocument(lead: Lead): EmailDocument {
  const request = REQUEST[lead.kind];
  const when = replyByText(replyBy(new Date(lead.created_at)));
  return {
    subject: `We have your ${request} | ${SITE.name}`,
    preview: `What happens next: we will be in touch by ${when}.`,
    blocks: [
      { type: 'heading', text: `Thank you. We have your ${request}.` },
      { type: 'paragraph', text: `It reached us on ${companyDateTime(lead.created_at)} (Ocala time). Our office hours are ${SITE.hours}.` },
      { type: 'steps', title: 'What happens next', items: nextSteps(lead, when) },
      { type: 'call', text: 'Need us sooner? Call' },
      { type: 'facts', title: 'What you asked for', rows: askedFor(lead) },
    ],
    reason: `You get this email because this address was given with a request on ${new URL(`https://${SITE.email.split('@')[1]}`).host}. If that was not you, ignore this email or call us.`,
  };
}

/**
 * Queues the acknowledgement of a stored lead. Never throws and never waits on the email service:
 * the lead's own delivery goes on whatever happens here.
 */
export async function acknowledgeLead(env: Pick<Env, 'EMAIL_QUEUE'>, db: Db, lead: Lead): Promise<QueueOutcome> {
  if (lead.status === 'spam' || !lead.email) return { queued: false, reason: 'no-address' };
  try {
    return await queueEmail(env, db, {
      to: lead.email,
      kind: ACKNOWLEDGEMENT_KIND,
      dedupeKey: `${ACKNOWLEDGEMENT_KIND}:${lead.id}`,
      about: `lead:${lead.id}`,
      document: acknowledgementDocument(lead),
    });
  } catch (err) {
    console.error('acknowledgement not queued', lead.id, err instanceof Error ? err.message : err);
    return { queued: false, reason: 'error' };
  }
}
