/**
 * The newsletter form posted without JavaScript (docs/decisions.md D6): the Worker answers with a
 * 303 to the confirmation page, and the page reads from its address what happened and where the
 * visitor came from. One spelling of that address for both sides.
 */
import { matchRoute } from '../routes.ts';

/** The confirmation page (a noindex entry of the route manifest). */
export const NEWSLETTER_THANKS_PATH = '/newsletter/thanks';

/** Why a signup did not go through: a bad address, too many signups from one client, the database down. */
export const NEWSLETTER_ERRORS = ['invalid', 'busy', 'unavailable'] as const;
export type NewsletterError = (typeof NEWSLETTER_ERRORS)[number];

/** A confirmation token as the confirmation link carries it (unsubscribe-token.ts: base64url, a dot, base64url). */
const TOKEN = /^[A-Za-z0-9_-]{1,400}\.[A-Za-z0-9_-]{1,100}$/;

/** The confirmation link's question: the sign-up page asking to confirm, its button posting to `action`. */
export function confirmQuestionHref(token: string): string {
  return `${NEWSLETTER_THANKS_PATH}?confirm=${encodeURIComponent(token)}`;
}

export interface NewsletterResult {
  /** null: the signup went through (waiting for confirmation, or confirmed when `confirmed`). */
  error: NewsletterError | null;
  /** The address was just confirmed from the confirmation email (`?confirmed=1`). */
  confirmed: boolean;
  /** The confirmation link was used again, for an address confirmed before (`?confirmed=already`). */
  already: boolean;
  /** The page the form was sent from, when it is a page of this site. */
  from: string | null;
  /** The confirmation link's token, when the page asks to confirm (`?confirm=`). */
  confirmToken: string | null;
}

/** A page of this site the visitor can be sent back to: a plain path the router serves. */
function sitePath(value: string | null | undefined): string | null {
  if (!value || value.length > 200 || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  const match = matchRoute(value);
  return match.kind === 'static' || match.kind === 'article' ? value : null;
}

/** The confirmation page's address for a result. */
export function newsletterResultHref({
  error,
  from,
  confirmed,
}: {
  error?: NewsletterError | null;
  from?: string | null;
  confirmed?: boolean | 'already';
}): string {
  const params = new URLSearchParams();
  if (error) params.set('error', error);
  else if (confirmed) params.set('confirmed', confirmed === 'already' ? 'already' : '1');
  const back = sitePath(from);
  if (back && back !== NEWSLETTER_THANKS_PATH) params.set('from', back);
  const query = params.toString();
  return query ? `${NEWSLETTER_THANKS_PATH}?${query}` : NEWSLETTER_THANKS_PATH;
}

/** Reads the result back from the confirmation page's query; an unknown error reads as 'invalid'. */
export function parseNewsletterResult(search: URLSearchParams): NewsletterResult {
  const raw = search.get('error');
  const error = raw === null ? null : (NEWSLETTER_ERRORS as readonly string[]).includes(raw) ? (raw as NewsletterError) : 'invalid';
  const from = sitePath(search.get('from'));
  const token = search.get('confirm');
  return {
    error,
    confirmed: !error && search.get('confirmed') === '1',
    already: !error && search.get('confirmed') === 'already',
    from: from === NEWSLETTER_THANKS_PATH ? null : from,
    confirmToken: !error && token && TOKEN.test(token) ? token : null,
  };
}
