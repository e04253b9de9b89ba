/**
 * The newsletter's signed links (the unsubscribe link, and the signup's confirmation link with a
 * purpose of its own). The unsubscribe link: `/newsletter/unsubscribe?token=<base64url(email)>.<base64url(
 * HMAC-SHA256(email))>`, the address lower-cased (as it is stored). Only the site can make a
 * token, so a link removes the one address it was made for and nobody can unsubscribe others.
 * The key is NEWSLETTER_SECRET, or one derived from SERVICE_KEY (worker/http/secrets.ts)
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

/** What a token is for: each purpose signs under its own key and its own label, so a token of one never passes as another. */
export type TokenPurpose = 'unsubscribe' | 'confirm';

async function hmacKey(env: TokenEnv, purpose: TokenPurpose): Promise<CryptoKey | null> {
  if (!env.NEWSLETTER_SECRET && !env.SERVICE_KEY) return null;
  return hmacSha256Key(secretOrDerived(env.NEWSLETTER_SECRET, `newsletter-${purpose}`, env.SERVICE_KEY));
}

/**
 * The bytes signed: the unsubscribe link signs the address alone (as every link already sent
 * does); any other purpose signs its name before the address, which also keeps purposes apart
 * when NEWSLETTER_SECRET (one key for all) is set.
 */
const signedBytes = (purpose: TokenPurpose, email: string) => encoder.encode(purpose === 'unsubscribe' ? email : `${purpose}\n${email}`);

/** A token of `purpose` for an address; null when no key is configured. */
export async function addressToken(env: TokenEnv, purpose: TokenPurpose, email: string): Promise<string | null> {
  const key = await hmacKey(env, purpose);
  if (!key) return null;
  const address = email.toLowerCase();
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, signedBytes(purpose, address)));
  return `${base64url(encoder.encode(address))}.${base64url(signature)}`;
}

/** The token for an address; null when no key is configured. */
export function unsubscribeToken(env: TokenEnv, email: string): Promise<string | null> {
  return addressToken(env, 'unsubscribe', email);
}

/** The absolute unsubscribe link for an address (origin: the site's, e.g. SITE_URL); null when no key is configured. */
export async function unsubscribeUrl(env: TokenEnv, origin: string, email: string): Promise<string | null> {
  const token = await unsubscribeToken(env, email);
  return token && `${origin.replace(/\/+$/, '')}${UNSUBSCRIBE_PATH}?token=${token}`;
}

/** The lower-cased address a genuine token of `purpose` was made for; null for anything else. */
export async function verifyAddressToken(env: TokenEnv, purpose: TokenPurpose, token: unknown): Promise<string | null> {
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
  const key = await hmacKey(env, purpose);
  if (!key) return null;
  // crypto.subtle.verify compares the MAC in constant time; the address is signed lower-cased.
  const valid = await crypto.subtle.verify('HMAC', key, signature, signedBytes(purpose, email.toLowerCase()));
  return valid ? email.toLowerCase() : null;
}

/** The lower-cased address a genuine unsubscribe token was made for; null for anything else. */
export function verifyUnsubscribeToken(env: TokenEnv, token: unknown): Promise<string | null> {
  return verifyAddressToken(env, 'unsubscribe', token);
}
