/**
 * Cloudflare Turnstile, only when TURNSTILE_SECRET is set (the form then shows the widget and
 * sends `cf-turnstile-response`); without it there is no check at all. The verifier can be
 * replaced (setTurnstileVerifier) so tests run offline. When siteverify itself cannot be
 * reached the lead is let through: the other spam checks still apply, and a Cloudflare outage
 * must not turn real customers away.
 */

export type TurnstileOutcome = 'off' | 'passed' | 'failed' | 'unavailable';

export type TurnstileVerifier = (input: { secret: string; token: string; ip: string }) => Promise<'passed' | 'failed' | 'unavailable'>;

const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export const siteverify: TurnstileVerifier = async ({ secret, token, ip }) => {
  const body = new FormData();
  body.set('secret', secret);
  body.set('response', token);
  if (ip !== 'local') body.set('remoteip', ip);
  try {
    const res = await fetch(SITEVERIFY, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
    if (!res.ok) return 'unavailable';
    const outcome = (await res.json()) as { success?: unknown };
    return outcome.success === true ? 'passed' : 'failed';
  } catch {
    return 'unavailable';
  }
};

let verifier: TurnstileVerifier = siteverify;

/** Replaces the verifier (tests); null restores Cloudflare's siteverify. */
export function setTurnstileVerifier(next: TurnstileVerifier | null): void {
  verifier = next ?? siteverify;
}

export async function checkTurnstile(env: Pick<Env, 'TURNSTILE_SECRET'>, token: string, ip: string): Promise<TurnstileOutcome> {
  if (!env.TURNSTILE_SECRET) return 'off';
  // Tokens are at most 2048 characters; anything else cannot pass.
  if (!token || token.length > 2048) return 'failed';
  const outcome = await verifier({ secret: env.TURNSTILE_SECRET, token, ip });
  if (outcome === 'unavailable') console.error('turnstile: siteverify unreachable, lead accepted on the other checks');
  return outcome;
}
