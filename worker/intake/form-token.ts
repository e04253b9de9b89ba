/**
 * The lead form's signed start time: `<issued-at ms>.<HMAC-SHA256, base64url>`. A page carries a
 * fresh token in every response; a lead sent sooner than a person could fill the form, or
 * without a valid token, is stored as spam. The key is FORM_TOKEN_SECRET, or one derived from
 * SERVICE_KEY so nothing needs configuring.
 */

import { base64url, hmacSha256Key, secretOrDerived } from '../http/secrets';

const encoder = new TextEncoder();

function hmacKey(env: Pick<Env, 'SERVICE_KEY'> & { FORM_TOKEN_SECRET?: string }): Promise<CryptoKey> {
  return hmacSha256Key(secretOrDerived(env.FORM_TOKEN_SECRET, 'form-token', env.SERVICE_KEY));
}

async function sign(key: CryptoKey, issuedAt: number): Promise<string> {
  return base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(String(issuedAt))));
}

export async function issueFormToken(env: Pick<Env, 'SERVICE_KEY'> & { FORM_TOKEN_SECRET?: string }, now = Date.now()): Promise<string> {
  return `${now}.${await sign(await hmacKey(env), now)}`;
}

export async function verifyFormToken(
  env: Pick<Env, 'SERVICE_KEY'> & { FORM_TOKEN_SECRET?: string },
  token: unknown,
  now = Date.now(),
): Promise<{ valid: boolean; ageMs: number }> {
  const match = typeof token === 'string' ? /^(\d{13})\.([\w-]{43})$/.exec(token) : null;
  if (!match) return { valid: false, ageMs: 0 };
  const issuedAt = Number(match[1]);
  const expected = await sign(await hmacKey(env), issuedAt);
  // Both are base64url of a fixed-length MAC; compare without an early exit.
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ match[2]!.charCodeAt(i);
  const ageMs = now - issuedAt;
  return { valid: diff === 0 && ageMs >= 0, ageMs };
}
