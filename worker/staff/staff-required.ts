/**
 * A staff-only route's own check: the request must be staff (the staff key, or a staff session
 * once the /staff middleware has recognised it), else 401 with the API's JSON error. Routes that
 * use it are safe wherever they are mounted, whatever runs before them.
 */
import type { ErrorHandler, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { ApiError, errorResponse, errors } from '../http/errors';

/** `what` names what is being refused, e.g. "newsletter_subscribers". */
export function staffRequired(what: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.var.isStaff) {
      throw new ApiError(
        401,
        '42501',
        `permission denied for ${what}`,
        null,
        'Sign in at /staff, or send the staff key as Authorization: Bearer <SERVICE_KEY>.',
        {
          'www-authenticate': 'Bearer',
        },
      );
    }
    await next();
  };
}

/** Errors of a staff router: its own refusals as they are, a failing database or bucket as 503 (retry), the rest 500. */
export const staffApiError: ErrorHandler<AppEnv> = (err) => {
  if (err instanceof ApiError) return errorResponse(err);
  if (/D1_|SQLITE|R2|bucket/i.test(err.message)) {
    console.error('staff api: storage failed', err.message);
    return errorResponse(errors.unavailable());
  }
  console.error('staff api: unhandled', err.message);
  return errorResponse(errors.internal());
};
