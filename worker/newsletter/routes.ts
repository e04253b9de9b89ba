/**
 * POST /api/newsletter: validates, stores once per address (unconfirmed), queues the confirmation
 * email for an address not yet confirmed (at most once a day, confirmation.ts), and answers the
 * same for new, waiting and confirmed addresses so nobody can probe the list (docs/decisions.md D6
 * and the confirmed opt-in entry). Two ways in:
 * - JSON {email, source} from the page's script: JSON answers, refusals as PostgREST's error body;
 * - the signup form posted without JavaScript (application/x-www-form-urlencoded, fields `email`
 *   and `source`): a 303 to the confirmation page, which says what happened and, when the signup
 *   did not go through, offers the form again (shared/newsletter/newsletter-result.ts).
 */
import { Hono, type Context } from 'hono';
import { NEWSLETTER_BAD_ADDRESS, NewsletterSchema } from '../../shared/intake/newsletter-form';
import { validateForm } from '../../shared/intake/form';
import { newsletterResultHref, type NewsletterError } from '../../shared/newsletter/newsletter-result';
import { sendConfirmation } from './confirmation';
import { addSubscriber } from './store';
import type { AppEnv } from '../env';
import { clientKey } from '../http/client-ip';
import { ApiError, errors, onlyMethods } from '../http/errors';
import { noStore } from '../http/no-store';
import { siteOrigin } from '../http/site-origin';

const MAX_BODY = 4096;

export const newsletterApi = new Hono<AppEnv>();

// A signup is private: no answer from here (errors included) may be stored by any cache.
newsletterApi.use('*', noStore);

/** A signup's fields as sent, not yet checked. */
type Signup = { email: unknown; source: unknown };

function fromJson(text: string): Signup {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
  }
  const input = (body ?? {}) as { email?: unknown; source?: unknown };
  return { email: input.email, source: input.source };
}

function fromForm(text: string): Signup {
  const form = new URLSearchParams(text);
  return { email: form.get('email'), source: form.get('source') };
}

/** Stores the signup, or says why not. */
async function subscribe(c: Context<AppEnv>, signup: Signup): Promise<NewsletterError | null> {
  const checked = validateForm(NewsletterSchema, signup);
  if (!checked.ok) return 'invalid';
  const { email, source } = checked.values;
  let confirmed: boolean;
  try {
    ({ confirmed } = await addSubscriber(c.var.db, email, source));
  } catch (err) {
    console.error('newsletter insert failed', err instanceof Error ? err.message : err);
    return 'unavailable';
  }
  // Never throws; a confirmed address gets nothing, and the answer is the same either way.
  if (!confirmed) await sendConfirmation(c.env, c.var.db, email, siteOrigin(c.env));
  return null;
}

newsletterApi.post('/newsletter', async (c) => {
  // Keyed by clientKey: an IPv6 sender counts by its /64, not by each of its addresses.
  const { success } = await c.env.NEWSLETTER_LIMITER.limit({ key: `newsletter:${clientKey(c.req.raw.headers)}` });
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) return formSignup(c, success);
  if (!success) throw errors.tooManyRequests(60);
  if (!type.startsWith('application/json')) {
    throw new ApiError(415, 'PGRST102', 'Content-Type must be application/json or application/x-www-form-urlencoded');
  }
  const text = await c.req.text();
  if (text.length > MAX_BODY) throw new ApiError(413, 'PGRST413', 'Request body too large');
  const error = await subscribe(c, fromJson(text));
  if (error === 'invalid') throw new ApiError(400, '22023', NEWSLETTER_BAD_ADDRESS, null, 'Use an address like name@company.com.');
  if (error === 'unavailable') throw errors.unavailable();
  return c.json({ subscribed: true }, 200, { 'cache-control': 'no-store' });
});

/**
 * The form posted without JavaScript: every outcome is a 303 to the confirmation page, so the
 * visitor sees a page (never a JSON error) and a reload does not post again.
 */
async function formSignup(c: Context<AppEnv>, allowed: boolean): Promise<Response> {
  const text = await c.req.text();
  const signup = text.length > MAX_BODY ? { email: null, source: null } : fromForm(text);
  const error = allowed ? await subscribe(c, signup) : 'busy';
  const from = typeof signup.source === 'string' ? signup.source : null;
  return c.redirect(newsletterResultHref({ error, from }), 303);
}

newsletterApi.all('/newsletter', onlyMethods('POST'));
