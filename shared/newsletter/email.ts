/** Newsletter email rules: the browser's simple rule, and the stricter check the server applies. */

/** The browser's rule: non-empty and contains an at-sign; the rest is the server's (docs/decisions.md P6). */
export function passesClientEmailRule(email: string): boolean {
  return email.trim() !== '' && email.includes('@');
}

// Control characters (NUL and friends are not \s) are refused along with the specials.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it refuses
const EMAIL_RE = /^[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f]{1,64}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}$/i;

/** Server-side: a plausible address, at most 254 characters, normalised to lower case. */
export function normalizeEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const email = raw.trim().toLowerCase();
  if (email.length > 254 || !EMAIL_RE.test(email)) return null;
  return email;
}
