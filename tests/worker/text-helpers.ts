/** Shared by the text tests: the outbox's texts to a number, the SMS provider's webhook posted with (or without) its signature, and a queue that keeps each send's delay. */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import type { OutboxRow } from '../../worker/email/store/outbox';
import worker from '../../worker/index';
import { twilioSignature } from '../../worker/texts/incoming';
import { type Bindings, withEnv } from './leads-helpers';

export const TWILIO_TOKEN = 'test-twilio-auth-token';
export const INCOMING_URL = 'http://localhost/api/texts/incoming';

export async function textsTo(e164: string): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare('SELECT * FROM outbox WHERE channel = \'sms\' AND "to" = ? ORDER BY created_at, rowid').bind(e164).all<OutboxRow>();
  return results;
}

/** A queue binding that keeps each id with the delay it was sent with. */
export function delayedQueue() {
  const sent: { id: string; delaySeconds: number }[] = [];
  const binding = {
    async send(body: unknown, options?: { delaySeconds?: number }) {
      sent.push({ id: (body as { id: string }).id, delaySeconds: options?.delaySeconds ?? 0 });
    },
    async sendBatch(messages: Iterable<{ body: unknown }>) {
      for (const m of messages) sent.push({ id: (m.body as { id: string }).id, delaySeconds: 0 });
    },
  } as unknown as Queue;
  return { binding, sent };
}

let sid = 1;

/** Posts a reply as Twilio would: signed with `token` (TWILIO_TOKEN) unless a signature is given; the bindings carry TWILIO_AUTH_TOKEN unless replaced. */
export async function incoming(
  fields: Record<string, string>,
  { signature, bindings = {} }: { signature?: string; bindings?: Bindings } = {},
): Promise<Response> {
  const form = new URLSearchParams({ MessageSid: `SM${String(sid++).padStart(32, '0')}`, To: '+18004704432', AccountSid: 'AC123', ...fields });
  const signed = signature ?? (await twilioSignature(TWILIO_TOKEN, INCOMING_URL, form));
  const ctx = createExecutionContext();
  const res = await worker.request(
    INCOMING_URL,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signed }, body: form.toString() },
    withEnv({ TWILIO_AUTH_TOKEN: TWILIO_TOKEN, ...bindings }),
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}
