/**
 * The JSON bodies of the sign-in and people routes: small objects, read whole. Anything else (not
 * JSON, not an object, over the limit) is the same 400 or 413 every route answers.
 */
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { ApiError, errorResponse } from '../http/errors';

/** A passkey response is a few kB; nothing these routes take is larger. */
export const MAX_BODY_BYTES = 16 * 1024;

export const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => errorResponse(new ApiError(413, 'PGRST413', 'Request body too large')) });

/** The body as an object, or a 400 naming what was expected. */
export async function jsonObject(c: Context<AppEnv>, expected: string): Promise<Record<string, unknown>> {
  const bad = () => new ApiError(400, 'PGRST102', `Send ${expected} as JSON`);
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) throw bad();
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw bad();
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw bad();
  return body as Record<string, unknown>;
}

export const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
