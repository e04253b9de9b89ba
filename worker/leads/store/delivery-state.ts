/**
 * Each lead's delivery as the consumer records it: every channel's state (pending, sent, failed,
 * skipped, dead), attempts, the last error and when it was delivered, and the leads whose queue
 * message was lost.
 */
import { and, asc, eq, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DeliveryState } from '../../../shared/leads/lead';
import { leads } from '../../../shared/schema';
import type { Db } from '../../env';
import { now } from './sql-now';

export type Channel = 'email_state' | 'webhook_state';

const CHANNELS: readonly Channel[] = ['email_state', 'webhook_state'];

/** The channels' states (both unless named), each moved to `to` where it is one of `from` and kept otherwise. */
function moveChannels(from: readonly DeliveryState[], to: DeliveryState, channels: readonly Channel[] = CHANNELS) {
  // Literals, not parameters: the states are this union's fixed words.
  const list = sql.raw(from.map((s) => `'${s}'`).join(', '));
  const move = (column: (typeof leads)[Channel]) => sql`CASE WHEN ${column} IN (${list}) THEN ${sql.raw(`'${to}'`)} ELSE ${column} END`;
  return Object.fromEntries(channels.map((c) => [c, move(leads[c])])) as Partial<Record<Channel, SQL>>;
}

/** Channels that had the lead (or gave up) take it again (both, or those named), with what is new on it. */
export async function reopenDelivery(db: Db, id: string, channels: readonly Channel[] = CHANNELS): Promise<void> {
  await db
    .update(leads)
    .set({ ...moveChannels(['sent', 'dead'], 'pending', channels), delivered_at: null, updated_at: now })
    .where(eq(leads.id, id));
}

/** Records that a lead could not be queued, so staff see it waiting. */
export async function recordQueueFailure(db: Db, id: string, error: string): Promise<void> {
  await db.update(leads).set({ last_delivery_error: error, updated_at: now }).where(eq(leads.id, id));
}

/** One channel's outcome, recorded as soon as it is known so a retry never repeats a channel that worked. */
export async function setChannelState(db: Db, id: string, channel: Channel, state: DeliveryState, error?: string): Promise<void> {
  await db
    .update(leads)
    .set({ [channel]: state, ...(error ? { last_delivery_error: error } : {}), updated_at: now })
    .where(eq(leads.id, id));
}

/** Ends one delivery attempt: counts it, and stamps delivered_at once no channel is left to try and one has it. */
export async function finishAttempt(db: Db, id: string, attempted: boolean): Promise<void> {
  const open = sql`('pending', 'failed')`;
  await db
    .update(leads)
    .set({
      delivery_attempts: attempted ? sql`${leads.delivery_attempts} + 1` : leads.delivery_attempts,
      delivered_at: sql`CASE WHEN ${leads.email_state} NOT IN ${open} AND ${leads.webhook_state} NOT IN ${open}
        AND (${leads.email_state} = 'sent' OR ${leads.webhook_state} = 'sent') THEN ${now} ELSE ${leads.delivered_at} END`,
      updated_at: now,
    })
    .where(eq(leads.id, id));
}

/** A spam lead is never delivered: its open channels are 'skipped'. */
export async function skipDelivery(db: Db, id: string): Promise<void> {
  await db
    .update(leads)
    .set({ ...moveChannels(['pending', 'failed'], 'skipped'), updated_at: now })
    .where(eq(leads.id, id));
}

/** Retries ran out: every channel still open is 'dead', and the last error stays for staff to read. */
export async function markDeliveryDead(db: Db, id: string): Promise<void> {
  await db
    .update(leads)
    .set({
      ...moveChannels(['pending', 'failed'], 'dead'),
      last_delivery_error: sql`coalesce(${leads.last_delivery_error}, 'delivery retries ran out')`,
      updated_at: now,
    })
    .where(eq(leads.id, id));
}

/**
 * Leads whose delivery has lost its queue message: a real lead with a channel still 'pending' 15
 * minutes after the lead last changed, or still 'failed' two hours after (retries come at most an
 * hour apart, and every attempt touches the lead). Oldest first.
 */
export async function stalledLeadIds(db: Db, limit: number): Promise<string[]> {
  const before = (modifier: string) => sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${modifier})`;
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        ne(leads.status, 'spam'),
        or(
          and(or(eq(leads.email_state, 'pending'), eq(leads.webhook_state, 'pending')), lt(leads.updated_at, before('-15 minutes'))),
          and(or(eq(leads.email_state, 'failed'), eq(leads.webhook_state, 'failed')), lt(leads.updated_at, before('-2 hours'))),
        ),
      ),
    )
    .orderBy(asc(leads.updated_at))
    .limit(limit);
  return rows.map((r) => r.id);
}
