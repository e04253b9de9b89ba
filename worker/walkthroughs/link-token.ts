/**
 * The prospect's own link to their walkthrough (/walkthrough?token=…), sent in every invitation:
 * `<lead id>.<base64url(HMAC-SHA256("walkthrough\n" + lead id))>`. It lets whoever holds it see,
 * move or cancel that one walkthrough without signing in, and nothing else. The key is
 * WALKTHROUGH_SECRET, or one derived from SERVICE_KEY (worker/http/secrets.ts); with neither, no
 * link is made or accepted.
 */
import { base64url, hmacSha256Key, secretOrDerived } from '../http/secrets';

export const WALKTHROUGH_PATH = '/walkthrough';

type TokenEnv = Pick<Env, 'SERVICE_KEY'> & { WALKTHROUGH_SECRET?: string };

const ID = /^[0-9a-f-]{36}$/;

async function key(env: TokenEnv): Promise<CryptoKey | null> {
  if (!env.WALKTHROUGH_SECRET && !env.SERVICE_KEY) return null;
  return hmacSha256Key(secretOrDerived(env.WALKTHROUGH_SECRET, 'walkthrough-link', env.SERVICE_KEY));
}

const signed = (leadId: string) => new TextEncoder().encode(`walkthrough\n${leadId}`);

/** The token for a lead's walkthrough; null when no key is configured. */
export async function walkthroughToken(env: TokenEnv, leadId: string): Promise<string | null> {
  const k = await key(env);
  if (!k) return null;
  return `${leadId}.${base64url(await crypto.subtle.sign('HMAC', k, signed(leadId)))}`;
}

/** The absolute link for a lead's walkthrough; null when no key is configured. */
export async function walkthroughUrl(env: TokenEnv, origin: string, leadId: string): Promise<string | null> {
  const token = await walkthroughToken(env, leadId);
  return token && `${origin.replace(/\/+$/, '')}${WALKTHROUGH_PATH}?token=${token}`;
}

/** The lead id a genuine token was made for; null for anything else. */
export async function verifyWalkthroughToken(env: TokenEnv, token: unknown): Promise<string | null> {
  if (typeof token !== 'string' || token.length > 100) return null;
  const [leadId, mac, ...rest] = token.split('.');
  if (rest.length || !leadId || !mac || !ID.test(leadId) || !/^[\w-]{43}$/.test(mac)) return null;
  const k = await key(env);
  if (!k) return null;
  const bytes = Uint8Array.from(atob(mac.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));
  // One spelling per token, and a constant-time comparison by crypto.subtle.verify.
  if (base64url(bytes) !== mac) return null;
  return (await crypto.subtle.verify('HMAC', k, bytes, signed(leadId))) ? leadId : null;
}
