/**
 * `Cache-Control: no-store` on a finished response, whoever made it: a response from fetch (the
 * asset store, the in-process API) has headers that cannot be changed, so it is copied first.
 */
import type { Context } from 'hono';

export function forceNoStore(c: Context): void {
  try {
    c.res.headers.set('cache-control', 'no-store');
  } catch {
    const res = new Response(c.res.body, c.res);
    res.headers.set('cache-control', 'no-store');
    // Assigning c.res copies the old response's headers onto the new one unless it is cleared first.
    c.res = undefined;
    c.res = res;
  }
}
