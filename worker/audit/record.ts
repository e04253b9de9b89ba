/**
 * Writing the audit log (`audit_log`, shared/schema.ts): who did what and when. Every staff action
 * worth answering for calls `recordAudit` once it has happened; entries are append-only (the
 * table's triggers refuse changes) and kept for a year.
 */
import type { Context } from 'hono';
import { auditLog } from '../../shared/schema';
import { actorLabel, type StaffActor } from '../../shared/staff/staff-roles';
import type { AppEnv, Db } from '../env';
import { clientIp } from '../http/client-ip';

export interface AuditEntry {
  /** e.g. sign-in, sign-in.failed, person.invite, post.publish, lead.stage, newsletter.send */
  action: string;
  subjectType?: string;
  subjectId?: string | number;
  /** One line a person reads, e.g. "Published “Floor care”". */
  summary?: string;
  detail?: Record<string, unknown>;
}

/** The audit row for an entry; `actor` null is someone not signed in (a failed sign-in names the address tried in `who`). */
export function auditRow(actor: StaffActor | null, entry: AuditEntry, ip = '', who?: string): typeof auditLog.$inferInsert {
  return {
    actor_id: actor?.kind === 'person' ? actor.id : null,
    actor: actor ? actorLabel(actor) : (who ?? 'Not signed in'),
    action: entry.action,
    subject_type: entry.subjectType ?? '',
    subject_id: entry.subjectId === undefined ? '' : String(entry.subjectId),
    summary: entry.summary ?? '',
    detail: entry.detail ?? {},
    ip,
  };
}

/** Records what the request's actor did. A failed write is logged, never turned into a failed action that already happened. */
export async function recordAudit(c: Context<AppEnv>, entry: AuditEntry, who?: string): Promise<void> {
  await recordAuditAs(c.var.db, c.var.actor ?? null, entry, clientIp(c.req.raw.headers), who);
}

/** The same, outside a request (queues, cron) or with an explicit actor. */
export async function recordAuditAs(db: Db, actor: StaffActor | null, entry: AuditEntry, ip = '', who?: string): Promise<void> {
  try {
    await db.insert(auditLog).values(auditRow(actor, entry, ip, who));
  } catch (err) {
    console.error('audit: entry not written', entry.action, err instanceof Error ? err.message : err);
  }
}

/** Several entries of the request's actor in one batch (a write that touched many rows). */
export async function recordAuditMany(c: Context<AppEnv>, entries: readonly AuditEntry[]): Promise<void> {
  const ip = clientIp(c.req.raw.headers);
  const [first, ...rest] = entries.map((entry) => c.var.db.insert(auditLog).values(auditRow(c.var.actor ?? null, entry, ip)));
  if (!first) return;
  try {
    await c.var.db.batch([first, ...rest]);
  } catch (err) {
    console.error('audit: entries not written', entries.map((e) => e.action).join(', '), err instanceof Error ? err.message : err);
  }
}
