/**
 * Slows down staff-key guessing. Wrong keys are counted per client address by
 * the AUTH_LIMITER binding; once an address is over the limit it is locked
 * out for a while, and during the lockout every key it presents is refused
 * with 429, the right one too. Without that, a guesser would simply keep
 * going and spot the one answer that is not a 429.
 *
 * The rate-limit binding can only count, not be asked, so the lockout itself
 * is remembered in this isolate and (best effort) in the colo's Cache API.
 */

export const LOCKOUT_SECONDS = 60;

const lockedUntil = new Map<string, number>();
/** Bounds the in-memory list under a flood of distinct addresses. */
const MAX_REMEMBERED = 10_000;

function cacheKey(ip: string): Request {
  return new Request(`https://staff-lockout.internal/${encodeURIComponent(ip)}`);
}

function defaultCache(): Cache | null {
  try {
    return (globalThis as { caches?: { default?: Cache } }).caches?.default ?? null;
  } catch {
    return null;
  }
}

/** Seconds left on this address's lockout, or 0. */
export async function lockoutRemaining(ip: string): Promise<number> {
  const until = lockedUntil.get(ip);
  if (until !== undefined) {
    if (until > Date.now()) return Math.ceil((until - Date.now()) / 1000);
    lockedUntil.delete(ip);
  }
  try {
    const hit = await defaultCache()?.match(cacheKey(ip));
    if (hit) {
      const until = Number(await hit.text());
      if (until > Date.now()) return Math.ceil((until - Date.now()) / 1000);
    }
  } catch {
    /* the cache is an optimisation; the isolate's memory still applies */
  }
  return 0;
}

/** Counts one wrong key; returns the lockout in seconds when this address is now over the limit. */
export async function recordFailedKey(limiter: RateLimit, ip: string): Promise<number> {
  let success = true;
  try {
    ({ success } = await limiter.limit({ key: `staff-key:${ip}` }));
  } catch {
    // The limiter being unavailable must not turn a refusal into anything else.
    success = true;
  }
  if (success) return 0;
  const until = Date.now() + LOCKOUT_SECONDS * 1000;
  if (lockedUntil.size >= MAX_REMEMBERED) lockedUntil.clear();
  lockedUntil.set(ip, until);
  try {
    await defaultCache()?.put(cacheKey(ip), new Response(String(until), { headers: { 'cache-control': `max-age=${LOCKOUT_SECONDS}` } }));
  } catch {
    /* best effort */
  }
  return LOCKOUT_SECONDS;
}
