/**
 * The personal links in appointment invitations: the prospect's to their walkthrough
 * (/walkthrough?token=…) and the applicant's to their interview (/interview?token=…):
 * `<id>.<base64url(HMAC-SHA256("<purpose>\n" + id))>`. One lets whoever holds it see and change
 * that one appointment without signing in, and nothing else; a token of one purpose never passes
 * as the other. The key is WALKTHROUGH_SECRET, or one derived from SERVICE_KEY
 * (worker/http/secrets.ts); with neither, no link is made or accepted.
 */
import { base64url, hmacSha256Key, secretOrDerived } from '../http/secrets';

export const WALKTHROUGH_PATH = '/walkthrough';

type TokenEnv = Pick<Env, 'SERVICE_KEY'> & { WALKTHROUGH_SECRET?: string };

export const INTERVIEW_PATH = '/interview';

/** `proposal`: a client's link to read and sign one proposal (worker/proposals/signing.ts). */
export type LinkPurpose = 'walkthrough' | 'interview' | 'proposal';

const ID = /^[\w-]{1,80}$/;

async function key(env: TokenEnv): Promise<CryptoKey | null> {
  if (!env.WALKTHROUGH_SECRET && !env.SERVICE_KEY) return null;
  return hmacSha256Key(secretOrDerived(env.WALKTHROUGH_SECRET, 'walkthrough-link', env.SERVICE_KEY));
}

const signed = (purpose: LinkPurpose, id: string) => new TextEncoder().encode(`${purpose}\n${id}`);

/** The token for an appointment; null when no key is configured. */
export async function linkToken(env: TokenEnv, purpose: LinkPurpose, id: string): Promise<string | null> {
  const k = await key(env);
  if (!k) return null;
  return `${id}.${base64url(await crypto.subtle.sign('HMAC', k, signed(purpose, id)))}`;
}

export const walkthroughToken = (env: TokenEnv, leadId: string) => linkToken(env, 'walkthrough', leadId);

/** The absolute link to an application's interview; null when no key is configured. */
export async function interviewUrl(env: TokenEnv, origin: string, applicationId: string): Promise<string | null> {
  const token = await linkToken(env, 'interview', applicationId);
  return token && `${origin.replace(/\/+$/, '')}${INTERVIEW_PATH}?token=${token}`;
}

/** The absolute link for a lead's walkthrough; null when no key is configured. */
export async function walkthroughUrl(env: TokenEnv, origin: string, leadId: string): Promise<string | null> {
  const token = await walkthroughToken(env, leadId);
  return token && `${origin.replace(/\/+$/, '')}${WALKTHROUGH_PATH}?token=${token}`;
}

/** The lead id a genuine walkthrough token was made for; null for anything else. */
export const verifyWalkthroughToken = (env: TokenEnv, token: unknown) => verifyLinkToken(env, 'walkthrough', token);

/** The id a genuine token of `purpose` was made for; null for anything else. */
export async function verifyLinkToken(env: TokenEnv, purpose: LinkPurpose, token: unknown): Promise<string | null> {
  if (typeof token !== 'string' || token.length > 100) return null;
  const [leadId, mac, ...rest] = token.split('.');
  if (rest.length || !leadId || !mac || !ID.test(leadId) || !/^[\w-]{43}$/.test(mac)) return null;
  const k = await key(env);
  if (!k) return null;
  const bytes = Uint8Array.from(atob(mac.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));
  // One spelling per token, and a constant-time comparison by crypto.subtle.verify.
  if (base64url(bytes) !== mac) return null;
  return (await crypto.subtle.verify('HMAC', k, bytes, signed(purpose, leadId))) ? leadId : null;
}
