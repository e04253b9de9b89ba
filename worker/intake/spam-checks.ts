/**
 * Spam without friction (docs/decisions.md D12): a honeypot field people never see, and a signed
 * minimum fill time. A lead that trips either is still stored, as spam with the reason, and the
 * sender sees the same success as anyone else.
 */
import { verifyFormToken } from './form-token';

/** Nobody fills in a quote request form this fast. */
export const MIN_FILL_MS = 3000;

/** Filled in: any value but nothing (a JSON client may send a non-string). */
export function honeypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** Why this lead is spam, or null when it is not. */
export async function spamReason(
  env: Pick<Env, 'SERVICE_KEY' | 'FORM_TOKEN_SECRET'>,
  traps: { website: unknown; formToken: unknown },
  now = Date.now(),
): Promise<string | null> {
  if (honeypotFilled(traps.website)) return 'honeypot: the hidden website field was filled in';
  const { valid, ageMs } = await verifyFormToken(env, traps.formToken, now);
  if (!valid) return 'form token missing or invalid';
  if (ageMs < MIN_FILL_MS) return `too fast: sent ${(ageMs / 1000).toFixed(1)} s after the form was shown`;
  return null;
}
