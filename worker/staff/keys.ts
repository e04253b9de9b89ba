/**
 * The keys a request may present: the staff key (`SERVICE_KEY`), the only
 * credential that may write, and the optional public key (`ANON_KEY`), which
 * reads like no key at all, the way a Supabase anon key does
 * (docs/decisions.md D3). Both are compared in constant time.
 */

/** Equal strings, compared without an early exit (and without revealing a length difference). */
export function timingSafeEqualStrings(a: string, b: string): boolean {
  const enc = new TextEncoder();
  const ab = enc.encode(a);
  const bb = enc.encode(b);
  // Compare against itself when lengths differ so timing does not reveal the length.
  const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual?: (x: ArrayBufferView, y: ArrayBufferView) => boolean };
  if (ab.byteLength !== bb.byteLength) {
    subtle.timingSafeEqual?.(ab, ab);
    return false;
  }
  if (subtle.timingSafeEqual) return subtle.timingSafeEqual(ab, bb);
  let diff = 0;
  for (let i = 0; i < ab.byteLength; i++) diff |= ab[i]! ^ bb[i]!;
  return diff === 0;
}

/** The key a request presents: `Authorization: Bearer …` or Supabase's `apikey` header. */
export function presentedKey(headers: Headers): string | null {
  const auth = headers.get('authorization');
  if (auth) {
    const m = /^Bearer\s+(.+)$/i.exec(auth.trim());
    if (m) return m[1]!.trim();
  }
  return headers.get('apikey')?.trim() || null;
}

export function isStaffRequest(headers: Headers, serviceKey: string | undefined): boolean {
  if (!serviceKey) return false;
  const key = presentedKey(headers);
  return key !== null && timingSafeEqualStrings(key, serviceKey);
}

/**
 * True when the request presents the public key (supabase-js sends it both as
 * `apikey` and as the Bearer token): it reads as an anonymous request does and
 * may not write. Without a configured ANON_KEY no key is public.
 */
export function isPublicKeyRequest(headers: Headers, anonKey: string | undefined): boolean {
  if (!anonKey) return false;
  const key = presentedKey(headers);
  return key !== null && timingSafeEqualStrings(key, anonKey);
}
