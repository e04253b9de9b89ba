/**
 * What the newsletter form does when it is sent (docs/decisions.md D6, P6): the simple client
 * rule, the request, and a toast when either refuses. A chunk of its own, fetched on the first
 * focus in the form (components/newsletter-signup.tsx): none of it runs before a visitor signs up.
 */
import { passesClientEmailRule } from '../../../../shared/newsletter/email';
import type { notify } from '../../lib/toast';
import type { ApiRequestError, subscribeToNewsletter } from './api-core';

/**
 * What the form passes in from its page, which has it loaded already. Passed, not imported: a chunk
 * that imports the page's files carries their list for preloading (about 0.1 kB gzip) in the
 * script that loads it, and importing the blog's API client from here made the bundler put its
 * runtime helpers in a file of their own, one more request on every page.
 */
export interface SignupDeps {
  send: typeof subscribeToNewsletter;
  RequestError: typeof ApiRequestError;
  notify: typeof notify;
}

/** Checks and sends an address; `sending` runs once the request starts. True when subscribed. */
export async function subscribe({ send, RequestError, notify }: SignupDeps, email: string, source: string, sending: () => void): Promise<boolean> {
  if (!passesClientEmailRule(email)) {
    notify.error('Invalid Email', { description: 'Please enter a valid email address.' });
    return false;
  }
  sending();
  try {
    await send(email, source);
    return true;
  } catch (err) {
    console.error('Newsletter signup failed', err);
    // A refused address: the server's own words say what to fix; anything else is ours.
    const refused = err instanceof RequestError && err.status === 400 && err.code === '22023';
    notify.error('Subscription Failed', {
      description: refused ? err.message : 'There was an error subscribing to the newsletter. Please try again.',
    });
    return false;
  }
}
