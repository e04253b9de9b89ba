/**
 * What the site knows of texts (shared/schema.ts `text_numbers`, `text_replies`, and the outbox's
 * rows on the `sms` channel): who agreed to texts or stopped them, the replies people send, and a
 * record's texts both ways for its timeline.
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TimelineText } from '../../shared/messages/outbox';
import { outbox, textNumbers, textReplies } from '../../shared/schema';
import type { Db } from '../env';

export type Consent = 'agreed' | 'stopped' | 'none';

const nowIso = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

export async function consentOf(db: Db, phone: string): Promise<Consent> {
  const row = await db.select({ consent: textNumbers.consent }).from(textNumbers).where(eq(textNumbers.phone, phone)).get();
  return row?.consent ?? 'none';
}

/** A form's agreement to texts: recorded unless the number replied STOP, which only START undoes. */
export async function recordAgreement(db: Db, phone: string, source: string): Promise<void> {
  await db.insert(textNumbers).values({ phone, consent: 'agreed', source }).onConflictDoNothing({ target: textNumbers.phone });
}

/** What a STOP or START reply says, whatever came before. */
export async function setConsent(db: Db, phone: string, consent: 'agreed' | 'stopped'): Promise<void> {
  await db
    .insert(textNumbers)
    .values({ phone, consent, source: 'reply' })
    .onConflictDoUpdate({ target: textNumbers.phone, set: { consent, source: 'reply', updated_at: nowIso } });
}

/** True while no text has gone to a number yet (its first says who we are and how to stop). */
export async function needsIntroduction(db: Db, phone: string): Promise<boolean> {
  const row = await db.select({ at: textNumbers.introduced_at }).from(textNumbers).where(eq(textNumbers.phone, phone)).get();
  return !row?.at;
}

/** A text that introduces us is written to the number. */
export async function markIntroduced(db: Db, phone: string): Promise<void> {
  await db
    .update(textNumbers)
    .set({ introduced_at: nowIso })
    .where(and(eq(textNumbers.phone, phone), sql`${textNumbers.introduced_at} IS NULL`));
}

/** What the last text to a number was about (`lead:<id>`), so a reply lands on the same timeline; null when none was about anything. */
export async function lastTextAbout(db: Db, phone: string): Promise<string | null> {
  const row = await db
    .select({ about: outbox.about })
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.to, phone), isNotNull(outbox.about)))
    .orderBy(desc(outbox.created_at))
    .limit(1)
    .get();
  return row?.about ?? null;
}

/** Stores a reply once per provider id; false when it was stored already (a retried webhook). */
export async function storeReply(db: Db, reply: typeof textReplies.$inferInsert): Promise<boolean> {
  const rows = await db.insert(textReplies).values(reply).onConflictDoNothing({ target: textReplies.provider_id }).returning({ id: textReplies.id });
  return rows.length > 0;
}

/** The texts people sent about a record (`lead:<id>`), as its timeline lists them. */
export async function repliesAbout(db: Db, about: string): Promise<TimelineText[]> {
  const rows = await db
    .select({ id: textReplies.id, text: textReplies.body, keyword: textReplies.keyword, created_at: textReplies.received_at })
    .from(textReplies)
    .where(eq(textReplies.about, about));
  return rows.map((t) => ({
    id: t.id,
    direction: 'in',
    kind: t.keyword ? `reply-${t.keyword}` : 'reply',
    text: t.text,
    state: null,
    created_at: t.created_at,
    by: '',
    send_after: null,
  }));
}
