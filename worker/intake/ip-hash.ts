/**
 * The client address as a form kind stores it: a salted SHA-256 (hex), never the address itself.
 * Enough to see that two leads came from one place, useless to recover the address without the
 * salt. The salt is IP_HASH_SALT, or one derived from SERVICE_KEY so nothing needs configuring.
 */
import { secretOrDerived } from '../http/secrets';

const encoder = new TextEncoder();

export async function hashIp(env: Pick<Env, 'SERVICE_KEY' | 'IP_HASH_SALT'>, ip: string): Promise<string> {
  const salt = secretOrDerived(env.IP_HASH_SALT, 'ip-hash', env.SERVICE_KEY);
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`${salt}\n${ip}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
