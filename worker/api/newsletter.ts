/**
 * POST /api/newsletter {email, source}: validates, stores once per address,
 * and answers the same for new and repeat signups so nobody can probe the list.
 */
import { Hono } from 'hono';
import { normalizeEmail } from '../../shared/email';
import { addSubscriber } from '../db/subscribers';
import type { AppEnv } from '../env';
import { clientIp } from '../http/client-ip';
import { ApiError, errors } from '../http/errors';

const MAX_BODY = 4096;

export const newsletterApi = new Hono<AppEnv>();

// A signup is private: no answer from here (errors included) may be stored by any cache.
newsletterApi.use('*', async (c, next) => {
  await next();
  c.res.headers.set('cache-control', 'no-store');
});

newsletterApi.post('/newsletter', async (c) => {
  const { success } = await c.env.NEWSLETTER_LIMITER.limit({ key: `newsletter:${clientIp(c.req.raw.headers)}` });
  if (!success) throw errors.tooManyRequests(60);
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    throw new ApiError(415, 'PGRST102', 'Content-Type must be application/json');
  }
  const text = await c.req.text();
  if (text.length > MAX_BODY) throw new ApiError(413, 'PGRST413', 'Request body too large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
  }
  const input = (body ?? {}) as { email?: unknown; source?: unknown };
  const email = normalizeEmail(input.email);
  if (!email) throw new ApiError(400, '22023', 'Please enter a valid email address.', null, 'Use an address like name@company.com.');
  const source = typeof input.source === 'string' ? input.source.slice(0, 200).replace(/[^\x20-\x7e]/g, '') : '';
  try {
    await addSubscriber(c.var.db, email, source);
  } catch (err) {
    console.error('newsletter insert failed', err instanceof Error ? err.message : err);
    throw errors.unavailable();
  }
  return c.json({ subscribed: true }, 200, { 'cache-control': 'no-store' });
});

newsletterApi.all('/newsletter', () => {
  throw new ApiError(405, 'PGRST105', 'Method not allowed', null, 'Use POST.', { allow: 'POST' });
});
