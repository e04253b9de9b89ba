/**
 * Leads are for staff only: every staff route needs the staff key (Authorization: Bearer
 * <SERVICE_KEY>, as docs/decisions.md D3 has it for writes). No key, or the public key, gets 401
 * with the API's JSON error; a wrong key counts towards the same lockout as on /rest, so this
 * door is no easier to guess the key at.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { isPublicKeyRequest, presentedKey } from '../staff/keys';
import { ApiError } from '../http/errors';
import { staffKeyRefusal } from '../staff/lockout';

const unauthorized = () =>
  new ApiError(401, '42501', 'permission denied for table leads', null, 'Send the staff key as Authorization: Bearer <SERVICE_KEY>.', {
    'www-authenticate': 'Bearer',
  });

const invalidKey = () =>
  new ApiError(401, 'PGRST301', 'The staff key is not valid', null, 'Send the staff key as Authorization: Bearer <SERVICE_KEY>.', {
    'www-authenticate': 'Bearer error="invalid_token"',
  });

export const staffOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const headers = c.req.raw.headers;
  if (!c.var.isStaff && (presentedKey(headers) === null || isPublicKeyRequest(headers, (c.env as { ANON_KEY?: string }).ANON_KEY))) throw unauthorized();
  const refused = await staffKeyRefusal(c, invalidKey);
  if (refused) throw refused;
  return next();
};
