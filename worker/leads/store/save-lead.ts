/**
 * Storing a lead: a repeat from the same sender within 10 minutes is kept beside the first lead
 * (lead_repeats) instead of adding a lead, and never changes what the first lead holds. The form
 * token that brought it is recorded as spent in the same batch. Every value is a bound parameter.
 */
import { and, asc, eq, getTableColumns, gte, is, lt, ne, SQL, sql } from 'drizzle-orm';
import type { DeliveryState, LeadKind, LeadStatus } from '../../../shared/leads/lead';
import { formTokenUses, leadRepeats, leads } from '../../../shared/schema';
import type { Db } from '../../env';
import { FormTokenSpent, type FormTokenSpend } from '../../intake/form-token';
import { reopenDelivery } from './delivery-state';
import { type LeadFields, pickFields } from './lead-fields';
import { now } from './sql-now';

export interface NewLead extends LeadFields {
  id: string;
  kind: LeadKind;
  status: LeadStatus;
  contact_key: string;
  consent_at: string | null;
  ip_hash: string;
  spam_reason: string | null;
  email_state: DeliveryState;
  webhook_state: DeliveryState;
}

export interface SaveResult {
  /** The stored lead's id: the new one, or the first lead's when this one is a repeat of it. */
  id: string;
  /** It was a repeat, kept beside the first lead. */
  merged: boolean;
  /** The repeat differs from a lead already emailed (or given up on): email the lead again, with its repeats. */
  redeliver: boolean;
}

/** Every value of a row in table order, defaults where the row has none, for INSERT ... SELECT. */
export function rowValues(table: typeof leads, row: Record<string, unknown>): SQL {
  return sql.join(
    Object.entries(getTableColumns(table)).map(([name, column]) => {
      const value = row[name];
      if (value !== undefined) return sql.param(value, column);
      if (is(column.default, SQL)) return column.default;
      return column.default === undefined ? sql`null` : sql.param(column.default, column);
    }),
    sql`, `,
  );
}

/**
 * Stores a lead, or keeps it as a repeat of the first lead of the same kind from the same sender in
 * the last 10 minutes (duplicate_count + 1; the first lead's fields unchanged). Spam only repeats
 * spam and a real lead only a real one, so a visitor whose first try looked like spam still gets
 * through. With `token`, its use is recorded for the lead it brought; a token another lead used
 * throws FormTokenSpent and stores nothing. One D1 batch, which D1 runs as a single transaction: two
 * repeats arriving at the same moment still make one lead, and a refused token undoes the lot.
 */
export async function saveLead(db: Db, lead: NewLead, token?: FormTokenSpend): Promise<SaveResult> {
  const spam = lead.status === 'spam' ? sql`${leads.status} = 'spam'` : sql`${leads.status} <> 'spam'`;
  const recent = and(
    eq(leads.kind, lead.kind),
    eq(leads.contact_key, lead.contact_key),
    spam,
    gte(leads.created_at, sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-10 minutes')`),
  );
  const firstOf = (where: SQL | undefined) => db.select({ id: leads.id }).from(leads).where(where).orderBy(asc(leads.created_at), asc(leads.id)).limit(1);
  // The lead this one repeats (none when it is the first), and the lead it ends up as (after the insert).
  const firstOther = firstOf(and(recent, ne(leads.id, lead.id)));
  const stored = firstOf(recent);
  const fields = pickFields(lead);
  const recordToken = token
    ? [
        // A use by this same lead (a double click, a reload) is no second use; another lead's fails the batch on the key.
        db
          .insert(formTokenUses)
          .select(
            sql`SELECT ${token.nonce}, (${stored}), ${token.expires_at} WHERE NOT EXISTS (SELECT 1 FROM ${formTokenUses} WHERE ${formTokenUses.nonce} = ${token.nonce} AND ${formTokenUses.lead_id} = (${stored}))`,
          ),
        db.delete(formTokenUses).where(lt(formTokenUses.expires_at, now)),
      ]
    : [];
  let earlier: Array<typeof leads.$inferSelect>;
  try {
    [, earlier] = await db.batch([
      // INSERT ... SELECT <every column, in table order> WHERE NOT EXISTS (a recent lead from this sender).
      db
        .insert(leads)
        .select(sql`SELECT ${rowValues(leads, lead as unknown as Record<string, unknown>)} WHERE NOT EXISTS (SELECT 1 FROM ${leads} WHERE ${recent})`),
      db
        .select()
        .from(leads)
        .where(and(recent, ne(leads.id, lead.id)))
        .orderBy(asc(leads.created_at), asc(leads.id))
        .limit(1),
      db
        .update(leads)
        .set({ duplicate_count: sql`${leads.duplicate_count} + 1`, updated_at: now })
        .where(eq(leads.id, sql`(${firstOther})`)),
      db
        .insert(leadRepeats)
        .select(sql`SELECT ${crypto.randomUUID()}, (${firstOther}), ${now}, ${JSON.stringify(fields)}, ${lead.ip_hash} WHERE (${firstOther}) IS NOT NULL`),
      ...recordToken,
    ]);
  } catch (err) {
    if (token && /UNIQUE constraint failed: form_token_uses\.nonce/.test(err instanceof Error ? `${err.message} ${String(err.cause ?? '')}` : '')) {
      throw new FormTokenSpent();
    }
    throw err;
  }
  const first = earlier[0];
  if (!first) return { id: lead.id, merged: false, redeliver: false };
  const changed = JSON.stringify(pickFields(first)) !== JSON.stringify(fields);
  const delivered = (s: DeliveryState) => s === 'sent' || s === 'dead';
  const redeliver = changed && first.status !== 'spam' && delivered(first.email_state);
  if (redeliver) await reopenDelivery(db, first.id, ['email_state']);
  return { id: first.id, merged: true, redeliver };
}
