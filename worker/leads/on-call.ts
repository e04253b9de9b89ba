/**
 * The person on call (shared/staff/on-call.ts) hears of each new lead by text during business
 * hours, as soon as it is delivered, with who sent it and where to open it. A lead still New after
 * ESCALATE_AFTER_MINUTES business minutes (evenings and weekends never count) alerts the second
 * person, by text and by email, once: the lead is marked escalated before anything is written, so
 * two cron runs never alert twice. Staff numbers need no agreement to texts, but their STOP holds.
 */
import { SITE } from '../../content/site';
import type { MessageKind } from '../../shared/messages/messages';
import { KIND_LABELS } from '../../shared/leads/lead';
import { ESCALATE_AFTER_MINUTES } from '../../shared/staff/on-call';
import { businessMinutesBetween, isBusinessTime } from '../../shared/time/business-hours';
import { companyTime } from '../../shared/time/company-time';
import { createDb } from '../db';
import type { Db } from '../env';
import { queueEmail } from '../email/outbox';
import { siteOrigin } from '../http/site-origin';
import { onCall } from '../settings/store';
import { queueText } from '../texts/outbox';
import type { LeadRow } from './store/index';
import { escalationCandidates, markEscalated } from './store/pipeline';

export const ON_CALL_KINDS = { alert: 'lead-on-call', escalation: 'lead-escalation' } as const satisfies Record<string, MessageKind>;

const staffLink = (env: Pick<Env, 'SITE_URL'>, lead: LeadRow) => new URL(`/staff/leads/${encodeURIComponent(lead.id)}`, siteOrigin(env)).href;

/** Who sent it, shortest first to drop: the kind, the name and company, the number. */
function who(lead: LeadRow): string {
  const name = [lead.name, lead.company].filter(Boolean).join(', ').slice(0, 80);
  return `${KIND_LABELS[lead.kind]} from ${name}${lead.phone ? `, ${lead.phone}` : ''}`;
}

/** Texts the first person on call about a lead just delivered, in business hours; true when queued now. */
export async function textOnCall(env: Env, db: Db, lead: LeadRow, now: Date = new Date()): Promise<boolean> {
  if (lead.status === 'spam' || !isBusinessTime(now)) return false;
  const { first } = await onCall(db);
  if (!first) return false;
  const link = staffLink(env, lead);
  const outcome = await queueText(
    env,
    db,
    {
      to: first.phone,
      kind: ON_CALL_KINDS.alert,
      dedupeKey: `${ON_CALL_KINDS.alert}:${lead.id}`,
      about: `lead:${lead.id}`,
      body: [`New lead: ${who(lead)}. ${link}`, `New ${KIND_LABELS[lead.kind].toLowerCase()} lead. ${link}`],
      locale: 'en',
      audience: 'staff',
    },
    now,
  );
  return outcome.queued;
}

/** Alerts the second person of every lead nobody moved in time at `now` (injected by tests); how many leads were escalated. */
export async function escalateWaitingLeads(env: Env, now: Date = new Date()): Promise<number> {
  const db = createDb(env.DB);
  const candidates = await escalationCandidates(db, now, ESCALATE_AFTER_MINUTES);
  if (candidates.length === 0) return 0;
  const { second, emails } = await onCall(db);
  if (!second) return 0;
  let escalated = 0;
  for (const lead of candidates) {
    if (businessMinutesBetween(new Date(lead.created_at), now) < ESCALATE_AFTER_MINUTES) continue;
    if (!(await markEscalated(db, lead.id, now))) continue;
    const link = staffLink(env, lead);
    const since = `since ${companyTime(lead.created_at)}`;
    await queueText(
      env,
      db,
      {
        to: second.phone,
        kind: ON_CALL_KINDS.escalation,
        dedupeKey: `${ON_CALL_KINDS.escalation}:sms:${lead.id}`,
        about: `lead:${lead.id}`,
        body: [`Nobody has picked up a lead waiting ${since}: ${who(lead)}. ${link}`, `A lead is waiting ${since}. ${link}`],
        locale: 'en',
        audience: 'staff',
      },
      now,
    );
    if (emails.second) {
      await queueEmail(env, db, {
        to: emails.second,
        kind: ON_CALL_KINDS.escalation,
        dedupeKey: `${ON_CALL_KINDS.escalation}:${lead.id}`,
        about: `lead:${lead.id}`,
        document: {
          subject: `Nobody has picked up: ${KIND_LABELS[lead.kind].toLowerCase()} lead ${since}`,
          preview: `${ESCALATE_AFTER_MINUTES} business minutes and still New.`,
          blocks: [
            { type: 'heading', text: 'A new lead is waiting' },
            {
              type: 'paragraph',
              text: `A ${KIND_LABELS[lead.kind].toLowerCase()} request from ${lead.name} has been New for ${ESCALATE_AFTER_MINUTES} business minutes (${since}, Ocala time), and you are second on call.`,
            },
            { type: 'button', text: 'Open the lead', href: link },
          ],
          reason: `You get this email because you are second on call for new leads at ${SITE.name} (People screen).`,
        },
      });
    }
    escalated++;
  }
  return escalated;
}
