/**
 * `Cache-Control: no-store` on a finished response, whoever made it: a response from fetch (the
 * asset store, the in-process API) has headers that cannot be changed, so it is copied first.
 * Private answers (leads, signups, staff data) use it so no cache keeps any of them, errors included.
 */
import type { Context, MiddlewareHandler } from 'hono';

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

/** The same as middleware: every answer of the routes it guards, whatever it is. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  forceNoStore(c);
};
