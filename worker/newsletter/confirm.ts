/**
 * /newsletter/confirm?token=… (public, works without JavaScript; token: a `confirm` token of
 * unsubscribe-token.ts, so an unsubscribe link never confirms anyone):
 * - GET shows a Confirm button (a plain form posting back here) and changes nothing: mail
 *   scanners and link previews open links, and must not confirm anyone;
 * - POST confirms the address and answers with the sign-up page saying so (confirmed again: the
 *   same page). An address no longer stored (not confirmed within 7 days) gets the sign-up page's
 *   "sign up again", as does a missing, cut or forged token (400); nothing is changed then.
 * noindex, no-store.
 */
import { type Context, Hono } from 'hono';
import { confirmQuestionHref, NEWSLETTER_THANKS_PATH, newsletterResultHref } from '../../shared/newsletter/newsletter-result';
import type { AppEnv } from '../env';
import { readAtMost } from '../http/read-body';
import { renderAnswerPage } from '../pages/render-page';
import { CONFIRM_PATH } from './confirmation';
import { confirmSubscriber } from './store';
import { sendWelcome } from './welcome';
import { verifyAddressToken } from './unsubscribe-token';

const MAX_FORM_BYTES = 4096;
const NOINDEX = { 'x-robots-tag': 'noindex, nofollow' };

/** The token from the query string, or from a `token` field of the form posted here. */
async function presentedToken(c: Context<AppEnv>): Promise<string | null> {
  const fromQuery = c.req.query('token');
  if (fromQuery || c.req.method !== 'POST') return fromQuery ?? null;
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded')) return null;
  if (Number(c.req.header('content-length') ?? 0) > MAX_FORM_BYTES) return null;
  const body = await readAtMost(c.req.raw.body, MAX_FORM_BYTES);
  return body && new URLSearchParams(new TextDecoder().decode(body)).get('token');
}

/** The sign-up page (web/src/pages/newsletter-page.tsx) as the answer; the browser shows its address. */
const signupPage = (c: Context<AppEnv>, href: string, status: 200 | 400 | 503) =>
  renderAnswerPage(c, { path: href, extra: { answersPost: true }, status, headers: NOINDEX });

/** The question before confirming: the sign-up page asking, its one button posting back here. */
const confirmQuestion = (c: Context<AppEnv>, token: string) =>
  renderAnswerPage(c, { path: confirmQuestionHref(token), extra: { answersPost: true }, status: 200, headers: NOINDEX });

export const confirmApp = new Hono<AppEnv>();

confirmApp.get(CONFIRM_PATH, async (c) => {
  const token = await presentedToken(c);
  const email = await verifyAddressToken(c.env, 'confirm', token);
  if (!email || !token) return signupPage(c, newsletterResultHref({ error: 'invalid' }), 400);
  return confirmQuestion(c, token);
});

confirmApp.post(CONFIRM_PATH, async (c) => {
  const token = await presentedToken(c);
  const email = await verifyAddressToken(c.env, 'confirm', token);
  if (!email || !token) return signupPage(c, newsletterResultHref({ error: 'invalid' }), 400);
  let outcome: Awaited<ReturnType<typeof confirmSubscriber>>;
  try {
    outcome = await confirmSubscriber(c.var.db, email);
  } catch (err) {
    console.error('newsletter confirm failed', err instanceof Error ? err.message : err);
    return signupPage(c, newsletterResultHref({ error: 'unavailable' }), 503);
  }
  // Gone: it was not confirmed in time (or was removed); signing up again starts over.
  if (outcome.state === 'missing') return signupPage(c, newsletterResultHref({ error: 'invalid', from: NEWSLETTER_THANKS_PATH }), 400);
  if (outcome.state === 'already') return signupPage(c, newsletterResultHref({ confirmed: 'already' }), 200);
  const welcome = sendWelcome(c.env, c.var.db, outcome);
  try {
    c.executionCtx.waitUntil(welcome);
  } catch {
    await welcome; // no execution context (an in-process call in tests)
  }
  return signupPage(c, newsletterResultHref({ confirmed: true }), 200);
});
