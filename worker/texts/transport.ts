/**
 * The last step of every text: Twilio's Messages API when SMS_DELIVERY is "send" and the account
 * is configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, and TWILIO_FROM: a number in E.164 or a
 * Messaging Service SID, MG…); otherwise nothing leaves and the text is kept in the outbox, as an
 * email is. "send" is the only value that sends, so `npm start` can never text a real person.
 */
import type { OutboxRow } from '../email/store/outbox';

type TextEnv = Pick<Env, 'SMS_DELIVERY' | 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM'>;

export const sendsTexts = (env: Partial<TextEnv>): boolean =>
  String(env.SMS_DELIVERY ?? '').trim() === 'send' && !!env.TWILIO_ACCOUNT_SID && !!env.TWILIO_AUTH_TOKEN && !!env.TWILIO_FROM;

/** Sends one recorded text, or says it is kept; throws when the provider refuses it (the consumer retries). */
export async function transmitText(env: Partial<TextEnv>, row: Pick<OutboxRow, 'to' | 'text'>, fetcher: typeof fetch = fetch): Promise<'sent' | 'kept'> {
  if (!sendsTexts(env)) return 'kept';
  const sid = env.TWILIO_ACCOUNT_SID!;
  const from = env.TWILIO_FROM!.trim();
  const form = new URLSearchParams({ To: row.to, Body: row.text });
  form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
  const response = await fetcher(`https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa(`${sid}:${env.TWILIO_AUTH_TOKEN}`)}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw new Error(`SMS provider answered ${response.status}: ${detail.slice(0, 200)}`);
  }
  return 'sent';
}
