/** Leads as staff read them: one by id, a filtered page of them with the total, and a status change. */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { LeadKind, LeadStatus } from '../../../shared/lead';
import { leads } from '../../../shared/schema';
import type { Db } from '../../env';
import type { LeadRow } from './lead-fields';
import { now } from './sql-now';

export async function getLead(db: Db, id: string): Promise<LeadRow | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return row ?? null;
}

export interface LeadFilters {
  status?: LeadStatus;
  kind?: LeadKind;
  /** ISO timestamps: created at or after `from`, before `until`. */
  from?: string;
  until?: string;
  limit: number;
  offset: number;
}

/** Leads matching the filters, newest first, and how many match in all. */
export async function listLeads(db: Db, filters: LeadFilters): Promise<{ rows: LeadRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.kind) conditions.push(eq(leads.kind, filters.kind));
  if (filters.from) conditions.push(gte(leads.created_at, filters.from));
  if (filters.until) conditions.push(lt(leads.created_at, filters.until));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, totals] = await db.batch([
    db.select().from(leads).where(where).orderBy(desc(leads.created_at), desc(leads.id)).limit(filters.limit).offset(filters.offset),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function setLeadStatus(db: Db, id: string, status: LeadStatus): Promise<LeadRow | null> {
  const [row] = await db.update(leads).set({ status, updated_at: now }).where(eq(leads.id, id)).returning();
  return row ?? null;
}
