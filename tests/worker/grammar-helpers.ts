/** Shared by the grammar tests: a call's result, or the PostgREST error it raised, as one comparable value. */
import { ApiError } from '../../worker/http/errors';

export interface Refused {
  error: string;
  status: number;
}

/** `{error: code, status}` for an ApiError, the value otherwise; any other exception is a test failure. */
export function outcome<T>(fn: () => T): T | Refused {
  try {
    return fn();
  } catch (e) {
    if (e instanceof ApiError) return { error: e.code, status: e.status };
    throw e;
  }
}

/** A 400 with this code (most grammar refusals). */
export const refused = (error: string, status = 400): Refused => ({ error, status });
