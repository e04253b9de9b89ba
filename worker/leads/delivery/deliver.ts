/**
 * Delivers one stored lead to every channel that still needs it (the staff alert, written to the
 * outbox beside the prospect's acknowledgement, then the CRM webhook when configured), recording
 * each channel's state as soon as it is known: a channel that already has the lead is never sent
 * it again on a retry. Spam is never delivered.
 */
import type { Db } from '../../env';
import { acknowledgeLead } from '../emails/acknowledgement';
import { textOnCall } from '../on-call';
import { queueLeadAlert } from '../emails/staff-alert';
import { type Channel, finishAttempt, getLeadWithRepeats, type LeadRow, setChannelState, skipDelivery } from '../store/index';
import { postLeadWebhook } from './webhook';

const needsDelivery = (state: LeadRow['email_state']) => state === 'pending' || state === 'failed';

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

export interface DeliveryOutcome {
  /** Nothing left to retry (delivered, skipped, or no such lead). */
  done: boolean;
  errors: string[];
}

export async function deliverLead(env: Env, db: Db, id: string): Promise<DeliveryOutcome> {
  const found = await getLeadWithRepeats(db, id);
  if (!found) return { done: true, errors: [] };
  // The repeats go to staff in the email; the CRM gets the lead as first sent.
  const { repeats, ...lead } = found;
  if (lead.status === 'spam') {
    await skipDelivery(db, id);
    return { done: true, errors: [] };
  }
  await acknowledgeLead(env, db, lead);
  // Once per lead (its dedupe key), however often delivery is retried.
  await textOnCall(env, db, lead).catch((err) => console.error('on-call text not queued', id, describe(err)));
  const errors: string[] = [];
  let attempted = false;
  const attempt = async (channel: Channel, name: string, send: () => Promise<void>) => {
    attempted = true;
    try {
      await send();
      await setChannelState(db, id, channel, 'sent');
    } catch (err) {
      const error = `${name}: ${describe(err)}`;
      errors.push(error);
      await setChannelState(db, id, channel, 'failed', error);
    }
  };
  if (needsDelivery(lead.email_state)) {
    // Written to the outbox, which sends it (or keeps it, with no email service) and retries it.
    await attempt('email_state', 'email', () => queueLeadAlert(env, db, lead, repeats));
  }
  if (needsDelivery(lead.webhook_state)) {
    if (env.LEAD_WEBHOOK_URL) await attempt('webhook_state', 'webhook', () => postLeadWebhook(env, lead));
    else await setChannelState(db, id, 'webhook_state', 'skipped');
  }
  await finishAttempt(db, id, attempted);
  return { done: errors.length === 0, errors };
}
