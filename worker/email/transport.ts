/**
 * The last step of every email: through the `send_email` binding EMAIL when EMAIL_DELIVERY is
 * "send" and the binding exists; otherwise nothing leaves and the message is kept in the outbox.
 * "send" is the only value that sends, so a missing or mistyped setting (and `npm start`, whose
 * .dev.vars says "outbox") can never email a real person. Sender: EMAIL_FROM, else website@ the
 * company's domain; replies go to the company address (content/site.ts).
 */
import { SITE } from '../../content/site';
import { normalizeEmail } from '../../shared/newsletter/email';
import type { OutboxRow } from './store/outbox';

type TransportEnv = Pick<Env, 'EMAIL' | 'EMAIL_DELIVERY' | 'EMAIL_FROM'>;

export const sendsEmail = (env: Partial<TransportEnv>): boolean => String(env.EMAIL_DELIVERY ?? '').trim() === 'send' && !!env.EMAIL;

/** One line, short: no value can add a header. */
const headerSafe = (value: string, max = 200) =>
  value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a line break or other control character must never reach a header.
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

export function senderAddress(env: Partial<TransportEnv>): string {
  const configured = String(env.EMAIL_FROM ?? '').trim();
  const from = normalizeEmail(configured || `website@${SITE.email.split('@')[1]}`);
  if (!from) throw new Error('EMAIL_FROM is not a valid email address');
  return from;
}

/** Sends one recorded message, or says it is kept; throws when the email service refuses it. */
export async function transmit(
  env: Partial<TransportEnv>,
  row: Pick<OutboxRow, 'to' | 'subject' | 'text' | 'html'> & Partial<Pick<OutboxRow, 'headers' | 'attachments'>>,
): Promise<'sent' | 'kept'> {
  if (!sendsEmail(env)) return 'kept';
  // Reply-To is the service's own field (a staff alert replies to the visitor); the rest go as headers.
  const { 'Reply-To': replyTo, ...extra } = row.headers ?? {};
  const headers = Object.fromEntries(Object.entries(extra).map(([name, value]) => [headerSafe(name), headerSafe(value, 1000)]));
  // A string would be read as Base64: a text goes as its bytes, a binary file as the bytes its Base64 holds.
  const attachments = (row.attachments ?? []).map((a) => ({
    filename: headerSafe(a.filename),
    type: headerSafe(a.type),
    content: (a.encoding === 'base64' ? Uint8Array.from(atob(a.content), (ch) => ch.charCodeAt(0)) : new TextEncoder().encode(a.content)).buffer as ArrayBuffer,
    disposition: 'attachment' as const,
  }));
  await env.EMAIL!.send({
    from: { email: senderAddress(env), name: headerSafe(SITE.name) },
    to: row.to,
    replyTo: (replyTo && normalizeEmail(replyTo)) || SITE.email,
    subject: headerSafe(row.subject),
    text: row.text,
    html: row.html,
    ...(Object.keys(headers).length ? { headers } : {}),
    ...(attachments.length ? { attachments } : {}),
  });
  return 'sent';
}
