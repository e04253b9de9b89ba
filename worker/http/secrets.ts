/**
 * The site's signing keys. Keys that need no configuring: a secret set on its own (`wrangler secret put NAME`) wins;
 * unset, the key is SERVICE_KEY under a label naming its use, so each use has a key of its own
 * and changing SERVICE_KEY changes them all.
 */
export function secretOrDerived(configured: string | undefined, purpose: string, serviceKey: string | undefined): string {
  return configured || `${purpose}:${serviceKey ?? ''}`;
}

/** An HMAC-SHA256 key made from a secret's text. */
export function hmacSha256Key(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** Bytes (a signature, an address) as unpadded base64url, the form tokens in URLs and forms carry. */
export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  let s = '';
  for (const b of new Uint8Array(bytes)) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
