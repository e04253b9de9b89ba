/**
 * Passkeys (WebAuthn) for staff, through SimpleWebAuthn: the relying party is the site as the
 * request reaches it (rpID its hostname, the origin its origin), so a passkey made on localhost
 * works on localhost and one made on the live site works there. The challenge of a ceremony is
 * kept server-side in a short-lived signed cookie (`oakbright_webauthn`, five minutes,
 * HttpOnly, Path=/staff/api), together with the person it is for; finishing the ceremony clears it,
 * and records the challenge as spent in D1, so one challenge answers once, even when the cookie and
 * the answer are sent again (an authenticator whose signature counter stays at zero would not
 * otherwise tell a replay from a new sign-in).
 */
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { SITE } from '../../content/site';
import type { StaffActor } from '../../shared/staff/staff-roles';
import type { AppEnv } from '../env';
import { base64url, secretOrDerived } from '../http/secrets';
import { credentialIds, type PasskeyRow, spendChallenge } from './store/passkeys';

const CHALLENGE_COOKIE = 'oakbright_webauthn';
const CHALLENGE_SECONDS = 5 * 60;
const ATTRIBUTES: CookieOptions = { httpOnly: true, secure: true, sameSite: 'Strict', path: '/staff/api' };

type Ceremony = 'register' | 'authenticate';

interface Challenge {
  ceremony: Ceremony;
  challenge: string;
  /** The person registering; '' when signing in (the passkey says who). */
  personId: string;
  expires: number;
}

function secret(env: Env): string {
  return secretOrDerived(env.SESSION_SECRET, 'staff-webauthn', env.SERVICE_KEY);
}

function relyingParty(c: Context<AppEnv>): { rpID: string; origin: string } {
  const url = new URL(c.req.url);
  return { rpID: url.hostname, origin: url.origin };
}

async function keepChallenge(c: Context<AppEnv>, value: Omit<Challenge, 'expires'>): Promise<void> {
  const kept: Challenge = { ...value, expires: Date.now() + CHALLENGE_SECONDS * 1000 };
  await setSignedCookie(c, CHALLENGE_COOKIE, JSON.stringify(kept), secret(c.env), { ...ATTRIBUTES, maxAge: CHALLENGE_SECONDS });
}

/** The challenge this browser was given for `ceremony`, once: it is cleared as it is read. */
async function takeChallenge(c: Context<AppEnv>, ceremony: Ceremony): Promise<Challenge | null> {
  const raw = await getSignedCookie(c, secret(c.env), CHALLENGE_COOKIE);
  deleteCookie(c, CHALLENGE_COOKIE, ATTRIBUTES);
  if (typeof raw !== 'string') return null;
  try {
    const kept = JSON.parse(raw) as Challenge;
    if (kept.ceremony !== ceremony || kept.expires <= Date.now() || typeof kept.challenge !== 'string') return null;
    return (await spendChallenge(c.var.db, kept.challenge, new Date(kept.expires))) ? kept : null;
  } catch {
    return null;
  }
}

/** Options for registering a passkey for `person` (their existing ones excluded). */
export async function registrationOptions(c: Context<AppEnv>, person: Extract<StaffActor, { kind: 'person' }>) {
  const { rpID } = relyingParty(c);
  const options = await generateRegistrationOptions({
    rpName: `${SITE.name} staff`,
    rpID,
    userName: person.email,
    userDisplayName: person.name,
    userID: new TextEncoder().encode(person.id),
    attestationType: 'none',
    excludeCredentials: (await credentialIds(c.var.db, person.id)).map((k) => ({ id: k.id, transports: k.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepChallenge(c, { ceremony: 'register', challenge: options.challenge, personId: person.id });
  return options;
}

export interface NewPasskey {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/** The passkey a registration response proves, for the person the challenge was made for; null when it does not verify. */
export async function verifyRegistration(c: Context<AppEnv>, personId: string, response: unknown): Promise<NewPasskey | null> {
  const kept = await takeChallenge(c, 'register');
  if (!kept || kept.personId !== personId || !isResponse(response)) return null;
  const { rpID, origin } = relyingParty(c);
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: kept.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return { id: credential.id, publicKey: base64url(credential.publicKey), counter: credential.counter, transports: credential.transports ?? [] };
  } catch {
    return null;
  }
}

/** Options for signing in with any passkey of this site (discoverable credentials: the browser offers them). */
export async function authenticationOptions(c: Context<AppEnv>) {
  const { rpID } = relyingParty(c);
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
  await keepChallenge(c, { ceremony: 'authenticate', challenge: options.challenge, personId: '' });
  return options;
}

/** The credential id a sign-in response names (to find its passkey), or null. */
export function responseCredentialId(response: unknown): string | null {
  return isResponse(response) ? (response as { id: string }).id : null;
}

/** Whether the sign-in response is signed by `passkey` for this browser's challenge; the new counter when it is. */
export async function verifyAuthentication(c: Context<AppEnv>, passkey: PasskeyRow, response: unknown): Promise<{ counter: number } | null> {
  const kept = await takeChallenge(c, 'authenticate');
  if (!kept || !isResponse(response)) return null;
  const { rpID, origin } = relyingParty(c);
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: kept.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.id,
        publicKey: base64urlBytes(passkey.public_key),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    });
    return result.verified ? { counter: result.authenticationInfo.newCounter } : null;
  } catch {
    return null;
  }
}

function isResponse(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && v.id.length > 0 && v.id.length <= 1024 && typeof v.response === 'object' && v.response !== null;
}

function base64urlBytes(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(
    value
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(value.length / 4) * 4, '='),
  );
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A name the person recognises for a new passkey: the browser and system it was made on, from the User-Agent. */
export function deviceName(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : 'Browser';
  const system = /iPhone|iPad/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Mac OS X/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'a device';
  return `${browser} on ${system}`;
}
