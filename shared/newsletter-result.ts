/**
 * The newsletter form posted without JavaScript (docs/decisions.md D6): the Worker answers with a
 * 303 to the confirmation page, and the page reads from its address what happened and where the
 * visitor came from. One spelling of that address for both sides.
 */
import { matchRoute } from './routes.ts';

/** The confirmation page (a noindex entry of the route manifest). */
export const NEWSLETTER_THANKS_PATH = '/newsletter/thanks';

/** Why a signup did not go through: a bad address, too many signups from one client, the database down. */
export const NEWSLETTER_ERRORS = ['invalid', 'busy', 'unavailable'] as const;
export type NewsletterError = (typeof NEWSLETTER_ERRORS)[number];

export interface NewsletterResult {
  /** null: subscribed. */
  error: NewsletterError | null;
  /** The page the form was sent from, when it is a page of this site. */
  from: string | null;
}

/** A page of this site the visitor can be sent back to: a plain path the router serves. */
function sitePath(value: string | null | undefined): string | null {
  if (!value || value.length > 200 || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  const match = matchRoute(value);
  return match.kind === 'static' || match.kind === 'article' ? value : null;
}

/** The confirmation page's address for a result. */
export function newsletterResultHref({ error, from }: { error?: NewsletterError | null; from?: string | null }): string {
  const params = new URLSearchParams();
  if (error) params.set('error', error);
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
  return { error, from: from === NEWSLETTER_THANKS_PATH ? null : from };
}
