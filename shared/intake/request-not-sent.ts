/**
 * A lead form posted without JavaScript that the Worker could not take (worker/intake/answers.ts):
 * the answer is the noindex page /request-not-sent, rendered in place with the answer's status
 * (429, 503, 413, 422), and the browser then shows the page's own address, which says why, so a
 * reload shows the same page and sends nothing. One spelling of that address for both sides.
 */

/** The page (an entry of the route manifest). */
export const REQUEST_NOT_SENT_PATH = '/request-not-sent';

/**
 * Why: too many requests from the client's network, the database down, a body over the size
 * limit, or field errors the form's own page could not show.
 */
export const NOT_SENT_REASONS = ['busy', 'unavailable', 'too-long', 'invalid'] as const;
export type NotSentReason = (typeof NOT_SENT_REASONS)[number];

export interface NotSent {
  /** null: an address without a (known) reason, shown as a plain "not sent". */
  reason: NotSentReason | null;
  /** For 'busy': about how many minutes to wait (1 to 60). */
  minutes: number | null;
}

/** The page's address for a reason. */
export function requestNotSentHref(reason: NotSentReason, minutes?: number): string {
  const params = new URLSearchParams({ reason });
  if (reason === 'busy' && minutes) params.set('minutes', String(minutes));
  return `${REQUEST_NOT_SENT_PATH}?${params}`;
}

/** Reads the reason back from the page's query; anything unknown reads as none. */
export function parseRequestNotSent(search: URLSearchParams): NotSent {
  const raw = search.get('reason');
  const reason = (NOT_SENT_REASONS as readonly (string | null)[]).includes(raw) ? (raw as NotSentReason) : null;
  const minutes = Number(search.get('minutes'));
  return { reason, minutes: reason === 'busy' && Number.isInteger(minutes) && minutes >= 1 && minutes <= 60 ? minutes : null };
}
