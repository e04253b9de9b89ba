/**
 * The staff session and the ways into it: check it, sign in with a passkey (SimpleWebAuthn in the
 * browser, the ceremony checked by the Worker), ask for a sign-in link by email and follow one,
 * accept an invitation by registering a passkey, sign out; and the signed-in person's own passkeys.
 * The cookie itself is HttpOnly; the browser keeps and sends it, this code never sees it.
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { StaffRole } from '../../../../shared/staff/staff-roles';
import { errorFrom, STAFF_API, staffFetch, staffJson } from '../lib/http';

export interface StaffPerson {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
}

export type SessionState =
  | { signedIn: true; via: 'person' | 'access'; expiresAt: string; person: StaffPerson }
  | { signedIn: false; access: boolean; message?: string };

const SESSION = `${STAFF_API}/session`;

/** Whether this browser is signed in (a 401 here is an answer, not an ended session). */
export async function getSession(signal?: AbortSignal): Promise<SessionState> {
  const res = await staffFetch(SESSION, { headers: { accept: 'application/json' }, signal }, { reportUnauthorized: false });
  if (res.status === 401) {
    const body = (await res.json().catch(() => ({}))) as { access?: unknown; message?: unknown };
    return { signedIn: false, access: body.access === true, ...(typeof body.message === 'string' ? { message: body.message } : {}) };
  }
  if (!res.ok) throw await errorFrom(res);
  return (await res.json()) as SessionState;
}

/** A sign-in call: a 401 here is a refused attempt, not an ended session. */
async function post<T = void>(path: string, body: unknown): Promise<T> {
  const res = await staffFetch(
    `${STAFF_API}${path}`,
    { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) },
    { reportUnauthorized: false },
  );
  if (!res.ok) throw await errorFrom(res);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/**
 * Signs in with a passkey. `conditional`: offered in the email field's autofill where the browser
 * supports it (resolves only when the person picks one); else the browser's own passkey dialog.
 */
export async function signInWithPasskey(conditional = false): Promise<void> {
  const options = await post<Parameters<typeof startAuthentication>[0]['optionsJSON']>('/sign-in/passkey/options', {});
  const response = await startAuthentication({ optionsJSON: options, useBrowserAutofill: conditional });
  await post('/sign-in/passkey/verify', { response });
}

export async function emailSignInLink(email: string): Promise<string> {
  return (await post<{ message: string }>('/sign-in/email', { email })).message;
}

export interface LinkInfo {
  state: 'valid' | 'used' | 'expired' | 'unknown' | 'disabled';
  purpose: 'invitation' | 'sign-in' | null;
  person: { name: string; email: string; role: StaffRole } | null;
  expiresAt: string | null;
}

export function lookUpLink(token: string, signal?: AbortSignal): Promise<LinkInfo> {
  return staffJson<LinkInfo>(`/sign-in/links/${encodeURIComponent(token)}`, { signal });
}

export const redeemSignInLink = (token: string): Promise<void> => post('/sign-in/link', { token });

/** Accepts an invitation: registers a passkey on this device and signs in. */
export async function acceptInvitation(token: string): Promise<void> {
  const options = await post<Parameters<typeof startRegistration>[0]['optionsJSON']>('/sign-in/invitation/options', { token });
  const response = await startRegistration({ optionsJSON: options });
  await post('/sign-in/invitation/verify', { token, response });
}

export async function signOut(): Promise<void> {
  const res = await staffFetch(SESSION, { method: 'DELETE' }, { reportUnauthorized: false });
  if (!res.ok && res.status !== 401) throw await errorFrom(res);
}

export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export const listMyPasskeys = (signal?: AbortSignal) => staffJson<Passkey[]>('/account/passkeys', { signal });

/** Registers another passkey for the signed-in person, on this device. */
export async function addMyPasskey(): Promise<void> {
  const options = await staffJson<Parameters<typeof startRegistration>[0]['optionsJSON']>('/account/passkeys/options', { method: 'POST' });
  const response = await startRegistration({ optionsJSON: options });
  await staffJson('/account/passkeys', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ response }) });
}

export const removeMyPasskey = (id: string) => staffJson<void>(`/account/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** What to say when the browser's passkey dialog ends without a passkey (cancelled, timed out, none here). */
export function passkeyProblem(err: unknown): string | null {
  const name = err instanceof Error ? err.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'No passkey was used. Try again, or email yourself a sign-in link.';
  if (name === 'InvalidStateError') return 'This device already has a passkey for this account.';
  return null;
}
