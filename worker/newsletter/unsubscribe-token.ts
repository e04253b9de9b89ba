/**
 * The newsletter's unsubscribe link: `/newsletter/unsubscribe?token=<base64url(email)>.<base64url(
 * HMAC-SHA256(email))>`, the address lower-cased (as it is stored). Only the site can make a
 * token, so a link removes the one address it was made for and nobody can unsubscribe others.
 * The key is NEWSLETTER_SECRET, or one derived from SERVICE_KEY (worker/http/derived-secret.ts)
 * so nothing needs configuring; with neither set there is no key, and no token is made or accepted
 * (a key anyone could know would let anyone remove anyone).
 */
import { base64url, hmacSha256Key, secretOrDerived } from '../http/secrets';

export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

type TokenEnv = Pick<Env, 'SERVICE_KEY'> & { NEWSLETTER_SECRET?: string };

const encoder = new TextEncoder();

/** An address is at most 254 characters; 4 bytes each in UTF-8 at worst, base64 adds a third. */
const MAX_TOKEN_LENGTH = 1400;

/** The bytes of canonical base64url text (unpadded, unused bits zero, as base64url() writes it); else null. */
function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[\w-]*$/.test(text) || text.length % 4 === 1) return null;
  const bytes = Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));
  // One spelling per token: a variant that differs only in the unused bits is not the same token.
  return base64url(bytes) === text ? bytes : null;
}

async function hmacKey(env: TokenEnv): Promise<CryptoKey | null> {
  if (!env.NEWSLETTER_SECRET && !env.SERVICE_KEY) return null;
  return hmacSha256Key(secretOrDerived(env.NEWSLETTER_SECRET, 'newsletter-unsubscribe', env.SERVICE_KEY));
}

/** The token for an address; null when no key is configured. */
export async function unsubscribeToken(env: TokenEnv, email: string): Promise<string | null> {
  const key = await hmacKey(env);
  if (!key) return null;
  const address = encoder.encode(email.toLowerCase());
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, address));
  return `${base64url(address)}.${base64url(signature)}`;
}

/** The absolute unsubscribe link for an address (origin: the site's, e.g. SITE_URL); null when no key is configured. */
export async function unsubscribeUrl(env: TokenEnv, origin: string, email: string): Promise<string | null> {
  const token = await unsubscribeToken(env, email);
  return token && `${origin.replace(/\/+$/, '')}${UNSUBSCRIBE_PATH}?token=${token}`;
}

/** The lower-cased address a genuine token was made for; null for anything else. */
export async function verifyUnsubscribeToken(env: TokenEnv, token: unknown): Promise<string | null> {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const address = fromBase64url(parts[0]!);
  const signature = fromBase64url(parts[1]!);
  if (!address || address.byteLength === 0 || !signature || signature.byteLength !== 32) return null;
  let email: string;
  try {
    email = new TextDecoder('utf-8', { fatal: true }).decode(address);
  } catch {
    return null;
  }
  const key = await hmacKey(env);
  if (!key) return null;
  // crypto.subtle.verify compares the MAC in constant time; the address is signed lower-cased.
  const valid = await crypto.subtle.verify('HMAC', key, signature, encoder.encode(email.toLowerCase()));
  return valid ? email.toLowerCase() : null;
}
