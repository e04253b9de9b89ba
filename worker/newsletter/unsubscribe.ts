/**
 * /newsletter/unsubscribe?token=… (public, works without JavaScript; token: unsubscribe-token.ts):
 * - GET shows a page with a confirm button (a plain form posting back here) and changes nothing:
 *   mail scanners and link previews open links, and must not unsubscribe anyone;
 * - POST removes the subscriber: the confirm form, or a mail client's one-click unsubscribe
 *   (RFC 8058, body `List-Unsubscribe=One-Click`). An address already removed gets the same page.
 * A missing, cut or forged token answers 400 and removes nothing. Every answer is the React app's
 * unsubscribe page (web/src/pages/unsubscribe-page.tsx) rendered by the edge with what the link
 * came to; noindex, no-store.
 */
import { type Context, Hono } from 'hono';
import type { UnsubscribeView } from '../../shared/page-data';
import { removeSubscriberByEmail } from './store';
import type { AppEnv } from '../env';
import { renderAnswerPage } from '../pages/render-page';
import { confirmApp } from './confirm';
import { UNSUBSCRIBE_PATH, verifyUnsubscribeToken } from './unsubscribe-token';
import { readAtMost } from '../http/read-body';

/** A form post or the one-click body is a few hundred bytes; more is not read. */
const MAX_FORM_BYTES = 4096;

function page(c: Context<AppEnv>, view: UnsubscribeView, status: 200 | 400 | 503): Promise<Response> {
  const url = new URL(c.req.url);
  const headers: Record<string, string> = { 'x-robots-tag': 'noindex, nofollow' };
  if (status === 503) headers['retry-after'] = '30';
  // Rendered at the address asked for, so the browser's page and its data agree.
  return renderAnswerPage(c, { path: UNSUBSCRIBE_PATH + url.search, extra: { data: { unsubscribe: view } }, status, headers });
}

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

/** This page's own address for the token, where the confirm form posts. */
const actionFor = (token: string) => `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;

export const unsubscribeApp = new Hono<AppEnv>();

// The signup's confirmation link lives beside the unsubscribe link: the same kind of signed page.
unsubscribeApp.route('/', confirmApp);

unsubscribeApp.get(UNSUBSCRIBE_PATH, async (c) => {
  const token = await presentedToken(c);
  const email = await verifyUnsubscribeToken(c.env, token);
  if (!email || !token) return page(c, { kind: 'invalid' }, 400);
  return page(c, { kind: 'confirm', email, action: actionFor(token) }, 200);
});

unsubscribeApp.post(UNSUBSCRIBE_PATH, async (c) => {
  const token = await presentedToken(c);
  const email = await verifyUnsubscribeToken(c.env, token);
  if (!email || !token) return page(c, { kind: 'invalid' }, 400);
  try {
    await removeSubscriberByEmail(c.var.db, email);
  } catch (err) {
    console.error('unsubscribe failed', err instanceof Error ? err.message : err);
    return page(c, { kind: 'unavailable', email, action: actionFor(token) }, 503);
  }
  return page(c, { kind: 'done', email }, 200);
});
