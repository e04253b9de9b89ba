/**
 * Slows down staff-key guessing. Wrong keys are counted per client by the
 * AUTH_LIMITER binding, a client being its address as `clientKey` gives it
 * (an IPv6 address by its /64, which one subscriber holds whole); once a client
 * is over the limit it is locked out for a while, and during the lockout every
 * key it presents is refused with 429, the right one too. Without that, a
 * guesser would simply keep going and spot the one answer that is not a 429.
 *
 * The rate-limit binding can only count, not be asked, so the lockout itself
 * is remembered in this isolate and (best effort) in the colo's Cache API.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { clientKey } from '../http/client-ip';
import { type ApiError, errors } from '../http/errors';

export const LOCKOUT_SECONDS = 60;

const lockedUntil = new Map<string, number>();
/** Bounds the in-memory list under a flood of distinct addresses. */
const MAX_REMEMBERED = 10_000;

/**
 * Who is counted: the request's headers, or an address a caller already read from them; both
 * give clientKey's key, so every caller locks out the same /64.
 */
export type LockoutClient = Headers | string;

function lockoutKey(client: LockoutClient): string {
  return clientKey(typeof client === 'string' ? new Headers({ 'cf-connecting-ip': client }) : client);
}

function cacheKey(key: string): Request {
  return new Request(`https://staff-lockout.internal/${encodeURIComponent(key)}`);
}

function defaultCache(): Cache | null {
  try {
    return (globalThis as { caches?: { default?: Cache } }).caches?.default ?? null;
  } catch {
    return null;
  }
}

/** Seconds left on this client's lockout, or 0. */
export async function lockoutRemaining(client: LockoutClient): Promise<number> {
  const key = lockoutKey(client);
  const until = lockedUntil.get(key);
  if (until !== undefined) {
    if (until > Date.now()) return Math.ceil((until - Date.now()) / 1000);
    lockedUntil.delete(key);
  }
  try {
    const hit = await defaultCache()?.match(cacheKey(key));
    if (hit) {
      const until = Number(await hit.text());
      if (until > Date.now()) return Math.ceil((until - Date.now()) / 1000);
    }
  } catch {
    /* the cache is an optimisation; the isolate's memory still applies */
  }
  return 0;
}

/** Counts one wrong key; returns the lockout in seconds when this client is now over the limit. */
export async function recordFailedKey(limiter: RateLimit, client: LockoutClient): Promise<number> {
  const key = lockoutKey(client);
  let success = true;
  try {
    ({ success } = await limiter.limit({ key: `staff-key:${key}` }));
  } catch {
    // The limiter being unavailable must not turn a refusal into anything else.
    success = true;
  }
  if (success) return 0;
  const until = Date.now() + LOCKOUT_SECONDS * 1000;
  if (lockedUntil.size >= MAX_REMEMBERED) lockedUntil.clear();
  lockedUntil.set(key, until);
  try {
    await defaultCache()?.put(cacheKey(key), new Response(String(until), { headers: { 'cache-control': `max-age=${LOCKOUT_SECONDS}` } }));
  } catch {
    /* best effort */
  }
  return LOCKOUT_SECONDS;
}

/**
 * The staff-key check of every door that takes the key in a header: while this client is locked
 * out any key is refused with 429, the right one too; a wrong key is counted and refused (429
 * once over the limit, else `invalidKey()`, each door wording its own); the right key gets null.
 */
export async function staffKeyRefusal(c: Context<AppEnv>, invalidKey: () => ApiError): Promise<ApiError | null> {
  const headers = c.req.raw.headers;
  const locked = await lockoutRemaining(headers);
  if (locked > 0) return errors.tooManyRequests(locked);
  if (c.var.isStaff) return null;
  const lockout = await recordFailedKey(c.env.AUTH_LIMITER, headers);
  return lockout > 0 ? errors.tooManyRequests(lockout) : invalidKey();
}
