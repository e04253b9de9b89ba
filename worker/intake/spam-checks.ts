/**
 * Spam without friction (docs/decisions.md D12): a honeypot field people never see, and a signed
 * minimum fill time. A lead that trips either is still stored, as spam with the reason, and the
 * sender sees the same success as anyone else. A form open too long (its token over 4 hours old,
 * or from before tokens could be spent once) is neither: the visitor is asked to send it again.
 */
import { FORM_TOKEN_MAX_AGE_MS, type FormTokenSpend, verifyFormToken } from './form-token';

/** Nobody fills in a quote request form this fast. */
export const MIN_FILL_MS = 3000;

/** The minimum fill time in force: FORM_MIN_FILL_MS when it is a whole number of milliseconds, else MIN_FILL_MS. */
export function minFillMs(env: Pick<Env, 'FORM_MIN_FILL_MS'>): number {
  const configured = env.FORM_MIN_FILL_MS?.trim();
  return configured && /^\d{1,6}$/.test(configured) ? Number(configured) : MIN_FILL_MS;
}

/** Filled in: any value but nothing (a JSON client may send a non-string). */
export function honeypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** What the traps say: the form was open too long, or the lead is taken (as spam when `spam` says why), spending `token`. */
export type Verdict = { stale: true } | { stale: false; spam: string | null; token: FormTokenSpend | null };

export async function judgeSubmission(
  env: Pick<Env, 'SERVICE_KEY' | 'FORM_TOKEN_SECRET' | 'FORM_MIN_FILL_MS'>,
  traps: { website: unknown; formToken: unknown },
  now = Date.now(),
): Promise<Verdict> {
  const { valid, ageMs, nonce } = await verifyFormToken(env, traps.formToken, now);
  const token = valid && nonce ? { nonce, expires_at: new Date(now - ageMs + FORM_TOKEN_MAX_AGE_MS).toISOString() } : null;
  if (honeypotFilled(traps.website)) return { stale: false, spam: 'honeypot: the hidden website field was filled in', token };
  if (!valid) return { stale: false, spam: 'form token missing or invalid', token: null };
  if (!nonce || ageMs > FORM_TOKEN_MAX_AGE_MS) return { stale: true };
  if (ageMs < minFillMs(env)) return { stale: false, spam: `too fast: sent ${(ageMs / 1000).toFixed(1)} s after the form was shown`, token };
  return { stale: false, spam: null, token };
}
