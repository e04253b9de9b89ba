/**
 * The reminder to a sale's owner that its next step is due today (worker/leads/next-step-reminders.ts):
 * one email per step, to the owner's sign-in address. It says the step as staff wrote it and links
 * to the lead; of what the visitor typed it repeats nothing, only the kind of request and when it came.
 */
import type { MessageKind } from '../../../shared/messages/messages';
import { SITE } from '../../../content/site';
import { calendarDay, companyDate } from '../../../shared/time/company-time';
import { KIND_LABELS } from '../../../shared/leads/lead';
import type { Db } from '../../env';
import type { EmailDocument } from '../../email/document';
import { type QueueOutcome, queueEmail } from '../../email/outbox';
import type { LeadRow } from '../store/index';

export const NEXT_STEP_KIND = 'lead-next-step' satisfies MessageKind;

export function nextStepDocument(lead: LeadRow, ownerName: string, siteUrl: string): EmailDocument {
  const kind = KIND_LABELS[lead.kind].toLowerCase();
  return {
    subject: `Next step due today: ${lead.next_step.length > 60 ? `${lead.next_step.slice(0, 57)}…` : lead.next_step}`,
    preview: `On a ${kind} request from ${companyDate(lead.created_at)}.`,
    blocks: [
      { type: 'heading', text: 'A next step is due today' },
      {
        type: 'paragraph',
        text: `${ownerName ? `${ownerName}, the` : 'The'} next step you set on a ${kind} request from ${companyDate(lead.created_at)} is due today, ${calendarDay(lead.next_step_due)}:`,
      },
      { type: 'paragraph', text: lead.next_step },
      { type: 'button', text: 'Open the lead', href: new URL(`/staff/leads/${encodeURIComponent(lead.id)}`, siteUrl).href },
    ],
    reason: `You get this email because you own this sale at ${SITE.name}. It is sent once for each next step, on the day it is due.`,
  };
}

/** Queues the reminder of one step to its owner. */
export function remindOwner(env: Pick<Env, 'EMAIL_QUEUE' | 'SITE_URL'>, db: Db, lead: LeadRow, owner: { email: string; name: string }): Promise<QueueOutcome> {
  return queueEmail(env, db, {
    to: owner.email,
    kind: NEXT_STEP_KIND,
    // A step is reminded once: a new step (or due day) is a new key, since it changes the row's updated_at.
    dedupeKey: `${NEXT_STEP_KIND}:${lead.id}:${lead.next_step_due}:${lead.updated_at}`,
    about: `lead:${lead.id}`,
    document: nextStepDocument(lead, owner.name, env.SITE_URL),
  });
}
