/** The audit log as staff read it (a filtered page, newest first) and its retention. */
import { and, count, desc, eq, gte, inArray, isNotNull, like, lt, max, or, type SQL, sql } from 'drizzle-orm';
import { auditLog } from '../../shared/schema';
import type { Db } from '../env';
import type { AuditFilters } from './query';

export type AuditEntryRow = typeof auditLog.$inferSelect;

/** How long an entry is kept; the table's trigger refuses to delete a younger one. */
export const AUDIT_RETENTION_DAYS = 365;

function conditions(filters: AuditFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  // The action's own check keeps % and _ out of the pattern (query.ts).
  if (filters.action) where.push(or(eq(auditLog.action, filters.action), like(auditLog.action, `${filters.action}.%`)));
  if (filters.actorId) where.push(eq(auditLog.actor_id, filters.actorId));
  if (filters.subjectType) where.push(eq(auditLog.subject_type, filters.subjectType));
  if (filters.subjectId) where.push(eq(auditLog.subject_id, filters.subjectId));
  if (filters.from) where.push(gte(auditLog.at, filters.from));
  if (filters.until) where.push(lt(auditLog.at, filters.until));
  return where.length ? and(...where) : undefined;
}

/** Entries matching the filters, newest first, and how many match in all (`before` aside, so the total stays put while paging). */
export async function listAudit(db: Db, filters: AuditFilters): Promise<{ rows: AuditEntryRow[]; total: number }> {
  const where = conditions(filters);
  const page = filters.before === undefined ? where : and(where, lt(auditLog.id, filters.before));
  const [rows, totals] = await db.batch([
    db.select().from(auditLog).where(page).orderBy(desc(auditLog.id)).limit(filters.limit).offset(filters.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The people the log names (for the screen's filter): each id once, with the label of its latest entry. */
export async function auditPeople(db: Db): Promise<{ id: string; label: string }[]> {
  const rows = await db
    .select({ id: auditLog.actor_id, latest: max(auditLog.id) })
    .from(auditLog)
    .where(isNotNull(auditLog.actor_id))
    .groupBy(auditLog.actor_id);
  const ids = rows.map((r) => r.latest).filter((n): n is number => n !== null);
  if (ids.length === 0) return [];
  const labels = await db.select({ id: auditLog.actor_id, label: auditLog.actor }).from(auditLog).where(inArray(auditLog.id, ids));
  return labels.map((r) => ({ id: r.id ?? '', label: r.label })).sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * Deletes the entries older than the retention period; the cutoff is computed by SQLite exactly as
 * the table's trigger computes it, so the two never disagree by a clock's worth.
 */
export async function deleteExpiredAudit(db: Db): Promise<void> {
  await db.delete(auditLog).where(lt(auditLog.at, sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`-${AUDIT_RETENTION_DAYS} days`})`));
}
