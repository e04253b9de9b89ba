/**
 * The CRM webhook: each lead POSTed as JSON to LEAD_WEBHOOK_URL, signed so the receiver can tell
 * it came from us and was not replayed later:
 *   X-Oakbright-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with LEAD_WEBHOOK_SECRET>
 * Idempotency-Key carries the lead id, so a retried delivery can be recognised.
 */
import type { LeadRow } from '../store/index';

const encoder = new TextEncoder();
const TIMEOUT_MS = 10_000;

/** What the CRM receives: the lead as staff read it, without our bookkeeping (delivery states, ip hash). */
export function webhookPayload(lead: LeadRow): Record<string, unknown> {
  const {
    ip_hash: _ip,
    contact_key: _contact,
    email_state: _email,
    webhook_state: _webhook,
    delivery_attempts: _attempts,
    last_delivery_error: _error,
    delivered_at: _delivered,
    spam_reason: _spam,
    ...payload
  } = lead;
  return payload;
}

export async function webhookSignature(secret: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** https only; plain http is allowed for a receiver on this machine (local testing). */
function webhookUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('LEAD_WEBHOOK_URL is not a URL');
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) throw new Error('LEAD_WEBHOOK_URL must be https');
  return url;
}

export async function postLeadWebhook(env: Pick<Env, 'LEAD_WEBHOOK_URL' | 'LEAD_WEBHOOK_SECRET'>, lead: LeadRow, now = Date.now()): Promise<void> {
  const url = webhookUrl(env.LEAD_WEBHOOK_URL);
  // An unsigned post would let anyone who learns the URL feed the CRM: refuse, and say why.
  if (!env.LEAD_WEBHOOK_SECRET) throw new Error('LEAD_WEBHOOK_SECRET is not set');
  const body = JSON.stringify(webhookPayload(lead));
  const t = Math.floor(now / 1000);
  const signature = await webhookSignature(env.LEAD_WEBHOOK_SECRET, t, body);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Oakbright-Leads/1',
        'idempotency-key': lead.id,
        'x-oakbright-signature': `t=${t},v1=${signature}`,
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new Error(`webhook unreachable: ${err instanceof Error ? err.message : String(err)}`);
  }
  // The body is not needed; reading it frees the connection.
  await res.body?.cancel();
  if (!res.ok) throw new Error(`webhook answered ${res.status}`);
}
