/**
 * The one way the site writes a text, the outbox's second channel beside queueEmail
 * (worker/email/outbox.ts): `queueText` keeps every rule of shared/messages/texts.ts, records the
 * text in the outbox (once per dedupe key, channel `sms`, `to` in E.164) and queues its id on the
 * same queue as the emails, whose consumer sends it (transport.ts) or keeps it. It never throws.
 * - Consent: a person's number gets a text only once they agreed (a form's choice or consent, or
 *   START); a number that replied STOP gets nothing but the answer to it. A staff member's number
 *   (the person on call) needs no agreement, and their STOP is honoured too.
 * - The first text to a number is preceded by one that says who we are and how to stop.
 * - Two segments at most, in GSM look-alikes; a longer one is refused, not cut.
 * - Quiet hours: written between 9 PM and 8 AM, it waits for 8 AM (`send_after`, and the queue's delay).
 */
import { SITE } from '../../content/site';
import type { TextKind } from '../../shared/messages/messages';
import { fitsInText, quietHoursOf, quietUntil, smsSafe, toE164 } from '../../shared/messages/texts';
import type { Locale } from '../../shared/careers/careers';
import type { Db } from '../env';
import { enqueueMessage } from '../email/outbox';
import { recordMessage } from '../email/store/outbox';
import { consentOf, markIntroduced, needsIntroduction } from './store';

export interface OutgoingText {
  /** A number in any common US form, or E.164. */
  to: string;
  kind: TextKind;
  /** The text and the thing it is about: the same key is never queued twice. */
  dedupeKey: string;
  about: string | null;
  /** The words, without the sender's name or how to stop (added here); versions fullest first, the first that fits is sent. */
  body: string | readonly string[];
  locale: Locale;
  /** Who it is for: a person who must have agreed (default), a staff member, or the answer to a keyword. */
  audience?: 'person' | 'staff' | 'keyword';
  /** A staff member who wrote it by hand. */
  by?: string;
}

export type TextOutcome =
  | { queued: true; id: string; text: string; send_after: string | null }
  | { queued: false; reason: 'duplicate' | 'no-number' | 'no-consent' | 'stopped' | 'too-long' | 'error' };

export const WELCOME_KIND = 'text-welcome' satisfies TextKind;

/** Who we are, at the start of every text. */
const SHORT_NAME = SITE.shortName;

/**
 * The first text a number gets, on its own just before the first message: who we are, why we text
 * and how to stop (the message it comes before keeps all its room).
 */
export const WELCOME_TEXT: Record<Locale, string> = {
  en: `${SITE.name}, Ocala: we text you here about what you sent us. Msg & data rates may apply. Reply STOP to stop texts, HELP for help.`,
  es: `${SITE.name}, Ocala: le escribimos a este numero sobre lo que nos envio. Pueden aplicar cargos de mensajes. Responda STOP para no recibir textos, AYUDA para ayuda.`,
};

/** The text as it goes out: our name first, in GSM look-alikes. */
export function textBody(body: string): string {
  return smsSafe(`${SHORT_NAME}: ${body}`);
}

/** How long the first message waits behind its welcome. */
const WELCOME_LEAD_SECONDS = 5;

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

export async function queueText(
  env: Pick<Env, 'EMAIL_QUEUE'> & Partial<Pick<Env, 'TEXT_QUIET_HOURS'>>,
  db: Db,
  text: OutgoingText,
  now: Date = new Date(),
): Promise<TextOutcome> {
  const to = toE164(text.to);
  if (!to) return { queued: false, reason: 'no-number' };
  const audience = text.audience ?? 'person';
  let id: string | null;
  let welcome: string | null = null;
  let sendAfter: Date | null = null;
  let body: string | undefined;
  try {
    const consent = await consentOf(db, to);
    if (consent === 'stopped' && audience !== 'keyword') return { queued: false, reason: 'stopped' };
    if (consent === 'none' && audience === 'person') return { queued: false, reason: 'no-consent' };
    const versions = (typeof text.body === 'string' ? [text.body] : text.body).map((words) => (audience === 'person' ? textBody(words) : smsSafe(words)));
    body = versions.find(fitsInText);
    if (body === undefined) {
      console.error('text longer than two segments, not queued', text.kind, text.about, versions[0]?.length);
      return { queued: false, reason: 'too-long' };
    }
    // The answer to a keyword goes at once (carriers expect it); everything else keeps quiet hours.
    sendAfter = audience === 'keyword' ? null : quietUntil(now, quietHoursOf(env.TEXT_QUIET_HOURS));
    const row = {
      channel: 'sms' as const,
      to,
      subject: '',
      html: '',
      about: text.about,
      send_after: sendAfter?.toISOString() ?? null,
    };
    if (audience === 'person' && (await needsIntroduction(db, to))) {
      welcome = await recordMessage(db, {
        ...row,
        id: crypto.randomUUID(),
        kind: WELCOME_KIND,
        text: smsSafe(WELCOME_TEXT[text.locale]),
        dedupe_key: `text-welcome:${to}`,
      });
    }
    id = await recordMessage(db, { ...row, id: crypto.randomUUID(), kind: text.kind, text: body, dedupe_key: text.dedupeKey, sent_by: text.by ?? null });
  } catch (err) {
    console.error('text not recorded', text.kind, text.about, describe(err));
    return { queued: false, reason: 'error' };
  }
  if (welcome) await markIntroduced(db, to).catch(() => {});
  if (id === null) return { queued: false, reason: 'duplicate' };
  // Quiet hours are 11 hours, within what Queues can hold back; a message after a welcome waits a little, so it arrives second.
  const wait = sendAfter ? (sendAfter.getTime() - now.getTime()) / 1000 : 0;
  if (welcome) await enqueueMessage(env, db, welcome, wait);
  await enqueueMessage(env, db, id, welcome ? wait + WELCOME_LEAD_SECONDS : wait);
  return { queued: true, id, text: body!, send_after: sendAfter?.toISOString() ?? null };
}
