/**
 * The staff reminder of a lead still New after one business hour (worker/leads/reminders.ts):
 * one email per staff address (LEAD_EMAIL_TO, else the company address), once per lead. It links
 * to the lead in /staff and repeats nothing the visitor typed: only the kind of request and when
 * it arrived.
 */
import type { MessageKind } from '../../../shared/messages/messages';
import { SITE } from '../../../content/site';
import { companyDateTime } from '../../../shared/time/company-time';
import { KIND_LABELS } from '../../../shared/leads/lead';
import type { leads } from '../../../shared/schema';
import type { Db } from '../../env';
import type { EmailDocument } from '../../email/document';
import { type QueueOutcome, queueEmail } from '../../email/outbox';

type Lead = typeof leads.$inferSelect;

export const REMINDER_KIND = 'lead-reminder' satisfies MessageKind;

/** Where staff are told: LEAD_EMAIL_TO (a comma-separated list), else the company address. */
export function staffAddresses(env: Partial<Pick<Env, 'LEAD_EMAIL_TO'>>): string[] {
  const list = String(env.LEAD_EMAIL_TO ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  return list.length ? list : [SITE.email];
}

const waited = (minutes: number) => (minutes < 120 ? `${minutes} minutes` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`);

export function reminderDocument(lead: Lead, businessMinutes: number, siteUrl: string): EmailDocument {
  const kind = KIND_LABELS[lead.kind].toLowerCase();
  return {
    subject: `Still waiting: a ${kind} request from ${companyDateTime(lead.created_at)}`,
    preview: `No one has answered it for ${waited(businessMinutes)} of business hours.`,
    blocks: [
      { type: 'heading', text: 'A lead is still waiting for an answer' },
      {
        type: 'paragraph',
        text: `A ${kind} request arrived on ${companyDateTime(lead.created_at)} (Ocala time) and is still New after ${waited(businessMinutes)} of business hours. Leads answered within the hour win far more often.`,
      },
      { type: 'button', text: 'Open the lead', href: new URL(`/staff/leads/${encodeURIComponent(lead.id)}`, siteUrl).href },
    ],
    reason: `You get this email because this address receives the website's leads at ${SITE.name}. It is sent once per lead.`,
  };
}

/** Queues the reminder of one lead to every staff address; the outcomes, one per address. */
export async function remindStaff(
  env: Pick<Env, 'EMAIL_QUEUE' | 'SITE_URL'> & Partial<Pick<Env, 'LEAD_EMAIL_TO'>>,
  db: Db,
  lead: Lead,
  businessMinutes: number,
): Promise<QueueOutcome[]> {
  const document = reminderDocument(lead, businessMinutes, env.SITE_URL);
  return Promise.all(
    staffAddresses(env).map((to) =>
      queueEmail(env, db, { to, kind: REMINDER_KIND, dedupeKey: `${REMINDER_KIND}:${lead.id}:${to.toLowerCase()}`, about: `lead:${lead.id}`, document }),
    ),
  );
}
