/**
 * The staff session (/staff/api/session): check it, sign in with the staff key, sign out.
 * The cookie itself is HttpOnly; the browser keeps and sends it, this code never sees it.
 */
import { errorFrom, STAFF_API, staffFetch } from '../lib/http';

export type SessionState = { signedIn: true; via: 'person' | 'key' | 'access'; expiresAt: string } | { signedIn: false; access: boolean };

const SESSION = `${STAFF_API}/session`;

/** Whether this browser is signed in (a 401 here is an answer, not an ended session). */
export async function getSession(signal?: AbortSignal): Promise<SessionState> {
  const res = await staffFetch(SESSION, { headers: { accept: 'application/json' }, signal }, { reportUnauthorized: false });
  if (res.status === 401) {
    const body = (await res.json().catch(() => ({}))) as { access?: unknown };
    return { signedIn: false, access: body.access === true };
  }
  if (!res.ok) throw await errorFrom(res);
  return (await res.json()) as SessionState;
}

/** Signs in with the staff key; throws StaffApiError (401 wrong key, 429 locked out with retryAfter). */
export async function signIn(key: string): Promise<void> {
  const res = await staffFetch(
    SESSION,
    { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ key }) },
    { reportUnauthorized: false },
  );
  if (!res.ok) throw await errorFrom(res);
}

export async function signOut(): Promise<void> {
  const res = await staffFetch(SESSION, { method: 'DELETE' }, { reportUnauthorized: false });
  if (!res.ok && res.status !== 401) throw await errorFrom(res);
}
