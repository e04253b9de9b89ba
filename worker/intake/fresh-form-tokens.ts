/**
 * Gives every HTML response its own lead-form start time: rendered pages (and the page cache)
 * carry FORM_TOKEN_PLACEHOLDER; this middleware, outside revalidation, swaps in a freshly signed
 * token after the ETag is computed, so the ETag stays stable while each full response is new.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { FORM_TOKEN_PLACEHOLDER } from '../../shared/intake/form-token';
import type { AppEnv } from '../env';
import { issueFormToken } from './form-token';

export const freshFormTokens: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const res = c.res;
  if (!res.body || !(res.headers.get('content-type') ?? '').startsWith('text/html')) return;
  const html = await res.clone().text();
  if (!html.includes(FORM_TOKEN_PLACEHOLDER)) return;
  // A token of its own for each form: a token is spent on one lead.
  const parts = html.split(FORM_TOKEN_PLACEHOLDER);
  const tokens = await Promise.all(parts.slice(1).map(() => issueFormToken(c.env)));
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  c.res = new Response(
    parts.reduce((out, part, i) => out + tokens[i - 1]! + part),
    { status: res.status, headers },
  );
};

/** GET /api/form-token: a fresh token for a lead form the browser shows after a client-side navigation. */
export const formTokenApi = new Hono<AppEnv>().get('/form-token', async (c) =>
  c.json({ token: await issueFormToken(c.env) }, 200, { 'cache-control': 'no-store' }),
);
