/**
 * The staff app's one door to the Worker: same-origin fetches under /staff/api, authenticated by
 * the session cookie (Path=/staff). A 401 from any call (other than the session check itself)
 * means the session ended: the registered handler sends the user back to sign-in. Browsers add
 * the `Origin` header the API's CSRF check wants to every non-GET request on their own.
 */

export const STAFF_API = '/staff/api';

/** A failed call, with the API's error body (PostgREST's `{code, message, details, hint}`) when it sent one. */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    /** Seconds from a 429's Retry-After. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
}

/** No answer at all: the network or the Worker is down. */
export class NetworkError extends Error {
  constructor() {
    super('Could not reach the server. Check your connection and try again.');
    this.name = 'NetworkError';
  }
}

let unauthorizedHandler: (() => void) | null = null;

/** Registers what happens when a call answers 401 (the session provider sends the user to sign-in). */
export function onUnauthorized(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

/** fetch for the staff API: same-origin credentials, network failures as NetworkError, 401 reported. */
export async function staffFetch(input: string | URL | Request, init: RequestInit = {}, { reportUnauthorized = true } = {}): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(input, { credentials: 'same-origin', ...init });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError();
  }
  if (res.status === 401 && reportUnauthorized) unauthorizedHandler?.();
  return res;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The StaffApiError for a failed response, read from its JSON body when there is one. */
export async function errorFrom(res: Response): Promise<StaffApiError> {
  let body: Record<string, unknown> = {};
  try {
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    /* not JSON */
  }
  const retry = Number.parseInt(res.headers.get('retry-after') ?? '', 10);
  return new StaffApiError(
    res.status,
    text(body.message) ?? text(body.error) ?? `The server answered ${res.status}.`,
    text(body.code),
    text(body.details),
    text(body.hint),
    Number.isFinite(retry) ? retry : null,
  );
}

/** A JSON call: the parsed body, or a thrown StaffApiError / NetworkError. */
export async function staffJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await staffFetch(`${STAFF_API}${path}`, { ...init, headers: { accept: 'application/json', ...init.headers } });
  if (!res.ok) throw await errorFrom(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** What to tell the user about a failed call, in one sentence. */
export function describeError(err: unknown): string {
  if (err instanceof NetworkError) return err.message;
  if (err instanceof StaffApiError) {
    if (err.status === 401) return 'Your session has ended. Please sign in again.';
    if (err.status >= 500) return 'The server could not do that just now. Please try again in a moment.';
    return [err.message, err.details, err.hint].filter(Boolean).join(' ');
  }
  return err instanceof Error ? err.message : 'Something went wrong.';
}
