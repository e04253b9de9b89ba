/**
 * Storing a lead: a repeat from the same sender within 10 minutes merges into the first row
 * instead of adding one. Every value is a bound parameter.
 */
import { and, asc, eq, getTableColumns, gte, is, ne, SQL, sql } from 'drizzle-orm';
import type { DeliveryState, LeadKind, LeadStatus } from '../../../shared/lead';
import { leads } from '../../../shared/schema';
import type { Db } from '../../env';
import { reopenDelivery } from './delivery-state';
import { type LeadFields, pickFields } from './lead-fields';
import { now } from './sql-now';

export interface NewLead extends LeadFields {
  id: string;
  kind: LeadKind;
  status: LeadStatus;
  contact_key: string;
  consent_text: string;
  consent_at: string | null;
  ip_hash: string;
  spam_reason: string | null;
  email_state: DeliveryState;
  webhook_state: DeliveryState;
}

export interface SaveResult {
  /** The stored row's id: the new one, or the first lead's when this one was merged into it. */
  id: string;
  merged: boolean;
  /** A merge changed a lead that had already been delivered (or given up on): deliver it again. */
  redeliver: boolean;
}

/**
 * Stores a lead, or merges it into the first lead of the same kind from the same sender in
 * the last 10 minutes (its fields replaced, duplicate_count + 1). Spam only merges with spam and
 * a real lead only with a real one, so a visitor whose first try looked like spam still gets
 * through. One D1 batch, which D1 runs as a single transaction: two repeats arriving at the same
 * moment still make one row.
 */
export async function saveLead(db: Db, lead: NewLead): Promise<SaveResult> {
  const spam = lead.status === 'spam' ? sql`${leads.status} = 'spam'` : sql`${leads.status} <> 'spam'`;
  const recent = and(
    eq(leads.kind, lead.kind),
    eq(leads.contact_key, lead.contact_key),
    spam,
    gte(leads.created_at, sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-10 minutes')`),
  );
  // INSERT ... SELECT <every column, in table order> WHERE NOT EXISTS (a recent lead from this sender).
  const values = sql.join(
    Object.entries(getTableColumns(leads)).map(([name, column]) => {
      const value = (lead as unknown as Record<string, unknown>)[name];
      if (value !== undefined) return sql.param(value, column);
      if (is(column.default, SQL)) return column.default;
      return column.default === undefined ? sql`null` : sql.param(column.default, column);
    }),
    sql`, `,
  );
  const firstOther = db
    .select({ id: leads.id })
    .from(leads)
    .where(and(recent, ne(leads.id, lead.id)))
    .orderBy(asc(leads.created_at), asc(leads.id))
    .limit(1);
  const [, earlier] = await db.batch([
    db.insert(leads).select(sql`SELECT ${values} WHERE NOT EXISTS (SELECT 1 FROM ${leads} WHERE ${recent})`),
    db
      .select()
      .from(leads)
      .where(and(recent, ne(leads.id, lead.id)))
      .orderBy(asc(leads.created_at), asc(leads.id))
      .limit(1),
    db
      .update(leads)
      .set({ ...pickFields(lead), duplicate_count: sql`${leads.duplicate_count} + 1`, updated_at: now })
      .where(eq(leads.id, sql`(${firstOther})`)),
  ]);
  const first = earlier[0];
  if (!first) return { id: lead.id, merged: false, redeliver: false };
  const changed = JSON.stringify(pickFields(first)) !== JSON.stringify(pickFields(lead));
  const delivered = (s: DeliveryState) => s === 'sent' || s === 'dead';
  const redeliver = changed && first.status !== 'spam' && (delivered(first.email_state) || delivered(first.webhook_state));
  if (redeliver) await reopenDelivery(db, first.id);
  return { id: first.id, merged: true, redeliver };
}
