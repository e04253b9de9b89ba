/**
 * A lead whose form cannot be taken as it is: its token already brought another lead, or the form
 * was open too long (docs/decisions.md D12). Nothing is stored and nothing is lost: the form
 * without JavaScript comes back with the visitor's values, a fresh token and the message; the
 * enhanced form gets 409, fetches a fresh token (GET /api/form-token) and says to send again.
 */
import type { Context } from 'hono';
import type { Lead } from '../../shared/lead';
import type { AppEnv } from '../env';
import type { BodyKind } from '../intake/form-values';
import { refuseLead } from './answers';

export type StaleForm = 'used' | 'stale';

const MESSAGES: Record<StaleForm, string> = {
  used: 'This form was already sent. Please check your details and send it again.',
  stale: 'This form was open too long. Please check your details and send it again.',
};

export function refuseStaleForm(c: Context<AppEnv>, via: BodyKind, lead: Lead, why: StaleForm): Response | Promise<Response> {
  const message = MESSAGES[why];
  if (via === 'form') return refuseLead(c, via, { ...lead }, { form: message });
  return c.json(
    {
      code: `form-token-${why}`,
      message,
      details: `form: ${message}`,
      hint: 'Get a fresh token from GET /api/form-token and send the form again.',
      fields: { form: message },
    },
    409,
    { 'cache-control': 'no-store' },
  );
}
