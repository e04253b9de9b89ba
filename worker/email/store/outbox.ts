/**
 * The outbox table (shared/schema.ts `outbox`): recording a message once (its dedupe key is
 * unique), the consumer's state changes, and what staff read. A state change only moves a message
 * that is still open (queued or failed), so a repeated or late queue message cannot undo a send.
 */
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { OutboxAttachment, OutboxEntry, OutboxMessage } from '../../../shared/messages/outbox';
import { toE164 } from '../../../shared/messages/texts';
import { outbox, textReplies } from '../../../shared/schema';
import type { Db } from '../../env';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

const OPEN = ['queued', 'failed'] as const;
const nowIso = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** Records a message; null when one with its dedupe key already exists (nothing is written then). */
export async function recordMessage(db: Db, row: NewOutboxRow): Promise<string | null> {
  const [inserted] = await db.insert(outbox).values(row).onConflictDoNothing({ target: outbox.dedupe_key }).returning({ id: outbox.id });
  return inserted?.id ?? null;
}

export const isOpen = (row: Pick<OutboxRow, 'state'>): boolean => (OPEN as readonly string[]).includes(row.state);

/**
 * Takes an open message for sending: it becomes `sending`, and the row is answered only to the one
 * consumer whose update moved it. A repeated or concurrent queue message finds it taken and sends
 * nothing, so no address gets the same message twice.
 */
export async function claimMessage(db: Db, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(outbox)
    .set({ state: 'sending', attempts: sql`${outbox.attempts} + 1`, claimed_at: nowIso })
    .where(and(eq(outbox.id, id), inArray(outbox.state, OPEN)))
    .returning();
  return row;
}

/** The email service took it (`sent`), or nothing is configured to send it (`kept`). */
export async function markDone(db: Db, id: string, state: 'sent' | 'kept'): Promise<void> {
  await db
    .update(outbox)
    .set({ state, last_error: null, sent_at: state === 'sent' ? nowIso : null })
    .where(and(eq(outbox.id, id), eq(outbox.state, 'sending')));
}

export async function markFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ state: 'failed', last_error: error })
    .where(and(eq(outbox.id, id), eq(outbox.state, 'sending')));
}

/**
 * Messages a consumer took for sending and never finished (it stopped mid-send): whether the
 * email service took them cannot be known, so they are not sent again; staff see them as not
 * sent, with why.
 */
export async function abandonInterrupted(db: Db, minutes: number): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ state: 'dead', last_error: 'Interrupted while sending: not sent again, so nobody gets it twice' })
    .where(and(eq(outbox.state, 'sending'), lt(outbox.claimed_at, sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`-${minutes} minutes`})`)))
    .returning({ id: outbox.id });
  return rows.length;
}

/** A text taken in quiet hours goes back to wait until `until` (it was not tried, so it does not count as a send). */
export async function holdMessage(db: Db, id: string, until: string): Promise<void> {
  await db
    .update(outbox)
    .set({ state: 'queued', send_after: until, attempts: sql`max(${outbox.attempts} - 1, 0)` })
    .where(and(eq(outbox.id, id), eq(outbox.state, 'sending')));
}

/** A message that must not go (a text to a number that replied STOP): not sent, with why. */
export async function withholdMessage(db: Db, id: string, why: string): Promise<void> {
  await db
    .update(outbox)
    .set({ state: 'dead', last_error: why })
    .where(and(eq(outbox.id, id), eq(outbox.state, 'sending')));
}

/** Retries ran out: an open message is dead, its last error kept for staff. */
export async function markDead(db: Db, id: string): Promise<void> {
  await db
    .update(outbox)
    .set({ state: 'dead' })
    .where(and(eq(outbox.id, id), inArray(outbox.state, OPEN)));
}

/** The queue refused the message: it stays queued, with why, for the sweep. */
export async function recordQueueError(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ last_error: error })
    .where(and(eq(outbox.id, id), eq(outbox.state, 'queued')));
}

/** Messages still queued `minutes` after they were written: their queue message was lost. */
export async function stalledMessageIds(db: Db, minutes: number, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.state, 'queued'),
        lt(outbox.created_at, sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`-${minutes} minutes`})`),
        // A text waiting out quiet hours is not lost: its queue message is delayed until then.
        sql`(${outbox.send_after} IS NULL OR ${outbox.send_after} < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`-${minutes} minutes`}))`,
      ),
    )
    .orderBy(outbox.created_at)
    .limit(limit);
  return rows.map((r) => r.id);
}

const ENTRY = {
  id: outbox.id,
  channel: outbox.channel,
  to: outbox.to,
  kind: outbox.kind,
  subject: outbox.subject,
  state: outbox.state,
  attempts: outbox.attempts,
  last_error: outbox.last_error,
  created_at: outbox.created_at,
  sent_at: outbox.sent_at,
  text: outbox.text,
};

type StoredAttachments = (typeof outbox.$inferSelect)['attachments'];

/** The files' names and types, each with its download address under `base` (/api or /staff/api): their content stays in the outbox. */
const listed = (id: string, files: StoredAttachments, base: string): OutboxAttachment[] =>
  (files ?? []).map(({ filename, type }, n) => ({ filename, type, url: `${base}/outbox/${encodeURIComponent(id)}/attachments/${n}` }));

/**
 * Newest first; `to` keeps the messages whose address contains it, whatever its case, or, when it
 * reads as a phone number in any common US form, the texts to that number.
 */
export async function listOutbox(db: Db, { to, limit, base }: { to: string; limit: number; base: string }): Promise<OutboxEntry[]> {
  const number = to.includes('@') ? null : toE164(to);
  const where = number ? eq(outbox.to, number) : to ? sql`instr(${outbox.to}, ${to.toLowerCase()}) > 0` : undefined;
  const rows = await db
    .select({ ...ENTRY, attachments: outbox.attachments })
    .from(outbox)
    .where(where)
    // Written in the same millisecond (a first text's welcome and the text), the later row first.
    .orderBy(desc(outbox.created_at), desc(sql`rowid`))
    .limit(limit);
  return rows.map((r) => ({ ...r, attachments: listed(r.id, r.attachments, base) }));
}

export async function getOutboxMessage(db: Db, id: string, base: string): Promise<OutboxMessage | undefined> {
  const [row] = await db
    .select({ ...ENTRY, html: outbox.html, about: outbox.about, attachments: outbox.attachments })
    .from(outbox)
    .where(eq(outbox.id, id))
    .limit(1);
  return row && { ...row, attachments: listed(row.id, row.attachments, base) };
}

/** One file sent with a message, content included; undefined when there is no such message or file. */
export async function getOutboxAttachment(db: Db, id: string, n: number): Promise<NonNullable<StoredAttachments>[number] | undefined> {
  const [row] = await db.select({ attachments: outbox.attachments }).from(outbox).where(eq(outbox.id, id)).limit(1);
  return row?.attachments?.[n];
}

/** Every message about one thing (`lead:<id>`), oldest first. */
export async function messagesAbout(db: Db, about: string): Promise<OutboxRow[]> {
  return db.select().from(outbox).where(eq(outbox.about, about)).orderBy(outbox.created_at, sql`rowid`);
}

/**
 * Forgets every message about these things (`application:<id>`, …), the texts they sent us
 * included, once what they are about is deleted: the outbox would otherwise keep the person's
 * address and what was written to them.
 */
export async function forgetMessagesAbout(db: Db, abouts: readonly string[]): Promise<number> {
  if (abouts.length === 0) return 0;
  await db.delete(textReplies).where(inArray(textReplies.about, [...abouts]));
  const rows = await db
    .delete(outbox)
    .where(inArray(outbox.about, [...abouts]))
    .returning({ id: outbox.id });
  return rows.length;
}
