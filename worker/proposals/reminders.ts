/**
 * The proposals' part of the cron: an unsigned proposal reminds its client 2, 5 and 10 days after
 * it was sent (once each; a cron that was down sends only the latest one due, not all three) and
 * expires after 30 days, telling the owner. Each step is counted on the proposal before its
 * message is queued, so two runs never send it twice.
 */
import { EXPIRY_DAYS, REMINDER_DAYS, SIGNABLE_STATES } from '../../shared/pricing/proposal-states';
import { createDb } from '../db';
import { getLead } from '../leads/store/index';
import { proposalUrl } from './lifecycle';
import { sendProposalLink, tellOwner } from './messages';
import { markReminder, moveProposal, unsignedSentBefore } from './store';

const DAY_MS = 86_400_000;

/** Reminds and expires at `now` (injected by tests); what it did. */
export async function remindProposals(env: Env, now: Date = new Date()): Promise<{ reminded: number; expired: number }> {
  const db = createDb(env.DB);
  let reminded = 0;
  let expired = 0;
  for (const p of await unsignedSentBefore(db, new Date(now.getTime() - REMINDER_DAYS[0] * DAY_MS))) {
    const age = (now.getTime() - Date.parse(p.sent_at!)) / DAY_MS;
    if (age >= EXPIRY_DAYS || (p.expires_at && Date.parse(p.expires_at) <= now.getTime())) {
      const gone = await moveProposal(db, p.id, SIGNABLE_STATES, { state: 'expired' });
      if (!gone) continue;
      expired++;
      const lead = await getLead(db, p.lead_id);
      if (lead) await tellOwner(env, db, lead, gone, { kind: 'expired' });
      continue;
    }
    // Changes asked: staff answer with a new version, so the client is not chased meanwhile.
    if (p.state === 'changes_requested') continue;
    const due = REMINDER_DAYS.filter((d) => age >= d).length;
    if (due <= p.reminders_sent) continue;
    const [lead, link] = await Promise.all([getLead(db, p.lead_id), proposalUrl(env, p.id)]);
    if (!lead || !link || !(await markReminder(db, p.id, p.reminders_sent, due))) continue;
    await sendProposalLink(env, db, lead, { ...p, reminders_sent: due }, link, due);
    reminded++;
  }
  return { reminded, expired };
}
