/**
 * The one way the site writes an email: `queueEmail` renders both parts from the template's
 * document, records the message in the outbox (once per dedupe key) and only then queues its id
 * on EMAIL_QUEUE, whose consumer (consumer.ts) sends it or keeps it. A refused queue leaves the
 * message queued, with why, for the sweep to queue again. It never throws: an email that cannot
 * be written is logged, and whatever it is about carries on without it.
 */
import { normalizeEmail } from '../../shared/newsletter/email';
import type { EmailKind } from '../../shared/messages/messages';
import type { Db } from '../env';
import type { EmailDocument } from './document';
import type { EmailQueueMessage } from './queues';
import { renderEmail } from './render';
import { recordMessage, recordQueueError } from './store/outbox';

export interface OutgoingEmail {
  to: string;
  /** Which message it is (shared/messages/messages.ts), e.g. `lead-acknowledgement`. */
  kind: EmailKind;
  /** The email and the thing it is about: the same key is never queued twice. */
  dedupeKey: string;
  /** What it is about, `<table>:<id>`. */
  about: string | null;
  document: EmailDocument;
  /** Extra headers (List-Unsubscribe), by name; values are folded to one line when sent. */
  headers?: Record<string, string>;
  /** Files sent with it, their content as text (a calendar invitation). */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  /** MIME type, e.g. `text/calendar; method=REQUEST`. */
  type: string;
  content: string;
  /** `base64` when `content` is a binary file (a PDF) written in Base64; text otherwise. */
  encoding?: 'base64';
}

export type QueueOutcome = { queued: true; id: string } | { queued: false; reason: 'duplicate' | 'no-address' | 'error' };

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

export async function queueEmail(env: Pick<Env, 'EMAIL_QUEUE'>, db: Db, email: OutgoingEmail): Promise<QueueOutcome> {
  const to = normalizeEmail(email.to);
  if (!to) return { queued: false, reason: 'no-address' };
  let id: string | null;
  try {
    const { subject, text, html } = renderEmail(email.document);
    id = await recordMessage(db, {
      id: crypto.randomUUID(),
      to,
      kind: email.kind,
      subject,
      text,
      html,
      dedupe_key: email.dedupeKey,
      about: email.about,
      headers: email.headers ?? null,
      attachments: email.attachments ?? null,
    });
  } catch (err) {
    console.error('email not recorded', email.kind, email.about, describe(err));
    return { queued: false, reason: 'error' };
  }
  if (id === null) return { queued: false, reason: 'duplicate' };
  await enqueueMessage(env, db, id);
  return { queued: true, id };
}

/**
 * Hands a recorded outbox message (an email or a text) to EMAIL_QUEUE, held back `delaySeconds`
 * (Queues allows 12 hours at most). A refused queue leaves it queued, with why, for the sweep.
 */
export async function enqueueMessage(env: Pick<Env, 'EMAIL_QUEUE'>, db: Db, id: string, delaySeconds = 0): Promise<void> {
  try {
    const delay = Math.min(43_200, Math.max(0, Math.ceil(delaySeconds)));
    await env.EMAIL_QUEUE.send({ id } satisfies EmailQueueMessage, { contentType: 'json', ...(delay ? { delaySeconds: delay } : {}) });
  } catch (err) {
    const error = `queue: ${describe(err)}`;
    console.error('message recorded, not queued', id, error);
    await recordQueueError(db, id, error).catch(() => {});
  }
}
