/**
 * POST /api/texts/incoming: the SMS provider's webhook for the texts people send us (Twilio posts
 * From, Body and MessageSid as a form). Its X-Twilio-Signature is checked first: the Base64
 * HMAC-SHA1, keyed with TWILIO_AUTH_TOKEN, of this URL followed by every field's name and value in
 * name order. Unsigned or forged: 403, nothing stored. Without TWILIO_AUTH_TOKEN: 503.
 * A reply is stored once (by MessageSid) on the timeline of what the last text to that number was
 * about. STOP stops every later text to the number, START restarts them, HELP says who we are;
 * each is answered by text. Anything else is words for staff: an email tells them it came.
 * Answers Twilio with an empty TwiML document.
 */
import { Hono } from 'hono';
import { SITE } from '../../content/site';
import type { MessageKind } from '../../shared/messages/messages';
import { displayPhone, keywordOf, toE164 } from '../../shared/messages/texts';
import type { AppEnv, Db } from '../env';
import { queueEmail } from '../email/outbox';
import { ApiError } from '../http/errors';
import { noStore } from '../http/no-store';
import { readAtMost } from '../http/read-body';
import { timingSafeEqualStrings } from '../staff/keys';
import { staffAddresses } from '../leads/emails/reminder';
import { KEYWORD_ANSWER_KIND, KEYWORD_ANSWERS, keywordLocale } from './keywords';
import { queueText } from './outbox';
import { lastTextAbout, setConsent, storeReply } from './store';

export const REPLY_ALERT_KIND = 'text-reply-alert' satisfies MessageKind;
export const INCOMING_TEXTS_PATH = '/texts/incoming';
const MAX_BODY_BYTES = 16_384;
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/** Twilio's request signature for `url` and the posted fields. */
export async function twilioSignature(token: string, url: string, fields: URLSearchParams): Promise<string> {
  const names = [...new Set(fields.keys())].sort();
  let data = url;
  for (const name of names) for (const value of fields.getAll(name)) data += name + value;
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(token), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(data)));
  return btoa(String.fromCharCode(...mac));
}

/** Where a reply's record is read by staff. */
function staffLink(origin: string, about: string | null): string | null {
  const m = about ? /^(lead|application):(.+)$/.exec(about) : null;
  return m ? new URL(`/staff/${m[1]}s/${encodeURIComponent(m[2]!)}`, origin).href : null;
}

async function tellStaff(env: Env, db: Db, reply: { id: string; from: string; body: string; about: string | null }, origin: string): Promise<void> {
  const link = staffLink(origin, reply.about);
  await Promise.all(
    staffAddresses(env).map((to) =>
      queueEmail(env, db, {
        to,
        kind: REPLY_ALERT_KIND,
        dedupeKey: `text-reply-alert:${reply.id}:${to.toLowerCase()}`,
        about: reply.about,
        document: {
          subject: `Text from ${displayPhone(reply.from)}`,
          preview: reply.body.slice(0, 90),
          blocks: [
            { type: 'heading', text: `A text from ${displayPhone(reply.from)}` },
            { type: 'quote', by: displayPhone(reply.from), lines: reply.body.split(/\r?\n/) },
            link
              ? { type: 'button', text: 'Open it in the back office', href: link }
              : { type: 'paragraph', text: 'It answers no lead or application we know of.' },
          ],
          reason: `You get this email because this address receives the website's leads at ${SITE.name}.`,
        },
      }),
    ),
  );
}

export const incomingTextsApi = new Hono<AppEnv>().post(INCOMING_TEXTS_PATH, noStore, async (c) => {
  const token = c.env.TWILIO_AUTH_TOKEN;
  if (!token) throw new ApiError(503, 'PGRST503', 'Text replies are not configured', null, 'Set TWILIO_AUTH_TOKEN.');
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw new ApiError(415, 'PGRST102', 'Content-Type must be application/x-www-form-urlencoded');
  }
  const raw = await readAtMost(c.req.raw.body, MAX_BODY_BYTES);
  if (!raw) throw new ApiError(413, 'PGRST413', 'Request too large');
  const fields = new URLSearchParams(new TextDecoder().decode(raw));
  const signature = c.req.header('x-twilio-signature') ?? '';
  if (!signature || !timingSafeEqualStrings(signature, await twilioSignature(token, c.req.url, fields)))
    throw new ApiError(403, '42501', 'The signature does not match');
  const sid = fields.get('MessageSid') ?? fields.get('SmsSid') ?? '';
  const from = toE164(fields.get('From') ?? '');
  const body = (fields.get('Body') ?? '').slice(0, 1600);
  if (!sid || sid.length > 64) throw new ApiError(400, '22023', 'MessageSid is missing');
  const xml = () => c.body(EMPTY_TWIML, 200, { 'content-type': 'text/xml; charset=utf-8' });
  if (!from) return xml();
  const db = c.var.db;
  const keyword = keywordOf(body);
  const about = await lastTextAbout(db, from);
  const id = crypto.randomUUID();
  if (!(await storeReply(db, { id, provider_id: sid, from, body, keyword, about }))) return xml();
  if (keyword === 'stop' || keyword === 'start') await setConsent(db, from, keyword === 'stop' ? 'stopped' : 'agreed');
  if (keyword) {
    await queueText(c.env, db, {
      to: from,
      kind: KEYWORD_ANSWER_KIND,
      dedupeKey: `text-keyword-reply:${sid}`,
      about,
      body: KEYWORD_ANSWERS[keyword][keywordLocale(body)],
      locale: keywordLocale(body),
      audience: 'keyword',
    });
  } else {
    await tellStaff(c.env, db, { id, from, body, about }, new URL(c.req.url).origin);
  }
  return xml();
});
