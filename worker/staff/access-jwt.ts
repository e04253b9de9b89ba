/**
 * Cloudflare Access as a way in: when ACCESS_AUD and ACCESS_TEAM_DOMAIN are set, a request whose
 * `Cf-Access-Jwt-Assertion` is a valid token of that Access application (signed by a key the team
 * publishes at /cdn-cgi/access/certs, issued by the team domain, for this audience, not expired)
 * names who is asking by its `email`; staff-identity.ts signs them in as the active person with
 * that address, and only then. Unset, the header means nothing.
 */
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';

const ACCESS_HEADER = 'cf-access-jwt-assertion';

/** Key sets per team domain, kept for the isolate's life so the keys are not fetched on every request. */
const keySets = new Map<string, JWTVerifyGetKey>();

/** `myteam.cloudflareaccess.com`, however it was written (with a scheme, a trailing slash). */
function teamHost(domain: string): string {
  return domain
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '')
    .toLowerCase();
}

export function accessConfigured(env: Pick<Env, 'ACCESS_AUD' | 'ACCESS_TEAM_DOMAIN'>): boolean {
  return !!(env.ACCESS_AUD?.trim() && env.ACCESS_TEAM_DOMAIN && teamHost(env.ACCESS_TEAM_DOMAIN));
}

function keySet(host: string): JWTVerifyGetKey {
  let keys = keySets.get(host);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`https://${host}/cdn-cgi/access/certs`));
    keySets.set(host, keys);
  }
  return keys;
}

/**
 * When the request carries a valid Access token for this application: when it expires (ISO 8601)
 * and the address it was issued to (lower-cased; '' when the token names none). Null when Access
 * is not configured, the header is missing, or the token fails any check.
 */
export async function verifyAccess(
  env: Pick<Env, 'ACCESS_AUD' | 'ACCESS_TEAM_DOMAIN'>,
  headers: Headers,
): Promise<{ expiresAt: string; email: string } | null> {
  if (!accessConfigured(env)) return null;
  const token = headers.get(ACCESS_HEADER)?.trim();
  if (!token) return null;
  const host = teamHost(env.ACCESS_TEAM_DOMAIN!);
  try {
    const { payload } = await jwtVerify(token, keySet(host), {
      issuer: `https://${host}`,
      audience: env.ACCESS_AUD!.trim(),
      algorithms: ['RS256'],
      requiredClaims: ['exp'],
    });
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    return { expiresAt: new Date(payload.exp! * 1000).toISOString(), email };
  } catch {
    // A bad token, or the key set out of reach: either way the request is not staff by Access.
    return null;
  }
}
