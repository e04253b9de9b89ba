/**
 * The small part of the blog's API client (api.ts) that its pages need up front: the error and how
 * a page reads it, and the newsletter request, which the signup passes to its submit chunk
 * (newsletter-submit.ts). Kept apart so a page rendered at the edge, which fetches nothing before
 * a visitor acts, does not load the client itself: its fetches import api.ts when they start. (A
 * signup importing api.ts on demand made the bundler put its runtime helpers in a file of their
 * own, one more request on every page.)
 */

/** A failed API call, carrying PostgREST's error body when there was one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * Whether a failed call means the blog cannot be read just now (a 5xx answer, no answer at all,
 * an answer that is not the API's, or the client's own code failing to load) rather than that the
 * request was wrong: the page then says the blog is briefly unavailable instead of 'Post Not Found'
 * (docs/decisions.md P4, P5).
 */
export function isOutage(error: unknown): boolean {
  return !(error instanceof ApiRequestError && error.status < 500);
}

/** The error for a response that is not ok, with PostgREST's code and message when it sent them. */
export async function failure(res: Response): Promise<ApiRequestError> {
  let code: string | null = null;
  let message = `Request failed with status ${res.status}`;
  try {
    const body = (await res.json()) as { code?: unknown; message?: unknown };
    if (typeof body.code === 'string') code = body.code;
    if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    /* not JSON */
  }
  return new ApiRequestError(res.status, code, message);
}

export async function subscribeToNewsletter(email: string, source: string): Promise<void> {
  const res = await fetch('/api/newsletter', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: email.trim(), source }),
  });
  if (!res.ok) throw await failure(res);
}
