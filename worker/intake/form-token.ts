/**
 * A form's token: `<issued-at ms>.<nonce>.<HMAC-SHA256 of both, base64url>`. A page carries a
 * fresh token in every response; a lead sent sooner than a person could fill the form, or without
 * a valid token, is stored as spam. The random nonce makes every token its own, so that it can be
 * spent on one lead only (form_token_uses); a token is good for 4 hours. The key is
 * FORM_TOKEN_SECRET, or one derived from SERVICE_KEY so nothing needs configuring.
 */

import { base64url, hmacSha256Key, secretOrDerived } from '../http/secrets';

const encoder = new TextEncoder();

/** How long a form may stay open: a token older than this gets the visitor a fresh form to send again. */
export const FORM_TOKEN_MAX_AGE_MS = 4 * 60 * 60 * 1000;

type TokenEnv = Pick<Env, 'SERVICE_KEY'> & { FORM_TOKEN_SECRET?: string };

function hmacKey(env: TokenEnv): Promise<CryptoKey> {
  return hmacSha256Key(secretOrDerived(env.FORM_TOKEN_SECRET, 'form-token', env.SERVICE_KEY));
}

async function sign(key: CryptoKey, payload: string): Promise<string> {
  return base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(payload)));
}

export async function issueFormToken(env: TokenEnv, now = Date.now()): Promise<string> {
  const nonce = base64url(crypto.getRandomValues(new Uint8Array(16)));
  return `${now}.${nonce}.${await sign(await hmacKey(env), `${now}.${nonce}`)}`;
}

/** A token spent on a submission, as recorded: its nonce, and when it is too old to be sent anyway. */
export interface FormTokenSpend {
  nonce: string;
  expires_at: string;
}

/** The submission's form token had already brought another one: nothing was stored. */
export class FormTokenSpent extends Error {
  constructor() {
    super('form token already spent on another submission');
  }
}

export interface FormTokenCheck {
  /** Signed with our key, and not from the future. */
  valid: boolean;
  ageMs: number;
  /** What the token is spent as; null for a token of the form before tokens had one (valid, but it cannot be spent once). */
  nonce: string | null;
}

/** Both are base64url of a fixed-length MAC; compared without an early exit. */
function sameMac(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function verifyFormToken(env: TokenEnv, token: unknown, now = Date.now()): Promise<FormTokenCheck> {
  const text = typeof token === 'string' ? token : '';
  const current = /^(\d{13})\.([\w-]{22})\.([\w-]{43})$/.exec(text);
  // Pages open when tokens gained their nonce carry `<issued-at>.<HMAC of it>`.
  const earlier = current ? null : /^(\d{13})\.([\w-]{43})$/.exec(text);
  if (!current && !earlier) return { valid: false, ageMs: 0, nonce: null };
  const issuedAt = Number((current ?? earlier)![1]);
  const nonce = current ? current[2]! : null;
  const expected = await sign(await hmacKey(env), nonce ? `${issuedAt}.${nonce}` : String(issuedAt));
  const ageMs = now - issuedAt;
  const valid = sameMac(expected, current ? current[3]! : earlier![2]!) && ageMs >= 0;
  return { valid, ageMs, nonce: valid ? nonce : null };
}
