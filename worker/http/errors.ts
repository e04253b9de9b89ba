/**
 * PostgREST-style errors: every API failure is `{code, message, details, hint}`
 * with PostgREST's HTTP status, never a stack trace.
 */
export interface PgError {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody(): PgError {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

export function errorResponse(err: ApiError): Response {
  return new Response(JSON.stringify(err.toBody()), {
    status: err.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...err.headers },
  });
}

/** Errors every route can raise. */
export const errors = {
  unauthorized: () => new ApiError(401, '42501', 'permission denied for table blog_posts', null, 'Send the staff key as Authorization: Bearer <SERVICE_KEY>.'),
  tooManyRequests: (retryAfter: number) =>
    new ApiError(429, 'PGRST429', 'Too many requests', null, `Retry after ${retryAfter} seconds.`, {
      'retry-after': String(retryAfter),
    }),
  unavailable: () =>
    new ApiError(503, 'PGRST002', 'The database is temporarily unavailable', null, 'Try again in a moment.', {
      'retry-after': '5',
    }),
  internal: () => new ApiError(500, 'PGRST000', 'Internal server error'),
  methodNotAllowed: (allow: string) => new ApiError(405, 'PGRST105', 'Method not allowed', null, `Use ${allow}.`, { allow }),
};

/** A route's answer to every method it does not take: 405 naming those it does. */
export const onlyMethods = (allow: string) => (): never => {
  throw errors.methodNotAllowed(allow);
};

/**
 * Whether an error is the storage failing (D1, or R2 with `alsoBucket`): its message or a cause's.
 * A failed query reaches a route wrapped by drizzle ("Failed query: …"), D1's own error as its cause.
 */
export function isStorageFailure(err: unknown, { alsoBucket = false } = {}): boolean {
  const pattern = alsoBucket ? /D1_|SQLITE|R2|bucket/i : /D1_|SQLITE/;
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) if (pattern.test(e.message)) return true;
  return false;
}
